// A page's search metadata: title, description, canonical, share image and JSON-LD (rules §3
// "Page SEO entry"). Each route's loader resolves it on the server from app/shell/pages.ts
// (app/shell/head/page-head.server.ts) and sends the tags as text; the route's meta renders them.
import type { MetaDescriptor } from "react-router";

export const DEFAULT_SHARE_IMAGE = "/share/default.png";
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type PageMeta = {
  title: string;
  description: string;
  canonical: string;
  image: string;
  imageAlt: string;
  jsonLd: Record<string, unknown>[];
  /** Pages kept out of search results (sign-in, account). */
  noindex: boolean;
};

export function metaTags(page: PageMeta): MetaDescriptor[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.canonical },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
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
