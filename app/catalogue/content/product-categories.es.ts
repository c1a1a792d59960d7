// The category listings' Spanish text, laid over product-categories.ts (app/lib/localized.ts). Each
// title is written to follow "soluciones de" ("Nuestras soluciones de {title}"), so it starts in lower case.

export const categoryPages = {
  prestressed: {
    title: "concreto presforzado",
    intro: [
      "Todo lo que colamos es presforzado. Los torones de acero de alta resistencia se tensan en la mesa de colado antes de vaciar el concreto, y el presfuerzo se transfiere cuando este alcanza su resistencia, de modo que el elemento sale de nuestro patio ya comprimido. Esa compresión almacenada le permite salvar claros mayores, soportar más carga y mantenerse libre de grietas con menos peralte que el concreto reforzado convencional.",
      "Desde los pilotes cuadrados que se hincan en los suelos blandos de la costa de Belice hasta las losas doble T de gran claro y las losas para puente, cada producto de esta página se cuela en moldes de acero en nuestra planta de la Old Northern Highway, se cura y se revisa contra sus planos de diseño antes de cargarse rumbo a la obra.",
    ],
  },
  beams: {
    title: "vigas prefabricadas",
    intro: [
      "Las vigas reciben los pisos y tableros y bajan sus cargas a las columnas, pilas y muros. Fabricamos tres secciones para tres necesidades distintas: vigas cajón para puentes que deben montarse rápido sobre el agua; vigas I y L para estructuras y muelles, donde una ménsula corrida recibe la losa; y vigas T invertidas, que reciben losas por ambos lados al mismo nivel y reducen la altura de entrepiso.",
      "Cada viga se diseña para su claro y sus cargas: nuestros ingenieros definen con su ingeniero estructural la disposición de los torones, los estribos y los detalles de apoyo, y las vigas llegan a la obra listas para colocarse.",
    ],
  },
  slabs: {
    title: "losas prefabricadas",
    intro: [
      "Las losas doble T y las losas macizas forman pisos y cubiertas que llegan listos para colocar: sin cimbra, sin apuntalamiento y sin esperar en obra a que cure el concreto. Las losas doble T salvan {30 to 60 ft} en edificios de estacionamiento y bodegas; las losas macizas dan un piso delgado con cara inferior lisa para vivienda y entrepisos en claros de {10 to 30 ft}.",
      "Ambas pueden usarse tal como se entregan o terminarse con una capa de compresión colada en obra que une las piezas en un solo diafragma de piso.",
    ],
  },
  planks: {
    title: "losas para puente",
    intro: [
      "Las losas para puente sustituyen tableros de madera y alcantarillas en mal estado en puentes carreteros de claro corto. Cada losa presforzada mide {4 to 8 ft} de ancho y {15 to 45 ft} de largo y se coloca con grúa junto a la siguiente; las juntas de cortante rellenas con mortero entre las losas hacen que el tablero trabaje como una sola pieza. Nuestros ingenieros revisan la carga de puente (HL-93 de AASHTO LRFD) para cada puente.",
      "Una cuadrilla puede colocar un tablero en un día, así que un cruce rural queda cerrado días y no semanas.",
    ],
  },
};
