// Find by span and load: what a visitor asks — the form's `?span=…&load=…&units=…`
// (`&load_units=kgm2` for kg/m²) or a search such as "9 m 5 kPa" — read and checked, and the units
// the answers are shown in. Pure and small: pages and search use it; the answers come from
// engineering/finder.server.ts.
import { msg } from "../lib/messages";
import { KPA_PER_KGM2, KPA_PER_PSF, M_PER_FT } from "../lib/unit-factors";
import type { UnitSystem } from "../lib/units";

/** A load's unit as the address writes it: kPa or kg/m² (`load_units=kgm2`) in metric, psf in imperial. */
export type LoadUnit = "kpa" | "kgm2" | "psf";

/** The metric form's choice of load unit. */
export type MetricLoadUnit = Exclude<LoadUnit, "psf">;

/**
 * The spans and loads the finder reads (the tables cover 3 to 30 m and up to about 60 kPa): beyond
 * them is a typing slip, and a load near zero would show a margin of billions of percent.
 */
const SPAN_MIN_M = 1;
const SPAN_MAX_M = 40;
const LOAD_MIN_KPA = 0.5;
const LOAD_MAX_KPA = 100;
/** A round number just inside 100 kPa (10,197 kg/m²). */
const LOAD_MAX_KGM2 = 10_000;

type Bounds = readonly [min: number, max: number];

/**
 * Each bound in each unit as the messages state it (1 m is 3 ft, 0.5 kPa 10 psf or 50 kg/m²,
 * 100 kPa 2,088 psf): what a message names is taken.
 */
const SPAN_BOUNDS: Record<UnitSystem, Bounds> = {
  metric: [SPAN_MIN_M, SPAN_MAX_M],
  imperial: [Math.floor(SPAN_MIN_M / M_PER_FT), SPAN_MAX_M / M_PER_FT],
};
const LOAD_BOUNDS: Record<LoadUnit, Bounds> = {
  kpa: [LOAD_MIN_KPA, LOAD_MAX_KPA],
  kgm2: [Math.floor(LOAD_MIN_KPA / KPA_PER_KGM2), LOAD_MAX_KGM2],
  psf: [Math.floor(LOAD_MIN_KPA / KPA_PER_PSF), LOAD_MAX_KPA / KPA_PER_PSF],
};

const below = (value: number, [min]: Bounds) => value < min * (1 - 1e-9);
const above = (value: number, [, max]: Bounds) => value > max * (1 + 1e-9);

export type SpanLoad = { spanM: number; loadKPa: number; units: UnitSystem; loadUnit: LoadUnit };

/** What the form's fields said, as typed. */
type SpanLoadValues = { span: string; load: string; units: UnitSystem; loadUnit: LoadUnit };

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
  loadPositive: msg("The load must be more than zero."),
} as const;

/** The messages that name the load's unit, in the unit asked (kPa's name psf too). */
const IN_KPA: Record<"number" | "tooSmall" | "tooBig", string> = {
  number: msg("Enter the load as a number, such as 5 or 2.5."),
  tooSmall: msg("Enter a load of at least 0.5 kPa (10 psf)."),
  tooBig: msg("Enter a load of at most 100 kPa (2,088 psf)."),
};
const LOAD_ERRORS: Record<LoadUnit, typeof IN_KPA> = {
  kpa: IN_KPA,
  psf: IN_KPA,
  kgm2: {
    number: msg("Enter the load as a number, such as 500."),
    tooSmall: msg("Enter a load of at least 50 kg/m²."),
    tooBig: msg("Enter a load of at most 10,000 kg/m²."),
  },
};

/** "9", "9.5" or "9,5" (a decimal comma, as many Spanish speakers write it); null for anything else. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s+/g, "");
  if (!/^\d+(?:[.,]\d+)?$|^[.,]\d+$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}

/** A load in kg/m² is whole: "1,500" groups thousands there, as it does in Mexico and Guatemala. */
const parseLoad = (text: string, unit: LoadUnit) =>
  parseNumber(unit === "kgm2" && /^\s*\d{1,3}(?:,\d{3})+\s*$/.test(text) ? text.replaceAll(",", "") : text);

/** Metres from a span in the visitor's units. */
export const toMetres = (span: number, units: UnitSystem) => (units === "imperial" ? span * M_PER_FT : span);

