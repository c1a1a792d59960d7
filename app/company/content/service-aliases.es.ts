// The service aliases' Spanish text, laid over service-aliases.ts (app/lib/localized.ts).

export const serviceAliases = [
  {
    title: "Diseño de muros costeros",
    description:
      "Muros costeros y revestimientos para la costa y los cayos de Belice: tablestacas presforzadas y pilotes principales (king piles), cargas de oleaje y marea de tormenta, protección del pie contra la socavación y detalles que perduran en agua salada.",
    seoTitle: "Diseño de muros costeros | Consultoría de ingeniería | M&M",
    seoDescription:
      "Muros costeros y revestimientos diseñados para la costa de Belice: tablestacas presforzadas, cargas de oleaje, socavación y detalles resistentes a la corrosión.",
  },
  {
    title: "Diseño de puentes",
    description:
      "Puentes de claro corto y mediano con vigas prefabricadas, vigas cajón y losas para puente, diseñados para la carga vehicular HL-93 y los niveles de crecida de los ríos, con subestructuras sobre pilotes presforzados hincados.",
    seoTitle: "Diseño de puentes | Consultoría de ingeniería | M&M",
    seoDescription:
      "Diseño de puentes con vigas prefabricadas y presforzadas, vigas cajón y losas para puente para carga HL-93, desde cruces rurales hasta puentes fluviales.",
  },
  {
    title: "Diseño estructural",
    description:
      "Marcos de edificios prefabricados y presforzados: columnas, vigas, entrepisos de losa doble T y losa alveolar, conexiones y sistemas de resistencia lateral revisados para vientos huracanados, con ingeniería de valor desde el primer croquis.",
    seoTitle: "Diseño estructural | Consultoría de ingeniería | M&M",
    seoDescription:
      "Diseño estructural de edificios prefabricados y presforzados: estructuración, conexiones, sistemas de resistencia lateral e ingeniería de valor.",
  },
  {
    title: "Ingeniería marítima",
    description:
      "Muelles marginales, muelles de espigón, embarcaderos y atracaderos sobre pilotes presforzados: cargas de atraque y amarre, caballetes de pilotes y pilotes inclinados, y recubrimiento y mezclas de concreto elegidos para la exposición marina.",
    seoTitle: "Ingeniería marítima | Consultoría de ingeniería | M&M",
    seoDescription:
      "Ingeniería marítima para muelles, embarcaderos y muros costeros: diseño de pilotes, cargas de amarre y atraque, y concreto durable.",
  },
  {
    title: "Diseño de cimentaciones",
    description:
      "Cimentaciones sobre los suelos blandos y saturados de la costa de Belice: pilotes presforzados hincados, cabezales de pilotes y vigas de cimentación, pruebas de carga en pilotes y análisis de asentamientos a partir de sondeos del sitio.",
    seoTitle: "Diseño de cimentaciones | Consultoría de ingeniería | M&M",
    seoDescription:
      "Diseño de cimentaciones en suelos blandos y costeros: pilotes presforzados hincados, cabezales de pilotes, pruebas de carga y análisis de asentamientos.",
  },
];

export const SPECIALIZATION_LABELS = {
  marine: "marítima",
  bridge: "puentes",
  structural: "estructural",
  foundation: "cimentaciones",
};
