// The drawings' units (rules §11 "Drawings"): every file shows one system, its own (<name>.svg and
// <name>.es.svg metric, <name>.imperial.svg and <name>.es.imperial.svg imperial), and a metric
// file's figures are its imperial twin's converted by the site's rule (app/lib/units.ts), line by line.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatQuantity, type ImperialUnit } from "../../app/lib/units";
import { LOCALES } from "../../app/lib/locale";
import { drawingFiles } from "../../app/ui/drawing-files";
import { drawingLines, otherSystem } from "../fixtures/drawing-text";

const root = new URL("../../public/images/", import.meta.url).pathname;
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith(".svg") ? [join(dir, entry.name)] : [],
  );
const lines = (file: string) => drawingLines(readFileSync(join(root, file), "utf8"));

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
// As drawn: 80'-0", 16 FT 6 IN, +1.6', 24", "/ FT", 36 OR 48 IN, 30–95 FT, 6,000 PSI, 270 KSI, 16 K (kips).
const IMPERIAL = new RegExp(
  [
    String.raw`[+\-±]?(?<feet>\d+)'-(?<inches>\d+)"`,
    String.raw`(?<ft>\d+) FT (?<in>\d+) IN\b`,
    String.raw`[+\-]?(?<decimalFeet>\d+(?:\.\d+)?)'(?![\w-])`,
    String.raw`(?<inch>\d+(?:\.\d+)?)"`,
    String.raw`(?<perFoot>\/ FT)\b`,
    String.raw`[+\-]?(?<from>${NUMBER}|¾)(?:(?:–|-| OR | O )(?<to>${NUMBER}))? (?<unit>IN|FT|PSI|KSI|KIPS?|K|k)(?![\w/²-])`,
  ].join("|"),
  "g",
);
const METRIC = /([+\-±]?)(\d[\d.,]*)(?:(?:–| or | o )(\d[\d.,]*))? (mm|m|MPa|kN)(?![\w/·²])/g;
const UNIT: Record<string, [ImperialUnit, number]> = {
  IN: ["in", 1],
  FT: ["ft", 1],
  PSI: ["psi", 1],
  KSI: ["psi", 1000],
  KIP: ["kip", 1],
  KIPS: ["kip", 1],
  K: ["kip", 1],
  k: ["kip", 1],
};
const number = (text: string) => (text === "¾" ? 0.75 : Number(text.replaceAll(",", "")));

/** A line's imperial figures in metric by the site's rule: "SPAN 30–95 FT" → ["9.1 m", "29 m"]. */
function converted(line: string): string[] {
  const metric = (value: number, [unit, scale]: [ImperialUnit, number]) => formatQuantity({ from: value * scale, unit }, "metric");
  return [...line.matchAll(IMPERIAL)].flatMap(({ groups: g }) => {
    if (g!.feet) return [metric(Number(g!.feet) + Number(g!.inches) / 12, UNIT.FT!)];
    if (g!.ft) return [metric(Number(g!.ft) + Number(g!.in) / 12, UNIT.FT!)];
    if (g!.decimalFeet) return [metric(Number(g!.decimalFeet), UNIT.FT!)];
    if (g!.inch) return [metric(Number(g!.inch), UNIT.IN!)];
    if (g!.perFoot) return [metric(1, UNIT.FT!)];
    return [g!.from!, g!.to].filter((v): v is string => v !== undefined).map((v) => metric(number(v), UNIT[g!.unit!]!));
  });
}
/** A line's metric figures: "SPAN 9.1–29 m" → ["9.1 m", "29 m"]. */
const figures = (line: string) => [...line.matchAll(METRIC)].flatMap((m) => [m[2], m[3]].filter(Boolean).map((v) => `${v} ${m[4]}`));

const pairs = filesUnder("")
  .filter((file) => file.endsWith(".es.imperial.svg"))
  .flatMap((file) => [file.slice(0, -".es.imperial.svg".length), file.slice(0, -".imperial.svg".length)]);
/** The files content names: each drawing's English file. */
const english = filesUnder("").filter((file) => !/\.(es|imperial)\.svg$/.test(file));

describe("drawings", () => {
  it.each(filesUnder(""))("%s shows one unit system, its own", (file) => {
    const system = file.endsWith(".imperial.svg") ? "imperial" : "metric";
    expect(lines(file).filter((line) => otherSystem(line, system))).toEqual([]);
  });

  it.each(english)("%s: a page in either language shows files that exist, both units' where it has them", (file) => {
    for (const locale of LOCALES) {
      const { metric, imperial } = drawingFiles(`/images/${file}`, locale);
      for (const shown of [metric, imperial].filter((src) => src !== undefined))
        expect(existsSync(join(root, shown.slice("/images/".length))), shown).toBe(true);
      expect(imperial !== undefined, `${file} in ${locale}`).toBe(existsSync(join(root, file.replace(/\.svg$/, ".imperial.svg"))));
    }
  });

  it.each(pairs)("%s: its metric figures are its imperial ones converted by the site's rule", (name) => {
    const metric = lines(`${name}.svg`);
    const imperial = lines(`${name}.imperial.svg`);
    expect(metric).toHaveLength(imperial.length);
    let compared = 0;
    imperial.forEach((line, i) => {
      const expected = converted(line);
      expect(figures(metric[i]!), `${line} → ${metric[i]}`).toEqual(expected);
      compared += expected.length;
    });
    expect(compared).toBeGreaterThan(0);
  });
});
