// Metric and imperial: one typed source for every dimension, span, strength and load the site
// shows (docs/decisions/0053-metric-and-imperial.md). Content is written in the units the company
// publishes (imperial) with each quantity marked in braces — "spans {20 to 50 ft}" — and every
// place that shows text turns the marks into both systems: the page renders both and a class on
// <html> picks one (so edge-cached HTML is the same for everyone); plain text (meta descriptions,
// image descriptions, mail, search, PDFs) carries one system or both.

import { LANGUAGE, LOCALES, type Locale } from "./locale";
import { formatNumber } from "./typography";

export type UnitSystem = "metric" | "imperial";

/** The units content is written in. */
const IMPERIAL_UNITS = ["in", "ft", "sq ft", "psi", "ton", "kip"] as const;
export type ImperialUnit = (typeof IMPERIAL_UNITS)[number];

/** A value or a range in the units the company publishes. */
export type Quantity = { from: number; to?: number; unit: ImperialUnit };

/** A quantity mark in content text: `{6 to 16 in}`, `{6,000 to 8,000 psi}`, `{120 ft}`. */
const MARK = /\{([^{}]+)\}/g;
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const MARK_BODY = /* @__PURE__ */ new RegExp(String.raw`^(${NUMBER})(?: to (${NUMBER}))? (${IMPERIAL_UNITS.join("|")})$`);

const toNumber = (text: string) => Number(text.replaceAll(",", ""));

/** Reads one mark's body; null when it is not a quantity this module knows (a content mistake the unit test catches). */
export function parseQuantity(body: string): Quantity | null {
  const match = MARK_BODY.exec(body.trim());
  if (!match) return null;
  const [, from, to, unit] = match;
  return { from: toNumber(from!), ...(to ? { to: toNumber(to) } : {}), unit: unit as ImperialUnit };
}

// ---- Conversion and rounding ----

const MM_PER_IN = 25.4;
const M_PER_FT = 0.3048;
const M2_PER_SQ_FT = 0.09290304;
const MPA_PER_PSI = 0.006894757;
const KN_PER_KIP = 4.448222;
const KN_PER_TON = 8.896443; // the US (short) ton, as published
const T_PER_TON = 0.90718474;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

type Metric = { value: (imperial: number) => number; unit: string };
/**
 * Sensible rounding, not false precision: section sizes to 5 mm (a strand's 12.7 mm and small
 * covers finer), lengths and spans to 0.1 m, areas to 1 m², strengths to 1 MPa, loads to 5 or 10 kN.
 */
const METRIC: Record<ImperialUnit, Metric> = {
  in: {
    unit: "mm",
    value: (inches) => {
      const mm = inches * MM_PER_IN;
      return mm < 20 ? roundTo(mm, 0.1) : mm < 50 ? Math.round(mm) : roundTo(mm, 5);
    },
  },
  ft: { unit: "m", value: (feet) => roundTo(feet * M_PER_FT, 0.1) },
  "sq ft": { unit: "m²", value: (area) => Math.round(area * M2_PER_SQ_FT) },
  psi: { unit: "MPa", value: (psi) => Math.round(psi * MPA_PER_PSI) },
  ton: { unit: "kN", value: (tons) => roundLoad(tons * KN_PER_TON) },
  kip: { unit: "kN", value: (kips) => roundLoad(kips * KN_PER_KIP) },
};
function roundLoad(kn: number) {
  return kn < 100 ? Math.round(kn) : kn < 1000 ? roundTo(kn, 5) : roundTo(kn, 10);
}

/** Each language's symbols of the imperial units, one and more than one: Spanish writes ft². */
const IMPERIAL_LABEL: Record<Locale, Record<ImperialUnit, readonly [one: string, more: string]>> = {
  en: { in: ["in", "in"], ft: ["ft", "ft"], "sq ft": ["sq ft", "sq ft"], psi: ["psi", "psi"], ton: ["ton", "tons"], kip: ["kip", "kips"] },
  es: { in: ["in", "in"], ft: ["ft", "ft"], "sq ft": ["ft²", "ft²"], psi: ["psi", "psi"], ton: ["t", "t"], kip: ["kip", "kips"] },
};

/**
 * Units a language's imperial text gives in another unit: a Latin American reader takes "ton" as
 * the metric tonne, so Spanish gives the published US (short) tons as tonnes ("t"), to 1 t (0.1 t
 * below 10 t), in either system; English keeps the tons as published.
 */
const IMPERIAL_AS: Record<Locale, Partial<Record<ImperialUnit, (value: number) => number>>> = {
  en: {},
  es: { ton: (tons) => roundTo(tons * T_PER_TON, tons * T_PER_TON < 10 ? 0.1 : 1) },
};

/** The word between the ends of a range. */
const RANGE: Record<Locale, string> = { en: "to", es: "a" };

/** "20 to 50 ft" or "6.1 to 15.2 m", grouped as the language writes numbers ("1,220 mm"); in Spanish "20 a 50 ft", "6.1 a 15.2 m". */
export function formatQuantity(quantity: Quantity, system: UnitSystem, locale: Locale = "en"): string {
  const { from, to, unit } = quantity;
  const range = RANGE[locale];
  const number = (value: number, places: number) => formatNumber(value, locale, { places });
  if (system === "imperial") {
    const as = IMPERIAL_AS[locale][unit] ?? ((value: number) => value);
    const label = IMPERIAL_LABEL[locale][unit][as(to ?? from) === 1 ? 0 : 1];
    return `${number(as(from), 2)}${to === undefined ? "" : ` ${range} ${number(as(to), 2)}`} ${label}`;
  }
  const metric = METRIC[unit];
  return `${number(metric.value(from), 1)}${to === undefined ? "" : ` ${range} ${number(metric.value(to), 1)}`} ${metric.unit}`;
}

