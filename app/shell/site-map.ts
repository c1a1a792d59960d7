// sitemap.xml and robots.txt, generated from the page registry (cached in KV by the Worker).
import { sitemapPages } from "./pages";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Canonical URL: always https, no trailing slash except the root. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const origin = new URL(siteUrl);
  origin.protocol = "https:";
  return new URL(path, origin).toString();
}

export function renderSitemap(siteUrl: string): string {
  const urls = sitemapPages.map((page) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, page.path))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
    "",
    `Sitemap: ${canonicalUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
