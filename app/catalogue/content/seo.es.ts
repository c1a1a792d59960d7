// Spanish twin of seo.ts: the data its cataloguePages are built from. The English module builds
// the product and learn entries from products.ts and product-summaries.ts; the Spanish ones come
// from products.es.ts and product-summaries.es.ts with the fixed text below.
import type { CategoryPageSeo } from "./seo";

export const CATEGORY_PAGES: readonly CategoryPageSeo[] = [
  [
    "prestressed",
    "Productos de concreto presforzado",
    "Pilotes, losas, vigas y losas para puente presforzados, colados con torón de alta resistencia tensado, para grandes claros, cargas pesadas y obras marítimas durables.",
  ],
  [
    "beams",
    "Vigas de concreto prefabricado",
    "Vigas cajón, vigas I y L y vigas T invertidas de concreto presforzado para puentes, edificios de estacionamiento y estructuras comerciales.",
  ],
  [
    "slabs",
    "Losas de concreto prefabricado",
    "Losas doble T y losas macizas de concreto presforzado para pisos y cubiertas: grandes claros, montaje rápido y menos columnas.",
  ],
  [
    "planks",
    "Losas de concreto para puente",
    "Losas presforzadas de tablero para puentes carreteros de claro corto, colocadas en un día y con la carga de puente (HL-93) revisada para cada puente.",
  ],
];

/** The explainers' own headings and descriptions, by slug. */
export const LEARN_PAGES: Readonly<Record<string, readonly [string, string]>> = {
  "prestressed-piles": [
    "Cómo funcionan los pilotes presforzados",
    "Cómo se cuelan los pilotes de concreto presforzado sobre torones tensados, por qué resisten un hincado duro y el agua salada, y dónde se usan, por los ingenieros de M&M.",
  ],
  "double-t-slabs": [
    "Cómo funcionan las losas doble T",
    "Cómo las losas doble T salvan {30 to 60 ft} sin columnas, cómo se cuelan y se montan, y dónde se usan, por los ingenieros de M&M.",
  ],
  "box-beams": [
    "Cómo funcionan las vigas cajón",
    "Cómo las vigas cajón presforzadas forman un tablero de puente en días y sin obra falsa: conceptos básicos, fabricación, ventajas y usos, por los ingenieros de M&M.",
  ],
  "l-beams": [
    "Cómo funcionan las vigas L",
    "Cómo las vigas L soportan pisos sobre sus ménsulas y qué papel tienen las vigas I y L en una estructura prefabricada: conceptos, fabricación y ventajas, por los ingenieros de M&M.",
  ],
  "hollow-core": [
    "Cómo funcionan las losas alveolares",
    "Cómo las losas alveolares reducen hasta un 40% el peso del piso con resistencia al fuego de 1 a 2 horas: conceptos, extrusión, ventajas y usos, por los ingenieros de M&M.",
  ],
  "flat-slab": [
    "Cómo funcionan las losas macizas prefabricadas",
    "Cómo las losas macizas presforzadas dan el piso prefabricado de menor peralte, con cara inferior aparente: fabricación, ventajas y usos, por los ingenieros de M&M.",
  ],
  "inverted-beams": [
    "Domine la tecnología de vigas T invertidas",
    "Cómo las vigas T invertidas cargan dos crujías de piso en sus ménsulas para lograr niveles más bajos: diseño, trayectoria de cargas, especificaciones y usos, por los ingenieros de M&M.",
  ],
};

/** The fixed text seo.ts writes around each product's title in cataloguePages. */
export type CataloguePageText = {
  /** The /products entry. */
  productsTitle: string;
  productsDescription: string;
  /** After the product title: '{title} | Precast & Prestressed Concrete | M&M'. */
  productTitleSuffix: string;
  /** After the product title in a share image's alt text: '{title}: dimensioned cross-section drawing'. */
  imageAltSuffix: string;
  /** Before the product title, for a learn page without its own heading: 'Understanding {title}'. */
  learnHeadingPrefix: string;
};

export const CATALOGUE_PAGE_TEXT_ES: CataloguePageText = {
  productsTitle: "Productos de concreto prefabricado | M&M",
  productsDescription: "Explore nuestra línea completa de productos de concreto prefabricado de alta calidad.",
  productTitleSuffix: " | Concreto prefabricado y presforzado | M&M",
  imageAltSuffix: ": plano acotado de la sección transversal",
  learnHeadingPrefix: "Guía: ",
};
