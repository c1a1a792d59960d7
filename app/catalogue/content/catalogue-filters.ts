// @first-load-shell
// The catalogue's two filters: every category and application a product can have. Kept apart
// from the products themselves so the header's breadcrumbs can name a filter without loading
// the catalogue.
import { localized } from "../../lib/localized";
import * as es from "./catalogue-filters.es";

export const CATEGORIES = ["prestressed", "beams", "slabs", "planks"] as const;
export const APPLICATIONS = ["marine", "bridge", "commercial", "industrial", "residential"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Application = (typeof APPLICATIONS)[number];

/** The filters' names as pages show them (the keys, capitalised, in English). */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  prestressed: "Prestressed",
  beams: "Beams",
  slabs: "Slabs",
  planks: "Planks",
};

export const APPLICATION_LABELS: Readonly<Record<Application, string>> = {
  marine: "Marine",
  bridge: "Bridge",
  commercial: "Commercial",
  industrial: "Industrial",
  residential: "Residential",
};

/** An application as a whole phrase: the title of its entry in the site search. */
export const APPLICATION_PHRASES: Readonly<Record<Application, string>> = {
  marine: "Marine applications",
  bridge: "Bridge applications",
  commercial: "Commercial applications",
  industrial: "Industrial applications",
  residential: "Residential applications",
};

// Pure: a browser chunk that names no filter in another language leaves the Spanish out.
export const categoryLabelsIn = /* @__PURE__ */ localized(CATEGORY_LABELS, { es: es.CATEGORY_LABELS });
export const applicationLabelsIn = /* @__PURE__ */ localized(APPLICATION_LABELS, { es: es.APPLICATION_LABELS });
export const applicationPhrasesIn = /* @__PURE__ */ localized(APPLICATION_PHRASES, { es: es.APPLICATION_PHRASES });
