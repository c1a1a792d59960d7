import { env } from "cloudflare:workers";
import { publicFacts, showsPlaceholders } from "./facts";
import type { SiteData } from "./use-site-data";
import { localeOf } from "../lib/locale";

/**
 * Deployment settings and company facts every page needs, for the page at `url` (its language,
 * and whether placeholders may show there: docs/rules.md §12): the facts a page may show, each
 * marked when it is an example; the canonical origin (production's, also on a preview); and, on a
 * branch preview, the branch it shows (the same for every visitor of it).
 */
export function siteData(url: URL): SiteData {
  const previewOf = env.SITE_ENV === "preview" ? env.PREVIEW_BRANCH || "unnamed branch" : null;
  const { phone, whatsapp, email, address, hours, delivery } = publicFacts(localeOf(url.pathname), showsPlaceholders(env, url));
  const area = delivery && { value: delivery.value.area, example: delivery.example };
  return { facts: { phone, whatsapp, email, address, hours, delivery: area }, siteUrl: env.SITE_URL, previewOf };
}

/** What a page's head is made from: the canonical origin and every fact the page may show (the delivery area's countries too). */
export function headContext(url: URL) {
  return { siteUrl: env.SITE_URL, facts: publicFacts(localeOf(url.pathname), showsPlaceholders(env, url)) };
}
