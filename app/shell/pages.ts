// Every public page with its search metadata (rules §3 "Page SEO entry"), gathered from one
// module per area. Server-side only (each route's loader through app/shell/head/page-head.server.ts, the
// sitemap, tests): the text stays out of the browser bundles, and each page's entry reaches the
// browser with its route's data.
import { cataloguePages } from "../catalogue/content/seo";
import { companyPages } from "../company/content/seo";
import { servicePages } from "../company/content/services-seo";
import { searchPages } from "../search/seo";
import type { PageEntry } from "./head/seo-types";

export const pages: readonly PageEntry[] = [...companyPages, ...cataloguePages, ...servicePages, ...searchPages];

const byPath = new Map(pages.map((page) => [page.path, page]));

export function pageEntry(path: string): PageEntry | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return byPath.get(trimmed);
}

/** The pages search engines are told about: aliases point at their canonical page instead. */
export const sitemapPages = pages.filter((page) => page.sitemap !== false);

/** Paths never listed for search engines (docs/decisions/0001-product-resolutions.md). */
export const PRIVATE_PATHS = ["/signin", "/account", "/careers/alerts", "/quote", "/api/"] as const;
