// The spec sheet's engineering (app/catalogue/spec-sheet/sheet-engineering.server.ts): per section
// its patterns and one load–span table with a column per pattern untopped, then topped; each cell
// the number the page, the API and the finder give (cellLoad), with its camber under it; Spanish
// sheets add kg/m² and kg/cm²; imperial sheets compute each round-feet span.
import { describe, expect, it } from "vitest";
import { cellLoad, cellLoadKg } from "../../app/catalogue/engineering/cell-load";
import { capacityAt, tableSpans } from "../../app/catalogue/engineering/capacity";
import { designById, designsOf, sectionById } from "../../app/catalogue/engineering/sections";
import { sheetEngineering, type SheetTable } from "../../app/catalogue/spec-sheet/sheet-engineering.server";
import { engineeringText } from "../../app/catalogue/spec-sheet/sheet-engineering-text";

const FT = 0.3048;

/** The table's row for a span label ("10.0", "30"), and the cell of a column, by index. */
const row = (table: SheetTable, span: string) => table.rows.find((r) => r[0]!.text === span)!;

describe("the spec sheet's load–span tables", () => {
  it("gives each section its own table, a column per pattern untopped then topped, over the page's spans", () => {
    const sheet = sheetEngineering("hollow-core", "metric", "en")!;
    expect(sheet.loadTables.map((t) => t.title)).toEqual(["HC 200 × 1200", "HC 250 × 1200", "HC 305 × 1220"]);
    const { table } = sheet.loadTables[0]!;
    const designs = designsOf(sectionById("hc-200")!);
    expect(table.columns.map((c) => c.label)).toEqual(["Span", ...designs.map((d) => d.pattern.id)]);
    expect(designs.map((d) => d.topping !== null)).toEqual([false, false, false, true, true, true]);
    expect(table.groups).toEqual([
      { label: "Untopped", from: 1, count: 3 },
      { label: "Topped, 50 mm", from: 4, count: 3 },
    ]);
    expect(table.rows.map((r) => Number(r[0]!.text))).toEqual(tableSpans(designs[0]!));
    designs.forEach((design, i) => {
      const cell = capacityAt(design, 10)!;
      expect(row(table, "10.0")[i + 1]).toEqual({
        text: cellLoad(cell, "metric").toFixed(1),
        sub: `${cell.camberMm.erection} / ${cell.camberMm.longTerm}`,
      });
    });
  });

  it("marks a span where nothing is left beyond self-weight, and says what the mark means", () => {
    const sheet = sheetEngineering("hollow-core", "metric", "en")!;
    const design = designById("hc-200.4x12.7.t50")!;
    expect(capacityAt(design, 12)).toBeNull();
    expect(row(sheet.loadTables[0]!.table, "12.0")[4]).toEqual({ text: "–" });
    expect(engineeringText("en").legend.none).toMatch(/^–: no capacity left beyond self-weight/);
  });

  it("computes each round-feet span of an imperial sheet at that span, in psf and inches of camber", () => {
    const { table } = sheetEngineering("hollow-core", "imperial", "en")!.loadTables[0]!;
    expect(table.rows.map((r) => r[0]!.text)).toEqual([
      "10",
      "12",
      "14",
      "16",
      "18",
      "20",
      "22",
      "24",
      "26",
      "28",
      "30",
      "32",
      "34",
      "36",
      "38",
    ]);
    const cell = capacityAt(designById("hc-200.6x12.7.t50")!, 30 * FT)!;
    expect(row(table, "30")[5]).toEqual({
      text: String(cellLoad(cell, "imperial")),
      sub: `${(cell.camberMm.erection / 25.4).toFixed(1)} / ${(cell.camberMm.longTerm / 25.4).toFixed(1)}`,
    });
    expect(table.columns[1]!.unit).toBe("psf");
  });

  it("states a beam's line load in kN/m, and in kg/m beside it on a Spanish sheet", () => {
    const cell = capacityAt(designById("lb-610.8x12.7+2t")!, 8)!;
    const english = sheetEngineering("l-beams", "metric", "en")!.loadTables[0]!.table;
    expect(english.columns[2]!.unit).toBe("kN/m");
    expect(row(english, "8.0")[2]!.text).toBe(cellLoad(cell, "metric").toFixed(1));
    const spanish = sheetEngineering("l-beams", "metric", "es")!.loadTables[0]!.table;
    expect(spanish.columns[2]!.unit).toBe("kN/m (kg/m)");
    expect(row(spanish, "8.0")[2]!.text).toBe(`${cellLoad(cell, "metric").toFixed(1)} (${cellLoadKg(cell).toLocaleString("en-US")})`);
    expect(spanish.groups).toBeUndefined(); // never topped: no "untopped" over its columns
  });

  it("gives a Spanish metric sheet kg/m² beside kPa; a Spanish imperial sheet psf only", () => {
    const cell = capacityAt(designById("hc-200.7x12.7.t50")!, 10)!;
    const metric = sheetEngineering("hollow-core", "metric", "es")!.loadTables[0]!.table;
    expect(metric.columns[1]!.unit).toBe("kPa (kg/m²)");
    expect(row(metric, "10.0")[6]!.text).toBe(`${cellLoad(cell, "metric").toFixed(1)} (${cellLoadKg(cell)})`);
    const imperial = sheetEngineering("hollow-core", "imperial", "es")!.loadTables[0]!.table;
    expect(imperial.columns[1]!.unit).toBe("psf");
    expect(row(imperial, "10")[1]!.text).toMatch(/^\d+$/);
  });
});

