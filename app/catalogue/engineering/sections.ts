// The typical sections of each product (sections.json): each a geometry with the strand patterns a
// producer offers for it and, for slabs and double tees, a cast-in-place topping. A table column is a
// design: one section, one pattern, topped or not. Pure TypeScript: server code, the API and tools
// read it; no browser bundle imports it on first load (docs/decisions/0074-computed-load-span-tables.md).
import approvals from "./approvals.json";
import data from "./sections.json";
import { grossProperties, type GrossProperties, type Shape } from "./geometry";
import { fireRating } from "./fire";

/** Normal-weight precast concrete, 150 lb/ft³ (PCI Design Handbook): 23.6 kN/m³. */
export const CONCRETE_KN_PER_M3 = 23.6;
/** Seven-wire low-relaxation strand, Grade 270 (1860 MPa). */
export const FPU_MPA: number = data.fpuMPa;
/** Every strand is jacked to 0.75 fpu (ACI 318-19 20.3.2.5.1 allows 0.80; producers use 0.75). */
export const JACKING_MPA: number = data.jackingMPa;

export type StrandRow = {
  count: number;
  /** 12.7 (0.5 in) or 15.2 (0.6 in). */
  diameterMm: number;
  /** Height of the row's centre above the soffit. */
  yMm: number;
};

/** A cast-in-place structural topping, composite with the unit once it has hardened. */
export type Topping = { depthMm: number; fcMPa: number };

/** One strand pattern of a section as sections.json writes it. */
type PatternEntry = { id: string; fcMPa: number; fciMPa: number; strands: StrandRow[]; drawn?: boolean };

/** A section as sections.json writes it. */
export type SectionEntry = {
  id: string;
  name: string;
  drawn?: boolean;
  shape: Shape;
  spansM?: { from: number; to: number; step: number };
  topping?: Topping;
  patterns: PatternEntry[];
};

export type Pattern = PatternEntry & {
  strandAreaMm2: number;
  /** Height of all strands' centroid above the soffit. */
  strandCentroidMm: number;
  /** The strands below the section's centroid: the ones that count in flexural strength. */
  bottomAreaMm2: number;
  bottomCentroidMm: number;
  /** Clear concrete below the lowest strand's surface. */
  coverMm: number;
};

/** A product's section: its geometry, the patterns it is made with, and the engineer's sign-off. */
export type Section = GrossProperties & {
  id: string;
  name: string;
  product: string;
  /** The section the product's drawing shows. */
  drawn: boolean;
  shape: Shape;
  selfWeightKNPerM: number;
  /** Self-weight per m² of the unit's own width. */
  selfWeightKPa: number;
  /** The spans a load table covers, in m; piles have none. */
  spansM: { from: number; to: number; step: number } | null;
  /** The topping its topped tables assume; null where the section is never topped. */
  topping: Topping | null;
  patterns: Pattern[];
  /** Who confirmed the section (approvals.json); null while it is a typical section only. */
  approvedBy: string | null;
};

/** A table column: one section with one pattern, untopped or topped. */
export type Design = {
  /** "hc-200.7x12.7", topped "hc-200.7x12.7.t50". */
  id: string;
  section: Section;
  pattern: Pattern;
  /** The topping when this is the topped table, else null. */
  topping: Topping | null;
  /** Fire resistance in hours by strand cover and equivalent thickness; null where it is not assessed here. */
  fireRatingH: number | null;
};

const strandAreas: Record<string, { areaMm2: number }> = data.strands;
const signed: Record<string, string | null> = approvals;

function strandArea(diameterMm: number): number {
  const area = strandAreas[String(diameterMm)]?.areaMm2;
  if (area === undefined) throw new Error(`No strand of ${diameterMm} mm in sections.json`);
  return area;
}

function centroid(rows: readonly StrandRow[]): { area: number; y: number } {
  const area = rows.reduce((sum, row) => sum + row.count * strandArea(row.diameterMm), 0);
  const y = rows.reduce((sum, row) => sum + row.count * strandArea(row.diameterMm) * row.yMm, 0) / area;
  return { area, y };
}

function makePattern(entry: PatternEntry, centroidMm: number): Pattern {
  const all = centroid(entry.strands);
  const bottom = centroid(entry.strands.filter((row) => row.yMm < centroidMm));
  return {
    ...entry,
    strandAreaMm2: all.area,
    strandCentroidMm: all.y,
    bottomAreaMm2: bottom.area,
    bottomCentroidMm: bottom.y,
    coverMm: Math.min(...entry.strands.map((row) => row.yMm - row.diameterMm / 2)),
  };
}

/** A section with its computed properties (also for a section not in sections.json, e.g. in a test). */
export function makeSection(product: string, entry: SectionEntry, approvedBy: string | null = signed[entry.id] ?? null): Section {
  const gross = grossProperties(entry.shape);
  const selfWeightKNPerM = gross.areaMm2 * 1e-6 * CONCRETE_KN_PER_M3;
  return {
    ...gross,
    id: entry.id,
    name: entry.name,
    product,
    drawn: entry.drawn === true,
    shape: entry.shape,
    selfWeightKNPerM,
    selfWeightKPa: selfWeightKNPerM / (gross.widthMm / 1000),
    spansM: entry.spansM ?? null,
    topping: entry.topping ?? null,
    patterns: entry.patterns.map((pattern) => makePattern(pattern, gross.centroidMm)),
    approvedBy,
  };
}

/** The section's designs: each pattern untopped, then each pattern topped where a topping applies. */
export function designsOf(section: Section): Design[] {
  const design = (pattern: Pattern, topping: Topping | null): Design => ({
    id: `${section.id}.${pattern.id}${topping ? `.t${topping.depthMm}` : ""}`,
    section,
    pattern,
    topping,
    fireRatingH: fireRating(section, pattern.coverMm, topping?.depthMm ?? 0),
  });
  const untopped = section.patterns.map((pattern) => design(pattern, null));
  const topped = section.topping ? section.patterns.map((pattern) => design(pattern, section.topping)) : [];
  return [...untopped, ...topped];
}

const byProduct: ReadonlyMap<string, readonly Section[]> = new Map(
  Object.entries(data.products as unknown as Record<string, SectionEntry[]>).map(([slug, entries]) => [
    slug,
    entries.map((entry) => makeSection(slug, entry)),
  ]),
);

/** The typical sections of a product by its slug; empty for a product without any. */
export function sectionsFor(productSlug: string): readonly Section[] {
  return byProduct.get(productSlug) ?? [];
}

/** Every section of every product, in sections.json's order. */
export function allSections(): Section[] {
  return [...byProduct.values()].flat();
}

export function sectionById(id: string): Section | undefined {
  return allSections().find((s) => s.id === id);
}

/** Every design of every section, in sections.json's order. */
export function allDesigns(): Design[] {
  return allSections().flatMap(designsOf);
}

export function designById(id: string): Design | undefined {
  return allDesigns().find((d) => d.id === id);
}

/**
 * Beams that carry other units on ledges: their capacity is a line load only. Units laid side by
 * side (slabs, planks, box beams) also state it per m² of their own width.
 */
export const LINE_LOAD_ONLY: ReadonlySet<string> = new Set(["l-beams", "inverted-beams"]);
