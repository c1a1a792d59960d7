// What the product pages and the finder receive from the load tables (engineering/page-tables.server.ts,
// engineering/finder.server.ts): every quantity in both systems.
import type { UnitSystem } from "../lib/units";
import type { MetricLoadUnit, SpanLoadRequest } from "./finder-query";

/** A strand pattern as the page lists it; every quantity in both systems. */
type PatternProperties = {
  id: string;
  strands: string;
  fc: string;
  fci: string;
  /** Clear cover below the lowest strand. */
  cover: string;
  /** Fire resistance in hours untopped and topped (0: under 1 h); null where the slab tables do not apply. */
  fireH: number | null;
  fireToppedH: number | null;
};

/** A cell: its load and its camber at erection / long-term; null where nothing is left beyond self-weight. */
type LoadCell = { load: string; camber: string } | null;

/** One section: its properties, its patterns and one table with a column per pattern, untopped then topped. */
export type SectionTable = {
  id: string;
  name: string;
  depth: string;
  width: string;
  selfWeight: string;
  /** The topping the topped columns assume, e.g. "{50 mm|2 in}"; null without topped columns. */
  topping: string | null;
  /** The section's cross-section as a DXF file, in the page's language. */
  dxf: string;
  patterns: PatternProperties[];
  columns: { patternId: string; topped: boolean }[];
  /** One row per span of the section's table. */
  rows: { span: string; cells: LoadCell[] }[];
  /** Piles: the allowable axial load of each pattern. */
  axial: string[];
};

export type LoadTables = {
  /** area: kPa over the unit's width; line: kN/m along a beam that carries other units; axial: piles. */
  kind: "area" | "line" | "axial";
  sections: SectionTable[];
  /** Every section confirmed by the company's engineer (approvals.json); until then the page says the values are typical. */
  confirmed: boolean;
};

export type SpanLoadAnswer = {
  sectionId: string;
  /** The pattern (and topping) that answers: the lightest of the section's that carries the load. */
  designId: string;
  /** The section, its pattern and any topping: "HC 200 × 1200, 6x12.7". */
  sectionName: string;
  productSlug: string;
  productTitle: string;
  /** Overall depth, the topping's included. */
  depth: string;
  /** Weight per m² in place, the topping's included. */
  selfWeight: string;
  /** kg/m² beside kPa on a Spanish page or for a question asked in kg/m². */
  capacity: string;
  /** Set when the span asked is shorter than the section's table: the table's first span, whose load is shown. */
  tableSpan: string | null;
  /** How much the section carries beyond the load asked, in % of that load (rounded down). */
  marginPct: number;
  /** The quote item's note: the section, span and load as the visitor asked (both systems). */
  note: string;
};

/** The /products page's part for find by span and load. */
export type SpanLoadPage = {
  request: SpanLoadRequest;
  /** The fields' values in each system (converted from the one asked in). */
  fields: Record<UnitSystem, { span: string; load: string }>;
  /** The metric form's load unit: the one asked in, else the page's language's (kg/m² in Spanish). */
  loadUnit: MetricLoadUnit;
  asked: { span: string; load: string } | null;
  answers: SpanLoadAnswer[];
  /** With no answers because the span is longer than every table: the longest table's span, else null. */
  beyondTables: string | null;
  /** With no answers because the span is shorter than any section answers: that shortest span, else null. */
  belowTables: string | null;
};
