// The spec sheet's engineering words in Spanish, laid over sheet-engineering-text.ts (app/lib/localized.ts).

export const ENGINEERING_TEXT = {
  headings: {
    sections: "Secciones típicas y propiedades",
    patterns: "Patrones de torones",
    loadSpan: "Tablas de carga y claro",
    designBasis: "Bases de diseño",
  },
  continued: "{title} (continuación)",
  columns: {
    section: "Sección",
    depth: "Peralte",
    width: "Ancho",
    area: "Área",
    selfWeight: "Peso propio",
    inertia: "I",
    centroid: "yb",
    pattern: "Patrón",
    strands: "Torones",
    strandsUnit: "altura sobre el lecho inferior",
    fc: "f'c",
    fci: "f'ci",
    cover: "Recubrimiento",
    fire: "Resistencia al fuego",
    axial: "Carga axial",
    span: "Claro",
    untopped: "Sin capa de compresión",
    topped: "Con capa de compresión de {depth}",
    fireUntopped: "Sin capa",
    fireTopped: "Con capa",
  },
  strandRow: "{count} × {size} a {height}",
  fire: { hours: "{hours} h", under: "menos de 1 h", engineers: "por nuestros ingenieros" },
  intro: {
    area: "Cada celda: la carga sobreimpuesta de servicio admisible por unidad de área del ancho de la pieza, además de su peso propio{topped}; simplemente apoyada, carga uniforme, claro de centro a centro de apoyos.",
    line: "Cada celda: la carga sobreimpuesta de servicio admisible por metro lineal de viga (las piezas que recibe en sus ménsulas), además de su peso propio; simplemente apoyada, carga uniforme, claro de centro a centro de apoyos.",
    topped: " (y, en las columnas con capa de compresión, el de la capa)",
  },
  legend: {
    none: "–: no queda capacidad además del peso propio.",
    camber: "Cifras pequeñas: contraflecha al montaje / a largo plazo, {unit}, positiva hacia arriba.",
  },
  basis: {
    interface: ", cortante en la interfaz con la capa de compresión (columnas con capa)",
    toppedWeight: " (y al de la capa de compresión, en una columna con capa)",
    toppedFire: "; una capa de compresión suma su espesor",
    code: "Código de diseño: ACI 318-19; PCI Design Handbook, 8.ª ed.; resistencia al fuego según ACI/TMS 216.1-14 (agregado silíceo, losas sin restricción).",
    loadFactors: "Factores de carga: 1.2 D + 1.6 L; la carga tabulada se considera carga viva.",
    checks:
      "Cada celda es la menor de: tensión en la fibra inferior (clase U, sin agrietar), compresión en la fibra superior, resistencia a flexión (también donde el torón aún no se desarrolla), cortante a h/2 del apoyo{interface} y deflexión.",
    deflection: "Límite de deflexión: L/360 bajo la carga tabulada, inmediata, sección bruta.",
    tabulatedLoad:
      "La carga tabulada es adicional al peso propio de la pieza{topped}: debe cubrir acabados, muros divisorios, instalaciones y carga viva.",
    support: "Simplemente apoyada, claro de centro a centro de apoyos, carga uniforme; la pieza se prolonga {end} más allá de cada apoyo.",
    topping:
      "Columnas con capa: capa de compresión colada en obra de {depth}, f'c {fc}, compuesta una vez endurecida; la pieza sola la soporta mientras está fresca.",
    materials:
      "Torón de siete alambres de baja relajación, fpu {fpu}, tensado a 0.75 fpu; pérdidas de presfuerzo globales del 20%; concreto de peso normal, {density}.",
    camber:
      "Contraflecha según los multiplicadores del PCI Design Handbook; la página del producto y la API del catálogo (/api/catalogue) también la dan al destensado.",
    fireRated:
      "Resistencia al fuego: tablas de losas de ACI/TMS 216.1-14, la menor entre la del espesor equivalente y la del recubrimiento de los torones{fire}.",
    fireByEngineers:
      "Resistencia al fuego: la determinan nuestros ingenieros para cada proyecto (las tablas de losas de ACI/TMS 216.1-14 no aplican a estas piezas).",
    notAssessed:
      "No se revisan aquí: vibración, maniobras ni conexiones. Son cargas de edificación: los ingenieros de M&M revisan la carga de puente (HL-93 de AASHTO LRFD) para cada puente.",
    symbols:
      "I: momento de inercia; yb: altura del centroide sobre el lecho inferior; f'c: resistencia especificada del concreto a 28 días; f'ci: al destensado; recubrimiento: concreto libre bajo el torón más bajo.",
  },
  pileBasis: {
    axial:
      "Carga axial: carga de servicio concéntrica admisible de un pilote corto con apoyo lateral, solo estructural (PCI Design Handbook, 8.ª ed.): Ag (0.33 f'c - 0.27 fpe). La capacidad del suelo, la esbeltez y los esfuerzos de hincado corresponden al ingeniero de cimentaciones.",
    code: "Código de diseño: ACI 318-19; PCI Design Handbook, 8.ª ed.",
    materials:
      "Torón de siete alambres de baja relajación, fpu {fpu}, tensado a 0.75 fpu; pérdidas de presfuerzo globales del 20%; concreto de peso normal, {density}.",
    symbols:
      "f'c: resistencia especificada del concreto a 28 días; f'ci: al destensado; fpe: presfuerzo efectivo sobre el concreto; recubrimiento: concreto libre bajo el torón más bajo.",
  },
  typical: "Valores típicos: las secciones están pendientes de confirmación por el ingeniero de M&M.",
  preliminary: "Para diseño preliminar, no para construcción; el diseño final lo hacen los ingenieros de M&M para cada proyecto.",
};
