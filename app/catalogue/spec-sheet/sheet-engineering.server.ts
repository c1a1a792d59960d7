// A product's sections, strand patterns and load–span tables as a spec sheet prints them, in the
// sheet's units and language (docs/load-span-method.md). Per section one table: a column per
// pattern untopped, then topped; each cell the number the page, the API and the finder give
// (cellLoad), with its camber under it. Metric sheets use the section's spans, as the page does;
// imperial sheets round feet, each computed at that span rather than converted.
import { cellLoad, cellLoadKg } from "../engineering/cell-load";
import { allowableAxialKN, capacityAt, tableSpans } from "../engineering/capacity";
import { strengthText, unitsIn } from "../engineering/quantities";
import { CONCRETE_KN_PER_M3, designsOf, FPU_MPA, LINE_LOAD_ONLY, sectionsFor, type Design, type Section } from "../engineering/sections";
import { KN_PER_KIP, KN_PER_M_PER_PLF, KPA_PER_PSF, M_PER_FT, MM_PER_IN, MPA_PER_PSI } from "../../lib/unit-factors";
import { KILOGRAM_FORCE, type Locale } from "../../lib/locale";
import { formatNumber } from "../../lib/typography";
import type { UnitSystem } from "../../lib/units";
import { engineeringText, type EngineeringText } from "./sheet-engineering-text";

/** A unit may carry "^" superscripts ("10^6 mm^4"), set small and raised. */
type SheetColumn = { label: string; unit: string; align?: "left" | "right" };
/** A cell's text ("\n" between its lines) and a small line under it (a load's camber). */
type SheetCell = { text: string; sub?: string };
/** A label over `count` columns from column `from`. */
type ColumnGroup = { label: string; from: number; count: number };
export type SheetTable = { columns: SheetColumn[]; groups?: ColumnGroup[]; rows: SheetCell[][] };

export type SheetEngineering = {
  /** area: per m² (ft²) of the unit's width; line: along a beam that carries other units; axial: piles. */
  kind: "area" | "line" | "axial";
  /** One row per section. */
  properties: SheetTable;
  /** One row per pattern, by section. */
  patterns: SheetTable;
  /** One per section, titled with its name; none for piles. */
  loadTables: { title: string; table: SheetTable }[];
  /** No unit of the product is rated by the slab tables: the fire columns are left out. */
  fireByEngineers: boolean;
  /** What a cell is, and what its marks mean; null for piles. */
  intro: string | null;
  legend: string[];
  basis: string[];
  /** The closing words, in bold. */
  preliminary: string;
};

const left = (label: string, unit = ""): SheetColumn => ({ label, unit, align: "left" });
const right = (label: string, unit: string): SheetColumn => ({ label, unit });
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** Numbers as the sheet's language writes them, in either system (app/lib/typography.ts): "1,220", "0.75". */
const numbersIn = (locale: Locale) => ({
  fixed: (value: number, places: number) => formatNumber(value, locale, { places, fixed: true }),
  int: (value: number) => formatNumber(Math.round(value), locale),
});
/** One side of a quantity the page shows in both systems, without its unit ("7.9 in" → "7.9"). */
const side = (pair: [string, string], units: UnitSystem) => (units === "metric" ? pair[0] : pair[1]);
const bare = (text: string) => text.replace(/ ?(MPa|kg\/cm²|psi|mm|in|kN|kips)(?!\w)/g, "");
/** The page's f'c text (quantities.ts) in the sheet's system: "34.5 MPa (350 kg/cm²)" on a Spanish metric sheet. */
const strength = (mpa: number, units: UnitSystem, locale: Locale) => {
  const [, metric, imperial] = /^\{(.*)\|(.*)\}$/.exec(strengthText(mpa, locale))!;
  return units === "metric" ? metric! : imperial!;
};

const strandSize = (diameterMm: number, units: UnitSystem) =>
  units === "metric" ? `${diameterMm} mm` : diameterMm < 14 ? "0.5 in" : "0.6 in";

function fireText(hours: number | null, words: EngineeringText): string {
  if (hours === null) return words.fire.engineers;
  if (hours === 0) return words.fire.under;
  return fill(words.fire.hours, { hours: `${Math.floor(hours)}${hours % 1 ? "½" : ""}` });
}

