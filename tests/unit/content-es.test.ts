// The Spanish content twins (docs/decisions/0065-the-spanish-edition.md): each `X.es.ts` holds the
// same entries as `X.ts`, in the same order and shape, with the same identifiers (slugs, paths,
// images, icons, keys), the same quantity marks ({20 to 50 ft}, converted for the reader) and its
// text translated. An entry missing in Spanish, or left in English, fails here; so does an English
// export that holds text with no Spanish twin, and a content module (one in a `content` folder, or
// a feature's content.ts) whose exports hold text and that has no `.es.ts` twin at all.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
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

/**
 * English lists of keys whose Spanish is a lookup by key under another name: every entry of the
 * list must be a key of the Spanish export, with its text.
 */
const LOOKUPS: Record<string, string> = {
  "app/catalogue/content/product-details/types.es.ts:SPEC_LABELS": "SPEC_LABELS_ES",
};

/** Content modules that hold both languages themselves (facts.ts: each fact's `en` and `es`). */
const BILINGUAL = new Set(["app/site/facts.ts"]);

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

/** Values that name something rather than say it: the same in both languages. */
const IDENTIFIERS = new Set([
  "slug",
  "id",
  "href",
  "src",
  "icon",
  "path",
  "canonicalPath",
  "image",
  "logo",
  "alias",
  "specialization",
  "category",
  "categories",
  "applications",
  "type",
  "kind",
  "serviceType",
  "year",
  "width",
  "height",
  "products",
  "span",
  "quantity",
  "noindex",
  "sitemap",
]);

/** Names of people and organisations: the same in both languages. */
const NAMES = new Set(["name", "company", "author", "client", "contractor", "engineer"]);
/** Lists each language fills in its own way: the words buyers type. */
const OWN_LISTS = new Set(["keywords"]);
/** Exports that hold only the part of the English export a reader sees (company.es.ts: the texts of `company`). */
const PARTIAL = new Set(["app/site/company.es.ts:company"]);

/** Text long enough that, the same in both, it was left untranslated (names and codes are shorter). */
const looksUntranslated = (text: string) => text.split(/\s+/).filter((word) => /^[a-z]{3,}$/i.test(word)).length >= 4;

type Finding = string;

function compare(en: unknown, es: unknown, at: string, findings: Finding[], partial = false): void {
  if (typeof en === "function") return;
  const key = at
    .replace(/\[\d+\]$/, "")
    .split(".")
    .at(-1)!;
  if (OWN_LISTS.has(key)) {
    if (!Array.isArray(es) || es.length === 0) findings.push(`${at}: none in Spanish`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es) || es.length !== en.length)
      return void findings.push(`${at}: ${en.length} entries in English, ${Array.isArray(es) ? es.length : "none"} in Spanish`);
    en.forEach((item, i) => compare(item, es[i], `${at}[${i}]`, findings));
    return;
  }
  if (en !== null && typeof en === "object") {
    if (es === null || typeof es !== "object") return void findings.push(`${at}: missing in Spanish`);
    // A specification's label is its key (the Spanish label is looked up from it); elsewhere a label is text.
    const identifiers = /specifications\[\d+\]$/i.test(at) ? new Set([...IDENTIFIERS, "label"]) : IDENTIFIERS;
    for (const key of Object.keys(en)) {
      if (!(key in es)) {
        if (!partial) findings.push(`${at}.${key}: missing in Spanish`);
      } else if (identifiers.has(key) && typeof (en as Record<string, unknown>)[key] !== "object") {
        if ((en as Record<string, unknown>)[key] !== (es as Record<string, unknown>)[key])
          findings.push(`${at}.${key}: not the same identifier`);
      } else compare((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key], `${at}.${key}`, findings, partial);
    }
    for (const key of Object.keys(es)) if (!(key in en)) findings.push(`${at}.${key}: in Spanish only`);
    return;
  }
  if (typeof en === "string") {
    if (typeof es !== "string" || !es.trim()) return void findings.push(`${at}: empty in Spanish`);
    if ([...quantityMarks(en)].sort().join("|") !== [...quantityMarks(es)].sort().join("|")) findings.push(`${at}: quantity marks differ`);
    if (en === es && !NAMES.has(key) && looksUntranslated(en)) findings.push(`${at}: left in English ("${en.slice(0, 60)}")`);
    return;
  }
  if (en !== es) findings.push(`${at}: ${String(en)} in English, ${String(es)} in Spanish`);
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
    it(`${file} says what ${file.replace(".es.ts", ".ts")} says, entry for entry`, async () => {
      const es = (await import(`../../${file}`)) as Record<string, unknown>;
      const en = (await import(`../../${file.replace(".es.ts", ".ts")}`)) as Record<string, unknown>;
      const findings: Finding[] = [];
      for (const [name, value] of Object.entries(es)) {
        if (name in en) compare(en[name], value, name, findings, PARTIAL.has(`${file}:${name}`));
      }
      // Every English export a reader sees has its Spanish twin under the same name.
      for (const [name, value] of Object.entries(en)) {
        const lookup = LOOKUPS[`${file}:${name}`];
        if (lookup) {
          const spanish = (es[lookup] ?? {}) as Record<string, unknown>;
          for (const key of value as string[])
            if (typeof spanish[key] !== "string" || !spanish[key]) findings.push(`${lookup}["${key}"]: missing`);
        } else if (!(name in es) && holdsText(value)) findings.push(`${name}: no Spanish twin`);
      }
      expect(findings).toEqual([]);
    });
  }
});
