// A product's sections and load–span table as a spec sheet prints them, in the sheet's units
// (docs/load-span-method.md): metric sheets in mm, MPa, kN/m² and m; imperial sheets in in, psi,
// psf and round feet, each imperial span computed at that span rather than converted.
import { cellLoad } from "../engineering/cell-load";
import { allowableAxialKN, capacityAt } from "../engineering/load-span";
import { LINE_LOAD_ONLY, sectionsFor, type Section } from "../engineering/sections";
import type { UnitSystem } from "../../lib/units";
import type { EngineeringWords } from "./sheet-text";

const MM_PER_IN = 25.4;
const M_PER_FT = 0.3048;
const PSF_PER_KPA = 20.885434;
const PLF_PER_KN_PER_M = 68.521766;
const PSI_PER_MPA = 145.037738;
const KIPS_PER_KN = 0.2248089;

/** A column's unit may carry "^" superscripts ("10^6 mm^4"), set small and raised. */
type Column = { label: string; unit: string };
export type Table = { columns: Column[]; rows: string[][] };

export type SheetEngineering = {
  sections: Table;
  /** One line per section: its strands, row by row, as heights above the soffit. */
  strandPatterns: string[];
  /** Spans down, sections across; null for piles, which carry an axial load instead. */
  loadSpan: Table | null;
  /** The load table's cells are per m² (ft²) of the unit's width, or along the unit (ledger beams). */
  lineLoad: boolean;
};

const fixed = (value: number, places: number) => value.toFixed(places);
/** No grouping below 10 000, as the site's metric numbers; imperial groups with commas. */
const metricInt = (value: number) => {
  const text = String(Math.round(value));
  return Math.abs(value) >= 10_000 ? text.replace(/\B(?=(\d{3})+(?!\d))/g, " ") : text;
};
const imperialInt = (value: number) => Math.round(value).toLocaleString("en-US");
/** Loads are never rounded up: a table is safe to read as printed. */
const floorTo = (value: number, step: number) => Math.floor(value / step + 1e-9) * step;
const strandSize = (diameterMm: number, units: UnitSystem) =>
  units === "metric" ? `${diameterMm} mm` : diameterMm < 14 ? "0.5 in" : "0.6 in";

function sectionRow(section: Section, units: UnitSystem, pile: boolean, line: boolean): string[] {
  const metric = units === "metric";
  const length = (mm: number) => (metric ? metricInt(mm) : fixed(mm / MM_PER_IN, 1));
  const count = section.strands.reduce((sum, row) => sum + row.count, 0);
  const sizes = [...new Set(section.strands.map((row) => row.diameterMm))];
  const perLength = line || pile;
  const weight = perLength
    ? metric
      ? fixed(section.selfWeightKNPerM, 2)
      : imperialInt(section.selfWeightKNPerM * PLF_PER_KN_PER_M)
    : metric
      ? fixed(section.selfWeightKPa, 2)
      : imperialInt(section.selfWeightKPa * PSF_PER_KPA);
  const row = [
    section.name,
    length(section.depthMm),
    length(section.widthMm),
    metric ? fixed(section.areaMm2 / 1000, 1) : imperialInt(section.areaMm2 / MM_PER_IN ** 2),
    weight,
    metric ? metricInt(section.inertiaMm4 / 1e6) : imperialInt(section.inertiaMm4 / MM_PER_IN ** 4),
    length(section.centroidMm),
    metric ? fixed(section.fcMPa, 1) : imperialInt(Math.round((section.fcMPa * PSI_PER_MPA) / 50) * 50),
    `${count} × ${sizes.map((size) => strandSize(size, units)).join(" + ")}`,
  ];
  if (pile) {
    const kn = allowableAxialKN(section);
    row.push(metric ? metricInt(kn) : imperialInt(floorTo(kn * KIPS_PER_KN, 1)));
  }
  return row;
}