function propertiesTable(
  sections: readonly Section[],
  units: UnitSystem,
  perLength: boolean,
  locale: Locale,
  words: EngineeringText,
): SheetTable {
  const metric = units === "metric";
  const { fixed, int } = numbersIn(locale);
  const length = (mm: number) => (metric ? int(mm) : fixed(mm / MM_PER_IN, 1));
  const lengthUnit = metric ? "mm" : "in";
  const { columns: c } = words;
  return {
    columns: [
      left(c.section),
      right(c.depth, lengthUnit),
      right(c.width, lengthUnit),
      right(c.area, metric ? "10^3 mm^2" : "in^2"),
      right(c.selfWeight, perLength ? (metric ? "kN/m" : "plf") : metric ? "kPa" : "psf"),
      right(c.inertia, metric ? "10^6 mm^4" : "in^4"),
      right(c.centroid, lengthUnit),
    ],
    rows: sections.map((section) =>
      [
        section.name,
        length(section.depthMm),
        length(section.widthMm),
        metric ? fixed(section.areaMm2 / 1000, 1) : int(section.areaMm2 / MM_PER_IN ** 2),
        perLength
          ? metric
            ? fixed(section.selfWeightKNPerM, 2)
            : int(section.selfWeightKNPerM / KN_PER_M_PER_PLF)
          : metric
            ? fixed(section.selfWeightKPa, 2)
            : int(section.selfWeightKPa / KPA_PER_PSF),
        metric ? int(section.inertiaMm4 / 1e6) : int(section.inertiaMm4 / MM_PER_IN ** 4),
        length(section.centroidMm),
      ].map((text) => ({ text })),
    ),
  };
}

function patternsTable(sections: readonly Section[], units: UnitSystem, locale: Locale, words: EngineeringText): SheetTable {
  const metric = units === "metric";
  const pile = sections.every((s) => !s.spansM);
  const designs = sections.flatMap(designsOf);
  const rated = designs.some((d) => d.fireRatingH !== null);
  const topped = sections.some((s) => s.topping);
  const { columns: c } = words;
  const { fixed, int } = numbersIn(locale);
  const UNITS = unitsIn(locale);
  const strengthUnit = metric ? (KILOGRAM_FORCE[locale] ? "MPa (kg/cm²)" : "MPa") : "psi";
  const fireColumns = !rated ? [] : topped ? [right(c.fireUntopped, ""), right(c.fireTopped, "")] : [right(c.fire, "")];
  const columns = [
    left(c.section),
    left(c.pattern),
    left(c.strands, c.strandsUnit),
    right(c.fc, strengthUnit),
    right(c.fci, strengthUnit),
    right(c.cover, metric ? "mm" : "in"),
    ...fireColumns,
    ...(pile ? [right(c.axial, metric ? "kN" : "kips")] : []),
  ];
  const height = (mm: number) => (metric ? `${int(mm)} mm` : `${fixed(mm / MM_PER_IN, 1)} in`);
  const rows = sections.flatMap((section) => {
    const own = designsOf(section);
    return section.patterns.map((pattern, i) => {
      const fire = (withTopping: boolean) =>
        fireText(own.find((d) => d.pattern === pattern && (d.topping !== null) === withTopping)?.fireRatingH ?? null, words);
      const strands = pattern.strands
        .map((row) => fill(words.strandRow, { count: row.count, size: strandSize(row.diameterMm, units), height: height(row.yMm) }))
        .join("\n");
      const design = own.find((d) => d.pattern === pattern)!;
      return [
        i === 0 ? section.name : "",
        pattern.id,
        strands,
        bare(strength(pattern.fcMPa, units, locale)),
        bare(strength(pattern.fciMPa, units, locale)),
        metric ? int(pattern.coverMm) : fixed(pattern.coverMm / MM_PER_IN, 1),
        ...(!rated ? [] : topped ? [fire(false), section.topping ? fire(true) : ""] : [fire(false)]),
        ...(pile ? [bare(side(UNITS.force(allowableAxialKN(design)), units))] : []),
      ].map((text) => ({ text }));
    });
  });
  return { columns, ...(rated && topped ? { groups: [{ label: c.fire, from: 6, count: 2 }] } : {}), rows };
}

/** The spans of a section's rows in m: its own (metric, as the page) or round feet within them (imperial). */
function rowSpans(design: Design, units: UnitSystem): number[] {
  if (units === "metric") return tableSpans(design);
  const range = design.section.spansM!;
  // A metric step of 0.5 m is about 2 ft, of 1 m about 3 ft; rows start at a multiple of the step.
  const step = Math.max(1, Math.round(range.step / M_PER_FT));
  const spans: number[] = [];
  for (let feet = Math.ceil(range.from / M_PER_FT / step) * step; feet * M_PER_FT <= range.to + 1e-9; feet += step)
    spans.push(feet * M_PER_FT);
  return spans;
}

