// @first-load-shell
// The site's two languages (docs/decisions/0065-the-spanish-edition.md): English at the root, Latin
// American Spanish under /es/ with the same paths after the prefix. A page's language is its
// path's: no cookie, no Accept-Language, so every URL is one cacheable page.

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of pages without a prefix. */
export const DEFAULT_LOCALE: Locale = "en";

const PREFIX = "/es";

/** The language of a page's path: /es and everything under /es/ is Spanish. */
export function localeOf(pathname: string): Locale {
  return pathname === PREFIX || pathname.startsWith(`${PREFIX}/`) ? "es" : "en";
}

/** A path without its language prefix: "/es/products" → "/products", "/es/" → "/". */
export function unprefixed(pathname: string): string {
  if (localeOf(pathname) === "en") return pathname;
  return pathname.slice(PREFIX.length) || "/";
}

/**
 * A path's runs of slashes and backslashes as one "/" (browsers read a backslash as a slash), up to
 * its query or fragment: "//host/x" would be another site's address.
 */
function collapsedSlashes(path: string): string {
  const end = path.search(/[?#]/);
  return end < 0 ? path.replace(/[/\\]+/g, "/") : `${path.slice(0, end).replace(/[/\\]+/g, "/")}${path.slice(end)}`;
}

/** The same page in `locale`: "/products" in Spanish is "/es/products", the home page "/es/". Never "//…". */
export function localePath(locale: Locale, path: string): string {
  const page = unprefixed(collapsedSlashes(path));
  if (locale === "en") return page;
  return page === "/" || page.startsWith("/?") || page.startsWith("/#") ? `${PREFIX}/${page.slice(1)}` : `${PREFIX}${page}`;
}

/** What `Intl` formats each language as. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-419" };

/** The `lang` of each language's pages, and its name in its own language (for the language switch). */
export const LANGUAGE: Record<Locale, { lang: string; name: string }> = {
  en: { lang: "en", name: "English" },
  es: { lang: "es", name: "Español" },
};

/**
 * Whether a language is a translation: the code's messages, the content and staff's postings are
 * written in English, and each other language is laid over it (a catalog, a `.es.ts` twin, a
 * Spanish column), falling back to the English where it says nothing.
 */
export const TRANSLATED: Record<Locale, boolean> = { en: false, es: true };

/** What `Intl` writes a date as: English pages put the day first ("18 July 2025"), as Belize does. Clock, numbers and the rest: typography.ts. */
export const DATE_LOCALE: Record<Locale, string> = { ...INTL_LOCALE, en: "en-GB" };

/**
 * Whether a language's pages add kilogram-force units beside SI (kg/cm² for strength, kg/m² and
 * kg/m for loads) and take loads in kg/m²: engineers in Mexico and Guatemala work in them.
 */
export const KILOGRAM_FORCE: Record<Locale, boolean> = { en: false, es: true };

/** The other language. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "es" : "en");
