// Every Spanish string the site shows, each with where it is (file, and the place in it): every
// catalog's msgstr (pages, forms, the mails), every export of the `.es.ts` twins (the content, the
// spec sheets' text), and the Spanish of the records keyed by language in code and in facts.json
// (`es: "…"`: the search's notes, a drawing's note, the delivery area). Search words (a product's
// `keywords`) are marked: buyers' words, never shown on a page.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as gettextParser from "gettext-parser";

export type Shown = { file: string; where: string; text: string; searchWords?: true };

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(join(root, file), "utf8");

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path, keep);
    return keep(name) ? [relative(root, join(root, path))] : [];
  });
}

/** The line a text starts on in its file, for a message found by the parser. */
const lineOf = (source: string, text: string) => {
  const at = source.indexOf(JSON.stringify(text).slice(0, 40).replace(/"$/, ""));
  return at < 0 ? undefined : source.slice(0, at).split("\n").length;
};

function catalogTexts(): Shown[] {
  return files("app", (name) => name === "es.po").flatMap((file) => {
    const source = read(file);
    const parsed = gettextParser.po.parse(source);
    return Object.values(parsed.translations).flatMap((entries) =>
      Object.values(entries)
        .filter((entry) => entry.msgid)
        .flatMap((entry) =>
          entry.msgstr.filter(Boolean).map((text) => ({ file: `${file}:${lineOf(source, text) ?? "?"}`, where: "msgstr", text })),
        ),
    );
  });
}

/** Keys that name or point at things (app/lib/localized.ts): never text. */
const NEUTRAL = new Set(["id", "slug", "src", "href", "kind", "icon", "key"]);

function* strings(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === "string") yield [where, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${where}[${i}]`);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (!NEUTRAL.has(key)) yield* strings(item, where ? `${where}.${key}` : key);
}

type Module = Record<string, unknown>;

function twinTexts(twins: Record<string, Module>): Shown[] {
  return Object.entries(twins).flatMap(([path, module]) =>
    [...strings(module, "")].map(([where, text]): Shown => ({
      file: path.replace(/^(\.\.\/)+/, ""),
      where,
      text,
      ...(/\.keywords$/.test(where) ? { searchWords: true as const } : {}),
    })),
  );
}

/** `es: "…"` in code and `"es": "…"` in JSON: a record keyed by language, its Spanish. */
function recordTexts(): Shown[] {
  const sources = [...files("app", (name) => /\.(ts|tsx)$/.test(name) && !name.endsWith(".es.ts")), "app/site/facts.json"];
  return sources.flatMap((file) => {
    const source = read(file);
    return [...source.matchAll(/(?:\bes|"es"):\s*("(?:[^"\\]|\\.)*")/g)].map((match) => ({
      file: `${file}:${source.slice(0, match.index).split("\n").length}`,
      where: "es",
      text: JSON.parse(match[1]!) as string,
    }));
  });
}

/** Every Spanish string the site shows; `twins` is the eager import of the `.es.ts` modules. */
export function shownSpanish(twins: Record<string, Module>): Shown[] {
  return [...catalogTexts(), ...twinTexts(twins), ...recordTexts()];
}
