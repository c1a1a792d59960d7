// The Related Products blurbs' Spanish text, laid over index.ts (app/lib/localized.ts).

export const RELATED_BLURBS = {
  "prestressed-piles":
    "Pilotes cuadrados presforzados para cimentaciones marítimas, de puentes y de edificios, de hasta {120 ft} de largo.",
  "double-t-slabs": "Unidades de piso y cubierta de gran claro para estacionamientos, bodegas y pisos comerciales de planta libre.",
  "box-beams": "Vigas presforzadas huecas para puentes de claro corto y mediano, colocadas una junto a otra como tablero.",
  "l-beams": "Trabes y vigas con ménsula presforzadas que soportan pisos, tableros y estructuras de muelle.",
  "hollow-core": "Losas alveolares ligeras y resistentes al fuego para pisos y cubiertas de apartamentos, escuelas y oficinas.",
  "flat-slab": "Losas macizas presforzadas con cara inferior lisa y aparente para pisos de poco peralte.",
  "inverted-beams": "Vigas T invertidas con dos ménsulas que mantienen bajos los pisos de estacionamientos y oficinas.",
  "concrete-bridge-planks": "Losas de tablero para puentes carreteros de claro corto, colocadas con grúa en un día.",
};
