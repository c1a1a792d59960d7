// The spec sheet's fixed words in Spanish, laid over sheet-text.ts (app/lib/localized.ts).

export const SHEET_TEXT = {
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
  },
  phone: "Tel. {phone}",
  example: "{value} (ejemplo)",
  stamp: "{document} · Página {page} de {pages}",
  refusals: {
    badQuery: "Elija paper=a4 o paper=letter, y units=metric o units=imperial.",
    noProduct: "No hay ningún producto en esta dirección.",
  },
  fileName: "mm-{slug}-ficha-tecnica-{paper}-{units}.pdf",
  fileWords: { a4: "a4", letter: "carta", metric: "metrico", imperial: "imperial" },
};
