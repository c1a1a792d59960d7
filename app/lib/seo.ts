// The meta array for a route: title, description, canonical (spec §3 "Page SEO entry").
import type { MetaDescriptor } from "react-router";
import { pageEntry } from "../content/pages";
import { canonicalUrl } from "./site-map";

export type SeoInput = { path: string; title?: string; description?: string; siteUrl: string };

export function seo({ path, title, description, siteUrl }: SeoInput): MetaDescriptor[] {
  const entry = pageEntry(path);
  const pageTitle = title ?? entry?.title;
  const pageDescription = description ?? entry?.description;
  if (!pageTitle || !pageDescription) console.warn("Missing SEO for route", path);
  const url = canonicalUrl(siteUrl, path);
  return [
    { title: pageTitle ?? "M&M" },
    { name: "description", content: pageDescription ?? "" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "M&M" },
    { property: "og:title", content: pageTitle ?? "M&M" },
    { property: "og:description", content: pageDescription ?? "" },
    { property: "og:url", content: url },
  ];
}
