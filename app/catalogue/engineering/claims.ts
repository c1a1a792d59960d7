// What a product's typical sections back (rules §2 "Product detail pages"): the spans where some
// column of its tables (a section with one strand pattern, topped or not) has a cell with
// capacity, the sections' depths, and the loads of those cells. A span, depth or load the
// product's pages, catalogue entry or drawing state must lie within these.
import { allowableAxialKN, loadTable } from "./capacity";
import { designsOf, LINE_LOAD_ONLY, sectionsFor } from "./sections";

type Range = { min: number; max: number };

export type ProductRanges = {
  /** Spans in m with a cell that carries load; null for piles, which have no table. */
  spansM: Range | null;
  /** Section depths in mm (a pile's side), and each section's own depth. */
  depthsMm: Range & { each: readonly number[] };
  /** kPa over the unit's width; kN/m along beams that carry other units; kN axial for piles. */
  loads: Range & { unit: "kPa" | "kN/m" | "kN" };
};

const rangeOf = (values: readonly number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });

/** The ranges of the product with `slug`; null for a product without sections. */
export function productRanges(slug: string): ProductRanges | null {
  const sections = sectionsFor(slug);
  if (sections.length === 0) return null;
  const depths = sections.map((section) => section.depthMm);
  const designs = sections.flatMap(designsOf);
  const cells = designs.flatMap((design) => loadTable(design));
  if (cells.length === 0) {
    const axial = designs.map((design) => allowableAxialKN(design));
    return { spansM: null, depthsMm: { ...rangeOf(depths), each: depths }, loads: { ...rangeOf(axial), unit: "kN" } };
  }
  const line = LINE_LOAD_ONLY.has(slug);
  return {
    spansM: rangeOf(cells.map((cell) => cell.spanM)),
    depthsMm: { ...rangeOf(depths), each: depths },
    loads: { ...rangeOf(cells.map((cell) => (line ? cell.capacityKNPerM : cell.capacityKPa!))), unit: line ? "kN/m" : "kPa" },
  };
}
