// The quantities in a drawing's label, as the drawings are written: in imperial, the way the
// company's engineers draw ("SPAN 30–95 FT", "36 OR 48 IN", "80'-0\"", "+1.6'", "24\"", "16 K",
// "6,000 PSI"). A label is split into its words (with {0}, {1}… where each quantity stood and
// {#0}, {#1}… where a bare figure did: the key its translation is found by) and its quantities,
// each written back as drawn (imperial) or converted to metric by the site's own rules
// (app/lib/units.ts, app/lib/typography.ts, loaded through Vite so the rounding and the way numbers
// are written are never written twice).
import { runnerImport } from "vite";

/** @typedef {import("../../../app/lib/units.ts").ImperialUnit} ImperialUnit */
/**
 * One figure of a line: as drawn, and in metric (`or`, the language's word between two sizes);
 * a bare figure (a count, a number) has no metric of its own.
 * @typedef {{ drawn: string; bare?: boolean; or?: boolean; metric?: (or: string) => string }} Quantity
 */

const root = new URL("../../../", import.meta.url).pathname;
/**
 * The site's rules, imported as they are where TypeScript is read (the unit tests, on Vite), else
 * through Vite's module runner (node on its own).
 * @type {typeof import("../../../app/lib/units.ts")}
 */
const units = await import("../../../app/lib/units.ts").catch(
  async () => (await runnerImport(`${root}app/lib/units.ts`, { configFile: false, root, logLevel: "error" })).module,
);
/** @type {typeof import("../../../app/lib/typography.ts")} */
const typography = await import("../../../app/lib/typography.ts").catch(
  async () => (await runnerImport(`${root}app/lib/typography.ts`, { configFile: false, root, logLevel: "error" })).module,
);

/**
 * "24.4 m" → ["24.4", "m"], the number as the site writes it ("1,220").
 * @param {string} text
 * @returns {[string, string]}
 */
const split = (text) => [text.slice(0, text.lastIndexOf(" ")), text.slice(text.lastIndexOf(" ") + 1)];
const metricParts = (/** @type {number} */ value, /** @type {ImperialUnit} */ unit) =>
  split(units.formatQuantity({ from: value, unit }, "metric"));

/** The rule's exact factor for a unit (its metric value of a million, read back). */
const factor = (/** @type {ImperialUnit} */ unit) => Number(metricParts(1_000_000, unit)[0].replace(/[^\d.]/g, "")) / 1_000_000;
const KN_PER_KIP = factor("kip");
const M_PER_FT = factor("ft");
const MM_PER_IN = factor("in");

/** A figure rounded to `step`, written as the site writes numbers. */
const siNumber = (/** @type {number} */ value, /** @type {number} */ step) =>
  typography.formatNumber(Math.round(value / step) * step, "en", { places: step < 1 ? 1 : 0 });

/**
 * A mass in short tons (2,000 lb: the cranes', bollards' and armour stones') in tonnes, as the
 * site's Spanish gives published tons ("27 t"), which is how a metric reader reads them.
 */
function tonnes(/** @type {number} */ tons) {
  const [number, unit] = split(units.formatQuantity({ from: tons, unit: "ton" }, "imperial", "es"));
  if (unit !== "t") throw new Error(`app/lib/units.ts no longer gives tons as tonnes in Spanish ("${number} ${unit}")`);
  return /** @type {[string, string]} */ ([number, unit]);
}

/**
 * The metric number and unit of one imperial value, by the drawn unit's name.
 * @type {Record<string, (value: number) => [string, string]>}
 */
const METRIC = {
  ft: (v) => metricParts(v, "ft"),
  in: (v) => metricParts(v, "in"),
  psi: (v) => metricParts(v, "psi"),
  ksi: (v) => metricParts(v * 1000, "psi"),
  kip: (v) => metricParts(v, "kip"),
  sqft: (v) => metricParts(v, "sq ft"),
  klf: (v) => [siNumber((v * KN_PER_KIP) / M_PER_FT, 1), "kN/m"],
  kipft: (v) => [siNumber(v * KN_PER_KIP * M_PER_FT, 1), "kN·m"],
  sqin: (v) => [siNumber(v * MM_PER_IN * MM_PER_IN, 10), "mm²"],
  ton: tonnes,
};

