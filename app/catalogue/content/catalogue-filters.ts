// The catalogue's two filters: every category and application a product can have. Kept apart
// from the products themselves so the header's breadcrumbs can name a filter without loading
// the catalogue.
import { capitalise } from "../../lib/words";

export const CATEGORIES = ["prestressed", "beams", "slabs", "planks"] as const;
export const APPLICATIONS = ["marine", "bridge", "commercial", "industrial", "residential"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Application = (typeof APPLICATIONS)[number];

/** The crumbs /products adds for its filters: the category, then '… Applications'. */
export function filterCrumbs(search: string): { label: string; href: string }[] {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  const application = params.get("application");
  const crumbs: { label: string; href: string }[] = [];
  if (category && (CATEGORIES as readonly string[]).includes(category)) {
    crumbs.push({ label: capitalise(category), href: `/products?category=${category}` });
  }
  if (application && (APPLICATIONS as readonly string[]).includes(application)) {
    const query = new URLSearchParams({ ...(category ? { category } : {}), application });
    crumbs.push({ label: `${capitalise(application)} Applications`, href: `/products?${query}` });
  }
  return crumbs;
}
