// Resolves the current page's metadata on the server, in its language, so the registry's text never
// ships as JS: title, description, canonical URL, the same page in the other language, share image
// and JSON-LD.
import { pageEntry, PRIVATE_PATHS } from "../pages.server";
import { DEFAULT_SHARE_IMAGE, type PageMeta } from "./seo";
import type { PageEntry } from "../../site/seo-types";
import { canonicalUrl } from "../../site/canonical-url";
import { structuredData, type HeadContext } from "./structured-data";
import { plainText } from "../../lib/units";
import { LOCALES, localeOf, localePath, unprefixed } from "../../lib/locale";
import { msg } from "../../lib/messages";
import { serverT } from "../../server/i18n.server";
import { catalog } from "../translations";

/** The share image's description where a page names none (its default image). */
const DEFAULT_IMAGE_ALT = msg("M&M: precast and prestressed concrete engineering in Belize since 1998");

/**
 * The page at `pathname` (its language from its prefix): the registry's entry, else the one its
 * loader made from stored rows (`stored`), else null.
 */
export function pageMeta(
  pathname: string,
  context: HeadContext,
  stored?: Pick<PageEntry, "title" | "description" | "noindex">,
): PageMeta | null {
  const locale = localeOf(pathname);
  const path = unprefixed(pathname);
  const entry = pageEntry(path, locale) ?? (stored ? { ...stored, path } : undefined);
  if (!entry) return null;
  const canonicalPath = entry.canonicalPath ?? entry.path;
  const title = plainText(entry.title, "both", locale);
  const description = plainText(entry.description, "both", locale);
  return {
    locale,
    title,
    description,
    canonical: canonicalUrl(context.siteUrl, localePath(locale, canonicalPath)),
    // The same page in each language, for search engines: hreflang both ways, English the default.
    alternates: LOCALES.map((other) => ({ locale: other, href: canonicalUrl(context.siteUrl, localePath(other, canonicalPath)) })),
    image: canonicalUrl(context.siteUrl, entry.image ?? DEFAULT_SHARE_IMAGE),
    imageAlt: entry.imageAlt ?? serverT(locale, catalog)(DEFAULT_IMAGE_ALT),
    // Quantities in both systems: a search result or a share card reaches every reader alike.
    jsonLd: structuredData({ path: localePath(locale, entry.path), title, description }, entry.structuredData ?? [], context),
    noindex: entry.noindex === true || PRIVATE_PATHS.some((prefix) => entry.path.startsWith(prefix)),
  };
}
