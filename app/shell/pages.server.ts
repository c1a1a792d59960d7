// Every public page with its search metadata (rules §3 "Page SEO entry"), gathered from one
// module per area. Server-side only (each route's loader through app/shell/head/page-head.server.ts, the
// sitemap, tests): the text stays out of the browser bundles, and each page's entry reaches the
// browser with its route's data.
import { cataloguePages } from "../catalogue/content/seo";
import { companyPagesIn } from "../company/content/seo";
import { servicePagesIn } from "../company/content/services-seo";
import { searchPages } from "../search/seo";
import type { PageEntry } from "../site/seo-types";
import { LOCALES, type Locale } from "../lib/locale";

/** Every page in each language, by its path without the language prefix: the same paths in both. */
export const pages: Readonly<Record<Locale, readonly PageEntry[]>> = {
  en: [...companyPagesIn("en"), ...cataloguePages("en"), ...servicePagesIn("en"), ...searchPages.en],
  es: [...companyPagesIn("es"), ...cataloguePages("es"), ...servicePagesIn("es"), ...searchPages.es],
};

const byPath = Object.fromEntries(LOCALES.map((locale) => [locale, new Map(pages[locale].map((page) => [page.path, page]))])) as Record<
  Locale,
  Map<string, PageEntry>
>;

/** The entry of the page at `path` (without its language prefix) in `locale`. */
export function pageEntry(path: string, locale: Locale = "en"): PageEntry | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return byPath[locale].get(trimmed);
}

/** The pages search engines are told about (each in both languages): aliases point at their canonical page instead. */
export const sitemapPages = pages.en.filter((page) => page.sitemap !== false);

/** Paths never listed for search engines (docs/decisions/0001-product-resolutions.md). */
export const PRIVATE_PATHS = ["/signin", "/account", "/careers/alerts", "/quote", "/api/"] as const;
