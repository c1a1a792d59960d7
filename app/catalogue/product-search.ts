// The /products search rule (rules §2 Products search page, §4 Product search, §5 Product
// search): filters held in the URL, a client-side text match, and the sidebar's remembered
// state. Pure and shared: the loader, the server render and the browser all use it.
import { APPLICATIONS, CATEGORIES, type Application, type Category } from "./content/catalogue-filters";
import { keywordList, type Product } from "./content/products";
import { SEARCH_SECTION_COOKIE_DAYS, SIDEBAR_COOKIE_DAYS } from "../lib/constants";
import { coversLength, parseLength } from "../lib/units";
import { capitalise } from "../lib/words";

export type CategoryFilter = Category | "all";
export type ApplicationFilter = Application | "all";
export type ProductFilters = { category: CategoryFilter; application: ApplicationFilter };

/** rules §3: the filter options, 'all' first. */
export const CATEGORY_OPTIONS: readonly CategoryFilter[] = ["all", ...CATEGORIES];
export const APPLICATION_OPTIONS: readonly ApplicationFilter[] = ["all", ...APPLICATIONS];

/** A filter value's name where the loader gave none (English): the key, capitalised. */
export type FilterLabels = Readonly<Partial<Record<Category | Application, string>>>;

/** A category's or application's name: the loader's (another language's, catalogue-filters.ts), else the key capitalised; 'all' is "All". */
export const filterLabel = (value: CategoryFilter | ApplicationFilter, labels?: FilterLabels) =>
  value === "all" ? "All" : (labels?.[value] ?? capitalise(value));

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined => options.find((option) => option === value);

/** Reads the filters from a query string; a missing, empty or unknown value means 'all' (never an error). */
export function parseFilters(search: URLSearchParams | string): ProductFilters & { text: string } {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return {
    category: oneOf(CATEGORY_OPTIONS, params.get("category")) ?? "all",
    application: oneOf(APPLICATION_OPTIONS, params.get("application")) ?? "all",
    // `q` only arrives from the search form submitted without JavaScript; with it, text stays on the page.
    text: (params.get("q") ?? "").slice(0, 100),
  };
}

/** rules §2: the URL leaves out parameters equal to 'all'; no filter at all is plain /products. */
export function productsUrl({ category, application }: ProductFilters): string {
  const params = new URLSearchParams();
  if (category !== "all") params.set("category", category);
  if (application !== "all") params.set("application", application);
  const query = params.toString();
  return query ? `/products?${query}` : "/products";
}

export const hasActiveFilter = ({ category, application }: ProductFilters) => category !== "all" || application !== "all";

/** rules §5: a category or application matches when the product's list contains it. */
function matchesFilters(product: Product, { category, application }: ProductFilters): boolean {
  return (
    (category === "all" || product.categories.includes(category)) && (application === "all" || product.applications.includes(application))
  );
}

/** Lower case without accents, so "viga cajon" finds "Vigas cajón" (Spanish titles and keywords carry them; English ones none). */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * rules §5: case-insensitive substring of the title or of any keyword; blank text matches
 * everything. Find by span: text that is a length ("12 m", "40 ft") matches the products whose
 * published span covers it.
 */
export function matchesText(product: Product, text: string): boolean {
  const needle = fold(text.trim());
  if (!needle) return true;
  const span = parseLength(needle);
  if (span !== null) return product.span !== undefined && coversLength(product.span, span);
  return fold(product.title).includes(needle) || keywordList(product).some((k) => fold(k).includes(needle));
}

export function searchProducts(list: readonly Product[], filters: ProductFilters, text = ""): Product[] {
  return list.filter((product) => matchesFilters(product, filters) && matchesText(product, text));
}

// ---- The sidebar's remembered state (rules §4, §9; docs/decisions/0001-product-resolutions.md: read on the server) ----

export const SECTION_COOKIES = {
  category: "search-sidebar-category-open",
  application: "search-sidebar-application-open",
} as const;
/** The collapsible sidebar's own cookie (rules §9: 7 days), named as the sidebar pattern names it. */
export const SIDEBAR_COOKIE = "sidebar_state";

export type SidebarState = { open: boolean; categoryOpen: boolean; applicationOpen: boolean };

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Everything defaults to open (rules §4); only the literal text 'false' closes. */
export function readSidebarState(cookieHeader: string | null): SidebarState & { remembered: boolean } {
  const header = cookieHeader ?? "";
  const values = [SIDEBAR_COOKIE, SECTION_COOKIES.category, SECTION_COOKIES.application].map((name) => cookieValue(header, name));
  const [open, categoryOpen, applicationOpen] = values.map((value) => value !== "false");
  return { open: open!, categoryOpen: categoryOpen!, applicationOpen: applicationOpen!, remembered: values.some((v) => v !== undefined) };
}

const DAY = 24 * 60 * 60;

/** The Set-Cookie text the browser writes through document.cookie (path /, spec lifetimes). */
export function sidebarCookie(name: typeof SIDEBAR_COOKIE | (typeof SECTION_COOKIES)[keyof typeof SECTION_COOKIES], open: boolean): string {
  const days = name === SIDEBAR_COOKIE ? SIDEBAR_COOKIE_DAYS : SEARCH_SECTION_COOKIE_DAYS;
  return `${name}=${open}; Path=/; Max-Age=${days * DAY}; SameSite=Lax`;
}
