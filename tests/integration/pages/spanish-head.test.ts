// The head of a page in each language (docs/decisions/0065-the-spanish-edition.md), as the
// production server build renders it: a page's canonical URL is its own address in its own
// language, and its structured data says which language it is in.
import { describe, expect, it } from "vitest";
import { localePath, type Locale } from "../../../app/lib/locale";
import { getPage } from "./helpers";

const SITE = "https://www.mm-precast.example";

/** The canonical URLs a page names (there must be exactly one). */
const canonicals = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/g)].map((tag) => /\bhref="([^"]*)"/.exec(tag[0])![1]!);

/** Every JSON-LD object of a page (a script may hold one object or a list). */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });

describe("a page's head in its language", () => {
  const pages = ["/", "/products/hollow-core", "/services", "/contact", "/careers"];
  const cases = pages.flatMap((path) => (["en", "es"] as const).map((locale) => [localePath(locale, path), locale] as const));

  it.each(cases)("%s names itself as canonical and says its language in its structured data", async (path, locale: Locale) => {
    const res = await getPage(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(canonicals(html)).toEqual([`${SITE}${path}`]);

    const data = structuredData(html);
    const webPage = data.find((object) => object["@type"] === "WebPage");
    expect(webPage, "a WebPage object").toMatchObject({ url: `${SITE}${path}`, inLanguage: locale });
    // Every object that names a language names the page's own.
    const languages = data.filter((object) => "inLanguage" in object).map((object) => object.inLanguage);
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set([locale]));
  });
});
