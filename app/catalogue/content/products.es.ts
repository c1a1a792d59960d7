// The product catalogue's Spanish text, laid over products.ts (app/lib/localized.ts): the titles
// and the search words a Spanish-speaking buyer types.

export const products = {
  "prestressed-piles": {
    title: "Pilotes presforzados",
    keywords:
      "pilotes, pilote presforzado, pilote preesforzado, pilote pretensado, pilote hincado, pilote prefabricado, pilote cuadrado, pilote de sección cuadrada, cimentación, cimentación profunda, hincado de pilotes, hinca, obras marítimas, muelle, capacidad de carga",
  },
  "double-t-slabs": {
    title: "Losas doble T",
    keywords:
      "losa doble T, doble T, doble te, viga doble T, TT, losa TT, losa de piso, entrepiso, cubierta, techo, estacionamiento, gran claro, claro largo",
  },
  "box-beams": {
    title: "Vigas cajón",
    keywords: "viga cajón, trabe cajón, viga de sección cajón, viga hueca, viga para puente, trabe, viga principal, torsión",
  },
  "l-beams": {
    title: "Vigas I",
    keywords:
      "viga I, trabe I, viga tipo I, trabe AASHTO, viga AASHTO, viga L, trabe L, viga portante en L, viga portante, ménsula corrida, trabe, viga principal, viga T, viga de fachada, viga de borde",
  },
  "hollow-core": {
    title: "Losa alveolar",
    keywords: "losa alveolar, losa hueca, placa alveolar, losa extruida, Spancrete, losa de piso, entrepiso, resistencia al fuego",
  },
  "flat-slab": {
    title: "Losa maciza prefabricada",
    keywords: "losa maciza prefabricada, losa maciza, losa plana, losa sólida, placa maciza, losa de piso, entrepiso, losa delgada",
  },
  "inverted-beams": {
    title: "Vigas T invertidas",
    keywords:
      "viga T invertida, trabe T invertida, T invertida, viga invertida, viga portante, ménsula corrida, repisa, ala de apoyo, edificio de estacionamiento, estacionamiento de varios niveles",
  },
  "concrete-bridge-planks": {
    title: "Losas de concreto para puente",
    keywords:
      "losa para puente, losa de puente, placa de puente, tablero prefabricado de puente, tablero de puente, losa de tablero, puente de claro corto, HL-93",
  },
};
