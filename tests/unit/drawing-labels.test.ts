// The drawings' Spanish catalog (tools/drawings/labels-es.json, rules §11 "Drawings"): every line of
// every English drawing has its Spanish, a translation keeps the figures and quantities of its
// line, no entry is left over, and every Spanish file is written from it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import labels from "../../tools/drawings/labels-es.json";
import { hasWords } from "../../tools/drawings/variants/localize.mjs";
import { parseLine } from "../../tools/drawings/variants/quantities.mjs";
import { drawingLines } from "../fixtures/drawing-text";

const root = new URL("../../public/images/", import.meta.url).pathname;
const catalog: Record<string, string> = labels;
const read = (name: string) => readFileSync(join(root, name), "utf8");

/** Each drawing with a Spanish file, and the English file its words are drawn in (imperial, as drawn). */
const drawings = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".es.svg"))
  .sort()
  .map((file) => file.slice(0, -".es.svg".length))
  .map((name) => ({ name, english: existsSync(join(root, `${name}.imperial.svg`)) ? `${name}.imperial.svg` : `${name}.svg` }));
/** The drawing's title, which names it to a reader of the file alone. */
const titleOf = (svg: string) => /<title\b[^>]*>([^<]*)<\/title>/.exec(svg)![1]!.replace(/&amp;/g, "&");
/** The key each worded line of a drawing, and its title, is translated by ("SPAN {#0} · {1}"). */
const keysOf = (svg: string) => [titleOf(svg), ...drawingLines(svg)].map((line) => parseLine(line).key).filter(hasWords);

/** The figures and quantity marks of a line or its translation, sorted: "{#0} {1} 1:4 40%". */
const figures = (text: string) => [...new Set(text.match(/\{#?\d+\}|\d(?:[\d,.:/–-]*\d)?%?/g))].sort().join(" ");

describe("the drawings' Spanish catalog", () => {
  it("covers the drawings with labels: every generated and hand-drawn sheet", () => {
    expect(drawings.length).toBeGreaterThan(65);
    const folders = new Set(drawings.map(({ name }) => name.split("/")[0]));
    for (const folder of ["products", "gallery", "learn", "projects", "services", "hero", "careers", "home"])
      expect(folders).toContain(folder);
  });

  it.each(drawings)("$english: every worded line has its Spanish", ({ english }) => {
    const missing = keysOf(read(english)).filter((key) => !(key in catalog));
    expect(missing).toEqual([]);
  });

  it("keeps each line's figures and quantities in its Spanish", () => {
    for (const [english, spanish] of Object.entries(catalog)) expect(figures(spanish), english).toBe(figures(english));
  });

  it("has no entry that no drawing uses", () => {
    const used = new Set(drawings.flatMap(({ english }) => keysOf(read(english))));
    expect(Object.keys(catalog).filter((key) => !used.has(key))).toEqual([]);
  });

  it.each(drawings)("$name: its Spanish files say what the catalog says", ({ name, english }) => {
    const lines = drawingLines(read(english));
    const spanish = drawingLines(read(`${name}.es${english.endsWith(".imperial.svg") ? ".imperial" : ""}.svg`));
    // A Spanish line breaks where its translation says ("JUNTA DE\nCORTANTE"): compare the words run together.
    const words = (line: string) => {
      const { key } = parseLine(line);
      return hasWords(key)
        ? catalog[key]!.replace(/\{#?\d+\}/g, "")
            .replace(/\s+/g, " ")
            .trim()
        : null;
    };
    const said = spanish.join(" ");
    for (const line of lines) {
      const expected = words(line);
      if (expected) for (const part of expected.split(/\s+/)) expect(said, `${line} → ${expected}`).toContain(part);
    }
  });
});
