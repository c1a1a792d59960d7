// Canonical URLs (https, no trailing slash but the root's): page heads, structured data, the
// sitemap (app/shell/site-map.server.ts).

/** Canonical URL: always https, no trailing slash except the root. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const origin = new URL(siteUrl);
  origin.protocol = "https:";
  return new URL(path, origin).toString();
}
