// The Spanish text of the content (docs/decisions/0065-the-spanish-edition.md): each `X.es.ts` lays
// Spanish text over `X.ts` (app/lib/localized.ts; tests/unit/content-text.test.ts checks that it
// fits). Laid over, every text a reader sees is in Spanish, with the same quantity marks ({20 to
// 50 ft}, converted for the reader) and placeholders as the English; a text left out (English on
// a Spanish page) fails here, and so does a content module (one in a `content` folder, or a
// feature's content.ts) whose exports hold text and that has no `.es.ts` twin at all.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { textMismatches, withText } from "../../app/lib/localized";
import { quantityMarks } from "../../app/lib/units";

const root = fileURLToPath(new URL("../..", import.meta.url));

function twins(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return twins(path);
    return name.endsWith(".es.ts") ? [relative(root, path)] : [];
  });
}

/** The English modules of the content folders (`content/` at any depth) and each feature's `content.ts`. */
function englishContent(dir: string, inContent = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return englishContent(path, inContent || name === "content");
    const english = name.endsWith(".ts") && !/\.(es|server|test)\.ts$/.test(name) && !name.endsWith(".d.ts");
    return english && (inContent || name === "content.ts") ? [relative(root, path)] : [];
  });
}

/** Content modules that hold both languages themselves (facts.ts: each fact's `en` and `es`). */
const BILINGUAL = new Set(["app/site/facts.ts"]);

/** English exports with words but no Spanish text of their own, and why. */
const NO_TEXT_OF_THEIR_OWN: Record<string, string> = {
  "app/catalogue/content/product-details/types.ts:SPEC_LABELS": "keys; their labels are SPEC_LABEL_NAMES",
  "app/catalogue/content/product-summaries.ts:BRIDGE_LOADING": "written into entries whose Spanish text says it",
};

/**
 * Whether a value holds text a reader sees: a string of two or more words somewhere in it.
 * Functions (helpers, lookups) and single words (slugs, paths, codes, icon path data) do not.
 */
function holdsText(value: unknown): boolean {
  if (typeof value === "string") return /[a-z]{2,}\s+[a-z]{2,}/i.test(value) && !/^[MmLlHhVvCcSsQqTtAaZz][\d\s.,-]/.test(value);
  if (Array.isArray(value)) return value.some(holdsText);
  if (value !== null && typeof value === "object") return Object.values(value).some(holdsText);
  return false;
}

/** Names of people and organisations: the same in both languages. */
const NAMES = new Set(["name", "company", "author", "client", "contractor", "engineer"]);
/** Text only machines read, kept in English in both (the JSON-LD service type). */
const MACHINE_TEXT = new Set(["serviceType"]);

/** The quantity marks of a text ({20 to 50 ft}), not its placeholders ({foundedYear}), which each language names as it needs. */
const quantities = (text: string) =>
  quantityMarks(text)
    .filter((mark) => !/^[A-Za-z]\w*$/.test(mark))
    .sort()
    .join("|");

/** Text long enough that, the same in both, it was left untranslated (names and codes are shorter). */
const looksUntranslated = (text: string) => text.split(/\s+/).filter((word) => /^[a-z]{3,}$/i.test(word)).length >= 4;

/** The text of `spanish` (the English with the Spanish laid over) that does not say what `english` says. */
function compare(english: unknown, spanish: unknown, at: string, findings: string[]): void {
  const key = at
    .replace(/\[\d+\]$/, "")
    .split(".")
    .at(-1)!;
  if (typeof english === "string" && typeof spanish === "string") {
    if (quantities(english) !== quantities(spanish)) findings.push(`${at}: quantity marks differ`);
    if (english === spanish && !NAMES.has(key) && !MACHINE_TEXT.has(key) && looksUntranslated(english))
      findings.push(`${at}: left in English ("${english.slice(0, 60)}")`);
  } else if (Array.isArray(english) && Array.isArray(spanish)) {
    english.forEach((item, index) => compare(item, spanish[index], `${at}[${index}]`, findings));
  } else if (english !== null && typeof english === "object" && spanish !== null && typeof spanish === "object") {
    for (const [name, value] of Object.entries(english))
      compare(value, (spanish as Record<string, unknown>)[name], `${at}.${name}`, findings);
  }
}

describe("Spanish content", () => {
  const files = twins(join(root, "app"));

  it("has a twin for every content module that holds text", async () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    const missing: string[] = [];
    for (const file of englishContent(join(root, "app"))) {
      if (BILINGUAL.has(file) || files.includes(file.replace(/\.ts$/, ".es.ts"))) continue;
      const exported = (await import(`../../${file}`)) as Record<string, unknown>;
      if (Object.values(exported).some(holdsText)) missing.push(file);
    }
    expect(missing, "content modules without a Spanish twin").toEqual([]);
  });

  for (const file of files) {
    it(`${file} says in Spanish all that ${file.replace(".es.ts", ".ts")} says`, async () => {
      const es = (await import(`../../${file}`)) as Record<string, unknown>;
      const en = (await import(`../../${file.replace(".es.ts", ".ts")}`)) as Record<string, unknown>;
      const findings: string[] = [];
      for (const [name, english] of Object.entries(en)) {
        if (!(name in es)) {
          // Every English export a reader sees has its Spanish text under the same name.
          if (holdsText(english) && !NO_TEXT_OF_THEIR_OWN[`${file.replace(".es.ts", ".ts")}:${name}`])
            findings.push(`${name}: no Spanish text`);
        } else if (textMismatches(english, es[name], name).length === 0) {
          compare(english, withText(english, es[name]), name, findings);
        }
      }
      expect(findings).toEqual([]);
    });
  }
});
