// The catalogue services' Spanish text, laid over services.ts (app/lib/localized.ts).

export const catalogueServices = {
  "engineering-consultation": {
    title: "Consultoría de ingeniería",
    description:
      "Diseño estructural, marítimo, de puentes y de cimentaciones a cargo de ingenieros que conocen el prefabricado: estudios de cargas, ingeniería de valor y planos firmados y sellados.",
  },
  "general-construction": {
    title: "Construcción general",
    description:
      "Paquetes de diseño y construcción para bodegas, edificios comerciales y viviendas, desde la preparación del terreno hasta el montaje de estructuras prefabricadas.",
  },
};
