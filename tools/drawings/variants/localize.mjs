// Every drawing in the page's language and the visitor's units. A drawing is written in English
// and imperial, as the engineers draw; each label line goes through `say`, which gives it in the
// variant being drawn: its words from the Spanish catalog (tools/drawings/labels-es.json, keyed by
// the line with {0}, {1}… for its quantities and {#0}, {#1}… for its bare figures) and its
// quantities as drawn or in metric (./quantities.mjs). The files (rules §11 "Drawings"):
//   <name>.svg             English, metric (and the only English file of a drawing without units)
//   <name>.imperial.svg    English, imperial
//   <name>.es.svg          Spanish, metric
//   <name>.es.imperial.svg Spanish, imperial
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseLine, writeLine } from "./quantities.mjs";

/** @type {Record<string, string | undefined>} */
const LABELS_ES = JSON.parse(readFileSync(new URL("../labels-es.json", import.meta.url), "utf8"));

/**
 * Each language's catalog (English is the line itself) and its word between two sizes.
 * @type {Record<string, { words: (key: string) => string | undefined; or: string }>}
 */
const LANGUAGES = {
  en: { words: (key) => key, or: "OR" },
  es: { words: (key) => LABELS_ES[key], or: "O" },
};

/** @typedef {{ lang: string; units: "metric" | "imperial"; suffix: string }} Variant */
/** @typedef {Variant & { svg: string }} VariantFile */

/** @type {Variant[]} */
const VARIANTS = [
  { lang: "en", units: "metric", suffix: "" },
  { lang: "en", units: "imperial", suffix: ".imperial" },
  { lang: "es", units: "metric", suffix: ".es" },
  { lang: "es", units: "imperial", suffix: ".es.imperial" },
];

/** A line with words a reader reads (not a grid letter, a figure or "M&M"): it needs its Spanish. */
export const hasWords = (/** @type {string} */ key) => /\p{L}{2}|\p{L}\.\p{L}/u.test(key.replace(/\{#?\d+\}/g, ""));

let current = /** @type {Variant} */ (VARIANTS[0]);
let sawUnits = false;
/**
 * Lines the Spanish catalog lacks, met while drawing: the generators list them and fail.
 * @type {Set<string>}
 */
export const missing = new Set();

/** One line of a label in the variant being drawn. */
export function say(/** @type {string} */ line) {
  const { key, quantities } = parseLine(line);
  if (quantities.some((q) => !q.bare)) sawUnits = true;
  const language = /** @type {{ words: (key: string) => string | undefined; or: string }} */ (LANGUAGES[current.lang]);
  const words = hasWords(key) ? language.words(key) : key;
  if (words === undefined) missing.add(key);
  return writeLine(words ?? key, quantities, current.units, language.or);
}

/** The variant being drawn (an English file keeps its description; a Spanish one has none). */
export const variant = () => current;

/**
 * Draws a drawing in every variant: `draw()` is called once per variant with `say` answering in it.
 * A drawing without units has no imperial files.
 * @param {() => string} draw
 * @returns {VariantFile[]}
 */
export function drawVariants(draw) {
  const files = [];
  let units = false;
  for (const v of VARIANTS) {
    current = v;
    sawUnits = false;
    files.push({ ...v, svg: draw() });
    units ||= sawUnits;
  }
  current = /** @type {Variant} */ (VARIANTS[0]);
  return units ? files : files.filter((file) => file.units === "metric");
}

const decode = (/** @type {string} */ text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const encode = (/** @type {string} */ text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** Lines condensed below this (against the drawn line) are listed by the generator, to be reworded. */
export const MIN_CONDENSE = 0.7;
/** Lines a variant had to condense below MIN_CONDENSE: "file: line". */
/** @type {string[]} */
export const cramped = [];

/**
 * A <text> whose line came out longer than drawn, condensed along its baseline to the drawn line's
 * length (in characters; a short label, a dimension's figure, may grow by three), so a sheet laid
 * out by hand keeps its labels clear of their neighbours.
 */
function condensed(/** @type {string} */ open, /** @type {string} */ before, /** @type {string} */ after) {
  const k = (before.length + (before.length < 10 ? 3 : 0)) / after.length;
  const x = /\sx="([\d.-]+)"/.exec(open)?.[1];
  if (k >= 0.98 || x === undefined) return open;
  if (k < MIN_CONDENSE) cramped.push(after);
  const squeeze = `translate(${x} 0) scale(${Math.max(k, MIN_CONDENSE).toFixed(2)} 1) translate(${-Number(x)} 0)`;
  const turned = /\stransform="([^"]*)"/.exec(open);
  return turned ? open.replace(turned[0], ` transform="${turned[1]} ${squeeze}"`) : open.replace(/>$/, ` transform="${squeeze}">`);
}

/**
 * A finished English, imperial drawing (one drawn by hand) in the variant being drawn: the text of
 * each <text> and <tspan> through `say` (a line longer than drawn condensed to its length), the
 * <title> too; a Spanish file drops the English <desc>.
 */
export function localizeSvg(/** @type {string} */ svg) {
  /** @type {(inner: string) => string} */
  const sayText = (inner) =>
    inner.replace(/(^|>)([^<]+)(?=<|$)/g, (all, /** @type {string} */ open, /** @type {string} */ text) =>
      text.trim() ? `${open}${encode(say(decode(text)))}` : all,
    );
  let out = svg.replace(
    /(<text\b[^>]*>)([\s\S]*?)(<\/text>)/g,
    (_, /** @type {string} */ open, /** @type {string} */ inner, /** @type {string} */ close) => {
      const said = sayText(inner);
      const text = (/** @type {string} */ markup) => decode(markup.replace(/<[^>]+>/g, ""));
      return `${/<tspan/.test(inner) ? open : condensed(open, text(inner), text(said))}${said}${close}`;
    },
  );
  if (current.lang !== "en") {
    out = out
      .replace(
        /(<title\b[^>]*>)([^<]*)(<\/title>)/,
        (_, /** @type {string} */ open, /** @type {string} */ text, /** @type {string} */ close) =>
          `${open}${encode(say(decode(text)))}${close}`,
      )
      .replace(/<desc\b[^>]*>[\s\S]*?<\/desc>/, "");
  }
  return out;
}

/**
 * Writes a drawing's variants as `<dir>/<name><suffix>.svg`, removing imperial files it no longer has.
 * @param {string} dir
 * @param {string} name
 * @param {VariantFile[]} files
 */
export function writeVariants(dir, name, files) {
  for (const { suffix } of VARIANTS) {
    const path = join(dir, `${name}${suffix}.svg`);
    if (!files.some((file) => file.suffix === suffix) && existsSync(path)) rmSync(path);
  }
  return files.map(({ suffix, svg }) => {
    writeFileSync(join(dir, `${name}${suffix}.svg`), svg);
    return { file: `${name}${suffix}.svg`, kb: Buffer.byteLength(svg) / 1024 };
  });
}