const KPA_PER: Record<LoadUnit, number> = { kpa: 1, kgm2: KPA_PER_KGM2, psf: KPA_PER_PSF };
/** kPa (kN/m²) from a load in its unit. */
export const toKPa = (load: number, unit: LoadUnit) => load * KPA_PER[unit];
/** A load in kPa in another unit. */
export const fromKPa = (kPa: number, unit: LoadUnit) => kPa / KPA_PER[unit];

type FieldMessages = { required: string; number: string; positive: string; tooSmall: string; tooBig: string };

function checked(text: string, value: number | null, bounds: Bounds, messages: FieldMessages) {
  if (!text.trim()) return { error: messages.required };
  if (/^\s*-/.test(text)) return { error: messages.positive };
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
  const loadUnit: LoadUnit = units === "imperial" ? "psf" : search.get("load_units") === "kgm2" ? "kgm2" : "kpa";
  const values = { span: (span ?? "").slice(0, 20), load: (load ?? "").slice(0, 20), units, loadUnit };
  const s = checked(values.span, parseNumber(values.span), SPAN_BOUNDS[units], {
    required: ERRORS.spanRequired,
    number: ERRORS.spanNumber,
    positive: ERRORS.spanPositive,
    tooSmall: ERRORS.spanTooShort,
    tooBig: ERRORS.spanTooLong,
  });
  const l = checked(values.load, parseLoad(values.load, loadUnit), LOAD_BOUNDS[loadUnit], {
    required: ERRORS.loadRequired,
    positive: ERRORS.loadPositive,
    ...LOAD_ERRORS[loadUnit],
  });
  if (s.value === undefined || l.value === undefined) return { state: "invalid", values, errors: { span: s.error, load: l.error } };
  return { state: "valid", values, query: { spanM: toMetres(s.value, units), loadKPa: toKPa(l.value, loadUnit), units, loadUnit } };
}

const SPAN_UNITS = /^(m|mts?|metros?|metres?|meters?|ft|feet|foot|pies|')$/;
const LOAD_UNITS: Record<LoadUnit, RegExp> = {
  kpa: /^(kpa|kn\/m2|kn\/m²|kn\/m\^2)$/,
  kgm2: /^(kgf?\/m2|kgf?\/m²|kgf?\/m\^2)$/,
  psf: /^(psf|lb\/ft2|lb\/ft²|lbs?\/ft2|lbs?\/ft²)$/,
};
const loadUnitOf = (unit: string) => (Object.keys(LOAD_UNITS) as LoadUnit[]).find((key) => LOAD_UNITS[key].test(unit));

/**
 * A search that asks for a span and a load: "9 m 5 kPa", "30 ft 100 psf", "9 m 5 kN/m²",
 * "9 m 500 kg/m²", "9m, 5kpa", either order. The span's units are the answer's; a load in the
 * other system is converted. Null when the text is anything else (the ordinary search reads it).
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
  const load = pairs.map(([value, unit]) => [value, loadUnitOf(unit)] as const).find(([, unit]) => unit !== undefined);
  if (!span || !load) return null;
  const units: UnitSystem = /^(ft|feet|foot|pies|')$/.test(span[1]) ? "imperial" : "metric";
  const asked = load[1]!;
  // Out of the form's bounds (zero included): the ordinary search reads it.
  const outside = (value: number, bounds: Bounds) => below(value, bounds) || above(value, bounds);
  if (outside(span[0], SPAN_BOUNDS[units]) || outside(load[0], LOAD_BOUNDS[asked])) return null;
  const loadUnit: LoadUnit = units === "imperial" ? "psf" : asked === "psf" ? "kpa" : asked;
  return { spanM: toMetres(span[0], units), loadKPa: toKPa(load[0], asked), units, loadUnit };
}

const trim = (value: number, places: number) => String(Math.round(value * 10 ** places) / 10 ** places);

/** The /products URL (without language prefix) that shows the answers to a span and load, in its units. */
export function spanLoadUrl({ spanM, loadKPa, units, loadUnit }: SpanLoad): string {
  const params = new URLSearchParams(
    units === "imperial"
      ? { span: trim(spanM / M_PER_FT, 1), load: trim(fromKPa(loadKPa, "psf"), 0), units }
      : loadUnit === "kgm2"
        ? { span: trim(spanM, 2), load: trim(fromKPa(loadKPa, "kgm2"), 1), units, load_units: loadUnit }
        : { span: trim(spanM, 2), load: trim(loadKPa, 2), units },
  );
  return `/products?${params.toString()}#span-load`;
}
