import { describe, expect, it } from "vitest";
import { breadcrumbs, segmentLabel } from "../../app/shell/head/breadcrumbs";

const labels = (path: string, search?: string) => breadcrumbs(path, "en", search).map((c) => c.label);

describe("breadcrumbs (rules §2 Header)", () => {
  it("starts with Home", () => {
    expect(breadcrumbs("/")).toEqual([{ label: "Home", href: "/" }]);
  });

  it("labels nested segments with friendly names and links each level", () => {
    expect(breadcrumbs("/products/learn/double-t-slabs")).toEqual([
      { label: "Home", href: "/" },
      { label: "Products", href: "/products" },
      { label: "Learn", href: "/products/learn", page: false },
      { label: "Double T Slabs", href: "/products/learn/double-t-slabs" },
    ]);
    expect(labels("/products/l-beams")).toEqual(["Home", "Products", "I-Beams"]);
    expect(labels("/services/engineering-consultation")).toEqual(["Home", "Services", "Engineering Consultation"]);
  });

  it("has the spec's own labels for teaming and quality assurance", () => {
    expect(labels("/teaming")).toEqual(["Home", "Teaming Opportunities"]);
    expect(labels("/services/quality-assurance")).toEqual(["Home", "Services", "Quality Assurance"]);
    expect(labels("/about")).toEqual(["Home", "About Us"]);
  });

  it("adds the category and application filters on /products", () => {
    expect(labels("/products", "?category=beams&application=marine")).toEqual(["Home", "Products", "Beams", "Marine Applications"]);
    expect(labels("/products", "?application=bridge")).toEqual(["Home", "Products", "Bridge Applications"]);
    expect(breadcrumbs("/products", "en", "?category=slabs&application=residential").at(-1)?.href).toBe(
      "/products?category=slabs&application=residential",
    );
  });

  it("ignores filter values that are not in the catalogue", () => {
    expect(labels("/products", "?category=<script>&application=moon")).toEqual(["Home", "Products"]);
  });

  it("turns unnamed segments into words", () => {
    expect(segmentLabel("steel-sheds")).toBe("Steel Sheds");
    expect(segmentLabel("%E2%9C%93-ok")).toBe("✓ Ok");
    expect(segmentLabel("%E0%A4%A")).toBe("%E0%A4%A");
  });
});
