// Find by span and load (rules §13): the form's fields and a search's "9 m 5 kPa" read and checked
// in both unit systems, and the answers the page shows.
import { describe, expect, it } from "vitest";
import { parseNumber, parseSpanLoadQuery, readSpanLoad, spanLoadUrl, toKPa, toMetres } from "../../app/catalogue/span-load";
import { findSections, productLoadTables, spanLoadPage } from "../../app/catalogue/engineering/page-text";

const read = (query: string) => readSpanLoad(new URLSearchParams(query));

describe("units conversion", () => {
  it("turns feet into metres and psf into kPa", () => {
    expect(toMetres(30, "imperial")).toBeCloseTo(9.144, 3);
    expect(toMetres(9, "metric")).toBe(9);
    expect(toKPa(100, "imperial")).toBeCloseTo(4.788, 3);
    expect(toKPa(5, "metric")).toBe(5);
  });

  it("reads a decimal point or a decimal comma, nothing else", () => {
    expect(parseNumber("9.5")).toBe(9.5);
    expect(parseNumber(" 9,5 ")).toBe(9.5);
    expect(parseNumber("1e3")).toBeNull();
    expect(parseNumber("nine")).toBeNull();
    expect(parseNumber("")).toBeNull();
  });
});

describe("the form's fields", () => {
  it("is no question at all on the plain page", () => {
    expect(read("")).toEqual({ state: "none" });
    expect(read("category=slabs")).toEqual({ state: "none" });
  });

  it("reads a metric and an imperial question", () => {
    expect(read("span=9&load=5&units=metric")).toMatchObject({ state: "valid", query: { spanM: 9, loadKPa: 5, units: "metric" } });
    const imperial = read("span=30&load=100&units=imperial");
    expect(imperial.state).toBe("valid");
    if (imperial.state !== "valid") return;
    expect(imperial.query.spanM).toBeCloseTo(9.144, 3);
    expect(imperial.query.loadKPa).toBeCloseTo(4.788, 3);
    // Units missing or unknown: metric, as the page reads without a choice.
    expect(read("span=9&load=5&units=furlongs")).toMatchObject({ query: { units: "metric" } });
  });

  it("names each field's own mistake: empty, not a number, negative, absurd", () => {
    expect(read("span=&load=5")).toMatchObject({ state: "invalid", errors: { span: "Enter the span." } });
    expect(read("span=9")).toMatchObject({ errors: { load: "Enter the load." } });
    expect(read("span=abc&load=5")).toMatchObject({ errors: { span: "Enter the span as a number, such as 9 or 9.5." } });
    expect(read("span=-3&load=-1")).toMatchObject({
      errors: { span: "The span must be more than zero.", load: "The load must be more than zero." },
    });
    expect(read("span=0&load=5")).toMatchObject({ errors: { span: "The span must be more than zero." } });
    expect(read("span=500&load=5")).toMatchObject({ errors: { span: "Enter a span of at most 40 m (131 ft)." } });
    expect(read("span=131&load=50&units=imperial").state).toBe("valid");
    expect(read("span=9&load=3000&units=imperial")).toMatchObject({ errors: { load: "Enter a load of at most 100 kPa (2,088 psf)." } });
  });
});

describe("the bounds of a question", () => {
  it("refuses a load or a span too small to mean anything, never computing a margin from it", () => {
    expect(read("span=9&load=0.0000000000000001")).toMatchObject({
      state: "invalid",
      errors: { load: "Enter a load of at least 0.5 kPa (10 psf)." },
    });
    expect(read("span=0.5&load=5")).toMatchObject({ state: "invalid", errors: { span: "Enter a span of at least 1 m (3 ft)." } });
    expect(read("span=2&load=9&units=imperial")).toMatchObject({
      errors: { span: "Enter a span of at least 1 m (3 ft).", load: "Enter a load of at least 0.5 kPa (10 psf)." },
    });
    const page = spanLoadPage(new URLSearchParams("span=9&load=0.0000000000000001"), "en");
    expect(page.answers).toEqual([]);
    expect(page.asked).toBeNull();
  });

  it("takes each bound itself, in either system", () => {
    for (const query of ["span=1&load=0.5", "span=40&load=100", "span=3&load=10&units=imperial", "span=131&load=2088&units=imperial"])
      expect(read(query).state, query).toBe("valid");
  });

  it("keeps every margin within what the tables can give", () => {
    for (const answer of findSections({ spanM: 3, loadKPa: 0.5, units: "metric" }, "en")) expect(answer.marginPct).toBeLessThan(20_000);
  });

  it("leaves a search for a span or load out of bounds to the ordinary search", () => {
    expect(parseSpanLoadQuery("9 m 0.0000000000000001 kPa")).toBeNull();
    expect(parseSpanLoadQuery("0.2 m 5 kPa")).toBeNull();
    expect(parseSpanLoadQuery("30 ft 5 psf")).toBeNull();
    expect(parseSpanLoadQuery("3 ft 10 psf")).not.toBeNull();
  });
});

