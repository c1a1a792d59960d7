// @first-load-shell
// The catalogue's two filters: every category and application a product can have. Kept apart
// from the products themselves so the header's breadcrumbs can name a filter without loading
// the catalogue.

export const CATEGORIES = ["prestressed", "beams", "slabs", "planks"] as const;
export const APPLICATIONS = ["marine", "bridge", "commercial", "industrial", "residential"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Application = (typeof APPLICATIONS)[number];
