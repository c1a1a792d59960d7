// The typical sections of each product (sections.json), with their gross properties and the
// engineer's sign-off (approvals.json). Pure TypeScript: server code, the API and tools read it;
// no browser bundle imports it on first load (docs/decisions/0074-computed-load-span-tables.md).
import approvals from "./approvals.json";
import data from "./sections.json";
import { grossProperties, type Shape } from "./geometry";

/** Normal-weight precast concrete, 150 lb/ft³ (PCI Design Handbook): 23.6 kN/m³. */
const CONCRETE_KN_PER_M3 = 23.6;
/** Seven-wire low-relaxation strand, Grade 270 (1860 MPa). */
export const FPU_MPA: number = data.fpuMPa;

export type StrandRow = {
  count: number;
  /** 12.7 (0.5 in) or 15.2 (0.6 in). */
  diameterMm: number;
  /** Height of the row's centre above the soffit. */
  yMm: number;
};

export type Section = {
  id: string;
  name: string;
  product: string;
  /** The section the product's drawing shows. */
  drawn: boolean;
  shape: Shape;
  depthMm: number;
  widthMm: number;
  topWidthMm: number;
  webWidthMm: number;
  areaMm2: number;
  /** Self-weight per m² of the unit's own width. */
  selfWeightKPa: number;
  selfWeightKNPerM: number;
  inertiaMm4: number;
  /** Centroid height above the soffit. */
  centroidMm: number;
  fcMPa: number;
  strands: StrandRow[];
  strandAreaMm2: number;
  /** Height of the strands' centroid above the soffit. */
  strandCentroidMm: number;
  jackingMPa: number;
  /** The spans a load table covers, in m; piles have none. */
  spansM: { from: number; to: number; step: number } | null;
  /** Who confirmed the section (approvals.json); null while it is a typical section only. */
  approvedBy: string | null;
};

/** A section as sections.json writes it. */
export type SectionEntry = {
  id: string;
  name: string;
  drawn?: boolean;
  shape: Shape;
  fcMPa: number;
  strands: StrandRow[];
  jackingMPa: number;
  spansM?: { from: number; to: number; step: number };
};

const strandAreas: Record<string, { areaMm2: number }> = data.strands;
const signed: Record<string, string | null> = approvals;

function strandArea(diameterMm: number): number {
  const area = strandAreas[String(diameterMm)]?.areaMm2;
  if (area === undefined) throw new Error(`No strand of ${diameterMm} mm in sections.json`);
  return area;
}

/** A section with its computed properties (also for a section not in sections.json, e.g. in a test). */
export function makeSection(product: string, entry: SectionEntry, approvedBy: string | null = signed[entry.id] ?? null): Section {
  const shape = entry.shape;
  const gross = grossProperties(shape);
  const strandAreaMm2 = entry.strands.reduce((sum, row) => sum + row.count * strandArea(row.diameterMm), 0);
  const strandCentroidMm = entry.strands.reduce((sum, row) => sum + row.count * strandArea(row.diameterMm) * row.yMm, 0) / strandAreaMm2;
  const selfWeightKNPerM = gross.areaMm2 * 1e-6 * CONCRETE_KN_PER_M3;
  return {
    id: entry.id,
    name: entry.name,
    product,
    drawn: entry.drawn === true,
    shape,
    ...gross,
    selfWeightKPa: selfWeightKNPerM / (gross.widthMm / 1000),
    selfWeightKNPerM,
    fcMPa: entry.fcMPa,
    strands: entry.strands,
    strandAreaMm2,
    strandCentroidMm,
    jackingMPa: entry.jackingMPa,
    spansM: entry.spansM ?? null,
    approvedBy,
  };
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

/**
 * Beams that carry other units on ledges: their capacity is a line load only. Units laid side by
 * side (slabs, planks, box beams) also state it per m² of their own width.
 */
export const LINE_LOAD_ONLY: ReadonlySet<string> = new Set(["l-beams", "inverted-beams"]);
