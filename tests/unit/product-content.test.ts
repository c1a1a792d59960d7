// The product and explainer content: complete, consistent with the catalogue, and
// every picture it names exists in the drawing style's size and ratio.
import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEARN_SLUGS, products } from "../../app/catalogue/content/products";
import { productSummary } from "../../app/catalogue/content/product-summaries";
import { productDetail, RELATED_BLURBS, specificationRows } from "../../app/catalogue/content/product-details/index";
import { SPEC_LABELS } from "../../app/catalogue/content/product-details/types";
import { learnPage } from "../../app/catalogue/content/learn/index";
import { relatedProducts } from "../../app/catalogue/related-products";
import { RELATED_PRODUCTS_MAX } from "../../app/lib/constants";

const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url);

/** The drawing's viewBox ratio and its size on disk. */
function drawing(src: string) {
  const svg = readFileSync(publicFile(src), "utf8");
  const [, w, h] = svg.match(/viewBox="0 0 (\d+) (\d+)"/) ?? [];
  return { ratio: Number(w) / Number(h), bytes: statSync(publicFile(src)).size, svg };
}

describe("product detail content", () => {
  it.each(products.map((p) => [p.slug, p] as const))("%s has features, specifications, applications and a gallery", async (slug) => {
    const detail = await productDetail(slug);
    expect(detail).toBeDefined();
    expect(detail!.features.length).toBeGreaterThanOrEqual(5);
    expect(detail!.features.length).toBeLessThanOrEqual(6);
    expect(detail!.applications.length).toBeGreaterThanOrEqual(4);
    expect(detail!.gallery).toHaveLength(4);
    expect(new Set(detail!.gallery.map((image) => image.src)).size).toBe(4);
    for (const image of detail!.gallery) {
      expect(image.alt.length).toBeGreaterThan(40);
      expect(image.caption.length).toBeGreaterThan(20);
      const { ratio, bytes } = drawing(image.src);
      expect(ratio).toBeCloseTo(4 / 3, 3);
      expect(bytes).toBeLessThan(20 * 1024);
    }
    // The table keeps the catalogue's rows as they are, uses rules §2 labels, and never repeats one.
    const { specifications } = productSummary(slug);
    const rows = specificationRows(specifications, detail!);
    expect(rows.slice(0, specifications.length)).toEqual(specifications);
    expect(new Set(rows.map((row) => row.label)).size).toBe(rows.length);
    for (const row of rows) expect(SPEC_LABELS).toContain(row.label);
    expect(RELATED_BLURBS[slug]?.length).toBeGreaterThan(20);
  });

  it("knows no other slug, including names on Object.prototype", async () => {
    for (const slug of ["not-a-product", "constructor", "__proto__", "toString", "learn"])
      expect(await productDetail(slug)).toBeUndefined();
  });
});

describe("Related Products (rules §2)", () => {
  it.each(products.map((p) => [p.slug, p] as const))("for %s: at most 6 others, never itself", (_, product) => {
    const related = relatedProducts(product);
    expect(related.length).toBeLessThanOrEqual(RELATED_PRODUCTS_MAX);
    expect(related.length).toBe(Math.min(RELATED_PRODUCTS_MAX, products.length - 1));
    expect(related).not.toContain(product);
    expect(new Set(related).size).toBe(related.length);
  });

  it("puts the closest products first", () => {
    const planks = products.find((p) => p.slug === "concrete-bridge-planks")!;
    // Box beams and I-beams share the bridge application with the planks; the piles do too.
    expect(
      relatedProducts(planks)
        .slice(0, 3)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(["box-beams", "l-beams", "prestressed-piles"]);
  });
});

describe("explainer content (rules §2)", () => {
  const TITLES: Record<string, string> = {
    "prestressed-piles": "Understanding Prestressed Piles",
    "double-t-slabs": "Understanding Double T Slabs",
    "box-beams": "Understanding Box Beams",
    "l-beams": "Understanding L-Beams",
    "hollow-core": "Understanding Hollow Core Slabs",
    "flat-slab": "Understanding Flat Slabs",
    "inverted-beams": "Master Inverted Beam Technology",
  };

  it("has the seven explainers and none for the bridge planks", async () => {
    expect([...LEARN_SLUGS].sort()).toEqual(Object.keys(TITLES).sort());
    expect(await learnPage("concrete-bridge-planks")).toBeUndefined();
    expect(await learnPage("constructor")).toBeUndefined();
  });

  it.each(Object.entries(TITLES))("%s is complete, its facts come from the product's specifications", async (slug, title) => {
    const page = (await learnPage(slug))!;
    const product = products.find((p) => p.slug === slug)!;
    const rows = specificationRows(productSummary(product.slug).specifications, (await productDetail(slug))!);
    expect(page.title).toBe(title);
    expect(page.slug).toBe(slug);
    const images = [page.hero];
    if (page.kind === "standard") {
      expect(page.process.steps).toHaveLength(6);
      expect(page.benefits).toHaveLength(6);
      expect(page.applications.items.length).toBeGreaterThanOrEqual(4);
      for (const label of page.basics.facts) expect(rows.map((row) => row.label)).toContain(label);
      images.push(page.basics.image, page.process.image);
    } else {
      expect(slug).toBe("inverted-beams");
      expect(page.closing.heading).toBe("Ready to Start Your Project");
      for (const label of page.engineering.facts) expect(rows.map((row) => row.label)).toContain(label);
      images.push(page.whatIs.image, page.engineering.image);
    }
    for (const image of images) {
      const { ratio, bytes } = drawing(image.src);
      expect(ratio).toBeCloseTo(16 / 9, 2);
      expect(bytes).toBeLessThan(20 * 1024);
      expect(image.alt.length).toBeGreaterThan(40);
    }
  });
});