// ---- Text with quantities ----

export type TextPart = string | Quantity;

/** Splits content text at its quantity marks. A mark that does not parse stays as written. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const quantity = parseQuantity(match[1]!);
    if (!quantity) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(quantity);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Every mark in a text, parsed or not (for the content test). */
export const quantityMarks = (text: string) => [...text.matchAll(MARK)].map((match) => match[1]!);

/**
 * Content text as plain text: in one system, or "both" (metric first, imperial in brackets) for
 * places one reader's choice cannot reach — meta descriptions, image descriptions, mail.
 */
export function plainText(text: string, system: UnitSystem | "both" = "both", locale: Locale = "en"): string {
  return textParts(text)
    .map((part) => {
      if (typeof part === "string") return part;
      return system === "both"
        ? `${formatQuantity(part, "metric", locale)} (${formatQuantity(part, "imperial", locale)})`
        : formatQuantity(part, system, locale);
    })
    .join("");
}

// ---- Text as pages carry it ----

/**
 * Marks as a page receives them, converted on the server: "{12.2 to 24.4 m|40 to 80 ft}". The page
 * only splits them (app/ui/measured.tsx), so no page's JavaScript carries the conversions.
 */
function expandQuantities(text: string, locale: Locale): string {
  return textParts(text)
    .map((part) =>
      typeof part === "string" ? part : `{${formatQuantity(part, "metric", locale)}|${formatQuantity(part, "imperial", locale)}}`,
    )
    .join("");
}

/** Our content as a loader answers it, in `locale`: every string's marks converted (plain objects and arrays, walked deep). */
export function withUnits<T>(value: T, locale: Locale = "en"): T {
  if (typeof value === "string") return (value.includes("{") ? expandQuantities(value, locale) : value) as T;
  if (Array.isArray(value)) return value.map((item) => withUnits(item, locale)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withUnits(item, locale)])) as T;
  }
  return value;
}

// ---- Finding by span ----

/** A length a visitor typed: "12 m", "12m", "40 ft", "40'", "12.5 metres", "40 feet". In feet; null when it is not one. */
export function parseLength(text: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(m|metres?|meters?|metros?|mts?|ft|feet|foot|pies|')\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(",", "."));
  if (!(value > 0) || value > 10_000) return null;
  return /^(ft|feet|foot|pies|')$/i.test(match[2]!) ? value : value / M_PER_FT;
}

/** Whether a published range (in feet) covers a length in feet, to the precision it is shown in. */
export const coversLength = (range: Quantity, feet: number) => feet >= range.from - 0.25 && feet <= (range.to ?? range.from) + 0.25;

// ---- The visitor's choice ----

/** Where the choice is remembered (this browser only; nothing is sent to us). */
export const UNITS_STORAGE_KEY = "units";
/** The attribute on <html> the stylesheet reads; absent means the default, metric. */
export const UNITS_ATTRIBUTE = "data-units";

/** The query parameter of the units links (app/ui/units-switch.tsx): the page in those units, the choice remembered. */
export const UNITS_PARAM = "units";

/** The units a page's address asks for (`?units=metric|imperial`), if any. */
export function unitsParam(url: URL): UnitSystem | null {
  const value = url.searchParams.get(UNITS_PARAM);
  return value === "metric" || value === "imperial" ? value : null;
}

/**
 * Whether a language's pages follow the browser's region for a visitor who has not chosen: imperial
 * for the United States and its territories, metric for everyone else. Spanish pages are metric.
 */
export const REGIONAL_UNITS: Record<Locale, boolean> = { en: true, es: false };

/** The `lang` of the pages that follow the region, as the head script reads it. */
const REGIONAL_LANGS = JSON.stringify(LOCALES.filter((locale) => REGIONAL_UNITS[locale]).map((locale) => LANGUAGE[locale].lang));

/**
 * Runs in <head> before the first paint: the units the address asks for (a units link, remembered
 * from now on), else the remembered choice, else metric on Spanish pages and, on English ones, the
 * browser's locale (the United States and its territories read imperial; everyone else metric).
 * Kept tiny and dependency-free; the page's CSP allows it by hash. Without JavaScript the server
 * writes the asked units on <html> itself (app/paint-first.server.ts).
 */
export const UNITS_BOOT_SCRIPT = `try{var d=document.documentElement,q=/[?&]${UNITS_PARAM}=(metric|imperial)(?:&|$)/.exec(location.search),u=q?q[1]:localStorage.getItem("${UNITS_STORAGE_KEY}");if(u!=="metric"&&u!=="imperial")u=${REGIONAL_LANGS}.indexOf(d.lang)>=0&&/-(US|PR|GU|VI|AS|MP|UM|LR)$/i.test(navigator.language)?"imperial":"metric";d.setAttribute("${UNITS_ATTRIBUTE}",u);if(q)localStorage.setItem("${UNITS_STORAGE_KEY}",u)}catch(e){}`;
