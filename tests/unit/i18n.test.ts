// The Spanish edition's UI text (docs/decisions/0065-the-spanish-edition.md): every message the
// code writes has its Spanish in its part's catalog, and no catalog keeps a message no code
// writes. A message added in English without its Spanish fails here, never falls back silently.
import { describe, expect, it } from "vitest";
import { checkCatalogs, compilePo } from "../tools/i18n/catalogs.mjs";
import { interpolate, translator } from "../../app/lib/messages";
import { localeOf, localePath, unprefixed } from "../../app/lib/locale";

describe("the catalogs", () => {
  for (const { part, missing, untranslated, leftOver } of checkCatalogs()) {
    it(`${part}: every message translated, none left over (npm run i18n:extract, then translate app/${part}/locales/es.po)`, () => {
      expect({ missing, untranslated, leftOver }).toEqual({ missing: [], untranslated: [], leftOver: [] });
    });
  }
});

describe("translating", () => {
  const messages = compilePo(
    [
      'msgid ""',
      'msgstr "Content-Type: text/plain; charset=UTF-8\\n"',
      "",
      'msgid "{title} has been added to your quote."',
      'msgstr "{title} se agregó a su cotización."',
      "",
      'msgid "# item"',
      'msgid_plural "# items"',
      'msgstr[0] "# artículo"',
      'msgstr[1] "# artículos"',
      "",
      'msgid "Untranslated"',
      'msgstr ""',
    ].join("\n"),
  );

  it("compiles a PO file's translated entries, plural ones as their forms", () => {
    expect(messages).toEqual({
      "{title} has been added to your quote.": "{title} se agregó a su cotización.",
      "# item": ["# artículo", "# artículos"],
    });
  });

  it("puts values in, picks the plural form, and writes English as the message itself", () => {
    const es = translator("es", messages);
    expect(es("{title} has been added to your quote.", { title: "Losa alveolar" })).toBe("Losa alveolar se agregó a su cotización.");
    expect(es.n(1, "# item", "# items")).toBe("1 artículo");
    expect(es.n(3, "# item", "# items")).toBe("3 artículos");
    const en = translator("en", messages);
    expect(en("{title} has been added to your quote.", { title: "Hollow Core" })).toBe("Hollow Core has been added to your quote.");
    expect(en.n(0, "# item", "# items")).toBe("0 items");
    expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("the language of a path", () => {
  it.each([
    ["/", "en", "/", "/es/"],
    ["/products", "en", "/products", "/es/products"],
    ["/es", "es", "/", "/es/"],
    ["/es/", "es", "/", "/es/"],
    ["/es/products/hollow-core", "es", "/products/hollow-core", "/es/products/hollow-core"],
    ["/estimates", "en", "/estimates", "/es/estimates"],
  ])("%s is %s; without its prefix %s; in Spanish %s", (path, locale, bare, spanish) => {
    expect(localeOf(path)).toBe(locale);
    expect(unprefixed(path)).toBe(bare);
    expect(localePath("es", path)).toBe(spanish);
    expect(localePath("en", path)).toBe(bare);
  });
});
