// Spanish twin of ./consultation-listing.ts (/services/consultation). The alias cards repeat the
// titles and descriptions of ../service-aliases.es.ts; tags are application keys and stay in English.
import { serviceDrawings } from "./drawings.es";
import type { ListingCard, ListingIntro } from "./consultation-listing";

export const listingIntro: ListingIntro = {
  title: "Consultoría",
  intro:
    "Servicios de diseño e ingeniería del equipo que fabrica y monta concreto prefabricado y presforzado en Belice. Agregue a su cotización los servicios que necesita y le responderemos con un alcance y honorarios.",
};

export const listingCards: readonly ListingCard[] = [
  {
    title: "Consultoría de ingeniería",
    href: "/services/engineering-consultation",
    description:
      "Estudios de factibilidad, diseño detallado, ingeniería de valor e inspecciones para estructuras de concreto prefabricado y presforzado de todo tipo.",
    tags: ["commercial", "industrial", "marine", "bridge"],
    image: serviceDrawings.consultation,
  },
  {
    title: "Diseño estructural",
    href: "/services/structural-design",
    description:
      "Marcos de edificios prefabricados y presforzados: columnas, vigas, entrepisos de losa doble T y losa alveolar, conexiones y sistemas de resistencia lateral revisados para vientos huracanados, con ingeniería de valor desde el primer croquis.",
    tags: ["commercial", "industrial", "residential"],
    image: serviceDrawings.structural,
  },
  {
    title: "Diseño de puentes",
    href: "/services/bridge-design",
    description:
      "Puentes de claro corto y mediano con vigas prefabricadas, vigas cajón y losas para puente, diseñados para la carga vehicular HL-93 y los niveles de crecida de los ríos, con subestructuras sobre pilotes presforzados hincados.",
    tags: ["bridge"],
    image: serviceDrawings.bridge,
  },
  {
    title: "Ingeniería marítima",
    href: "/services/marine-engineering",
    description:
      "Muelles marginales, muelles de espigón, embarcaderos y atracaderos sobre pilotes presforzados: cargas de atraque y amarre, caballetes de pilotes y pilotes inclinados, y recubrimiento y mezclas de concreto elegidos para la exposición marina.",
    tags: ["marine"],
    image: serviceDrawings.marine,
  },
  {
    title: "Diseño de muros costeros",
    href: "/services/sea-wall-design",
    description:
      "Muros costeros y revestimientos para la costa y los cayos de Belice: tablestacas presforzadas y pilotes principales (king piles), cargas de oleaje y marea de tormenta, protección del pie contra la socavación y detalles que perduran en agua salada.",
    tags: ["marine", "residential"],
    image: serviceDrawings.seaWall,
  },
  {
    title: "Diseño de cimentaciones",
    href: "/services/foundation-design",
    description:
      "Cimentaciones sobre los suelos blandos y saturados de la costa de Belice: pilotes presforzados hincados, cabezales de pilotes y vigas de cimentación, pruebas de carga en pilotes y análisis de asentamientos a partir de sondeos del sitio.",
    tags: ["marine", "bridge", "commercial"],
    image: serviceDrawings.foundation,
  },
  {
    title: "Aseguramiento de calidad",
    href: "/services/quality-assurance",
    description:
      "Diseño de mezclas, ensayos de cilindros, registros de tensado de torones e inspección del concreto prefabricado y del concreto en obra, del colado al montaje.",
    tags: ["commercial", "industrial", "bridge"],
    image: serviceDrawings.quality,
  },
  {
    title: "Construcción general",
    href: "/services/general-construction",
    description:
      "Diseño y construcción de bodegas, edificios comerciales y viviendas: el diseño de nuestros ingenieros, construido por nuestras cuadrillas con elementos de nuestra planta.",
    tags: ["commercial", "industrial", "residential"],
    image: serviceDrawings.construction,
  },
];
