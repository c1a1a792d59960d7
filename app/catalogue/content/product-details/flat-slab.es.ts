// The flat slab product page's Spanish text, laid over flat-slab.ts (app/lib/localized.ts).

export const detail = {
  overview:
    "La losa maciza prefabricada, también llamada losa plana, es una placa presforzada sólida que se cuela boca abajo sobre mesas de acero lisas, de modo que la cara inferior llega lista para quedar aparente como plafón. Es adecuada para los claros cortos y medianos de la vivienda y los entrepisos, donde importa más un piso de poco peralte que un claro largo.",
  features: [
    "Una sección maciza de {6 in} o {8 in} de peralte salva {10 to 30 ft}: el sistema de piso de menor peralte de todos los elementos prefabricados.",
    "La cara inferior lisa, con acabado de molde, puede pintarse y dejarse aparente, sin necesidad de plafón suspendido.",
    "El concreto macizo ofrece buena resistencia al fuego y masa contra el ruido y la vibración de las pisadas.",
    "Las camisas, los insertos y los huecos para instalaciones se dejan en planta conforme a los planos aprobados.",
    "Trabaja como cimbra perdida: una capa de compresión compuesta sobre las losas une el piso en un solo diafragma.",
    "Las losas son lo bastante ligeras para una grúa mediana, así que pueden colocarse en predios urbanos estrechos.",
  ],
  moreSpecifications: [
    {
      value: "{4 to 8 ft}",
    },
    {
      value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última",
    },
    {
      value: "De 1 a 3 horas, según el peralte y el recubrimiento",
    },
    {
      value: "Bordes rectos o con llave, para juntas rellenas con mortero",
    },
  ],
  applications: [
    "Pisos y cubiertas de casas, casas en serie y edificios de apartamentos",
    "Pisos de oficinas y comercios con cielo aparente",
    "Entrepisos y plataformas para equipos en edificios industriales",
    "Balcones, pasarelas y descansos de escaleras",
  ],
  gallery: [
    {
      alt: "Sección de cuatro niveles de casas en serie con pisos de losa maciza que salvan el claro entre muros de carga",
      caption: "Vivienda: las losas macizas de poco peralte dejan más altura libre en cada nivel.",
    },
    {
      alt: "Nave industrial con un entrepiso de losas prefabricadas sobre vigas y columnas prefabricadas, con acceso por escalera, encima de la maquinaria",
      caption: "Entrepiso: una plataforma de losa maciza para cuartos de máquinas y almacenamiento.",
    },
    {
      alt: "Grúa móvil bajando con eslingas una losa maciza sobre los muros de carga de la siguiente crujía, junto a una crujía ya cubierta",
      caption: "Montaje: una grúa mediana coloca cada losa, incluso en un predio estrecho.",
    },
    {
      alt: "Mesa de colado de línea larga: torones anclados en el extremo fijo, gato hidráulico y manómetro en el extremo activo, y productos colados uno tras otro bajo una lona de curado",
      caption: "En nuestra planta: las losas se cuelan sobre torones tensados en mesas de acero lisas.",
    },
  ],
};
