// Find by span and load (rules §13): what a visitor asks — the form's `?span=…&load=…&units=…` or
// a search such as "9 m 5 kPa" — read and checked, and the units the answers are shown in. Pure and
// small: the loaders use it; the sections and their capacities stay in span-load.server.ts.
import { msg } from "../lib/messages";
import type { UnitSystem } from "../lib/units";

export const M_PER_FT = 0.3048;
export const MM_PER_IN = 25.4;
/** 1 lb/ft² in kPa. */
export const KPA_PER_PSF = 0.047880259;
/** 1 lb/ft (plf) in kN/m. */
export const KN_PER_M_PER_PLF = 0.014593903;
export const MPA_PER_PSI = 0.006894757;
export const KN_PER_KIP = 4.448222;

/**
 * The spans and loads the finder reads (the tables cover 3 to 30 m and up to about 60 kPa): beyond
 * them is a typing slip, and a load near zero would show a margin of billions of percent.
 */
const SPAN_MIN_M = 1;
const SPAN_MAX_M = 40;
const LOAD_MIN_KPA = 0.5;
const LOAD_MAX_KPA = 100;

type Bounds = readonly [min: number, max: number];

/** Each bound in each system as the messages state it (1 m is 3 ft, 0.5 kPa 10 psf): what a message names is taken. */
const BOUNDS: Record<"span" | "load", Record<UnitSystem, Bounds>> = {
  span: { metric: [SPAN_MIN_M, SPAN_MAX_M], imperial: [Math.floor(SPAN_MIN_M / M_PER_FT), SPAN_MAX_M / M_PER_FT] },
  load: { metric: [LOAD_MIN_KPA, LOAD_MAX_KPA], imperial: [Math.floor(LOAD_MIN_KPA / KPA_PER_PSF), LOAD_MAX_KPA / KPA_PER_PSF] },
};

const below = (value: number, [min]: Bounds) => value < min * (1 - 1e-9);
const above = (value: number, [, max]: Bounds) => value > max * (1 + 1e-9);

export type SpanLoad = { spanM: number; loadKPa: number; units: UnitSystem };

/** What the form's fields said, as typed. */
type SpanLoadValues = { span: string; load: string; units: UnitSystem };

export type SpanLoadRequest =
  | { state: "none" }
  | { state: "invalid"; values: SpanLoadValues; errors: { span?: string; load?: string } }
  | { state: "valid"; values: SpanLoadValues; query: SpanLoad };

const ERRORS = {
  spanRequired: msg("Enter the span."),
  spanNumber: msg("Enter the span as a number, such as 9 or 9.5."),
  spanPositive: msg("The span must be more than zero."),
  spanTooShort: msg("Enter a span of at least 1 m (3 ft)."),
  spanTooLong: msg("Enter a span of at most 40 m (131 ft)."),
  loadRequired: msg("Enter the load."),
  loadNumber: msg("Enter the load as a number, such as 5 or 2.5."),
  loadPositive: msg("The load must be more than zero."),
  loadTooLight: msg("Enter a load of at least 0.5 kPa (10 psf)."),
  loadTooHeavy: msg("Enter a load of at most 100 kPa (2,088 psf)."),
} as const;

/** "9", "9.5" or "9,5" (a decimal comma, as many Spanish speakers write it); null for anything else. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s+/g, "");
  if (!/^\d+(?:[.,]\d+)?$|^[.,]\d+$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}

/** Metres from a span in the visitor's units. */
export const toMetres = (span: number, units: UnitSystem) => (units === "imperial" ? span * M_PER_FT : span);
/** kPa (kN/m²) from a load in the visitor's units. */
export const toKPa = (load: number, units: UnitSystem) => (units === "imperial" ? load * KPA_PER_PSF : load);

type FieldMessages = { required: string; number: string; positive: string; tooSmall: string; tooBig: string };

function checked(text: string, bounds: Bounds, messages: FieldMessages) {
  if (!text.trim()) return { error: messages.required };
  if (/^\s*-/.test(text)) return { error: messages.positive };
  const value = parseNumber(text);
  if (value === null) return { error: messages.number };
  if (!(value > 0)) return { error: messages.positive };
  if (below(value, bounds)) return { error: messages.tooSmall };
  if (above(value, bounds)) return { error: messages.tooBig };
  return { value };
}

/**
 * The form's question from a query string: none while neither field is there (the plain /products
 * page), else the fields checked — every message names the field's own mistake; never a throw.
 */
