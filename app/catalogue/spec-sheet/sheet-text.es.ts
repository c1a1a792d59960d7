// Spanish twin of sheet-text.ts: the fixed words of a Spanish spec sheet.
import type { SheetText } from "./sheet-text";

export const SHEET_TEXT: SheetText = {
  documentTitle: "Ficha técnica: {title}",
  subject: "{title}: sección transversal, especificaciones y aplicaciones ({units}, {paper})",
  keywords: ["prefabricado", "presforzado", "Belice"],
  creator: "Sitio web de {name}",
  since: "{name} · En Belice desde {year}",
  sheet: "FICHA TÉCNICA",
  units: { metric: "Unidades métricas (SI)", imperial: "Unidades imperiales (sistema usual de EE. UU.)" },
  papers: { a4: "A4", letter: "Carta" },
  headings: {
    specificationsTitle: "Especificaciones",
    applicationsTitle: "Aplicaciones",
    featuresTitle: "Características",
    sections: "Secciones típicas y propiedades",
    strandPatterns: "Disposición de torones (altura sobre el lecho inferior)",
    loadSpan: "Tabla de carga y claro",
    designBasis: "Bases de diseño",
  },
  engineering: {
    section: "Sección",
    depth: "Peralte",
    widthLabel: "Ancho",
    area: "Área",
    selfWeight: "Peso propio",
    inertia: "I",
    centroid: "yb",
    strength: "f'c",
    strands: "Torones",
    axial: "Carga axial",
    spanLabel: "Claro",
    strandRow: "{count} × {size} a {height}",
  },
  loadSpanIntro: {
    area: "Carga sobreimpuesta de servicio admisible por unidad de área del ancho de la pieza, además de su peso propio; simplemente apoyada, carga uniforme. Claro: de centro a centro de apoyos. –: no queda capacidad además del peso propio; en blanco: fuera de los claros de la sección.",
    line: "Carga sobreimpuesta de servicio admisible por metro lineal de viga (las piezas que recibe en sus ménsulas), además de su peso propio; simplemente apoyada, carga uniforme. Claro: de centro a centro de apoyos. –: no queda capacidad además del peso propio; en blanco: fuera de los claros de la sección.",
  },
  basis: [
    "La carga se considera carga viva (1.2D + 1.6L) y es la menor de cinco revisiones: tensión en la fibra inferior (clase U, sin agrietar), compresión en la fibra superior, resistencia a flexión, cortante a h/2 del apoyo y deflexión por carga viva (L/360).",
    "Código de diseño: ACI 318-19; PCI Design Handbook, 8.ª edición. Torón de siete alambres de baja relajación, fpu {fpu}; pérdidas de presfuerzo globales del 20 %.",
    "Sin capa de compresión, no compuesta; concreto de peso normal, {density}; exposición interior.",
    "No se revisan: resistencia al fuego, vibración, maniobras, conexiones ni carga de puentes (HL-93).",
    "I: momento de inercia; yb: altura del centroide sobre el lecho inferior; f'c: resistencia especificada del concreto a 28 días.",
  ],
  pileBasis:
    "Carga axial: carga de servicio concéntrica admisible de un pilote corto con apoyo lateral, solo estructural; la capacidad del suelo, la esbeltez y los esfuerzos de hincado corresponden al ingeniero de cimentaciones.",
  finalDesign:
    "Diseño final a cargo de los ingenieros de M&M: las piezas de cada proyecto se diseñan y confirman para sus claros, cargas y normas.",
  typical: "Valores típicos para diseño preliminar: las secciones están pendientes de confirmación por el ingeniero de M&M.",
  density: { metric: "23.6 kN/m³", imperial: "150 lb/ft³" },
  fpu: { metric: "1860 MPa", imperial: "270 ksi" },
  phone: "Tel. {phone}",
  example: "{value} (ejemplo)",
  stamp: "{document} · Página {page} de {pages}",
  refusals: {
    badQuery: "Elija paper=a4 o paper=letter, y units=metric o units=imperial.",
    noProduct: "No hay ningún producto en esta dirección.",
  },
};