/** @type {Record<string, string>} */
const WORD_UNITS = {
  "IN²": "sqin",
  IN: "in",
  FT: "ft",
  PSI: "psi",
  KSI: "ksi",
  KIP: "kip",
  KIPS: "kip",
  K: "kip",
  k: "kip",
  "K/FT": "klf",
  "K-FT": "kipft",
  SF: "sqft",
  T: "ton",
};

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
// Leftmost first; at one place, the longer reading first.
const TOKEN = new RegExp(
  [
    String.raw`(?<fiSign>[+\-±])?(?<fiFeet>\d+)'-(?<fiInches>\d+(?:\.\d+)?)"`,
    String.raw`(?<fpFeet>\d+) FT (?<fpInches>\d+) IN\b`,
    String.raw`(?<wSign>[+\-])?(?<wFrom>${NUMBER}|¾)(?:(?<wSep>–|-| OR )(?<wTo>${NUMBER}))? (?<wUnit>IN²|K\/FT|K-FT|KIPS?|KSI|PSI|IN|FT|SF|K|k|T)(?![\w/²-])`,
    String.raw`(?<perFoot>\/ FT)\b`,
    String.raw`(?<fSign>[+\-])?(?<fFeet>\d+(?:\.\d+)?)'(?![\w-])`,
    String.raw`(?<iInches>\d+(?:\.\d+)?)"`,
    String.raw`(?<![\w.,\-–'"/:#+±])(?<bare>${NUMBER})(?![\w.,\-–'"%/:°²])`,
  ].join("|"),
  "g",
);

const toNumber = (/** @type {string} */ text) => (text === "¾" ? 0.75 : Number(text.replaceAll(",", "")));

/**
 * One token as a quantity: what was drawn, and its metric text. A bare figure stays as it is.
 * @param {Record<string, string | undefined>} g the token's groups
 * @param {string} drawn
 * @returns {Quantity}
 */
function quantityOf(g, drawn) {
  /** @type {(unit: string, values: number[], sign?: string, sep?: string) => string} */
  const metric = (unit, values, sign = "", sep = "–") => {
    const parts = values.map((v) => METRIC[unit]?.(Math.abs(v)) ?? ["?", "?"]);
    const joined = parts.length === 1 ? parts[0][0] : `${parts[0][0]}${sep}${parts[1][0]}`;
    return `${sign}${joined} ${parts[0][1]}`;
  };
  if (g.fiFeet) {
    const feet = Number(g.fiFeet) + Number(g.fiInches) / 12;
    const sign = g.fiSign === "±" ? "±" : (g.fiSign ?? "");
    return { drawn, metric: () => metric("ft", [feet], sign) };
  }
  if (g.fpFeet) return { drawn, metric: () => metric("ft", [Number(g.fpFeet) + Number(g.fpInches) / 12]) };
  if (g.wUnit) {
    const unit = WORD_UNITS[g.wUnit] ?? "";
    const values = [toNumber(g.wFrom ?? ""), ...(g.wTo ? [toNumber(g.wTo)] : [])];
    // "36 OR 48 IN": the word is the language's ("36 O 48 IN"); a metric "or" is lower case, as "mm" is.
    return {
      drawn,
      metric: (or) => metric(unit, values, g.wSign ?? "", g.wSep === " OR " ? ` ${or.toLowerCase()} ` : "–"),
      or: g.wSep === " OR ",
    };
  }
  if (g.perFoot) return { drawn, metric: () => `/ ${metric("ft", [1])}` };
  if (g.fFeet) return { drawn, metric: () => metric("ft", [Number(g.fFeet)], g.fSign ?? "") };
  if (g.iInches) return { drawn, metric: () => metric("in", [Number(g.iInches)]) };
  return { drawn, bare: true };
}

/**
 * A label line split into its words and quantities: `{ key: "SPAN {#0} · {1}", quantities }` for
 * "SPAN 1 · 80'-0\"" ({#n} a bare figure, a count or a number, {n} a quantity with its unit). The
 * key is what the Spanish catalog is keyed by.
 */
export function parseLine(/** @type {string} */ line) {
  /** @type {Quantity[]} */
  const quantities = [];
  // Runs of spaces read as one, as the drawing shows them.
  const key = line.replace(/\s+/g, " ").replace(TOKEN, (drawn, ...args) => {
    const quantity = quantityOf(/** @type {Record<string, string | undefined>} */ (args.at(-1)), drawn);
    quantities.push(quantity);
    return `{${quantity.bare ? "#" : ""}${quantities.length - 1}}`;
  });
  return { key, quantities };
}

/**
 * The line in one unit system: `words` (the key, translated or not) with each {n} replaced by
 * quantity n, as drawn or in metric. `or` is the language's word between two sizes.
 * @param {string} words
 * @param {Quantity[]} quantities
 * @param {"metric" | "imperial"} system
 */
export function writeLine(words, quantities, system, or = "OR") {
  return words.replace(/\{#?(\d+)\}/g, (mark, n) => {
    const q = quantities[Number(n)];
    if (!q || Boolean(q.bare) !== mark.includes("#")) throw new Error(`"${words}" names ${mark}, which its line does not have`);
    if (q.bare) return q.drawn;
    if (system === "metric") return q.metric?.(or) ?? q.drawn;
    return q.or ? q.drawn.replace(" OR ", ` ${or} `) : q.drawn;
  });
}
