import { describe, expect, it } from "vitest";
import { products, productSku } from "../../app/content/products";
import { canonicalUrl, renderRobots, renderSitemap } from "../../app/lib/site-map";

describe("the product catalogue (spec §3)", () => {
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

  it("gives every product its display SKU (spec §9)", () => {
    expect(products.map(productSku)).toEqual([
      "MM-PR-001", "MM-PR-002", "MM-PR-003", "MM-PR-004", "MM-PR-005", "MM-PR-006", "MM-PR-007", "MM-PR-008",
    ]);
  });
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

describe("learn links (DECISIONS.md: by slug)", async () => {
  const { learnPath, products: all } = await import("../../app/content/products");
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
