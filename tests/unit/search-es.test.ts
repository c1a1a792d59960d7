// The Spanish site search: the words buyers type (docs/glossary.md "Synonyms buyers type") find the
// products the Spanish pages name with the preferred terms, and a length finds what spans it, with
// or without the word for span. The English search is unchanged (search.test.ts).
import { describe, expect, it } from "vitest";
import { normalize, searchSite, type SearchEntry, type SearchGroup } from "../../app/search/search";
import { SPANISH_SYNONYMS } from "../../app/search/synonyms";
import { filterCrumbs } from "../../app/shell/head/filter-crumbs";
import { compilePo } from "../../tools/i18n/catalogs.mjs";
import { translator } from "../../app/lib/messages";
import { readFileSync } from "node:fs";

const entry = (group: SearchGroup, title: string, text = "", span?: readonly [number, number]): SearchEntry => ({
  group,
  title,
  url: `/es/${normalize(title).replaceAll(" ", "-")}`,
  snippet: title,
  text,
  ...(span ? { span } : {}),
});

// As the Spanish index has them: the twins' titles, with the words the pages write.
const INDEX = [
  entry("Products", "Losa alveolar", "losa prefabricada presforzada alvéolos entrepiso", [20, 50]),
  entry("Products", "Losas doble T", "doble T losa TT cubierta estacionamiento", [40, 80]),
  entry("Products", "Vigas cajón", "viga cajón puente tablero", [30, 120]),
  entry("Products", "Losa maciza prefabricada", "losa maciza cara inferior lisa", [20, 40]),
  entry("Products", "Pilotes presforzados", "pilote cimentación hincado de pilotes muelle"),
  entry("Services", "Diseño de muros costeros", "marítima muro costero"),
  entry("Jobs", "Crane Assistant", "operaciones empleo vacante"),
];
const titles = (query: string) => searchSite(INDEX, query, Infinity, "es").flatMap((group) => group.entries.map((item) => item.title));

describe("the Spanish search", () => {
  it("finds hollow core by every name buyers give it", () => {
    for (const query of ["losa alveolar", "losa hueca", "placa alveolar", "Spancrete", "losa extruida", "losa aligerada"]) {
      expect(titles(query)[0], query).toBe("Losa alveolar");
    }
  });

  it("maps the regional words to the preferred terms", () => {
    expect(titles("doble te")[0]).toBe("Losas doble T");
    expect(titles("trabe cajón")).toEqual(["Vigas cajón"]);
    expect(titles("pilote pretensado")).toEqual(["Pilotes presforzados"]);
    expect(titles("losa plana")).toEqual(["Losa maciza prefabricada"]);
    expect(titles("rompeolas")).toEqual(["Diseño de muros costeros"]);
    expect(titles("embarcadero")).toEqual(["Pilotes presforzados"]);
    expect(titles("trabajo")).toEqual(["Crane Assistant"]);
  });

  it("finds by span, with or without the word for it", () => {
    const spanning9m = ["Losa alveolar", "Losa maciza prefabricada"];
    expect(titles("9 m")).toEqual(expect.arrayContaining(spanning9m));
    expect(titles("claro 9 m").sort()).toEqual(titles("9 m").sort());
    expect(titles("luz de 9 m").sort()).toEqual(titles("9 m").sort());
    expect(titles("claro 9 m")).not.toContain("Pilotes presforzados");
    expect(titles("claro 20 m")).toEqual(["Losas doble T", "Vigas cajón"]);
  });

  it("reads a word that is also a property of every object as a word", () => {
    expect(() => searchSite(INDEX, "constructor", Infinity, "es")).not.toThrow();
    expect(() => searchSite(INDEX, "constructor")).not.toThrow();
  });

  it("leaves the English matcher as it was: Spanish synonyms and span words only in Spanish", () => {
    expect(searchSite(INDEX, "claro 9 m")).toEqual([]); // English: "claro" is a word every entry must have
  });

  it("has synonyms written as the matcher reads them (normalized, never mapping a word to itself)", () => {
    for (const [word, preferred] of Object.entries(SPANISH_SYNONYMS)) {
      expect(normalize(word)).toBe(word);
      for (const target of preferred) expect(normalize(target), word).toBe(target);
      expect(preferred).not.toContain(word);
    }
  });
});

describe("the /products filter crumbs", () => {
  const spanish = translator("es", compilePo(readFileSync(new URL("../../app/shell/locales/es.po", import.meta.url), "utf8")));
  const english = translator("en", undefined);

  it("name the category and the application, linked in the page's language", () => {
    expect(filterCrumbs("?category=beams&application=bridge", english)).toEqual([
      { label: "Beams", href: "/products?category=beams" },
      { label: "Bridge Applications", href: "/products?category=beams&application=bridge" },
    ]);
    expect(filterCrumbs("?category=beams&application=bridge", spanish)).toEqual([
      { label: "Vigas", href: "/es/products?category=beams" },
      { label: "Aplicaciones en puentes", href: "/es/products?category=beams&application=bridge" },
    ]);
    expect(filterCrumbs("?application=marine", spanish)).toEqual([
      { label: "Aplicaciones marítimas", href: "/es/products?application=marine" },
    ]);
    expect(filterCrumbs("?category=nope", spanish)).toEqual([]);
  });
});
