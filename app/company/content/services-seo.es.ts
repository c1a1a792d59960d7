// The service pages' search text in Spanish, laid over services-seo.ts (app/lib/localized.ts).

export const servicePages = [
  {
    title: "Servicios de ingeniería y construcción | M&M",
    description:
      "Consultoría de ingeniería y construcción de una empresa de prefabricados en Belice: diseño, ingeniería de valor, paquetes de obra y aseguramiento de calidad.",
    structuredData: [
      {
        name: "Consultoría de ingeniería",
        description:
          "Ingeniería estructural, marítima, de puentes y de cimentaciones para estructuras de concreto prefabricado y presforzado.",
      },
      {
        name: "Construcción general",
        description: "Diseño y construcción de edificios comerciales, industriales y residenciales en Belice.",
      },
    ],
  },
  {
    title: "Servicios de consultoría, diseño e ingeniería | M&M",
    description:
      "Ingeniería marítima, de puentes, estructural y de cimentaciones de M&M: muros costeros, puentes y estructuras prefabricadas diseñadas por ingenieros que las construyen.",
    structuredData: [
      {
        name: "Consultoría, diseño e ingeniería",
        description:
          "Diseño marítimo, de puentes, estructural y de cimentaciones, ingeniería de valor y detallado de prefabricados a cargo de los ingenieros de M&M en Belice.",
      },
    ],
  },
  {
    title: "Consultoría de ingeniería | M&M",
    description:
      "Ingeniería estructural, marítima, de puentes y de cimentaciones: factibilidad, ingeniería de valor y diseños firmados y sellados para estructuras prefabricadas y presforzadas.",
    structuredData: [
      {
        name: "Consultoría de ingeniería",
        description:
          "Ingeniería estructural, marítima, de puentes y de cimentaciones para estructuras de concreto prefabricado y presforzado.",
      },
    ],
  },
  {
    title: "Construcción general | Comercial y residencial | M&M",
    description:
      "Diseño y construcción de bodegas, edificios comerciales y viviendas en Belice, de la preparación del terreno al montaje de estructuras prefabricadas y presforzadas.",
    structuredData: [
      {
        name: "Construcción general",
        description: "Diseño y construcción de edificios comerciales, industriales y residenciales en Belice.",
      },
    ],
  },
  {
    title: "Aseguramiento de calidad | Ensayos e inspección de prefabricados | M&M",
    description:
      "Aseguramiento de calidad del concreto prefabricado y presforzado: diseño de mezclas, ensayos de cilindros, registros de tensado de torones e inspección del colado al montaje.",
    structuredData: [
      {
        name: "Aseguramiento de calidad",
        description: "Ensayos e inspección de concreto prefabricado y presforzado, del colado al montaje.",
      },
    ],
  },
];
