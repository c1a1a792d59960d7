// The catalogue's search metadata in Spanish, laid over seo.ts (app/lib/localized.ts).

export const CATEGORY_PAGES = [
  {
    name: "Productos de concreto presforzado",
    description:
      "Pilotes, losas, vigas y losas para puente presforzados, colados con torón de alta resistencia tensado, para grandes claros, cargas pesadas y obras marítimas durables.",
  },
  {
    name: "Vigas de concreto prefabricado",
    description:
      "Vigas cajón, vigas I y L y vigas T invertidas de concreto presforzado para puentes, edificios de estacionamiento y estructuras comerciales.",
  },
  {
    name: "Losas de concreto prefabricado",
    description:
      "Losas doble T y losas macizas de concreto presforzado para pisos y cubiertas: grandes claros, montaje rápido y menos columnas.",
  },
  {
    name: "Losas de concreto para puente",
    description:
      "Losas presforzadas de tablero para puentes carreteros de claro corto, colocadas en un día y con la carga de puente (HL-93) revisada para cada puente.",
  },
];

export const LEARN_PAGES = {
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
    "Cómo funcionan las vigas T invertidas",
    "Cómo las vigas T invertidas reciben en sus ménsulas los pisos de dos crujías y reducen la altura de entrepiso: diseño, trayectoria de cargas, especificaciones y usos, por los ingenieros de M&M.",
  ],
};

export const PAGE_TEXT = {
  productsTitle: "Productos de concreto prefabricado | M&M",
  productsDescription: "Explore nuestra línea completa de productos de concreto prefabricado de alta calidad.",
  productTitleSuffix: " | Concreto prefabricado y presforzado | M&M",
  imageAltSuffix: ": plano acotado de la sección transversal",
  learnHeadingPrefix: "Guía técnica: ",
};
