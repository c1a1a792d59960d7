// The Spanish edition (docs/decisions/0065-the-spanish-edition.md), checked over every page as the
// server sends it: each English page has its Spanish twin under /es/, in Spanish (lang, header,
// text), linked both ways for people and search engines, listed in the sitemap with its twin, and
// keeping its visitors in Spanish. Any English UI message, or any English content text, on a
// Spanish page fails here.
import { catalogParts, extractMessages, compilePo } from "../../tools/i18n/catalogs.mjs";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { localePath, unprefixed } from "../../app/lib/locale";
import { publicPaths } from "./routes";
import { pageEntry } from "../../app/shell/pages.server";
import { expect, test } from "./support";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The page's text as a reader sees it: no scripts, no styles, no tags, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<template[\s\S]*?<\/template>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");

/** Text inside an element marked lang="en" (a job posting without its Spanish) is English by design. */
const withoutEnglishParts = (html: string) => html.replace(/<(\w+)[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, " ");

/**
 * Every English UI message that reads differently in Spanish and is long enough not to be a name
 * or a code ("M&M", "PDF", "A4"): any of them on a Spanish page is a message left untranslated.
 */
const ENGLISH_MESSAGES = catalogParts().flatMap((part) => {
  const spanish = compilePo(readFileSync(`${root}app/${part}/locales/es.po`, "utf8"));
  return [...extractMessages(part).keys()]
    .filter((id) => {
      const translated = spanish[id];
      return (typeof translated === "string" ? translated !== id : true) && /[a-z]{3,}\s+[a-z]{2,}/i.test(id);
    })
    .map((id) => id.split(/\{\w+\}|#/)[0]!.trim())
    .filter((start) => start.length >= 12);
});

test.describe("every page in Spanish", () => {
  for (const path of publicPaths) {
    const twin = localePath("es", path);
    // An alias names its canonical page in both languages, as its canonical URL does.
    const alias = pageEntry(path)?.canonicalPath ?? path;
    test(`${twin} is the Spanish twin of ${path}, linked both ways, all in Spanish`, async ({ request }) => {
      const response = await request.get(twin);
      expect(response.status()).toBe(200);
      // The account page sends an anonymous visitor to sign in: the page that answers is checked.
      const landed = new URL(response.url()).pathname;
      const canonical = landed === twin ? alias : unprefixed(landed);
      expect(response.headers()["content-language"]).toBe("es");
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/i);
      expect(html).toContain(`hrefLang="es" href="https://www.mm-precast.example${localePath("es", canonical)}"`);
      expect(html).toContain(`hrefLang="en" href="https://www.mm-precast.example${canonical}"`);
      expect(html).toContain('hrefLang="x-default"');

      const english = await (await request.get(path)).text();
      expect(english).toMatch(/^<!DOCTYPE html><html lang="en"/i);
      expect(english).toContain(
        `hrefLang="es" href="https://www.mm-precast.example${localePath("es", alias === path ? unprefixed(landed) : alias)}"`,
      );

      const text = visibleText(withoutEnglishParts(html));
      const leftInEnglish = ENGLISH_MESSAGES.filter((message) => text.includes(message));
      expect(leftInEnglish, "English UI text on a Spanish page").toEqual([]);

      // Its links keep a reader in Spanish: page links go to /es/ (files, the API and the switch aside).
      const pageLinks = [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"[^>]*>/g)]
        .filter(([tag]) => !/hrefLang="en"/i.test(tag!))
        .map(([, href]) => href!)
        .filter((href) => !/^\/(api|images|share|assets)\/|\.(pdf|svg|png|xml|txt)(\?|$)|^\/#/.test(href));
      expect(pageLinks.filter((href) => href !== "/es" && !href.startsWith("/es/") && !href.startsWith("/es?"))).toEqual([]);
    });
  }
});

test("the sitemap lists each page in both languages, each naming its twin", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  for (const path of ["/", "/products/hollow-core", "/contact"]) {
    const en = `https://www.mm-precast.example${path}`;
    const es = `https://www.mm-precast.example${localePath("es", path)}`;
    for (const loc of [en, es]) {
      const entry = sitemap.match(new RegExp(`<url><loc>${loc.replace(/[.?]/g, "\\$&")}</loc>(.*?)</url>`))?.[1] ?? "";
      expect(entry, loc).toContain(`hreflang="en" href="${en}"`);
      expect(entry, loc).toContain(`hreflang="es" href="${es}"`);
      expect(entry, loc).toContain(`hreflang="x-default" href="${en}"`);
    }
  }
  expect(sitemap.match(/<url>/g)!.length).toBe(2 * (sitemap.match(/hreflang="x-default"/g)!.length / 2));
});

test("the Spanish 404 page is Spanish and answers 404", async ({ request }) => {
  const response = await request.get("/es/esta-pagina-no-existe");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<html lang="es"/);
  expect(visibleText(html)).not.toContain("Oops! Page not found");
});

test("the language switch is a plain link to the same page in the other language", async ({ page }) => {
  await page.goto("/products/hollow-core");
  await page.getByRole("link", { name: "Español" }).first().click();
  await expect(page).toHaveURL(/\/es\/products\/hollow-core$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/products\/hollow-core$/);
});
