// What buyers type, to the words our Spanish pages use, worked out from the glossary
// (app/site/glossary.ts): the Spanish search (app/search/search.ts) tries each query word as typed
// and as each word it maps to, so "placa alveolar", "losa extruida" or "Spancrete" find hollow core
// as "losa alveolar" does, and "trabe", "luz" or "encofrado" find what the pages call viga, claro
// and cimbra. A variant is mapped by its telling words: those the preferred term lacks and that
// name nothing else, each to the preferred term's rarest words ("losa hueca": hueca → alveolar).
// Terms for what we do not make (an entry with `nearest`) are found through the products they
// lead to (app/search/search-index.server.ts), not here.
import { glossaryEntries, type GlossaryEntry } from "../site/glossary";
import { STOP_WORDS, words } from "./words";

/** A word without its plural ending, to tell "cargas" from "carga" as the same word. */
const singular = (word: string) =>
  word.length > 4 && word.endsWith("es") ? word.slice(0, -2) : word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word;
/** A word without its number or gender, to count how many terms use it ("prefabricado", "prefabricada"). */
const root = (word: string) => (word.length > 3 ? singular(word).replace(/[aoe]$/, "") : word);
const telling = (text: string) => words(text).filter((word) => !STOP_WORDS.has(word));

/** The plural of a word that has none yet: "luz" → "luces", "torón" → "torones". */
const plural = (word: string) =>
  word.endsWith("s") || word.length < 3
    ? word
    : /[aeiou]$/.test(word)
      ? `${word}s`
      : word.endsWith("z")
        ? `${word.slice(0, -1)}ces`
        : `${word}es`;

/** The forms a buyer may type a word in: its plural and, for a participle, its other gender. */
function forms(word: string): string[] {
  const other = /[ai]d[ao]$/.test(word) ? [`${word.slice(0, -1)}${word.endsWith("o") ? "a" : "o"}`] : [];
  return [...new Set([word, ...other, ...[word, ...other].map(plural)])];
}

function synonymsFrom(entries: readonly GlossaryEntry[]): Record<string, readonly string[]> {
  const terms = entries.filter((entry) => !entry.nearest);
  // How many preferred terms use each word: a word few use tells a term apart.
  const count = (key: (word: string) => string) => {
    const uses = new Map<string, number>();
    for (const entry of terms) for (const word of new Set(telling(entry.es).map(key))) uses.set(word, (uses.get(word) ?? 0) + 1);
    return (word: string) => uses.get(key(word)) ?? 0;
  };
  const usesRoot = count(root);
  const usesWord = count(singular);
  const map = new Map<string, Set<string>>();
  const add = (keys: readonly string[], targets: readonly string[]) => {
    for (const form of keys) {
      const set = map.get(form) ?? new Set();
      for (const target of targets) if (target !== form) set.add(target);
      if (set.size > 0) map.set(form, set);
    }
  };
  for (const entry of terms) {
    const preferred = telling(entry.es);
    const preferredRoots = new Set(preferred.map(root));
    for (const variant of entry.variants ?? []) {
      const typed = telling(variant);
      const typedRoots = new Set(typed.map(root));
      const own = typed.filter((word) => !preferredRoots.has(root(word)));
      // What the variant lacks of the preferred term, else ("viga tipo I") the preferred term itself.
      const missing = preferred.filter((word) => !typedRoots.has(root(word)));
      const among = missing.length > 0 ? missing : preferred;
      const rarest = Math.min(...among.map(usesRoot));
      const targets = among.filter((word) => usesRoot(word) === rarest);
      // The variant's own words that no other term uses ("propia" in "carga muerta propia", not
      // "muerta"); a lone word one other term uses too ("trabe" in "trabe cajón"), as nothing else
      // tells the variant apart. A word many terms use ("viga" in "viga doble T") finds pages already.
      const unused = own.filter((word) => usesWord(word) === 0);
      const mapped = unused.length > 0 ? unused : missing.length > 0 && own.length === 1 && usesWord(own[0]!) <= 1 ? own : [];
      for (const word of mapped) add(forms(word), targets);
    }
  }
  // A plural the pages' singular does not reach by one letter: "torones" for torón.
  for (const entry of terms)
    for (const word of telling(entry.es)) if (/[^aeious\d]$/.test(word) && word.length > 3) add([plural(word)], [word]);
  return Object.fromEntries([...map].map(([key, targets]) => [key, [...targets]]));
}

export const SPANISH_SYNONYMS: Readonly<Record<string, readonly string[]>> = synonymsFrom(glossaryEntries());

/**
 * Words that only say "a span of": with a length in the query ("claro 9 m", "luz de 12 m") they
 * ask nothing more of a product than to span it.
 */
export const SPANISH_SPAN_WORDS: ReadonlySet<string> = new Set([
  "claro",
  "claros",
  "luz",
  "luces",
  "vano",
  "vanos",
  "salvar",
  "cubrir",
  "hasta",
]);