/** The spans of the table's rows in m: the sections' own steps (metric) or round feet (imperial). */
function spans(sections: readonly Section[], units: UnitSystem): number[] {
  const ranges = sections.flatMap((s) => (s.spansM ? [s.spansM] : []));
  if (!ranges.length) return [];
  const from = Math.min(...ranges.map((r) => r.from));
  const to = Math.max(...ranges.map((r) => r.to));
  const step = Math.min(...ranges.map((r) => r.step));
  const list: number[] = [];
  if (units === "metric") {
    for (let i = 0; from + i * step <= to + 1e-9; i++) list.push(Math.round((from + i * step) * 100) / 100);
    return list;
  }
  // A metric step of 0.5 m is about 2 ft, of 1 m about 3 ft; rows start at a multiple of the step.
  const feetStep = Math.max(1, Math.round(step / M_PER_FT));
  const first = Math.ceil(from / M_PER_FT / feetStep) * feetStep;
  for (let feet = first; feet * M_PER_FT <= to + 1e-9; feet += feetStep) list.push(feet * M_PER_FT);
  return list;
}

function cell(section: Section, spanM: number, units: UnitSystem): string {
  const range = section.spansM;
  if (!range || spanM < range.from - 1e-6 || spanM > range.to + 1e-6) return "";
  const result = capacityAt(section, spanM);
  if (!result) return "–";
  // The page's number (cellLoad): a cell is rounded once, in one place.
  const value = cellLoad(result, units);
  return units === "metric" ? fixed(value, 1) : imperialInt(value);
}

/** The sheet's engineering for a product, or null when it has no typical sections. */
export function sheetEngineering(productSlug: string, units: UnitSystem, words: EngineeringWords): SheetEngineering | null {
  const sections = sectionsFor(productSlug);
  if (!sections.length) return null;
  const metric = units === "metric";
  const pile = sections.every((s) => !s.spansM);
  const line = LINE_LOAD_ONLY.has(productSlug);
  const length = metric ? "mm" : "in";
  const columns: Column[] = [
    { label: words.section, unit: "" },
    { label: words.depth, unit: length },
    { label: words.widthLabel, unit: length },
    { label: words.area, unit: metric ? "10^3 mm^2" : "in^2" },
    { label: words.selfWeight, unit: line || pile ? (metric ? "kN/m" : "plf") : metric ? "kN/m^2" : "psf" },
    { label: words.inertia, unit: metric ? "10^6 mm^4" : "in^4" },
    { label: words.centroid, unit: length },
    { label: words.strength, unit: metric ? "MPa" : "psi" },
    { label: words.strands, unit: "" },
    ...(pile ? [{ label: words.axial, unit: metric ? "kN" : "kips" }] : []),
  ];
  const strandPatterns = sections.map(
    (section) =>
      `${section.name}: ${section.strands
        .map((row) =>
          words.strandRow
            .replace("{count}", String(row.count))
            .replace("{size}", strandSize(row.diameterMm, units))
            .replace("{height}", metric ? `${metricInt(row.yMm)} mm` : `${fixed(row.yMm / MM_PER_IN, 1)} in`),
        )
        .join(", ")}`,
  );
  const rows = spans(sections, units);
  const loadSpan: Table | null = pile
    ? null
    : {
        columns: [
          { label: words.spanLabel, unit: metric ? "m" : "ft" },
          ...sections.map((s) => ({ label: s.name, unit: line ? (metric ? "kN/m" : "plf") : metric ? "kN/m^2" : "psf" })),
        ],
        rows: rows
          .map((spanM) => [metric ? fixed(spanM, 1) : String(Math.round(spanM / M_PER_FT)), ...sections.map((s) => cell(s, spanM, units))])
          .filter((row) => row.slice(1).some((value) => value !== "" && value !== "–")),
      };
  return { sections: { columns, rows: sections.map((s) => sectionRow(s, units, pile, line)) }, strandPatterns, loadSpan, lineLoad: line };
}
