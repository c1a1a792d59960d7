// Spanish twin of ./services-seo.ts: titles and descriptions of the service pages and of the five
// aliases (which name /services/engineering-consultation as canonical). The structured data's
// serviceType values stay as in the English: they go only into JSON-LD, not onto the page.
import type { PageEntry } from "../../site/seo-types";

export const servicePages: readonly PageEntry[] = [
  {
    path: "/services",
    title: "Servicios de ingeniería y construcción | M&M",
    description:
      "Consultoría de ingeniería y construcción de una empresa de prefabricados en Belice: diseño, ingeniería de valor, paquetes de obra y aseguramiento de calidad.",
    structuredData: [
      {
        kind: "service",
        name: "Consultoría de ingeniería",
        description:
          "Ingeniería estructural, marítima, de puentes y de cimentaciones para estructuras de concreto prefabricado y presforzado.",
        serviceType: "Engineering consultation",
      },
      {
        kind: "service",
        name: "Construcción general",
        description: "Diseño y construcción de edificios comerciales, industriales y residenciales en Belice.",
        serviceType: "General construction",
      },
    ],
  },
  {
    path: "/services/consultation",
    title: "Servicios de consultoría, diseño e ingeniería | M&M",
    description:
      "Ingeniería marítima, de puentes, estructural y de cimentaciones de M&M: muros costeros, puentes y estructuras prefabricadas diseñadas por ingenieros que las construyen.",
    structuredData: [
      {
        kind: "service",
        name: "Consultoría, diseño e ingeniería",
        description:
          "Diseño marítimo, de puentes, estructural y de cimentaciones, ingeniería de valor y detallado de prefabricados a cargo de los ingenieros de M&M en Belice.",
        serviceType: "Engineering consultation",
      },
    ],
  },
  {
    path: "/services/engineering-consultation",
    title: "Consultoría de ingeniería | M&M",
    description:
      "Ingeniería estructural, marítima, de puentes y de cimentaciones: factibilidad, ingeniería de valor y diseños firmados y sellados para estructuras prefabricadas y presforzadas.",
    structuredData: [
      {
        kind: "service",
        name: "Consultoría de ingeniería",
        description:
          "Ingeniería estructural, marítima, de puentes y de cimentaciones para estructuras de concreto prefabricado y presforzado.",
        serviceType: "Engineering consultation",
      },
    ],
  },
  {
    path: "/services/general-construction",
    title: "Construcción general | Comercial y residencial | M&M",
    description:
      "Diseño y construcción de bodegas, edificios comerciales y viviendas en Belice, de la preparación del terreno al montaje de estructuras prefabricadas y presforzadas.",
    structuredData: [
      {
        kind: "service",
        name: "Construcción general",
        description: "Diseño y construcción de edificios comerciales, industriales y residenciales en Belice.",
        serviceType: "General construction",
      },
    ],
  },
  {
    path: "/services/quality-assurance",
    title: "Aseguramiento de calidad | Ensayos e inspección de prefabricados | M&M",
    description:
      "Aseguramiento de calidad del concreto prefabricado y presforzado: diseño de mezclas, ensayos de cilindros, registros de tensado de torones e inspección del colado al montaje.",
    structuredData: [
      {
        kind: "service",
        name: "Aseguramiento de calidad",
        description: "Ensayos e inspección de concreto prefabricado y presforzado, del colado al montaje.",
        serviceType: "Quality assurance",
      },
    ],
  },
  // The aliases carry their own text but name the consultation page as canonical.
  {
    path: "/services/sea-wall-design",
    title: "Diseño de muros costeros | Consultoría de ingeniería | M&M",
    description:
      "Muros costeros y revestimientos diseñados para la costa de Belice: tablestacas presforzadas, cargas de oleaje, socavación y detalles resistentes a la corrosión.",
    canonicalPath: "/services/engineering-consultation",
    sitemap: false,
    structuredData: [
      {
        kind: "service",
        name: "Diseño de muros costeros",
        description:
          "Muros costeros y revestimientos diseñados para la costa de Belice: tablestacas presforzadas, cargas de oleaje, socavación y detalles resistentes a la corrosión.",
        serviceType: "Engineering consultation",
      },
    ],
  },
  {
    path: "/services/bridge-design",
    title: "Diseño de puentes | Consultoría de ingeniería | M&M",
    description:
      "Diseño de puentes con vigas prefabricadas y presforzadas, vigas cajón y losas para puente para carga HL-93, desde cruces rurales hasta puentes fluviales.",
    canonicalPath: "/services/engineering-consultation",
    sitemap: false,
    structuredData: [
      {
        kind: "service",
        name: "Diseño de puentes",
        description:
          "Diseño de puentes con vigas prefabricadas y presforzadas, vigas cajón y losas para puente para carga HL-93, desde cruces rurales hasta puentes fluviales.",
        serviceType: "Engineering consultation",
      },
    ],
  },
  {
    path: "/services/structural-design",
    title: "Diseño estructural | Consultoría de ingeniería | M&M",
    description:
      "Diseño estructural de edificios prefabricados y presforzados: estructuración, conexiones, sistemas de resistencia lateral e ingeniería de valor.",
    canonicalPath: "/services/engineering-consultation",
    sitemap: false,
    structuredData: [
      {
        kind: "service",
        name: "Diseño estructural",
        description:
          "Diseño estructural de edificios prefabricados y presforzados: estructuración, conexiones, sistemas de resistencia lateral e ingeniería de valor.",
        serviceType: "Engineering consultation",
      },
    ],
  },
  {
    path: "/services/marine-engineering",
    title: "Ingeniería marítima | Consultoría de ingeniería | M&M",
    description:
      "Ingeniería marítima para muelles, embarcaderos y muros costeros: diseño de pilotes, cargas de amarre y atraque, y concreto durable.",
    canonicalPath: "/services/engineering-consultation",
    sitemap: false,
    structuredData: [
      {
        kind: "service",
        name: "Ingeniería marítima",
        description:
          "Ingeniería marítima para muelles, embarcaderos y muros costeros: diseño de pilotes, cargas de amarre y atraque, y concreto durable.",
        serviceType: "Engineering consultation",
      },
    ],
  },
  {
    path: "/services/foundation-design",
    title: "Diseño de cimentaciones | Consultoría de ingeniería | M&M",
    description:
      "Diseño de cimentaciones en suelos blandos y costeros: pilotes presforzados hincados, cabezales de pilotes, pruebas de carga y análisis de asentamientos.",
    canonicalPath: "/services/engineering-consultation",
    sitemap: false,
    structuredData: [
      {
        kind: "service",
        name: "Diseño de cimentaciones",
        description:
          "Diseño de cimentaciones en suelos blandos y costeros: pilotes presforzados hincados, cabezales de pilotes, pruebas de carga y análisis de asentamientos.",
        serviceType: "Engineering consultation",
      },
    ],
  },
];
