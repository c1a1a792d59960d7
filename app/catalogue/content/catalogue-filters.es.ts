// The catalogue filters' names as Spanish-speaking visitors read them. catalogue-filters.ts has no
// label data (it capitalises the keys), so this file is Spanish-only, keyed by Category and Application.
import type { Application, Category } from "./catalogue-filters";

export const CATEGORY_LABELS_ES: Record<Category, string> = {
  prestressed: "Presforzados",
  beams: "Vigas",
  slabs: "Losas",
  planks: "Losas para puente",
};

export const APPLICATION_LABELS_ES: Record<Application, string> = {
  marine: "Marítima",
  bridge: "Puentes",
  commercial: "Comercial",
  industrial: "Industrial",
  residential: "Residencial",
};

/** The application as a whole phrase, for '{Application} Applications' crumbs and search entries. */
export const APPLICATION_CRUMB_LABELS_ES: Record<Application, string> = {
  marine: "Aplicaciones marítimas",
  bridge: "Aplicaciones en puentes",
  commercial: "Aplicaciones comerciales",
  industrial: "Aplicaciones industriales",
  residential: "Aplicaciones residenciales",
};
