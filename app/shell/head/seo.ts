// A page's search metadata: title, description, canonical, share image and JSON-LD (rules §3
// "Page SEO entry"). Each route's loader resolves it on the server from app/shell/pages.server.ts
// (app/shell/head/page-head.server.ts) and sends the tags as text; the route's meta renders them.
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "../../lib/locale";

export const DEFAULT_SHARE_IMAGE = "/share/default.png";
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type PageMeta = {
  locale: Locale;
  title: string;
  description: string;
  canonical: string;
  /** The same page in every language (this one included). */
  alternates: readonly { locale: Locale; href: string }[];
  image: string;
  imageAlt: string;
  jsonLd: Record<string, unknown>[];
  /** Pages kept out of search results (sign-in, account). */
  noindex: boolean;
};

/** Open Graph's names of our languages. */
const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_LA" };

export function metaTags(page: PageMeta): MetaDescriptor[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.canonical },
    ...page.alternates.map(({ locale, href }) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: page.alternates.find(({ locale }) => locale === DEFAULT_LOCALE)!.href,
    },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALE[page.locale] },
    ...page.alternates
      .filter(({ locale }) => locale !== page.locale)
      .map(({ locale }) => ({ property: "og:locale:alternate", content: OG_LOCALE[locale] })),
    { property: "og:site_name", content: "M&M" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.canonical },
    { property: "og:image", content: page.image },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: page.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    ...page.jsonLd.map((object) => ({ "script:ld+json": object })),
  ];
}
