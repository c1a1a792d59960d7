// The catalogue in Spanish (docs/decisions/0065-the-spanish-edition.md): the Spanish content is
// complete for every product and explainer, the specification labels are named in Spanish, the
// products search finds Spanish titles, search words and spans (the drawings' Spanish:
// tests/unit/drawing-labels.test.ts). That each Spanish text fits its English content is
// tests/unit/content-text.test.ts's.
import { describe, expect, it } from "vitest";
import { keywordList, LEARN_SLUGS, products, spanMark } from "../../app/catalogue/content/products";
import { productsIn } from "../../app/catalogue/content/localized-products";
import { productSummary } from "../../app/catalogue/content/product-summaries";
import { labelledRows, productDetail, relatedBlurb, specificationRows, specLabel } from "../../app/catalogue/content/product-details/index";
import { SPEC_LABELS } from "../../app/catalogue/content/product-details/types";
import { learnPage } from "../../app/catalogue/content/learn/index";
import { filterLabel, matchesText, searchProducts } from "../../app/catalogue/product-search";
import { applicationLabelsIn, categoryLabelsIn } from "../../app/catalogue/content/catalogue-filters";
import { inSentence } from "../../app/catalogue/in-sentence";
import { cataloguePages, LEARN_PAGES } from "../../app/catalogue/content/seo";

const productsEs = productsIn("es");
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

  it("keeps each product's structure and gives it Spanish titles and search words of its own", () => {
    for (const [i, product] of productsEs.entries()) {
      const english = products[i]!;
      expect({ ...product, title: english.title, keywords: english.keywords }).toEqual(english);
      expect(product.title).not.toBe(english.title);
      expect(keywordList(product)).not.toEqual(keywordList(english));
    }
    expect(keywordList(productsEs.find((p) => p.slug === "hollow-core")!)).toContain("Spancrete");
  });

  it("states each product's published span in its span row, in either language", () => {
    for (const product of products.filter((p) => p.span)) {
      for (const locale of ["en", "es"] as const) {
        const values = productSummary(product.slug, locale).specifications.map((row) => row.value);
        expect(values).toContain(spanMark(product.slug));
        expect(values.join(" ")).not.toContain("{span}");
      }
    }
  });

  it("writes a title inside a Spanish sentence in lower case, an English one as it is", () => {
    expect(inSentence("Losas doble T", "es")).toBe("losas doble T");
    expect(inSentence("Double T Slabs", "en")).toBe("Double T Slabs");
  });
});

describe("the catalogue's Spanish page titles", () => {
  it("names every category page and explainer in Spanish", () => {
    expect(Object.keys(LEARN_PAGES)).toEqual(LEARN_SLUGS);
    const [en, es] = [cataloguePages("en"), cataloguePages("es")];
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
    const labels = { ...categoryLabelsIn("es"), ...applicationLabelsIn("es") };
    expect(filterLabel("planks", labels)).toBe("Losas para puente");
    expect(filterLabel("marine", labels)).toBe("Marítima");
    expect(filterLabel("marine")).toBe("Marine");
  });
});