export function readSpanLoad(search: URLSearchParams): SpanLoadRequest {
  const span = search.get("span");
  const load = search.get("load");
  if (span === null && load === null) return { state: "none" };
  const units: UnitSystem = search.get("units") === "imperial" ? "imperial" : "metric";
  const values = { span: (span ?? "").slice(0, 20), load: (load ?? "").slice(0, 20), units };
  const s = checked(values.span, BOUNDS.span[units], {
    required: ERRORS.spanRequired,
    number: ERRORS.spanNumber,
    positive: ERRORS.spanPositive,
    tooSmall: ERRORS.spanTooShort,
    tooBig: ERRORS.spanTooLong,
  });
  const l = checked(values.load, BOUNDS.load[units], {
    required: ERRORS.loadRequired,
    number: ERRORS.loadNumber,
    positive: ERRORS.loadPositive,
    tooSmall: ERRORS.loadTooLight,
    tooBig: ERRORS.loadTooHeavy,
  });
  if (s.value === undefined || l.value === undefined) return { state: "invalid", values, errors: { span: s.error, load: l.error } };
  return { state: "valid", values, query: { spanM: toMetres(s.value, units), loadKPa: toKPa(l.value, units), units } };
}

const SPAN_UNITS = /^(m|mts?|metros?|metres?|meters?|ft|feet|foot|pies|')$/;
const LOAD_UNITS = /^(kpa|kn\/m2|kn\/m²|kn\/m\^2|psf|lb\/ft2|lb\/ft²|lbs?\/ft2|lbs?\/ft²)$/;

/**
 * A search that asks for a span and a load: "9 m 5 kPa", "30 ft 100 psf", "9 m 5 kN/m²", "9m, 5kpa",
 * either order. The span's units are the answer's; a load in the other system is converted. Null
 * when the text is anything else (the ordinary search reads it).
 */
export function parseSpanLoadQuery(text: string): SpanLoad | null {
  const folded = text.trim().toLowerCase().replace(/[,;]/g, " ").replace(/\s+/g, " ");
  const match = /^(\d+(?:\.\d+)?) ?([a-z'²/^2]+(?:\/[a-z²2^]+)?) (\d+(?:\.\d+)?) ?([a-z'²/^2]+(?:\/[a-z²2^]+)?)$/.exec(folded);
  if (!match) return null;
  const pairs = [
    [Number(match[1]), match[2]!],
    [Number(match[3]), match[4]!],
  ] as const;
  const span = pairs.find(([, unit]) => SPAN_UNITS.test(unit));
  const load = pairs.find(([, unit]) => LOAD_UNITS.test(unit));
  if (!span || !load) return null;
  const units: UnitSystem = /^(ft|feet|foot|pies|')$/.test(span[1]) ? "imperial" : "metric";
  const loadUnits: UnitSystem = load[1] === "psf" || load[1].startsWith("lb") ? "imperial" : "metric";
  // Out of the form's bounds (zero included): the ordinary search reads it.
  const outside = (value: number, bounds: Bounds) => below(value, bounds) || above(value, bounds);
  if (outside(span[0], BOUNDS.span[units]) || outside(load[0], BOUNDS.load[loadUnits])) return null;
  return { spanM: toMetres(span[0], units), loadKPa: toKPa(load[0], loadUnits), units };
}

const trim = (value: number, places: number) => String(Math.round(value * 10 ** places) / 10 ** places);

/** The /products URL (without language prefix) that shows the answers to a span and load, in its units. */
export function spanLoadUrl({ spanM, loadKPa, units }: SpanLoad): string {
  const params = new URLSearchParams(
    units === "imperial"
      ? { span: trim(spanM / M_PER_FT, 1), load: trim(loadKPa / KPA_PER_PSF, 0), units }
      : { span: trim(spanM, 2), load: trim(loadKPa, 2), units },
  );
  return `/products?${params.toString()}#span-load`;
}

// ---- What the pages receive (span-load.server.ts), every quantity in both systems ----

export type SectionProperties = {
  id: string;
  name: string;
  depth: string;
  width: string;
  selfWeight: string;
  fc: string;
  strands: string;
};

export type LoadTables = {
  /** area: kPa over the unit's width; line: kN/m along a beam that carries other units; axial: piles. */
  kind: "area" | "line" | "axial";
  sections: SectionProperties[];
  /** One row per span any section's table covers; a cell per section, null outside its table. */
  rows: { span: string; cells: (string | null)[] }[];
  /** Piles: each section's allowable axial load. */
  axial: string[];
  /** Every section confirmed by the company's engineer (approvals.json); until then the page says the values are typical. */
  confirmed: boolean;
};

export type SpanLoadAnswer = {
  sectionId: string;
  sectionName: string;
  productSlug: string;
  productTitle: string;
  depth: string;
  selfWeight: string;
  capacity: string;
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
  asked: { span: string; load: string } | null;
  answers: SpanLoadAnswer[];
};
