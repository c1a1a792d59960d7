// sitemap.xml and robots.txt, generated from the page registry (cached in KV by the Worker).
import { sitemapPages } from "./pages.server";
import { canonicalUrl } from "../site/canonical-url";
import { LOCALES, localePath } from "../lib/locale";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/**
 * Every public page in both languages, each naming itself and its twin (`xhtml:link` alternates,
 * English the default); then the pages made from stored rows (`storedPaths`: the open postings).
 */
export function renderSitemap(siteUrl: string, storedPaths: readonly string[] = []): string {
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(canonicalUrl(siteUrl, path))}"/>`;
  const urls = [...sitemapPages.map((page) => page.path), ...storedPaths].flatMap((path) => {
    const alternates = [...LOCALES.map((locale) => link(locale, localePath(locale, path))), link("x-default", path)].join("");
    return LOCALES.map((locale) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, localePath(locale, path)))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A branch preview must never be crawled (docs/decisions/0036-branch-previews.md). */
const PREVIEW_ROBOTS = "User-agent: *\nDisallow: /\n";

export function renderRobots(siteUrl: string, { preview = false } = {}): string {
  if (preview) return PREVIEW_ROBOTS;
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /signin",
    "Disallow: /account",
    "Disallow: /careers/alerts",
    "Disallow: /es/signin",
    "Disallow: /es/account",
    "Disallow: /es/careers/alerts",
    "",
    `Sitemap: ${canonicalUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