function loadTable(section: Section, units: UnitSystem, locale: Locale, words: EngineeringText): SheetTable {
  const metric = units === "metric";
  const line = LINE_LOAD_ONLY.has(section.product);
  const kg = metric && KILOGRAM_FORCE[locale];
  const { fixed, int } = numbersIn(locale);
  const UNITS = unitsIn(locale);
  const unit = metric ? `${line ? "kN/m" : "kPa"}${kg ? (line ? " (kg/m)" : " (kg/m²)") : ""}` : line ? "plf" : "psf";
  const designs = designsOf(section);
  const untopped = designs.filter((d) => !d.topping).length;
  const topping = section.topping ? side(UNITS.length(section.topping.depthMm), units) : null;
  return {
    columns: [left(words.columns.span, metric ? "m" : "ft"), ...designs.map((d) => right(d.pattern.id, unit))],
    ...(topping
      ? {
          groups: [
            { label: words.columns.untopped, from: 1, count: untopped },
            { label: fill(words.columns.topped, { depth: topping }), from: 1 + untopped, count: designs.length - untopped },
          ],
        }
      : {}),
    rows: rowSpans(designs[0]!, units).map((spanM) => [
      { text: metric ? fixed(spanM, 1) : String(Math.round(spanM / M_PER_FT)) },
      ...designs.map((design): SheetCell => {
        const cell = capacityAt(design, spanM);
        if (!cell) return { text: "–" };
        const load = cellLoad(cell, units);
        const text = metric ? `${fixed(load, 1)}${kg ? ` (${int(cellLoadKg(cell))})` : ""}` : int(load);
        // Never "-0.0": a camber that rounds to nothing reads 0.
        const camber = [cell.camberMm.erection, cell.camberMm.longTerm].map((mm) =>
          bare(side(UNITS.camber(mm), units)).replace(/^-(0(\.0)?)$/, "$1"),
        );
        return { text, sub: camber.join(" / ") };
      }),
    ]),
  };
}

function basisLines(
  sections: readonly Section[],
  units: UnitSystem,
  locale: Locale,
  words: EngineeringText,
  fireByEngineers: boolean,
): string[] {
  const metric = units === "metric";
  const UNITS = unitsIn(locale);
  const { int } = numbersIn(locale);
  const values = {
    fpu: metric ? `${int(FPU_MPA)} MPa` : `${int(FPU_MPA / MPA_PER_PSI / 1000)} ksi`,
    density: metric ? `${CONCRETE_KN_PER_M3} kN/m³` : `${int(((CONCRETE_KN_PER_M3 * 1000) / KN_PER_KIP) * M_PER_FT ** 3)} lb/ft³`,
    end: side(UNITS.length(50), units),
  };
  const typical = sections.some((s) => s.approvedBy === null) ? [words.typical] : [];
  if (sections.every((s) => !s.spansM)) {
    const { axial, code, materials, symbols } = words.pileBasis;
    return [axial, code, fill(materials, values), words.basis.fireByEngineers, symbols, ...typical];
  }
  const { basis } = words;
  const topping = sections.find((s) => s.topping)?.topping;
  const phrases = {
    interface: topping ? basis.interface : "",
    topped: topping ? basis.toppedWeight : "",
    fire: topping ? basis.toppedFire : "",
  };
  return [
    basis.code,
    basis.loadFactors,
    fill(basis.checks, phrases),
    basis.deflection,
    fill(basis.tabulatedLoad, phrases),
    fill(basis.support, values),
    ...(topping
      ? [fill(basis.topping, { depth: side(UNITS.length(topping.depthMm), units), fc: strength(topping.fcMPa, units, locale) })]
      : []),
    fill(basis.materials, values),
    basis.camber,
    fireByEngineers ? basis.fireByEngineers : fill(basis.fireRated, phrases),
    basis.notAssessed,
    basis.symbols,
    ...typical,
  ];
}

/** The sheet's engineering for a product, or null when it has no typical sections. */
export function sheetEngineering(productSlug: string, units: UnitSystem, locale: Locale): SheetEngineering | null {
  const sections = sectionsFor(productSlug);
  if (!sections.length) return null;
  const words = engineeringText(locale);
  const kind = sections.every((s) => !s.spansM) ? "axial" : LINE_LOAD_ONLY.has(productSlug) ? "line" : "area";
  const fireByEngineers = sections.flatMap(designsOf).every((d) => d.fireRatingH === null);
  return {
    kind,
    properties: propertiesTable(sections, units, kind !== "area", locale, words),
    patterns: patternsTable(sections, units, locale, words),
    loadTables:
      kind === "axial" ? [] : sections.map((section) => ({ title: section.name, table: loadTable(section, units, locale, words) })),
    fireByEngineers,
    intro: kind === "axial" ? null : fill(words.intro[kind], { topped: sections.some((s) => s.topping) ? words.intro.topped : "" }),
    legend: kind === "axial" ? [] : [words.legend.none, fill(words.legend.camber, { unit: units === "metric" ? "mm" : "in" })],
    basis: basisLines(sections, units, locale, words, fireByEngineers),
    preliminary: words.preliminary,
  };
}
