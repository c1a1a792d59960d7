// Spanish twin of services.ts: the two catalogue services.
import type { Service } from "./services";

export const catalogueServices: readonly Service[] = [
  {
    title: "Consultoría de ingeniería",
    slug: "engineering-consultation",
    description:
      "Diseño estructural, marítimo, de puentes y de cimentaciones a cargo de ingenieros que conocen el prefabricado: estudios de cargas, ingeniería de valor y planos firmados y sellados.",
  },
  {
    title: "Construcción general",
    slug: "general-construction",
    description:
      "Paquetes de diseño y construcción para bodegas, edificios comerciales y viviendas, desde la preparación del terreno hasta el montaje de estructuras prefabricadas.",
  },
];
