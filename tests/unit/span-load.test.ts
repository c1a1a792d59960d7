// Find by span and load (rules §13): the form's fields and a search's "9 m 5 kPa" read and checked
// in both unit systems, and the answers the page shows.
import { describe, expect, it } from "vitest";
import { parseNumber, parseSpanLoadQuery, readSpanLoad, spanLoadUrl, toKPa, toMetres } from "../../app/catalogue/finder-query";
import { findSections, spanLoadPage } from "../../app/catalogue/engineering/finder.server";
import { productLoadTables } from "../../app/catalogue/engineering/page-tables.server";
import { capacityAt } from "../../app/catalogue/engineering/capacity";
import { designsOf, LINE_LOAD_ONLY, sectionById, sectionsFor } from "../../app/catalogue/engineering/sections";
import { cellLoad } from "../../app/catalogue/engineering/cell-load";

const read = (query: string) => readSpanLoad(new URLSearchParams(query));
const ask = (spanM: number, loadKPa: number, loadUnit: "kpa" | "kgm2" = "kpa") => ({ spanM, loadKPa, units: "metric" as const, loadUnit });
/** The metric figure of a text in both systems: "{5.5 kPa · 560 kg/m²|114 psf}" is 5.5. */
const first = (text: string) => Number(/^\{([\d.]+) /.exec(text)![1]);

describe("units conversion", () => {
  it("turns feet into metres, and psf and kg/m² into kPa", () => {
    expect(toMetres(30, "imperial")).toBeCloseTo(9.144, 3);
    expect(toMetres(9, "metric")).toBe(9);
    expect(toKPa(100, "psf")).toBeCloseTo(4.788, 3);
    expect(toKPa(500, "kgm2")).toBeCloseTo(4.903, 3);
    expect(toKPa(5, "kpa")).toBe(5);
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
    expect(read("span=9&load=5&units=metric")).toMatchObject({
      state: "valid",
      query: { spanM: 9, loadKPa: 5, units: "metric", loadUnit: "kpa" },
    });
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

describe("a load in kg/m²", () => {
  it("reads `load_units=kgm2` as kg/m² and converts it (500 kg/m² is 4.903 kPa)", () => {
    const asked = read("span=2&load=500&units=metric&load_units=kgm2");
    expect(asked).toMatchObject({ state: "valid", values: { load: "500", loadUnit: "kgm2" }, query: { spanM: 2, loadUnit: "kgm2" } });
    if (asked.state !== "valid") return;
    expect(asked.query.loadKPa).toBeCloseTo(4.903, 3);
    // kPa unless the address says kg/m²; an imperial question is in psf whatever it says.
    expect(read("span=2&load=5&units=metric&load_units=kpa")).toMatchObject({ query: { loadKPa: 5, loadUnit: "kpa" } });
    expect(read("span=30&load=100&units=imperial&load_units=kgm2")).toMatchObject({ query: { loadUnit: "psf" } });
  });

  it("states its bounds in kg/m² and reads a thousands comma", () => {
    expect(read("span=9&load=5&load_units=kgm2")).toMatchObject({ errors: { load: "Enter a load of at least 50 kg/m²." } });
    expect(read("span=9&load=20000&load_units=kgm2")).toMatchObject({ errors: { load: "Enter a load of at most 10,000 kg/m²." } });
    expect(read("span=9&load=quinientos&load_units=kgm2")).toMatchObject({ errors: { load: "Enter the load as a number, such as 500." } });
    for (const load of ["50", "10000", "10,000", "1 500"]) expect(read(`span=9&load=${load}&load_units=kgm2`).state, load).toBe("valid");
    expect(read("span=9&load=1,500&load_units=kgm2")).toMatchObject({ query: { loadKPa: toKPa(1500, "kgm2") } });
  });

  it("fills the fields with what was asked and the imperial ones converted", () => {
    const page = spanLoadPage(new URLSearchParams("span=2&load=500&units=metric&load_units=kgm2"), "es");
    expect(page.fields.metric).toEqual({ span: "2", load: "500" });
    expect(page.fields.imperial).toEqual({ span: "6.6", load: "102" });
    expect(page.loadUnit).toBe("kgm2");
    expect(page.asked).toEqual({ span: "{2 m|6.6 ft}", load: "{500 kg/m²|102 psf}" });
  });

  it("offers kg/m² first on a Spanish page and kPa on an English one, until a question says otherwise", () => {
    expect(spanLoadPage(new URLSearchParams(""), "es").loadUnit).toBe("kgm2");
    expect(spanLoadPage(new URLSearchParams(""), "en").loadUnit).toBe("kpa");
    expect(spanLoadPage(new URLSearchParams("span=9&load=5&units=metric"), "es").loadUnit).toBe("kpa");
    const imperial = spanLoadPage(new URLSearchParams("span=30&load=100&units=imperial"), "es");
    expect(imperial.loadUnit).toBe("kgm2");
    expect(imperial.fields.metric).toEqual({ span: "9.1", load: "488" });
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
    for (const answer of findSections(ask(3, 0.5), "en")) expect(answer.marginPct).toBeLessThan(20_000);
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
    ["9 m 500 kg/m2", 9, 4.903, "metric"],
    ["9 m 500 kg/m²", 9, 4.903, "metric"],
    ["9 m 500 kgf/m²", 9, 4.903, "metric"],
    ["500kg/m2 9m", 9, 4.903, "metric"],
  ])("reads %j", (text, spanM, loadKPa, units) => {
    const query = parseSpanLoadQuery(text);
    expect(query?.units).toBe(units);
    expect(query?.spanM).toBeCloseTo(spanM, 3);
    expect(query?.loadKPa).toBeCloseTo(loadKPa, 3);
  });

  it.each(["12 m", "hollow core", "9 m 5 m", "9 kPa 5 psf", "0 m 5 kPa", "900 m 5 kPa", "losa 9 m", "9 m 5 kg/m2", "9 m 90000 kg/m²"])(
    "leaves %j to the ordinary search",
    (text) => {
      expect(parseSpanLoadQuery(text)).toBeNull();
    },
  );

  it("answers at the address of the form, in the units asked", () => {
    expect(spanLoadUrl(parseSpanLoadQuery("9 m 5 kPa")!)).toBe("/products?span=9&load=5&units=metric#span-load");
    expect(spanLoadUrl(parseSpanLoadQuery("30 ft 100 psf")!)).toBe("/products?span=30&load=100&units=imperial#span-load");
    expect(spanLoadUrl(parseSpanLoadQuery("9 m 500 kg/m²")!)).toBe("/products?span=9&load=500&units=metric&load_units=kgm2#span-load");
    // A load in the other system is asked in the span's.
    expect(spanLoadUrl(parseSpanLoadQuery("30 ft 500 kg/m²")!)).toBe("/products?span=30&load=102&units=imperial#span-load");
  });
});

describe("the answers", () => {
  it("lists the sections that carry the load at the span, lightest first, with a true margin", () => {
    const answers = findSections(ask(9, 5), "en");
    expect(answers.length).toBeGreaterThan(0);
    const weights = answers.map((a) => first(a.selfWeight));
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    for (const answer of answers) {
      const carries = first(answer.capacity);
      expect(carries).toBeGreaterThanOrEqual(5);
      expect(answer.marginPct).toBe(Math.floor(((carries - 5) / 5) * 100 + 1e-9));
      expect(answer.note).toMatch(/span 9 m \(29\.5 ft\), load 5 kPa \(104 psf\)$/);
    }
    // Beams that carry other units on ledges have no load per m²: never an answer.
    expect(answers.some((a) => a.productSlug === "l-beams" || a.productSlug === "inverted-beams")).toBe(false);
  });

  it("answers a span shorter than a table from its first span, and says so", () => {
    const answers = findSections(ask(2, 5), "en");
    expect(answers.map((a) => a.productSlug)).toContain("hollow-core");
    for (const answer of answers) {
      const from = sectionById(answer.sectionId)!.spansM!.from;
      expect(answer.tableSpan, answer.sectionName).toBe(`{${from} m|${(from / 0.3048).toFixed(1)} ft}`);
    }
    const hc = answers.find((a) => a.sectionId === "hc-200")!;
    expect(hc.tableSpan).toBe("{3 m|9.8 ft}");
    expect(findSections(ask(9, 5), "en").find((a) => a.sectionId === "hc-305")?.tableSpan).toBeNull();
  });

  it("offers more than box beams over 20 m at 2 kPa", () => {
    const products = new Set(findSections(ask(20, 2), "en").map((a) => a.productSlug));
    expect(products).toContain("box-beams");
    expect(products.size).toBeGreaterThan(1);
  });

  it("considers every pattern of every section, topped or not: a load only one design carries returns that design", () => {
    let heaviest = 0;
    for (const section of sectionsFor("hollow-core").concat(sectionsFor("double-t-slabs"), sectionsFor("box-beams"))) {
      const designs = designsOf(section);
      for (const spanM of [section.spansM!.from + 1, (section.spansM!.from + section.spansM!.to) / 2]) {
        const loads = designs.map((design) => {
          const cell = capacityAt(design, spanM);
          return cell ? cellLoad(cell, "metric") : 0;
        });
        const best = Math.max(...loads);
        const only = loads.indexOf(best);
        if (loads.filter((load) => load === best).length > 1) continue;
        const answer = findSections(ask(spanM, best), "en").find((a) => a.sectionId === section.id);
        expect(answer?.designId, `${section.id} at ${spanM} m`).toBe(designs[only]!.id);
        if (designs[only]!.pattern === section.patterns.at(-1)) heaviest++;
      }
    }
    expect(heaviest).toBeGreaterThan(0);
    // The answer names its pattern and its topping.
    const topped = findSections(ask(9, 5), "en").find((a) => a.designId.endsWith(".t50"));
    expect(topped?.sectionName).toMatch(/, \d+x[\d.]+(\+\d+t)? with 50 mm topping$/);
  });

  it("weighs a topped answer with its topping", () => {
    const topped = findSections(ask(9, 5), "en").find((a) => a.designId.endsWith(".t50"))!;
    const section = sectionById(topped.sectionId)!;
    expect(first(topped.selfWeight)).toBeCloseTo(section.selfWeightKPa + 0.05 * 23.6, 1);
  });

  it("finds nothing for a load no unit carries, and says when the span is beyond every table", () => {
    expect(findSections(ask(20, 50), "en")).toEqual([]);
    expect(spanLoadPage(new URLSearchParams("span=20&load=50"), "en").beyondTables).toBeNull();
    const longest = Math.max(...sectionsFor("box-beams").map((s) => s.spansM!.to));
    const beyond = spanLoadPage(new URLSearchParams(`span=${longest + 1}&load=1`), "en");
    expect(beyond.answers).toEqual([]);
    expect(beyond.beyondTables).toBe("{30 m|98.4 ft}");
    expect(spanLoadPage(new URLSearchParams(`span=${longest}&load=1`), "en").beyondTables).toBeNull();
  });

  it("answers a span shorter than a table only down to half its first span, and says why when none answers", () => {
    // At 2 m: the 3 and 4 m tables answer (from their first span); double tees, whose table starts at 8 m, do not.
    const short = findSections(ask(2, 5), "en");
    expect(short.map((a) => a.sectionId)).toEqual(expect.arrayContaining(["hc-200", "fs-150", "hc-250"]));
    expect(short.some((a) => a.productSlug === "double-t-slabs")).toBe(false);
    for (const answer of short) expect(answer.tableSpan).not.toBeNull();
    const tooShort = spanLoadPage(new URLSearchParams("span=1.2&load=5"), "en");
    expect(tooShort.answers).toEqual([]);
    expect(tooShort.belowTables).toBe("{1.5 m|4.9 ft}");
    expect(spanLoadPage(new URLSearchParams("span=2&load=5"), "en").belowTables).toBeNull();
  });

  it("gives kg/m² in Spanish, and in English to a question asked in kg/m²", () => {
    for (const answer of findSections(ask(9, 5), "es")) expect(answer.capacity).toMatch(/^\{[\d.]+ kPa · [\d,]+ kg\/m²\|[\d,]+ psf\}$/);
    const [first] = findSections(ask(9.144, 4.788), "es");
    expect(first?.note).toMatch(/claro 9\.14 m \(30 ft\), carga 4\.79 kPa \(100 psf\)$/);
    const kg = findSections(ask(9, toKPa(500, "kgm2"), "kgm2"), "en");
    expect(kg.length).toBeGreaterThan(0);
    for (const answer of kg) {
      expect(answer.capacity).toMatch(/ kg\/m²\|/);
      expect(answer.note).toMatch(/span 9 m \(29\.5 ft\), load 500 kg\/m² \(4\.9 kPa, 102 psf\)$/);
    }
  });

  it("fills the other system's fields with the question converted", () => {
    const page = spanLoadPage(new URLSearchParams("span=30&load=100&units=imperial"), "en");
    expect(page.fields.imperial).toEqual({ span: "30", load: "100" });
    expect(page.fields.metric).toEqual({ span: "9.1", load: "4.8" });
    expect(page.asked).toEqual({ span: "{9.14 m|30 ft}", load: "{4.79 kPa|100 psf}" });
  });
});

describe("a product page's tables", () => {
  it("has one table per section: a row per span, a column per pattern untopped then topped, load and camber in each cell", () => {
    const tables = productLoadTables("hollow-core", "en")!;
    expect(tables.kind).toBe("area");
    expect(tables.confirmed).toBe(false);
    expect(tables.sections.map((s) => s.name)).toEqual(["HC 200 × 1200", "HC 250 × 1200", "HC 305 × 1220"]);
    const [hc200] = tables.sections;
    expect(hc200!.topping).toBe("{50 mm|2 in}");
    expect(hc200!.dxf).toBe("/products/hollow-core/sections/hc-200.dxf");
    expect(hc200!.columns.map((c) => c.topped)).toEqual([false, false, false, true, true, true]);
    expect(hc200!.rows[0]!.span).toBe("{3 m|9.8 ft}");
    expect(hc200!.rows[0]!.cells[0]).toEqual({
      load: expect.stringMatching(/^\{\d+\.\d kPa\|[\d,]+ psf\}$/),
      camber: expect.stringMatching(/^\{-?\d+ \/ -?\d+ mm\|-?[\d.]+ \/ -?[\d.]+ in\}$/),
    });
    expect(hc200!.rows.every((row) => row.cells.length === 6)).toBe(true);
    expect(hc200!.patterns[0]).toMatchObject({ id: "4x12.7", fireH: expect.any(Number), fireToppedH: expect.any(Number) });
  });

  it("adds kg/m² and kg/cm² on a Spanish page", () => {
    const [hc200] = productLoadTables("hollow-core", "es")!.sections;
    expect(hc200!.rows[0]!.cells[0]!.load).toMatch(/^\{\d+\.\d kPa · [\d,]+ kg\/m²\|[\d,]+ psf\}$/);
    expect(hc200!.patterns[0]!.fc).toMatch(/kg\/cm²/);
    expect(hc200!.dxf).toBe("/es/products/hollow-core/sections/hc-200.dxf");
  });

  it("gives beams on ledges a line load, no fire rating, and piles their axial load per pattern", () => {
    const beams = productLoadTables("l-beams", "en")!;
    expect(beams.kind).toBe("line");
    expect(beams.sections[0]!.rows[0]!.cells[0]!.load).toMatch(/kN\/m\|[\d,]+ plf\}$/);
    expect(beams.sections[0]!.patterns.every((p) => p.fireH === null && p.fireToppedH === null)).toBe(true);
    expect(LINE_LOAD_ONLY.has("l-beams")).toBe(true);
    const piles = productLoadTables("prestressed-piles", "en")!;
    expect(piles.kind).toBe("axial");
    for (const section of piles.sections) {
      expect(section.rows).toEqual([]);
      expect(section.axial).toHaveLength(section.patterns.length);
      expect(section.axial[0]).toMatch(/^\{[\d,]+ kN\|[\d,]+ kips\}$/);
    }
    expect(productLoadTables("no-such-product", "en")).toBeNull();
  });
});
