// The catalogue in Spanish (docs/decisions/0065-the-spanish-edition.md): the Spanish content is
// complete for every product and explainer, the specification labels are named in Spanish, the
// products search finds Spanish titles, search words and spans, and the Spanish spec sheet's
// drawing labels keep every figure of the drawing they translate.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEARN_SLUGS, products, productSku } from "../../app/catalogue/content/products";
import { products as productsEs } from "../../app/catalogue/content/products.es";
import { productSummary } from "../../app/catalogue/content/product-summaries";
import { labelledRows, productDetail, relatedBlurb, specificationRows, specLabel } from "../../app/catalogue/content/product-details/index";
import { SPEC_LABELS } from "../../app/catalogue/content/product-details/types";
import { learnPage } from "../../app/catalogue/content/learn/index";
import { filterLabel, matchesText, searchProducts } from "../../app/catalogue/product-search";
import { APPLICATION_LABELS_ES, CATEGORY_LABELS_ES } from "../../app/catalogue/content/catalogue-filters.es";
import { DRAWING_LABELS_ES } from "../../app/catalogue/spec-sheet/drawing-labels-es";
import { inSentence } from "../../app/catalogue/in-sentence";
import { CATEGORY_PAGES, cataloguePages, LEARN_PAGES } from "../../app/catalogue/content/seo";
import * as seoEs from "../../app/catalogue/content/seo.es";

const titlesEs = (list: readonly { title: string }[]) => list.map((product) => product.title);
const everything = { category: "all", application: "all" } as const;

describe("Spanish product content", () => {
  it.each(products.map((p) => [p.slug] as const))("%s: a Spanish page, its table in Spanish, a Spanish blurb", async (slug) => {
    const [en, es] = await Promise.all([productDetail(slug), productDetail(slug, "es")]);
    expect(es).toBeDefined();
    expect(es).not.toEqual(en);
    const rows = specificationRows(productSummary(slug, "es").specifications, es!);
    // The same rows as the English table, in the same order (the labels are the keys).
    expect(rows.map((row) => row.label)).toEqual(specificationRows(productSummary(slug).specifications, en!).map((row) => row.label));
    const shown = labelledRows(rows, "es");
    for (const [i, row] of shown.entries()) {
      expect(row.label).not.toBe(rows[i]!.label);
      expect(row.value).toBe(rows[i]!.value);
    }
    expect(relatedBlurb(slug, "es")).not.toBe(relatedBlurb(slug));
    expect(relatedBlurb(slug, "es")!.length).toBeGreaterThan(20);
  });

  it("names every specification label in Spanish, and leaves English labels as they are", () => {
    for (const label of SPEC_LABELS) {
      expect(specLabel(label)).toBe(label);
      expect(specLabel(label, "es")).not.toBe(label);
    }
    expect(specLabel("Depth", "es")).toBe("Peralte");
    expect(specLabel("Span Capability", "es")).toBe("Claro máximo");
    expect(specLabel("constructor", "es")).toBe("constructor");
  });

  it.each(LEARN_SLUGS.map((slug) => [slug] as const))("%s: a Spanish explainer whose facts are rows of the product", async (slug) => {
    const page = (await learnPage(slug, "es"))!;
    expect(page).toBeDefined();
    expect(page.title).not.toBe((await learnPage(slug))!.title);
    const facts = page.kind === "standard" ? page.basics.facts : page.engineering.facts;
    const rows = specificationRows(productSummary(slug, "es").specifications, (await productDetail(slug, "es"))!);
    for (const label of facts) expect(rows.map((row) => row.label)).toContain(label);
  });

  it("has no explainer for the bridge planks in Spanish either", async () => {
    expect(await learnPage("concrete-bridge-planks", "es")).toBeUndefined();
    expect(await learnPage("constructor", "es")).toBeUndefined();
    expect(await productDetail("constructor", "es")).toBeUndefined();
  });

  it("gives a Spanish product the SKU of its English twin", () => {
    expect(productsEs.map(productSku)).toEqual(products.map(productSku));
  });

  it("writes a title inside a Spanish sentence in lower case, an English one as it is", () => {
    expect(inSentence("Losas doble T", "es")).toBe("losas doble T");
    expect(inSentence("Double T Slabs", "en")).toBe("Double T Slabs");
  });
});

