// The catalogue filters' Spanish text, laid over catalogue-filters.ts (app/lib/localized.ts).

export const CATEGORY_LABELS = {
  prestressed: "Presforzados",
  beams: "Vigas",
  slabs: "Losas",
  planks: "Losas para puente",
};

export const APPLICATION_LABELS = {
  marine: "Marítima",
  bridge: "Puentes",
  commercial: "Comercial",
  industrial: "Industrial",
  residential: "Residencial",
};

export const APPLICATION_PHRASES = {
  marine: "Aplicaciones marítimas",
  bridge: "Aplicaciones en puentes",
  commercial: "Aplicaciones comerciales",
  industrial: "Aplicaciones industriales",
  residential: "Aplicaciones residenciales",
};
