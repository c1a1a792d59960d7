// Spanish twin of product-summaries.ts: each product's description and catalogue
// specifications. Labels stay in English (they are keys; types.es.ts has their Spanish text).
import { spanMark } from "./products";
import type { ProductSummary } from "./product-summaries";

/** BRIDGE_LOADING of product-summaries.ts, in Spanish. */
export const BRIDGE_LOADING =
  "Tablas de carga para cargas de edificación; nuestros ingenieros revisan la carga de puente (HL-93 de AASHTO LRFD) para cada puente";

export const summaries: Record<string, ProductSummary> = {
  "prestressed-piles": {
    description:
      "Pilotes cuadrados de concreto presforzado, colados sobre torones de alta resistencia ya tensados, para que resistan los esfuerzos de hincado, la flexión y la corrosión en el agua salada y los suelos blandos de la costa de Belice.",
    specifications: [
      { label: "Cross-Section", value: "Cuadrada de {12 to 24 in} por lado; otras medidas a pedido" },
      { label: "Length", value: "Hasta {120 ft}" },
      { label: "Concrete Strength", value: "{6,000 to 8,000 psi}" },
      { label: "Prestressing", value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última" },
      { label: "Reinforcement", value: "Estribos en espiral, con paso más cerrado en la cabeza y la punta" },
    ],
  },
  "double-t-slabs": {
    description:
      "Unidades doble T para pisos y cubiertas: un patín ancho sobre dos nervaduras presforzadas que salva grandes claros sin columnas intermedias, para edificios de estacionamiento, bodegas y pisos comerciales de planta libre.",
    specifications: [
      { label: "Standard Width", value: "{8 to 12 ft}" },
      { label: "Span Capability", value: spanMark("double-t-slabs") },
      { label: "Concrete Strength", value: "{5,000 to 7,000 psi}" },
      { label: "Flange Thickness", value: "{2 to 4 in}, con capa de compresión en obra o capa integrada de fábrica" },
      { label: "Load Capacity", value: "Diseñada para cada proyecto, desde losas de estacionamiento hasta pisos de almacenamiento pesado" },
    ],
  },
  "box-beams": {
    description:
      "Vigas cajón huecas de concreto presforzado, de gran rigidez a la torsión, que se colocan una junto a otra en puentes de claro corto y mediano y en tableros para servicio pesado, y se montan rápido y con poca obra falsa.",
    specifications: [
      { label: "Span Capability", value: spanMark("box-beams") },
      { label: "Width Range", value: "{3 to 4 ft} por viga" },
      { label: "Wall Thickness", value: "{5 to 6 in}" },
      { label: "Concrete Strength", value: "{6,000 to 8,000 psi}" },
    ],
  },
  "l-beams": {
    description:
      "Vigas y trabes presforzadas en forma de I y de L que soportan pisos, tableros y estructuras de muelle; el perfil en L ofrece una ménsula corrida donde se apoyan losas doble T o losas alveolares.",
    specifications: [
      { label: "Span Capability", value: spanMark("l-beams") },
      { label: "Ledge Width", value: "{6 to 8 in}" },
      { label: "Web Thickness", value: "{12 to 16 in}" },
      { label: "Concrete Strength", value: "{6,000 psi} mínimo" },
    ],
  },
  "hollow-core": {
    description:
      "Losas alveolares extruidas cuyos alvéolos continuos reducen el peso hasta en un 40% sin perder rigidez, resistencia al fuego ni aislamiento acústico, para pisos y cubiertas de apartamentos, escuelas, hoteles y oficinas.",
    specifications: [
      { label: "Depth", value: "{8 to 12 in}; otros peraltes a pedido" },
      { label: "Span Capability", value: spanMark("hollow-core") },
      { label: "Fire Rating", value: "De 1 a 2 horas (armados típicos)" },
      { label: "Sound Transmission Class", value: "STC 50 a 60" },
      { label: "Edge Detail", value: "Juntas de cortante rellenas con mortero en ambos bordes largos" },
    ],
  },
  "flat-slab": {
    description:
      "Losas macizas presforzadas con cara inferior lisa, que puede quedar aparente, para sistemas de piso de poco peralte en vivienda, entrepisos y plataformas industriales.",
    specifications: [
      { label: "Depth", value: "{6 in} o {8 in}; otros peraltes a pedido" },
      { label: "Span Capability", value: spanMark("flat-slab") },
      { label: "Surface Finish", value: "Cara inferior lisa con acabado de molde; cara superior escobillada o reglada" },
      { label: "Concrete Strength", value: "{5,000 psi} mínimo" },
    ],
  },
  "inverted-beams": {
    description:
      "Vigas T invertidas con ménsulas en ambos lados que soportan losas doble T o losas alveolares al mismo nivel, lo que mantiene baja la altura de piso a piso en estacionamientos y estructuras comerciales.",
    specifications: [
      { label: "Standard Depths", value: "{20 in} o {36 in}; otros peraltes a pedido" },
      { label: "Span Capability", value: spanMark("inverted-beams") },
      { label: "Ledge Width", value: "{6 in} por lado" },
      { label: "Concrete Strength", value: "{6,000 psi} mínimo" },
    ],
  },
  "concrete-bridge-planks": {
    description:
      "Losas presforzadas de tablero para puentes rurales y carreteros de claro corto, colocadas con grúa en un día en lugar de tableros de madera y alcantarillas dañadas; la carga de puente (HL-93) se revisa para cada puente.",
    specifications: [
      { label: "Length", value: spanMark("concrete-bridge-planks") },
      { label: "Width Range", value: "{4 to 8 ft}" },
      { label: "Depth", value: "{10 in} o {12 in}; otros peraltes a pedido" },
      { label: "Concrete Strength", value: "{5,000 to 6,000 psi}" },
      { label: "Edge Detail", value: "Juntas de cortante de peralte completo, rellenas con mortero, entre losas" },
      { label: "Load Rating", value: BRIDGE_LOADING },
    ],
  },
};
