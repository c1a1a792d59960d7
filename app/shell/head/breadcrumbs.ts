// Breadcrumbs: Home, then one crumb per path segment with a friendly label; on /products the
// category and application filters follow ('… Applications'). Worked out on the server (the root
// loader); the browser adds only the filter crumbs, which change without a new page.
import { filterCrumbs } from "./filter-crumbs";
import { PAGE_LINKS } from "../navigation";
import { products } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { serviceAliasesIn } from "../../company/content/service-aliases";
import { catalogueServicesIn } from "../../company/content/services";
import { projects, projectsIn } from "../../company/content/projects";
import { capitalise } from "../../lib/words";
import { localePath, unprefixed, type Locale } from "../../lib/locale";
import { msg, translator, type Translate } from "../../lib/messages";
import { catalog } from "../translations";

/** `page: false` marks a path segment with no page of its own (shown, not linked). */
export type Crumb = { label: string; href: string; page?: false };

/** Segments that only group pages: /products/learn has no page (the explainers hang off it). */
const NO_PAGE = new Set(["/products/learn"]);

/** The segments named by the shell's messages (the crumb says "Contact", not "Contact Us"). */
const NAMED: Record<string, string> = {
  ...Object.fromEntries(Object.values(PAGE_LINKS).map((link) => [link.to.slice(1), link.label])),
  contact: msg("Contact"),
  learn: msg("Learn"),
  consultation: msg("Consultation"),
  "quality-assurance": msg("Quality Assurance"),
  alerts: msg("Job Alerts"),
  signin: msg("Sign In"),
  account: msg("Account"),
  quote: msg("Quote"),
  search: msg("Search"),
  prestressed: msg("Prestressed"),
  beams: msg("Beams"),
  slabs: msg("Slabs"),
  planks: msg("Planks"),
};

/** Segments named by the content: products, services, aliases and projects, in each language. */
const CONTENT_NAMES: Record<Locale, Record<string, string>> = {
  en: {
    ...Object.fromEntries(serviceAliasesIn("en").map((entry) => [entry.alias, entry.title])),
    ...Object.fromEntries(products.map((p) => [p.slug, p.title])),
    ...Object.fromEntries(catalogueServicesIn("en").map((s) => [s.slug, s.title])),
    ...Object.fromEntries(projects.map((p) => [p.id, p.title])),
  },
  es: {
    ...Object.fromEntries(serviceAliasesIn("es").map((entry) => [entry.alias, entry.title])),
    ...Object.fromEntries(productsIn("es").map((p) => [p.slug, p.title])),
    ...Object.fromEntries(catalogueServicesIn("es").map((s) => [s.slug, s.title])),
    ...Object.fromEntries(projectsIn("es").map((p) => [p.id, p.title])),
  },
};

/** A segment nobody named: its words, capitalised ('steel-sheds' → 'Steel Sheds'). */
export function segmentLabel(segment: string, t: Translate = translator("en", undefined)): string {
  const decoded = (() => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  })();
  const named = NAMED[decoded];
  return (
    (named ? t(named) : CONTENT_NAMES[t.locale][decoded]) ??
    decoded
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map(capitalise)
      .join(" ")
  );
}

/** The trail of the page at `path` (with its language prefix, if any), named and linked in the page's language. */
export function breadcrumbs(path: string, locale: Locale = "en", search = ""): Crumb[] {
  const t = translator(locale, catalog.messages());
  const pathname = unprefixed(path);
  const crumbs: Crumb[] = [{ label: t("Home"), href: localePath(locale, "/") }];
  const segments = pathname.split("/").filter(Boolean);
  segments.forEach((segment, i) => {
    const page = `/${segments.slice(0, i + 1).join("/")}`;
    const crumb = { label: segmentLabel(segment, t), href: localePath(locale, page) };
    crumbs.push(NO_PAGE.has(page) ? { ...crumb, page: false } : crumb);
  });
  if (pathname === "/products") crumbs.push(...filterCrumbs(search, t));
  return crumbs;
}
