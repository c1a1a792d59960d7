// The Spanish edition's UI text (docs/decisions/0065-the-spanish-edition.md): every message the
// code writes has its Spanish in its part's catalog, and no catalog keeps a message no code
// writes. A message added in English without its Spanish fails here, never falls back silently.
import { describe, expect, it } from "vitest";
import { checkCatalogs, compilePo } from "../../tools/i18n/catalogs.mjs";
import { interpolate, translator, type Translate } from "../../app/lib/messages";
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

  it("compiles a PO file's translated entries, plural ones as their forms by the language's plural category (those sharing other's left out)", () => {
    expect(messages).toEqual({
      "{title} has been added to your quote.": "{title} se agregó a su cotización.",
      "# item": { one: "# artículo", other: "# artículos" },
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

describe("plurals", () => {
  /** A Spanish catalog with `pluralForms` as its Plural-Forms and `forms` as the forms of "# item". */
  const spanish = (pluralForms: string, forms: string[]) =>
    translator(
      "es",
      compilePo(
        [
          'msgid ""',
          `msgstr "Language: es-419\\nPlural-Forms: ${pluralForms}\\n"`,
          "",
          'msgid "# item"',
          'msgid_plural "# items"',
          ...forms.map((form, index) => `msgstr[${index}] "${form}"`),
        ].join("\n"),
      ),
    );
  const counts = [0, 1, 2, 1.5, 1000000];
  const items = (t: Translate) => counts.map((count) => t.n(count, "# item", "# items"));

  it("picks English's forms by English's rules: one is exactly 1", () => {
    expect(items(translator("en", undefined))).toEqual(["0 items", "1 item", "2 items", "1.5 items", "1000000 items"]);
  });

  it("picks Spanish's forms by Spanish's rules, mapped onto the catalog's two forms", () => {
    const es = spanish("nplurals=2; plural=(n != 1);", ["# artículo", "# artículos"]);
    expect(items(es)).toEqual(["0 artículos", "1 artículo", "2 artículos", "1.5 artículos", "1000000 artículos"]);
  });

  it("follows a catalog with more forms than two: Spanish round millions (CLDR many) take their own", () => {
    const es = spanish("nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);", [
      "# artículo",
      "# de artículos",
      "# artículos",
    ]);
    expect(items(es)).toEqual(["0 artículos", "1 artículo", "2 artículos", "1.5 artículos", "1000000 de artículos"]);
  });

  it("keeps a catalog's forms in the order its plural expression numbers them", () => {
    const es = spanish("nplurals=2; plural=(n == 1 ? 1 : 0);", ["# artículos", "# artículo"]);
    expect(items(es)).toEqual(["0 artículos", "1 artículo", "2 artículos", "1.5 artículos", "1000000 artículos"]);
  });

  it("refuses a Plural-Forms it cannot read, naming it", () => {
    expect(() => spanish("nplurals=2; plural=alert(n);", ["# artículo", "# artículos"])).toThrow(/Plural-Forms.*alert\(n\)/);
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
