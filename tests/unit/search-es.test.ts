// The Spanish site search: the words buyers type (app/site/glossary.ts, variants) find the
// products the Spanish pages name with the preferred terms, and a length finds what spans it, with
// or without the word for span; a term for what we do not make leads to the nearest products we
// make, with a note of the difference. The English search is unchanged (search.test.ts).
import { describe, expect, it } from "vitest";
import { searchSite, type SearchEntry, type SearchGroup } from "../../app/search/search";
import { normalize } from "../../app/search/words";
import { SPANISH_SYNONYMS } from "../../app/search/synonyms";
import { filterCrumbs } from "../../app/shell/head/filter-crumbs";
import { compilePo } from "../../tools/i18n/catalogs.mjs";
import { translator } from "../../app/lib/messages";
import { readFileSync } from "node:fs";
import { relatedNotes, relatedWords } from "../../app/search/related";
import { SEARCH_SUGGESTIONS } from "../../app/search/suggestions";
import { glossaryEntries } from "../../app/site/glossary";

const entry = (group: SearchGroup, title: string, text = "", span?: readonly [number, number]): SearchEntry => ({
  group,
  title,
  url: `/es/${normalize(title).replaceAll(" ", "-")}`,
  snippet: title,
  text,
  ...(span ? { span } : {}),
});

// As the Spanish index has them: the twins' titles, with the words the pages write, and the words of
// what we do not make that lead to each product (app/search/search-index.server.ts).
const INDEX = [
  entry("Products", "Losa alveolar", `losa prefabricada presforzada alvéolos entrepiso ${relatedWords("hollow-core")}`, [20, 50]),
  entry("Products", "Losas doble T", `doble T losa TT cubierta estacionamiento ${relatedWords("double-t-slabs")}`, [40, 80]),
  entry("Products", "Vigas cajón", "viga cajón puente tablero", [30, 120]),
  entry("Products", "Losa maciza prefabricada", `losa maciza cara inferior lisa ${relatedWords("flat-slab")}`, [20, 40]),
  entry("Products", "Pilotes presforzados", "pilote cimentación hincado de pilotes muelle"),
  entry("Services", "Diseño de muros costeros", "marítima muro costero"),
  entry("Jobs", "Crane Assistant", "operaciones empleo vacante"),
];
const titles = (query: string) => searchSite(INDEX, query, Infinity, "es").flatMap((group) => group.entries.map((item) => item.title));

describe("the Spanish search", () => {
  it("finds hollow core by every name buyers give it", () => {
    for (const query of ["losa alveolar", "losa hueca", "placa alveolar", "Spancrete", "losa extruida"]) {
      expect(titles(query)[0], query).toBe("Losa alveolar");
    }
  });

  it("tells apart what the trade tells apart: the neutral axis is not the centroid", () => {
    const section = [entry("Learn", "Propiedades de la sección", "centroide momento de inercia")];
    expect(searchSite(section, "centroide", Infinity, "es")).not.toEqual([]);
    expect(searchSite(section, "eje neutro", Infinity, "es")).toEqual([]);
  });

  it("leads what we do not make to the nearest products we make, and to nothing else", () => {
    expect(titles("vigueta y bovedilla")).toEqual(["Losa alveolar", "Losa maciza prefabricada"]);
    expect(titles("viguetas")).toEqual(["Losa alveolar", "Losa maciza prefabricada"]);
    expect(titles("losa aligerada")).toEqual(["Losa alveolar", "Losas doble T"]);
    expect(titles("losa reticular")).toEqual(["Losa alveolar", "Losas doble T"]);
  });

  it("says, in the page's language, that we do not make it and what is nearest", () => {
    const note = (es: string) => glossaryEntries().find((item) => item.es === es)!.nearest!.note;
    expect(relatedNotes("vigueta y bovedilla", "es")).toEqual([note("vigueta y bovedilla").es]);
    expect(relatedNotes("Viguetas y bovedillas", "en")).toEqual([note("vigueta y bovedilla").en]);
    expect(relatedNotes("losa aligerada 6 m", "es")).toEqual([note("losa aligerada").es]);
    expect(relatedNotes("LOSA NERVADA", "es")).toEqual([note("losa aligerada").es]);
    expect(note("vigueta y bovedilla").es).toMatch(/^No fabricamos vigueta y bovedilla\./);
    for (const query of ["losa alveolar", "losa", "aligerada", "Spancrete", ""]) expect(relatedNotes(query, "es"), query).toEqual([]);
  });

  it("finds hollow core by Spancrete, but never offers the trademark as a suggestion", () => {
    expect(titles("spancrete")[0]).toBe("Losa alveolar");
    const spanish = translator("es", compilePo(readFileSync(new URL("../../app/search/locales/es.po", import.meta.url), "utf8")));
    const offered = SEARCH_SUGGESTIONS.map((suggestion) => spanish(suggestion));
    expect(offered).toHaveLength(6);
    for (const suggestion of offered) expect(suggestion).not.toMatch(/spancrete/i);
    // Each one finds something: a suggestion is a word the pages use or buyers type.
    expect(offered).toContain("losa hueca");
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
