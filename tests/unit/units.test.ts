// Metric and imperial: the conversions and their rounding, every quantity in the content marked
// and readable, and find by span (the drawings' units: tests/unit/drawing-units.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coversLength, formatQuantity, parseLength, parseQuantity, plainText, quantityMarks, textParts } from "../../app/lib/units";
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
    [{ from: 48, unit: "in" }, "1,220 mm", "48 in"],
    [{ from: 960, unit: "sq ft" }, "89 m²", "960 sq ft"],
    [{ from: 6000, to: 8000, unit: "psi" }, "41 to 55 MPa", "6,000 to 8,000 psi"],
    [{ from: 5000, unit: "psi" }, "34 MPa", "5,000 psi"],
    [{ from: 100, to: 500, unit: "ton" }, "890 to 4,450 kN", "100 to 500 tons"],
    [{ from: 120_000, unit: "sq ft" }, "11,148 m²", "120,000 sq ft"],
    [{ from: 32, unit: "kip" }, "140 kN", "32 kips"],
  ] as const)("%o reads %s or %s", (quantity, metric, imperial) => {
    expect(formatQuantity(quantity, "metric")).toBe(metric);
    expect(formatQuantity(quantity, "imperial")).toBe(imperial);
  });
});

describe("formatQuantity in Spanish", () => {
  it("groups and marks decimals as the language does (app/lib/typography.ts), with its range word", () => {
    expect(formatQuantity({ from: 48, to: 96, unit: "in" }, "metric", "es")).toBe("1,220 a 2,440 mm");
    expect(formatQuantity({ from: 20, to: 50, unit: "ft" }, "metric", "es")).toBe("6.1 a 15.2 m");
    expect(formatQuantity({ from: 960, unit: "sq ft" }, "imperial", "es")).toBe("960 ft²");
    expect(formatQuantity({ from: 6000, unit: "psi" }, "imperial", "es")).toBe("6,000 psi");
  });

  it("gives a weight in tons as metric tonnes in either system: a Latin American reader takes “ton” as 1,000 kg", () => {
    expect(formatQuantity({ from: 100, to: 500, unit: "ton" }, "imperial", "es")).toBe("91 a 454 t");
    expect(formatQuantity({ from: 450, unit: "ton" }, "imperial", "es")).toBe("408 t");
    expect(formatQuantity({ from: 450, unit: "ton" }, "metric", "es")).toBe("4,000 kN");
    expect(plainText("hasta {450 ton}", "both", "es")).toBe("hasta 4,000 kN (408 t)");
    expect(formatQuantity({ from: 450, unit: "ton" }, "imperial", "en")).toBe("450 tons");
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
