// The /products search rule (rules §2, §4, §5) against the spec's own table (rules §3), written out
// in tests/fixtures/catalogue-table.ts rather than derived from the content, so a wrong category or
// application in the content fails.
import { describe, expect, it } from "vitest";
import { products } from "../../app/catalogue/content/products";
import { productSummary } from "../../app/catalogue/content/product-summaries";
import {
  APPLICATION_OPTIONS,
  CATEGORY_OPTIONS,
  matchesText,
  parseFilters,
  productsUrl,
  readSidebarState,
  searchProducts,
  sidebarCookie,
} from "../../app/catalogue/product-search";
import { APPLICATIONS, CATEGORIES, expected } from "../fixtures/catalogue-table";

describe("filters (rules §5: the product's list contains the value)", () => {
  it("offers the spec's options, 'all' first", () => {
    expect(CATEGORY_OPTIONS).toEqual(CATEGORIES);
    expect(APPLICATION_OPTIONS).toEqual(APPLICATIONS);
  });

  const combinations = CATEGORY_OPTIONS.flatMap((category) => APPLICATION_OPTIONS.map((application) => [category, application] as const));
  it.each(combinations)("category %s × application %s lists the spec table's products", (category, application) => {
    const found = searchProducts(products, { category, application }).map((p) => p.title);
    expect(found).toEqual(expected(category, application));
  });

  it("gives the counts a visitor sees for a few well-known combinations", () => {
    const count = (category: string, application: string) => expected(category, application).length;
    expect([count("all", "all"), count("beams", "all"), count("slabs", "all"), count("planks", "all")]).toEqual([8, 3, 2, 1]);
    expect([
      count("all", "marine"),
      count("all", "bridge"),
      count("all", "commercial"),
      count("all", "industrial"),
      count("all", "residential"),
    ]).toEqual([2, 4, 7, 6, 3]);
    expect(count("planks", "marine")).toBe(0);
  });
});

describe("text search (rules §5: case-insensitive substring of the title or any keyword)", () => {
  const find = (text: string) => searchProducts(products, { category: "all", application: "all" }, text).map((p) => p.title);

  it("matches titles in any case", () => {
    expect(find("BEAM")).toEqual(["Box Beams", "I-Beams", "Inverted Beams"]);
    expect(find("Hollow CORE")).toEqual(["Hollow Core"]);
    expect(find("hollow")).toEqual(["Box Beams", "Hollow Core"]); // "hollow beam" is a box beam keyword
    expect(find("  flat sl ")).toEqual(["Flat Slab"]);
  });

  it("matches keywords that are not in the title", () => {
    expect(find("girder")).toEqual(["Box Beams", "I-Beams"]);
    expect(find("hl-93")).toEqual(["Concrete Bridge Planks"]);
    expect(find("Parking")).toEqual(["Double T Slabs", "Inverted Beams"]);
  });

  it("matches everything when blank and nothing for unrelated text", () => {
    expect(find("")).toHaveLength(8);
    expect(find("   ")).toHaveLength(8);
    expect(find("asphalt shingles")).toEqual([]);
  });

  it("does not read the description", () => {
    const piles = products.find((p) => p.slug === "prestressed-piles")!;
    expect(productSummary(piles.slug).description).toContain("corrosion");
    expect(matchesText(piles, "corrosion")).toBe(false);
  });

  it("combines with the filters", () => {
    expect(searchProducts(products, { category: "beams", application: "marine" }, "beam").map((p) => p.title)).toEqual(["I-Beams"]);
  });
});

describe("the URL (rules §2: parameters equal to 'all' are left out)", () => {
  it("builds /products with only the filters that are set", () => {
    expect(productsUrl({ category: "all", application: "all" })).toBe("/products");
    expect(productsUrl({ category: "beams", application: "all" })).toBe("/products?category=beams");
    expect(productsUrl({ category: "all", application: "marine" })).toBe("/products?application=marine");
    expect(productsUrl({ category: "slabs", application: "residential" })).toBe("/products?category=slabs&application=residential");
  });

  it("reads missing, empty and unknown values as 'all', never as an error", () => {
    expect(parseFilters("")).toEqual({ category: "all", application: "all", text: "" });
    expect(parseFilters("?category=xyz&application=")).toEqual({ category: "all", application: "all", text: "" });
    expect(parseFilters("category=BEAMS&application=%3Cscript%3E")).toMatchObject({ category: "all", application: "all" });
    expect(parseFilters("category=planks&application=bridge&q=deck")).toEqual({ category: "planks", application: "bridge", text: "deck" });
  });

  it("round-trips every combination", () => {
    for (const category of CATEGORY_OPTIONS)
      for (const application of APPLICATION_OPTIONS) {
        const url = productsUrl({ category, application });
        expect(parseFilters(url.split("?")[1] ?? "")).toMatchObject({ category, application });
        expect(url).not.toContain("all");
      }
  });
});

describe("the sidebar's remembered state (rules §4, §9)", () => {
  it("defaults to open and remembers nothing without cookies", () => {
    expect(readSidebarState(null)).toEqual({ open: true, categoryOpen: true, applicationOpen: true, remembered: false });
    expect(readSidebarState("theme=dark; other=1")).toMatchObject({ remembered: false });
  });

  it("reads each cookie on its own; only 'false' closes", () => {
    expect(readSidebarState("search-sidebar-category-open=false")).toEqual({
      open: true,
      categoryOpen: false,
      applicationOpen: true,
      remembered: true,
    });
    expect(readSidebarState("a=1; search-sidebar-application-open=false; sidebar_state=false")).toEqual({
      open: false,
      categoryOpen: true,
      applicationOpen: false,
      remembered: true,
    });
    expect(readSidebarState("sidebar_state=true")).toMatchObject({ open: true, remembered: true });
    expect(readSidebarState("xsidebar_state=false")).toMatchObject({ open: true, remembered: false });
  });

  it("writes cookies for path / with the spec's lifetimes: 365 days for sections, 7 for the sidebar", () => {
    expect(sidebarCookie("search-sidebar-category-open", false)).toBe(
      "search-sidebar-category-open=false; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(sidebarCookie("search-sidebar-application-open", true)).toBe(
      "search-sidebar-application-open=true; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(sidebarCookie("sidebar_state", false)).toBe("sidebar_state=false; Path=/; Max-Age=604800; SameSite=Lax");
  });
});
