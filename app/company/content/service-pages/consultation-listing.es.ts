// The consultation listing's Spanish text, laid over consultation-listing.ts (app/lib/localized.ts).
// The specialisations' cards take their text from service-aliases.es.ts.

export const listingIntro = {
  title: "Consultoría",
  intro:
    "Servicios de diseño e ingeniería del equipo que fabrica y monta concreto prefabricado y presforzado en Belice. Agregue a su cotización los servicios que necesita y le responderemos con un alcance y honorarios.",
};

export const listingCards = [
  {
    title: "Consultoría de ingeniería",
    description:
      "Estudios de factibilidad, diseño detallado, ingeniería de valor e inspecciones para estructuras de concreto prefabricado y presforzado de todo tipo.",
  },
  {
    title: "Aseguramiento de calidad",
    description:
      "Diseño de mezclas, ensayos de cilindros, registros de tensado de torones e inspección del concreto prefabricado y del concreto en obra, del colado al montaje.",
  },
  {
    title: "Construcción general",
    description:
      "Diseño y construcción de bodegas, edificios comerciales y viviendas: el diseño de nuestros ingenieros, construido por nuestras cuadrillas con elementos de nuestra planta.",
  },
];
