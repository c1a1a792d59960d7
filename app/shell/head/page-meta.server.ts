// Resolves the current page's metadata on the server, so the registry's text never ships as JS.
import { pageEntry, PRIVATE_PATHS } from "../pages";
import type { CompanyContact } from "../../company/content/company";
import { DEFAULT_SHARE_IMAGE, type PageMeta } from "./seo";
import { canonicalUrl } from "../site-map";
import { structuredData } from "./structured-data";
import { plainText } from "../../lib/units";

export function pageMeta(pathname: string, context: { siteUrl: string; contact: CompanyContact }): PageMeta | null {
  const entry = pageEntry(pathname);
  if (!entry) return null;
  return {
    title: plainText(entry.title),
    description: plainText(entry.description),
    canonical: canonicalUrl(context.siteUrl, entry.canonicalPath ?? entry.path),
    image: canonicalUrl(context.siteUrl, entry.image ?? DEFAULT_SHARE_IMAGE),
    imageAlt: entry.imageAlt ?? "M&M: precast and prestressed concrete engineering in Belize since 1998",
    // Quantities in both systems: a search result or a share card reaches every reader alike.
    jsonLd: structuredData(entry.path, entry.structuredData ?? [], context),
    noindex: entry.noindex === true || PRIVATE_PATHS.some((prefix) => entry.path.startsWith(prefix)),
  };
}
