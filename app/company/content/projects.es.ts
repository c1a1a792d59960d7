// The project gallery's Spanish text, laid over projects.ts (app/lib/localized.ts).

export const projects = {
  "haulover-bridge": {
    title: "Puente Haulover",
    description:
      "Cruce de río de tres claros sobre vigas cajón presforzadas, con zapatas de pilas sobre pilotes presforzados hincados y un tablero diseñado para la carga HL-93 de carretera.",
    image: {
      alt: "Dibujo en elevación del Puente Haulover: tres claros de vigas cajón presforzadas sobre dos pilas y zapatas sobre pilotes encima de un río, con una sección del tablero de vigas cajón.",
    },
    location: "Distrito de Belice, Belice",
    scope: ["3 claros", "Tablero para carga HL-93 de carretera"],
  },
  "key-stone-building": {
    title: "Edificio Key Stone",
    description:
      "Edificio de oficinas de cuatro niveles con estructura de columnas prefabricadas y vigas T invertidas que soportan entrepisos de losa alveolar, montado nivel por nivel sin apuntalamiento.",
    image: {
      alt: "Dibujo en elevación del Edificio Key Stone: estructura prefabricada de cuatro niveles con columnas, vigas T invertidas y entrepisos de losa alveolar, con ventanas aisladas en la fachada.",
    },
    location: "Belice",
    scope: ["4 niveles", "Montado nivel por nivel sin apuntalamiento"],
  },
  "transparent-bpo-building-1": {
    title: "Edificio 1 de Transparent BPO",
    description:
      "Plantas libres de centro de contacto sobre losas doble T de gran claro, que dejan el área de trabajo sin columnas interiores.",
    image: {
      alt: "Dibujo en elevación del Edificio 1 de Transparent BPO: estructura prefabricada de tres niveles con fachada de vidrio de piso a techo y entrepisos doble T que salvan el área de trabajo abierta.",
    },
    location: "Belice",
    scope: ["3 niveles", "Áreas de trabajo sin columnas interiores"],
  },
  "transparent-bpo-building-2": {
    title: "Edificio 2 de Transparent BPO",
    description:
      "El segundo edificio del campus, colado con las mismas cimbras que el primero: la repetición de entrepisos doble T y columnas prefabricadas mantuvo corto el programa de obra.",
    image: {
      alt: "Dibujo en elevación del Edificio 2 de Transparent BPO: estructura prefabricada acristalada de cuatro niveles con entrepisos doble T, gemela del primer edificio.",
    },
    location: "Belice",
    scope: ["4 niveles", "Colado con las cimbras del primer edificio"],
  },
  "atlantic-insurance-building": {
    title: "Edificio Atlantic Insurance",
    description:
      "Estructura de oficinas de cinco niveles con entrepisos de losa alveolar con resistencia al fuego de dos horas y separaciones acústicas de alta clase de transmisión sonora (STC) entre arrendatarios.",
    image: {
      alt: "Dibujo en elevación del Edificio Atlantic Insurance: estructura prefabricada de oficinas de cinco niveles con ventanas corridas y entrepisos de losa alveolar.",
    },
    location: "Belice",
    scope: ["5 niveles", "Entrepisos con resistencia al fuego de 2 horas"],
  },
  "design-depot-site-design": {
    title: "Diseño del sitio de Design Depot",
    description:
      "Plan maestro del campus de Design Depot: tres plataformas para bodegas, patios de maniobras, estacionamiento, nivelación del terreno y drenaje pluvial, trazados para construirse por etapas.",
    image: {
      alt: "Plano de conjunto del campus de Design Depot: huellas de tres bodegas, un patio de maniobras, filas de estacionamiento, una cuneta de drenaje, la flecha del norte y una escala gráfica.",
    },
    location: "Belice",
    engineer: "M&M",
    scope: [
      "3 plataformas para bodegas",
      "Patios de maniobras, estacionamiento, nivelación y drenaje pluvial",
      "Trazado para construcción por etapas",
    ],
  },
  "design-depot-warehouse-1": {
    title: "Bodega 1 de Design Depot",
    description:
      "Bodega de muros tilt-up con techo de losas doble T: paneles de muro colados sobre la losa de piso e izados a su posición, con cuatro puertas de andén en el lado largo.",
    image: {
      alt: "Dibujo en elevación de la Bodega 1 de Design Depot: paneles de muro tilt-up de concreto con cuatro puertas de andén, un remolque estacionado y una sección del techo de losas doble T.",
    },
    location: "Belice",
    scope: ["4 puertas de andén", "Paneles de muro tilt-up"],
  },
  "design-depot-warehouse-2": {
    title: "Bodega 2 de Design Depot",
    description:
      "La segunda etapa del campus: un edificio tilt-up más largo, con seis puertas de andén y altura libre para estanterías de gran altura.",
    image: {
      alt: "Dibujo en elevación de la Bodega 2 de Design Depot: un muro tilt-up largo con seis puertas de andén bajo un techo de losas doble T.",
    },
    location: "Belice",
    scope: ["6 puertas de andén", "Altura libre para estanterías de gran altura"],
  },
  "design-depot-warehouse-3": {
    title: "Bodega 3 de Design Depot",
    description:
      "La tercera bodega cierra el patio de maniobras: muros tilt-up, techo de losas doble T y un módulo de sala de exhibición en un extremo.",
    image: {
      alt: "Dibujo en elevación de la Bodega 3 de Design Depot: paneles de muro tilt-up con tres puertas de andén y una sala de exhibición acristalada bajo un techo de losas doble T.",
    },
    location: "Belice",
    scope: ["3 puertas de andén y una sala de exhibición", "Paneles de muro tilt-up"],
  },
  "mountain-pine-ridge-bridge": {
    title: "Puente de Mountain Pine Ridge",
    description:
      "Cruce de arroyo de un solo claro en la zona de pinares de Mountain Pine Ridge: las vigas I prefabricadas se montaron desde una sola orilla, sin que la obra falsa tocara el cauce.",
    image: {
      alt: "Dibujo en elevación del Puente de Mountain Pine Ridge: un claro de vigas I prefabricadas entre estribos sobre un arroyo, en un valle con pinos.",
    },
    location: "Distrito de Cayo, Belice",
    scope: ["1 claro, montado desde una sola orilla", "Sin obra falsa en el cauce del arroyo"],
  },
  "laguna-seca-bridge": {
    title: "Puente Laguna Seca",
    description:
      "Cruce de dos claros sobre losas para puente de concreto: las losas forman directamente el tablero y solo queda por colar en obra una capa de compresión delgada.",
    image: {
      alt: "Dibujo en elevación del Puente Laguna Seca: dos claros de losas para puente de concreto sobre una pila central encima de un canal de laguna, con una sección del tablero de losas.",
    },
    location: "Belice",
    scope: ["2 claros", "Las losas forman el tablero bajo una capa de compresión delgada"],
  },
  "midway-warehouse": {
    title: "Bodega Midway",
    description:
      "Bodega de distribución con muros tilt-up y techo de losas doble T con claros de {60 ft} entre ejes de columnas prefabricadas.",
    image: {
      alt: "Dibujo en elevación de la Bodega Midway: paneles de muro tilt-up con cinco puertas de andén, un remolque en el andén y una sección del techo de losas doble T.",
    },
    location: "Belice",
    scope: ["Claros de techo de {60 ft}", "5 puertas de andén"],
  },
  "pinol-bridge": {
    title: "Puente Pinol",
    description:
      "Puente de cuatro claros sobre vigas cajón presforzadas y pilas apoyadas en pilotes, construido para soportar tránsito pesado agrícola y de carga.",
    image: {
      alt: "Dibujo en elevación del Puente Pinol: cuatro claros de vigas cajón presforzadas sobre tres pilas y zapatas sobre pilotes encima de un río ancho.",
    },
    location: "Belice",
    scope: ["4 claros sobre 3 pilas apoyadas en pilotes", "Para tránsito pesado agrícola y de carga"],
  },
};

export const CATEGORY_LABELS = {
  Infrastructure: "Infraestructura",
  Commercial: "Comercial",
  Industrial: "Industrial",
  "Site Design": "Diseño de conjunto",
};