describe("a search that asks for a span and a load", () => {
  it.each([
    ["9 m 5 kPa", 9, 5, "metric"],
    ["9m 5kpa", 9, 5, "metric"],
    ["9 m, 5 kN/m2", 9, 5, "metric"],
    ["9 m 5 kN/m²", 9, 5, "metric"],
    ["9 metros 5 kN/m²", 9, 5, "metric"],
    ["5 kPa 9 m", 9, 5, "metric"],
    ["30 ft 100 psf", 9.144, 4.788, "imperial"],
    ["30 pies 100 psf", 9.144, 4.788, "imperial"],
  ])("reads %j", (text, spanM, loadKPa, units) => {
    const query = parseSpanLoadQuery(text);
    expect(query?.units).toBe(units);
    expect(query?.spanM).toBeCloseTo(spanM, 3);
    expect(query?.loadKPa).toBeCloseTo(loadKPa, 3);
  });

  it.each(["12 m", "hollow core", "9 m 5 m", "9 kPa 5 psf", "0 m 5 kPa", "900 m 5 kPa", "losa 9 m"])(
    "leaves %j to the ordinary search",
    (text) => {
      expect(parseSpanLoadQuery(text)).toBeNull();
    },
  );

  it("answers at the address of the form, in the units asked", () => {
    expect(spanLoadUrl(parseSpanLoadQuery("9 m 5 kPa")!)).toBe("/products?span=9&load=5&units=metric#span-load");
    expect(spanLoadUrl(parseSpanLoadQuery("30 ft 100 psf")!)).toBe("/products?span=30&load=100&units=imperial#span-load");
  });
});

describe("the answers", () => {
  it("lists the sections that carry the load at the span, lightest first, with a true margin", () => {
    const answers = findSections({ spanM: 9, loadKPa: 5, units: "metric" }, "en");
    expect(answers.length).toBeGreaterThan(0);
    const weights = answers.map((a) => Number(/^\{([\d.]+) kPa/.exec(a.selfWeight)![1]));
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    for (const answer of answers) {
      const carries = Number(/^\{([\d.]+) kPa/.exec(answer.capacity)![1]);
      expect(carries).toBeGreaterThanOrEqual(5);
      expect(answer.marginPct).toBe(Math.floor(((carries - 5) / 5) * 100 + 1e-9));
      expect(answer.note).toMatch(/span 9 m \(29\.5 ft\), load 5 kPa \(104 psf\)$/);
    }
    // Beams that carry other units on ledges have no load per m²: never an answer.
    expect(answers.some((a) => a.productSlug === "l-beams" || a.productSlug === "inverted-beams")).toBe(false);
  });

  it("finds nothing for a load no unit carries, and the note is Spanish on a Spanish page", () => {
    expect(findSections({ spanM: 20, loadKPa: 50, units: "metric" }, "en")).toEqual([]);
    const [first] = findSections({ spanM: 9.144, loadKPa: 4.788, units: "imperial" }, "es");
    expect(first?.note).toMatch(/claro 30 ft \(9\.14 m\), carga 100 psf \(4\.79 kPa\)$/);
  });

  it("fills the other system's fields with the question converted", () => {
    const page = spanLoadPage(new URLSearchParams("span=30&load=100&units=imperial"), "en");
    expect(page.fields.imperial).toEqual({ span: "30", load: "100" });
    expect(page.fields.metric).toEqual({ span: "9.1", load: "4.8" });
    expect(page.asked).toEqual({ span: "{9.14 m|30 ft}", load: "{4.79 kPa|100 psf}" });
  });
});

describe("a product page's tables", () => {
  it("has a row per span, a column per section, both systems in each cell", () => {
    const tables = productLoadTables("hollow-core")!;
    expect(tables.kind).toBe("area");
    expect(tables.sections.map((s) => s.name)).toEqual(["HC 200 × 1200", "HC 250 × 1200", "HC 305 × 1220"]);
    expect(tables.rows[0]!.span).toBe("{3 m|9.8 ft}");
    expect(tables.rows[0]!.cells[0]).toMatch(/^\{\d+\.\d kPa\|[\d,]+ psf\}$/);
    expect(tables.rows.every((row) => row.cells.length === 3)).toBe(true);
  });

  it("gives beams on ledges a line load and piles their axial load", () => {
    expect(productLoadTables("l-beams")!.rows[0]!.cells[0]).toMatch(/kN\/m\|[\d,]+ plf\}$/);
    const piles = productLoadTables("prestressed-piles")!;
    expect(piles.kind).toBe("axial");
    expect(piles.rows).toEqual([]);
    expect(piles.axial[0]).toMatch(/^\{[\d,]+ kN\|[\d,]+ kips\}$/);
    expect(productLoadTables("no-such-product")).toBeNull();
  });
});
