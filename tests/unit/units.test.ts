// Metric and imperial: the conversions and their rounding, every quantity in the content marked
// and readable, the drawings' dual dimensions converted by the same rule, and find by span.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  coversLength,
  formatQuantity,
  parseLength,
  parseQuantity,
  plainText,
  quantityMarks,
  textParts,
  type ImperialUnit,
} from "../../app/lib/units";
import { products } from "../../app/catalogue/content/products";
import { searchProducts } from "../../app/catalogue/product-search";

const root = new URL("../../", import.meta.url).pathname;
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const CONTENT = [...filesUnder("app/catalogue/content"), ...filesUnder("app/company/content"), "app/careers/content.ts"];

describe("formatQuantity", () => {
  it.each([
    [{ from: 20, to: 50, unit: "ft" }, "6.1 to 15.2 m", "20 to 50 ft"],
    [{ from: 40, to: 80, unit: "ft" }, "12.2 to 24.4 m", "40 to 80 ft"],
    [{ from: 120, unit: "ft" }, "36.6 m", "120 ft"],
    [{ from: 6, to: 16, unit: "in" }, "150 to 405 mm", "6 to 16 in"],
    [{ from: 0.5, unit: "in" }, "12.7 mm", "0.5 in"],
    [{ from: 3, unit: "in" }, "75 mm", "3 in"],
    [{ from: 48, unit: "in" }, "1220 mm", "48 in"],
    [{ from: 960, unit: "sq ft" }, "89 m²", "960 sq ft"],
    [{ from: 6000, to: 8000, unit: "psi" }, "41 to 55 MPa", "6,000 to 8,000 PSI"],
    [{ from: 5000, unit: "psi" }, "34 MPa", "5,000 PSI"],
    [{ from: 100, to: 500, unit: "ton" }, "890 to 4450 kN", "100 to 500 tons"],
    [{ from: 32, unit: "kip" }, "140 kN", "32 kips"],
  ] as const)("%o reads %s or %s", (quantity, metric, imperial) => {
    expect(formatQuantity(quantity, "metric")).toBe(metric);
    expect(formatQuantity(quantity, "imperial")).toBe(imperial);
  });
});

describe("content text", () => {
  it("splits text at its marks and writes it in one system or both", () => {
    const text = "Depths of {6 to 16 in} span {20 to 50 ft}.";
    expect(textParts(text)).toEqual(["Depths of ", { from: 6, to: 16, unit: "in" }, " span ", { from: 20, to: 50, unit: "ft" }, "."]);
    expect(plainText(text, "imperial")).toBe("Depths of 6 to 16 in span 20 to 50 ft.");
    expect(plainText(text, "metric")).toBe("Depths of 150 to 405 mm span 6.1 to 15.2 m.");
    expect(plainText(text)).toBe("Depths of 150 to 405 mm (6 to 16 in) span 6.1 to 15.2 m (20 to 50 ft).");
    expect(plainText("No quantities here.")).toBe("No quantities here.");
  });

  it("refuses marks it cannot read", () => {
    for (const body of ["6 to 16", "6 to 16 cm", "about 6 in", "6-16 in"]) expect(parseQuantity(body)).toBeNull();
  });

  it.each(CONTENT)("%s marks every quantity, and every mark reads", (file) => {
    const source = readFileSync(join(root, file), "utf8");
    const marks = quantityMarks(source).filter((body) => /^\d[\d,.]*( to \d[\d,.]*)? [a-z ]+$/i.test(body));
    for (const mark of marks) expect(parseQuantity(mark), mark).not.toBeNull();
    // Outside the marks, no number is followed by an imperial or metric unit.
    const unmarked = source
      .replace(/\{\d[^{}]*\}/g, "")
      .match(/\b\d(?:[\d,.]*\d)?\s?(in|ft|sq ft|feet|foot|inch(es)?|PSI|psi|tons?|kips?|mm|m|MPa|kN)\b/g);
    expect(unmarked ?? []).toEqual([]);
  });
});

describe("drawings", () => {
  const DRAWINGS = filesUnder("public/images").filter((file) => file.endsWith(".svg"));
  const UNIT: Record<string, ImperialUnit> = { IN: "in", FT: "ft", PSI: "psi", KIP: "kip" };
  // "150–405 mm (6–16 IN)", "915 or 1220 mm (36 OR 48 IN)", "140 kN (32 KIP)"
  // "5 m (16 FT 6 IN)", "-0.9 m (-3 FT)"
  const DUAL = /(-?[\d.]+)(?:(–| or )([\d.]+))? (mm|m|MPa|kN) \((-?[\d,.¾]+)(?:(?:–| OR )([\d,.]+))? (IN|FT|PSI|KIP)(?: (\d+) IN)?\)/g;
  const number = (text: string) => (text === "¾" ? 0.75 : Number(text.replaceAll(",", "")));

  it.each(DRAWINGS)("%s dimensions both ways, converted by the site's rule", (file) => {
    const labels = [...readFileSync(join(root, file), "utf8").matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) =>
      m[1]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "),
    );
    let dual = 0;
    for (const label of labels) {
      for (const match of label.matchAll(DUAL)) {
        const [, metricFrom, , metricTo, metricUnit, imperialFrom, imperialTo, imperialUnit, inches] = match;
        const unit = UNIT[imperialUnit!]!;
        const from = number(imperialFrom!) + (inches ? Number(inches) / 12 : 0);
        expect(`${metricFrom} ${metricUnit}`, label).toBe(formatQuantity({ from, unit }, "metric"));
        if (imperialTo) expect(`${metricTo} ${metricUnit}`, label).toBe(formatQuantity({ from: number(imperialTo), unit }, "metric"));
        dual++;
      }
      // No imperial figure without its metric twin.
      expect(label.replace(DUAL, ""), label).not.toMatch(/\b\d[\d,.]*(–[\d,.]+)? (IN|FT|PSI|KIP)\b(?!²)/);
    }
    if (file.includes("/products/")) expect(dual).toBeGreaterThan(2);
  });
});

describe("find by span", () => {
  it("reads the lengths a visitor types, in feet", () => {
    expect(parseLength("12 m")).toBeCloseTo(39.37, 2);
    expect(parseLength("12m")).toBeCloseTo(39.37, 2);
    expect(parseLength("12,5 metros")).toBeCloseTo(41.01, 2);
    expect(parseLength("12,5 m")).toBeCloseTo(41.01, 2);
    expect(parseLength("40 ft")).toBe(40);
    expect(parseLength("40'")).toBe(40);
    expect(parseLength("40 feet")).toBe(40);
    for (const text of ["hollow core", "12", "m", "0 m", "-3 m", "12 cm"]) expect(parseLength(text)).toBeNull();
  });

  it("covers a length within the published range, at the precision it is shown", () => {
    expect(coversLength({ from: 40, to: 80, unit: "ft" }, 80)).toBe(true);
    expect(coversLength({ from: 40, to: 80, unit: "ft" }, parseLength("12.2 m")!)).toBe(true);
    expect(coversLength({ from: 40, to: 80, unit: "ft" }, 81)).toBe(false);
  });

  it("finds the products that span a length, and never a pile", () => {
    const titles = (text: string) => searchProducts(products, { category: "all", application: "all" }, text).map((p) => p.slug);
    expect(titles("28 m")).toEqual(["box-beams"]);
    expect(titles("50 ft")).toEqual(["double-t-slabs", "box-beams", "l-beams", "inverted-beams"]);
    expect(titles("12 m")).not.toContain("prestressed-piles");
    expect(titles("12 m")).toContain("hollow-core");
    expect(titles("200 m")).toEqual([]);
  });
});
