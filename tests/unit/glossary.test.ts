// The glossary (app/site/glossary.ts) rules the Spanish: no string the site shows (tests/unit/shown-spanish.ts)
// writes a term it rules out, matched as a whole word, in any case, accents as written; a failure
// names the file, the place and the term. Search words may hold a ruled-out term buyers type
// ("Spancrete"), never one that is plain wrong. docs/glossary.md carries the glossary's tables,
// written from the data: `npx vitest run --config tests/vitest.unit.config.ts tests/unit/glossary.test.ts -u`
// rewrites them after a change.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GLOSSARY, glossaryEntries, type GlossaryEntry } from "../../app/site/glossary";
import { products } from "../../app/catalogue/content/products";
import { productDetail } from "../../app/catalogue/content/product-details/index";
import { shownSpanish, type Shown } from "./shown-spanish";

const twins = import.meta.glob<Record<string, unknown>>("../../app/**/*.es.ts", { eager: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
/** Text matching `source`, as a whole word or phrase, any case, accents as written. */
const bounded = (source: string, flags = "iu") => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, flags);
const asWord = (term: string) => bounded(escape(term));

const RULED_OUT = glossaryEntries().flatMap((entry) =>
  (entry.avoid ?? []).map((term) => ({ term, pattern: asWord(term), typed: (entry.variants ?? []).includes(term) })),
);

/** "file where: “term” in “text”", for each ruled-out term a shown string writes. */
const ruledOutIn = (texts: readonly Shown[]) =>
  texts.flatMap(({ file, where, text, searchWords }) =>
    RULED_OUT.filter(({ pattern, typed }) => pattern.test(text) && !(searchWords && typed)).map(
      ({ term }) => `${file} ${where}: “${term}” in “${text}”`,
    ),
  );

describe("the Spanish the site shows, held to the glossary", () => {
  const shown = shownSpanish(twins);

  it("reads every catalog, every twin and the records in code", () => {
    expect(shown.length).toBeGreaterThan(2000);
    for (const file of ["app/server/locales/es.po", "app/careers/locales/es.po", "app/catalogue/spec-sheet/sheet-text.es.ts"])
      expect(
        shown.some((text) => text.file.startsWith(file)),
        file,
      ).toBe(true);
    expect(shown.some((text) => text.file.startsWith("app/site/glossary.ts"))).toBe(true);
  });

  it("writes no term the glossary rules out", () => {
    expect(ruledOutIn(shown)).toEqual([]);
  });

  it("catches a planted term, by file, place and term", () => {
    const planted: Shown[] = [
      { file: "app/search/locales/es.po:17", where: "msgstr", text: "No se pudo cargar. Pulse Intro para buscar." },
      { file: "app/company/content/teaming.es.ts", where: "becomePartner.title", text: "Conviértase en SOCIO" },
      {
        file: "app/catalogue/content/products.es.ts",
        where: "products.hollow-core.keywords",
        text: "losa hueca, Spancrete",
        searchWords: true,
      },
      { file: "app/catalogue/content/products.es.ts", where: "products.hollow-core.title", text: "Losa alveolar (Spancrete)" },
      { file: "app/x.es.ts", where: "x", text: "Asociados, guía: nada; socioeconómico" },
    ];
    expect(ruledOutIn(planted)).toEqual([
      "app/search/locales/es.po:17 msgstr: “Pulse” in “No se pudo cargar. Pulse Intro para buscar.”",
      "app/search/locales/es.po:17 msgstr: “Intro” in “No se pudo cargar. Pulse Intro para buscar.”",
      "app/company/content/teaming.es.ts becomePartner.title: “socio” in “Conviértase en SOCIO”",
      "app/catalogue/content/products.es.ts products.hollow-core.title: “Spancrete” in “Losa alveolar (Spancrete)”",
      "app/x.es.ts x: “Guía:” in “Asociados, guía: nada; socioeconómico”",
    ]);
  });
});

describe("the glossary", () => {
  const entries = glossaryEntries();
  const entry = (en: string) => entries.find((item) => item.en === en);
  const words = (item: GlossaryEntry | undefined) => [item?.es, ...(item?.variants ?? [])];

  it("never rules out the term it prefers", () => {
    for (const item of entries) for (const term of item.avoid ?? []) expect(asWord(term).test(item.es), `${item.en}: ${term}`).toBe(false);
  });

  it("leads each term for what we do not make to products we make, with a note in each language", () => {
    const slugs = new Set(products.map((product) => product.slug));
    const related = entries.filter((item) => item.nearest);
    expect(related.map((item) => item.es)).toEqual(["losa aligerada", "vigueta y bovedilla"]);
    for (const item of related) {
      for (const slug of item.nearest!.products) expect(slugs, `${item.es} → ${slug}`).toContain(slug);
      expect(item.nearest!.note.en).not.toBe("");
      expect(item.nearest!.note.es).not.toBe("");
    }
  });

  it("keeps apart what the trade tells apart, and names what the pages must say one way", () => {
    expect(words(entry("hollow core"))).not.toContain("losa aligerada");
    expect(words(entry("hollow core"))).not.toContain("losa aligerada prefabricada");
    expect(words(entry("centroid"))).not.toContain("eje neutro");
    expect(entry("neutral axis")?.es).toBe("eje neutro");
    expect(entry("grout")?.es).toBe("mortero de relleno");
    expect(entry("grout")?.variants).toContain("grout sin contracción");
    expect(entry("hollow core")?.avoid).toContain("Spancrete");
    expect(entry("Learn (the explainer pages)")?.es).toBe("Guía técnica");
    expect(entry("the Enter key: “Press Enter”")?.es).toBe("Presione Enter");
    expect(entry("units")?.avoid).toContain("mts");
  });
});

describe("each product's introduction", () => {
  /** Each product by the glossary entry that names it. */
  const NAMED_BY: Record<string, string> = {
    "prestressed-piles": "prestressed pile",
    "double-t-slabs": "double tee (double T slab)",
    "box-beams": "box beam",
    "l-beams": "I-beam",
    "hollow-core": "hollow core",
    "flat-slab": "flat slab",
    "inverted-beams": "inverted tee (inverted beam)",
    "concrete-bridge-planks": "bridge plank",
  };

  it.each(products.map((product) => [product.slug] as const))(
    "%s names one regional synonym once, as the glossary promises",
    async (slug) => {
      const entry = glossaryEntries().find((item) => item.en === NAMED_BY[slug])!;
      const overview = (await productDetail(slug, "es"))!.overview;
      // One pattern, longest variant first: "losa TT" is one synonym, not "losa TT" and "TT".
      const variants = (entry.variants ?? [])
        .filter((variant) => !(entry.avoid ?? []).includes(variant))
        .sort((a, b) => b.length - a.length);
      const said = overview.match(bounded(variants.map(escape).join("|"), "giu")) ?? [];
      expect(said, overview).toHaveLength(1);
      expect(overview).toMatch(/también llamad[oa]s? /);
    },
  );
});

describe("docs/glossary.md", () => {
  const cell = (text: string | undefined) => (text ?? "").replaceAll("|", "\\|");
  const table = (title: string, items: readonly GlossaryEntry[]) => [
    `## ${title}`,
    "",
    "| English | Spanish (preferred) | Buyers type (search finds it) | Never write | Note |",
    "| --- | --- | --- | --- | --- |",
    ...items.map((item) =>
      [item.en, item.es, item.variants?.join(", "), item.avoid?.join(", "), item.note]
        .map(cell)
        .join(" | ")
        .replace(/^/, "| ")
        .replace(/$/, " |")
        .replace(/ {2}\|/g, " |"),
    ),
    "",
  ];
  const MARK =
    "<!-- The tables below are written from app/site/glossary.ts by tests/unit/glossary.test.ts: edit the data, then run it with -u. -->";

  it("carries the glossary's tables, written from the data", async () => {
    const doc = readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8");
    const prose = doc.includes(MARK) ? doc.slice(0, doc.indexOf(MARK)) : doc;
    const written = [prose.trimEnd(), "", MARK, "", ...GLOSSARY.flatMap((section) => table(section.title, section.entries))].join("\n");
    await expect(written).toMatchFileSnapshot("../../docs/glossary.md");
  });
});