describe("the spec sheet's patterns", () => {
  it("lists each pattern's strands by row with heights, f'c, f'ci, cover and fire rating untopped and topped", () => {
    const { patterns } = sheetEngineering("hollow-core", "metric", "en")!;
    expect(patterns.columns.map((c) => c.label)).toEqual(["Section", "Pattern", "Strands", "f'c", "f'ci", "Cover", "Untopped", "Topped"]);
    expect(patterns.groups).toContainEqual({ label: "Fire rating", from: 6, count: 2 });
    // HC 250's rows follow its name's; its heaviest pattern is 6 × 15.2 mm, rated 1½ h by its cover.
    const first = patterns.rows.findIndex((r) => r[0]!.text === "HC 250 × 1200");
    const heavy = patterns.rows[first + 2]!;
    expect(heavy[1]!.text).toBe("6x15.2");
    expect(heavy[2]!.text).toMatch(/^6 × 15\.2 mm at \d+ mm$/);
    expect(heavy.slice(3).map((c) => c.text)).toEqual(["34.5", "27.6", "43", "1½ h", "1½ h"]);
  });

  it("writes each row of strands on its own line, top strands too", () => {
    const { patterns } = sheetEngineering("double-t-slabs", "imperial", "en")!;
    const topped = patterns.rows.find((r) => r[1]!.text === "10x12.7+2t")!;
    expect(topped[2]!.text.split("\n").length).toBe(designById("dt-610.10x12.7+2t")!.pattern.strands.length);
    expect(topped[2]!.text).toMatch(/0\.5 in at \d+\.\d in/);
    expect(topped[3]!.text).toBe("6,000"); // 41.4 MPa to the nearest 10 psi
  });

  it("gives strengths in MPa with kg/cm² to the nearest 5 on a Spanish metric sheet", () => {
    const { patterns } = sheetEngineering("hollow-core", "metric", "es")!;
    expect(patterns.columns[3]!.unit).toBe("MPa (kg/cm²)");
    const first = patterns.rows[0]!;
    expect(first.slice(3, 5).map((c) => c.text)).toEqual(["34.5 (350)", "24.1 (245)"]);
  });

  it("leaves out the fire columns where no unit is rated by the slab tables, and gives piles their axial load", () => {
    const dt = sheetEngineering("double-t-slabs", "metric", "en")!;
    expect(dt.patterns.columns.map((c) => c.label)).not.toContain("Untopped");
    expect(dt.fireByEngineers).toBe(true);
    const piles = sheetEngineering("prestressed-piles", "metric", "en")!;
    expect(piles.loadTables).toEqual([]);
    expect(piles.patterns.columns.at(-1)).toMatchObject({ label: "Axial load", unit: "kN" });
  });
});

describe("the spec sheet's design basis", () => {
  it("states the code, load factors, deflection limit, what the load includes and that it is for preliminary design", () => {
    for (const locale of ["en", "es"] as const) {
      const basis = sheetEngineering("hollow-core", "metric", locale)!.basis.join("\n");
      expect(basis).toContain("ACI 318-19");
      expect(basis).toMatch(/PCI Design Handbook, 8(th ed\.|\.ª ed\.)/);
      expect(basis).toContain("ACI/TMS 216.1-14");
      expect(basis).toContain("1.2 D + 1.6 L");
      expect(basis).toContain("L/360");
      expect(basis).toMatch(
        locale === "en" ? /finishes, partitions, services and live load/ : /acabados, muros divisorios, instalaciones y carga viva/,
      );
    }
    // The topping is spoken of only where a table has topped columns.
    const flat = sheetEngineering("flat-slab", "metric", "en")!;
    expect([flat.intro, ...flat.basis].join("\n")).not.toMatch(/topping|topped/i);
    expect(sheetEngineering("hollow-core", "metric", "en")!.intro).toContain("in the topped columns, the topping's");
    expect(sheetEngineering("hollow-core", "imperial", "en")!.preliminary).toBe(
      "For preliminary design, not for construction; final design by M&M's engineers for each project.",
    );
    expect(sheetEngineering("hollow-core", "metric", "es")!.preliminary).toBe(
      "Para diseño preliminar, no para construcción; el diseño final lo hacen los ingenieros de M&M para cada proyecto.",
    );
  });
});
