import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productImage, products, productSku, skuCode } from "../../app/catalogue/content/products";
import { canonicalUrl } from "../../app/site/canonical-url";
import { renderRobots, renderSitemap } from "../../app/shell/site-map.server";

describe("the product catalogue (rules §3)", () => {
  it("holds the 8 products with the spec's categories and applications", () => {
    expect(products.map((p) => [p.title, p.categories, p.applications])).toEqual([
      ["Prestressed Piles", ["prestressed"], ["marine", "bridge", "commercial", "industrial"]],
      ["Double T Slabs", ["prestressed", "slabs"], ["commercial", "industrial", "residential"]],
      ["Box Beams", ["prestressed", "beams"], ["bridge", "commercial", "industrial"]],
      ["I-Beams", ["prestressed", "beams"], ["marine", "bridge", "commercial"]],
      ["Hollow Core", ["prestressed"], ["commercial", "residential", "industrial"]],
      ["Flat Slab", ["prestressed", "slabs"], ["commercial", "residential", "industrial"]],
      ["Inverted Beams", ["prestressed", "beams"], ["commercial", "industrial"]],
      ["Concrete Bridge Planks", ["prestressed", "planks"], ["bridge"]],
    ]);
    expect(products.find((p) => p.title === "I-Beams")?.slug).toBe("l-beams");
  });

  it("gives every product its display SKU (rules §9)", () => {
    expect(products.map(productSku)).toEqual([
      "MM-PR-001",
      "MM-PR-002",
      "MM-PR-003",
      "MM-PR-004",
      "MM-PR-005",
      "MM-PR-006",
      "MM-PR-007",
      "MM-PR-008",
    ]);
  });

  it("takes the SKU code from the first category only (rules §9)", () => {
    expect(skuCode(["prestressed", "beams"])).toBe("PR");
    expect(skuCode(["beams", "prestressed"])).toBe("BM");
    expect(skuCode(["slabs"])).toBe("SL");
    expect(skuCode(["planks", "slabs"])).toBe("PL");
    expect(skuCode(["marine"])).toBe("PC");
    expect(skuCode([])).toBe("PC");
  });

  it.each(products.map((p) => [p.slug, p] as const))(
    "%s has its cross-section drawing: 4:3 SVG under 15 KB, no outside resources",
    (slug, product) => {
      const file = `public${productImage(product)}`;
      expect(file).toBe(`public/images/products/${slug}.svg`);
      expect(statSync(file).size).toBeLessThan(15 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600" width="800" height="600"/);
      expect(svg).toContain(`<title id="t">${product.title}: typical cross-section</title>`);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|@import|url\((?!#)/);
    },
  );
});

describe("sitemap and robots", () => {
  it("makes canonical https URLs whatever the configured scheme", () => {
    expect(canonicalUrl("http://www.example.com", "/contact")).toBe("https://www.example.com/contact");
    expect(canonicalUrl("https://www.example.com/", "/")).toBe("https://www.example.com/");
  });

  it("lists public pages and never the private ones", () => {
    const xml = renderSitemap("https://www.example.com");
    expect(xml).toContain("<loc>https://www.example.com/contact</loc>");
    expect(xml).not.toMatch(/signin|account|\/api\//);
  });

  it("points robots at the sitemap", () => {
    expect(renderRobots("https://www.example.com")).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});

describe("learn links (docs/decisions/0001-product-resolutions.md: by slug)", async () => {
  const { learnPath, products: all } = await import("../../app/catalogue/content/products");
  it("go to the explainer for the seven products that have one and to the product page for bridge planks", () => {
    expect(Object.fromEntries(all.map((p) => [p.title, learnPath(p)]))).toEqual({
      "Prestressed Piles": "/products/learn/prestressed-piles",
      "Double T Slabs": "/products/learn/double-t-slabs",
      "Box Beams": "/products/learn/box-beams",
      "I-Beams": "/products/learn/l-beams",
      "Hollow Core": "/products/learn/hollow-core",
      "Flat Slab": "/products/learn/flat-slab",
      "Inverted Beams": "/products/learn/inverted-beams",
      "Concrete Bridge Planks": "/products/concrete-bridge-planks",
    });
  });
});

describe("what a quote item's quantity counts", () => {
  it("is set for every product, in one unit each, and says pieces for anything else", async () => {
    const { quantityUnit, describeQuoteItem } = await import("../../app/contact/quote-item");
    const { products, productPath } = await import("../../app/catalogue/content/products");
    const units = Object.fromEntries(products.map((product) => [product.slug, quantityUnit({ id: productPath(product) })]));
    expect(units).toEqual({
      "prestressed-piles": "linear m",
      "double-t-slabs": "m²",
      "box-beams": "pieces",
      "l-beams": "pieces",
      "hollow-core": "m²",
      "flat-slab": "m²",
      "inverted-beams": "pieces",
      "concrete-bridge-planks": "pieces",
    });
    expect(quantityUnit({ id: "/services/general-construction" })).toBe("pieces");
    expect(describeQuoteItem({ id: "/products/hollow-core", name: "Hollow Core", category: "products", quantity: 400, note: "8 in" })).toBe(
      "Hollow Core × 400 m² (8 in)",
    );
    expect(describeQuoteItem({ id: "/products/box-beams", name: "Box Beams", category: "products", quantity: 6 })).toBe("Box Beams × 6");
  });
});
