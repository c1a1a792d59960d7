// The crumbs /products adds for its filters (rules §2 Header): the category, then "… Applications",
// named by the shell's messages and linked in the page's language. Shared by the breadcrumb bar
// (the filters change without a new page) and the server's trail.
import { APPLICATIONS, CATEGORIES, type Application, type Category } from "../../catalogue/content/catalogue-filters";
import { localePath } from "../../lib/locale";
import { msg, type Translate } from "../../lib/messages";

const CATEGORY_CRUMBS: Record<Category, string> = {
  prestressed: msg("Prestressed"),
  beams: msg("Beams"),
  slabs: msg("Slabs"),
  planks: msg("Planks"),
};

const APPLICATION_CRUMBS: Record<Application, string> = {
  marine: msg("Marine Applications"),
  bridge: msg("Bridge Applications"),
  commercial: msg("Commercial Applications"),
  industrial: msg("Industrial Applications"),
  residential: msg("Residential Applications"),
};

const isCategory = (value: string | null): value is Category => (CATEGORIES as readonly (string | null)[]).includes(value);
const isApplication = (value: string | null): value is Application => (APPLICATIONS as readonly (string | null)[]).includes(value);

/** The crumbs of /products' `search` ("?category=beams&application=bridge"), in the language of `t`. */
export function filterCrumbs(search: string, t: Translate): { label: string; href: string }[] {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  const application = params.get("application");
  const crumbs: { label: string; href: string }[] = [];
  if (isCategory(category)) {
    crumbs.push({ label: t(CATEGORY_CRUMBS[category]), href: localePath(t.locale, `/products?category=${category}`) });
  }
  if (isApplication(application)) {
    const query = new URLSearchParams({ ...(category ? { category } : {}), application });
    crumbs.push({ label: t(APPLICATION_CRUMBS[application]), href: localePath(t.locale, `/products?${query}`) });
  }
  return crumbs;
}
