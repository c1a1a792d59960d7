// Breadcrumbs: Home, then one crumb per path segment with a friendly label; on /products the
// category and application filters follow ('… Applications'). Worked out on the server (the root
// loader); the browser adds only the filter crumbs, which change without a new page.
import { filterCrumbs } from "../../catalogue/content/catalogue-filters";
import { PAGE_LINKS } from "../navigation";
import { products } from "../../catalogue/content/products";
import { serviceAliases } from "../../company/content/service-aliases";
import { catalogueServices } from "../../company/content/services";
import { projects } from "../../company/content/projects";
import { capitalise } from "../../lib/words";

/** `page: false` marks a path segment with no page of its own (shown, not linked). */
export type Crumb = { label: string; href: string; page?: false };

/** Segments that only group pages: /products/learn has no page (the explainers hang off it). */
const NO_PAGE = new Set(["/products/learn"]);

const LABELS: Record<string, string> = {
  // The pages the navigation names, by the same names (the crumb says "Contact", not "Contact Us").
  ...Object.fromEntries(Object.values(PAGE_LINKS).map((link) => [link.to.slice(1), link.label])),
  contact: "Contact",
  learn: "Learn",
  consultation: "Consultation",
  "quality-assurance": "Quality Assurance",
  ...Object.fromEntries(serviceAliases.map((entry) => [entry.alias, entry.title])),
  alerts: "Job Alerts",
  signin: "Sign In",
  account: "Account",
  prestressed: "Prestressed",
  beams: "Beams",
  slabs: "Slabs",
  planks: "Planks",
  ...Object.fromEntries(products.map((p) => [p.slug, p.title])),
  ...Object.fromEntries(catalogueServices.map((s) => [s.slug, s.title])),
  ...Object.fromEntries(projects.map((p) => [p.id, p.title])),
};

/** A segment nobody named: its words, capitalised ('steel-sheds' → 'Steel Sheds'). */
export function segmentLabel(segment: string): string {
  const decoded = (() => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  })();
  return (
    LABELS[decoded] ??
    decoded
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map(capitalise)
      .join(" ")
  );
}

export function breadcrumbs(pathname: string, search = ""): Crumb[] {
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  const segments = pathname.split("/").filter(Boolean);
  segments.forEach((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join("/")}`;
    crumbs.push(NO_PAGE.has(href) ? { label: segmentLabel(segment), href, page: false } : { label: segmentLabel(segment), href });
  });
  if (pathname === "/products") crumbs.push(...filterCrumbs(search));
  return crumbs;
}
