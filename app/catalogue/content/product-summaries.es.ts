// The product summaries' Spanish text, laid over product-summaries.ts (app/lib/localized.ts).

export const summaries = {
  "prestressed-piles": {
    description:
      "Pilotes cuadrados de concreto presforzado, colados sobre torones de alta resistencia ya tensados, para que resistan los esfuerzos de hincado, la flexión y la corrosión en el agua salada y los suelos blandos de la costa de Belice.",
    specifications: [
      { value: "Cuadrada de {12 to 24 in} por lado; otras medidas a pedido" },
      { value: "Hasta {120 ft}" },
      { value: "{6,000 to 8,000 psi}" },
      { value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última" },
      { value: "Estribos en espiral, con paso más cerrado en la cabeza y la punta" },
    ],
  },
  "double-t-slabs": {
    description:
      "Losas doble T para pisos y cubiertas: un patín ancho sobre dos nervaduras presforzadas que salva grandes claros sin columnas intermedias, para edificios de estacionamiento, bodegas y pisos comerciales de planta libre.",
    specifications: [
      { value: "{8 to 12 ft}" },
      { value: "{span}" },
      { value: "{5,000 to 7,000 psi}" },
      { value: "{2 to 4 in}, con capa de compresión en obra o capa integrada de fábrica" },
      { value: "Diseñada para cada proyecto, desde losas de estacionamiento hasta pisos de almacenamiento pesado" },
    ],
  },
  "box-beams": {
    description:
      "Vigas cajón huecas de concreto presforzado, de gran rigidez a la torsión, que se colocan una junto a otra en puentes de claro corto y mediano y en tableros para servicio pesado, y se montan rápido y con poca obra falsa.",
    specifications: [{ value: "{span}" }, { value: "{3 to 4 ft} por viga" }, { value: "{5 to 6 in}" }, { value: "{6,000 to 8,000 psi}" }],
  },
  "l-beams": {
    description:
      "Vigas y trabes presforzadas en forma de I y de L que soportan pisos, tableros y estructuras de muelle; el perfil en L ofrece una ménsula corrida donde se apoyan losas doble T o losas alveolares.",
    specifications: [{ value: "{span}" }, { value: "{6 to 8 in}" }, { value: "{12 to 16 in}" }, { value: "{6,000 psi} mínimo" }],
  },
  "hollow-core": {
    description:
      "Losas alveolares extruidas cuyos alvéolos continuos reducen el peso hasta en un 40% sin perder rigidez, resistencia al fuego ni aislamiento acústico, para pisos y cubiertas de apartamentos, escuelas, hoteles y oficinas.",
    specifications: [
      { value: "{8 to 12 in}; otros peraltes a pedido" },
      { value: "{span}" },
      { value: "De 1 a 2 horas (armados típicos)" },
      { value: "STC 50 a 60" },
      { value: "Juntas de cortante rellenas con mortero en ambos bordes largos" },
    ],
  },
  "flat-slab": {
    description:
      "Losas macizas presforzadas con cara inferior lisa, que puede quedar aparente, para sistemas de piso de poco peralte en vivienda, entrepisos y plataformas industriales.",
    specifications: [
      { value: "{6 in} o {8 in}; otros peraltes a pedido" },
      { value: "{span}" },
      { value: "Cara inferior lisa con acabado de molde; cara superior escobillada o reglada" },
      { value: "{5,000 psi} mínimo" },
    ],
  },
  "inverted-beams": {
    description:
      "Vigas T invertidas con ménsulas en ambos lados que soportan losas doble T o losas alveolares al mismo nivel, lo que reduce la altura de entrepiso en estacionamientos y edificios comerciales.",
    specifications: [
      { value: "{20 in} o {36 in}; otros peraltes a pedido" },
      { value: "{span}" },
      { value: "{6 in} por lado" },
      { value: "{6,000 psi} mínimo" },
    ],
  },
  "concrete-bridge-planks": {
    description:
      "Losas presforzadas de tablero para puentes rurales y carreteros de claro corto, colocadas con grúa en un día en lugar de tableros de madera y alcantarillas dañadas; la carga de puente (HL-93) se revisa para cada puente.",
    specifications: [
      { value: "{span}" },
      { value: "{4 to 8 ft}" },
      { value: "{10 in} o {12 in}; otros peraltes a pedido" },
      { value: "{5,000 to 6,000 psi}" },
      { value: "Juntas de cortante de peralte completo, rellenas con mortero, entre losas" },
      {
        value:
          "Tablas de carga para cargas de edificación; nuestros ingenieros revisan la carga de puente (HL-93 de AASHTO LRFD) para cada puente",
      },
    ],
  },
};