describe("the catalogue's Spanish page titles", () => {
  it("names every category page and explainer in Spanish, and lists the same pages as English", () => {
    expect(seoEs.CATEGORY_PAGES.map(([category]) => category)).toEqual(CATEGORY_PAGES.map(([category]) => category));
    expect(Object.keys(seoEs.LEARN_PAGES)).toEqual(Object.keys(LEARN_PAGES));
    expect(Object.keys(LEARN_PAGES)).toEqual(LEARN_SLUGS);
    const [en, es] = [cataloguePages("en"), cataloguePages("es")];
    expect(es.map((page) => page.path)).toEqual(en.map((page) => page.path));
    for (const [i, page] of es.entries()) expect(page.title).not.toBe(en[i]!.title);
  });
});

describe("the products search in Spanish", () => {
  it("finds Spanish titles and search words, with or without accents", () => {
    expect(titlesEs(searchProducts(productsEs, everything, "viga cajon"))).toEqual(["Vigas cajón"]);
    expect(titlesEs(searchProducts(productsEs, everything, "MÉNSULA"))).toEqual(["Vigas I", "Vigas T invertidas"]);
    expect(titlesEs(searchProducts(productsEs, everything, "losa hueca"))).toEqual(["Losa alveolar"]);
    expect(titlesEs(searchProducts(productsEs, everything, "Spancrete"))).toEqual(["Losa alveolar"]);
    expect(titlesEs(searchProducts(productsEs, { category: "beams", application: "marine" }, "viga"))).toEqual(["Vigas I"]);
  });

  it("finds by span as Spanish speakers write one", () => {
    const bySpan = (text: string) => titlesEs(searchProducts(productsEs, everything, text));
    // 9 m is 29.5 ft: short of the double tees' and box beams' 30 ft less the quarter foot 0.1 m shows.
    expect(bySpan("9 m")).toEqual(bySpan("29.5 ft"));
    expect(bySpan("9 m")).toEqual([
      "Vigas I",
      "Losa alveolar",
      "Losa maciza prefabricada",
      "Vigas T invertidas",
      "Losas de concreto para puente",
    ]);
    expect(bySpan("12,5 metros")).toEqual([
      "Losas doble T",
      "Vigas cajón",
      "Vigas I",
      "Losa alveolar",
      "Vigas T invertidas",
      "Losas de concreto para puente",
    ]);
    expect(bySpan("40 pies")).toEqual(bySpan("40 ft"));
    expect(bySpan("40 pies")).not.toContain("Pilotes presforzados");
    expect(bySpan("28 m")).toEqual(["Vigas cajón"]);
  });

  it("still matches English text as before", () => {
    const hollow = products.find((product) => product.slug === "hollow-core")!;
    expect(matchesText(hollow, "HOLLOW")).toBe(true);
    expect(matchesText(hollow, "voided")).toBe(true);
    expect(matchesText(hollow, "beam")).toBe(false);
  });

  it("names the filters in Spanish when the page gives their names, else capitalises the key", () => {
    const labels = { ...CATEGORY_LABELS_ES, ...APPLICATION_LABELS_ES };
    expect(filterLabel("planks", labels)).toBe("Losas para puente");
    expect(filterLabel("marine", labels)).toBe("Marítima");
    expect(filterLabel("marine")).toBe("Marine");
  });
});

describe("the Spanish spec sheet's drawing labels", () => {
  const figures = (text: string) =>
    (text.match(/\d[\d,.]*(?:–\d[\d,.]*)?(?: (?:mm|m|IN|FT|MPa|PSI|kN|KIP|H)\b)?|f′c|HL-93|AASHTO LRFD|STC|¾ IN|A–A|%/g) ?? []).sort();
  const drawn = readdirSync(new URL("../../public/images/products/", import.meta.url))
    .filter((name) => name.endsWith(".svg"))
    .flatMap((name) => {
      const svg = readFileSync(new URL(`../../public/images/products/${name}`, import.meta.url), "utf8").replace(
        /<defs>[\s\S]*?<\/defs>/g,
        "",
      );
      return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].flatMap(([, inner]) => {
        const head = inner!.split("<tspan")[0]!;
        const lines = [...(head.trim() ? [head] : []), ...[...inner!.matchAll(/<tspan\b[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!)];
        return lines
          .map((line) => line.trim().replaceAll("&amp;", "&"))
          .filter((line) => /[A-Z]{2}/.test(line.replace(/IN|FT|KIP|PSI|MPa|HL-93/g, "")));
      });
    });

  it("translates every worded line of every drawing", () => {
    expect(drawn.length).toBeGreaterThan(60);
    for (const line of drawn) expect(DRAWING_LABELS_ES, line).toHaveProperty([line]);
  });

  it("keeps every figure and unit of the line it translates", () => {
    for (const [english, spanish] of Object.entries(DRAWING_LABELS_ES)) {
      expect(figures(spanish).join(" "), english).toBe(figures(english).join(" "));
    }
  });
});
