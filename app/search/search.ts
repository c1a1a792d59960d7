// Site search (docs/decisions/0049-site-search.md): one matcher for the /search page (on the server)
// and the header's search box (in the browser, in its own lazily loaded chunk). Forgiving: word
// starts match while typing, a typo of one letter (two in long words) still matches, Spanish
// words find their English pages, and a length ("12 m", "40 ft") finds the products that span it.
// Each language has its own index: the Spanish one is searched with the synonyms buyers type
// (./synonyms.ts, worked out of app/site/glossary.ts).
import { coversLength, parseLength } from "../lib/units";
import type { Locale } from "../lib/locale";
import { SPANISH_SPAN_WORDS, SPANISH_SYNONYMS } from "./synonyms";
import { STOP_WORDS, words } from "./words";

export const SEARCH_GROUPS = ["Products", "Applications", "Services", "Learn", "Projects", "Jobs"] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export type SearchEntry = {
  group: SearchGroup;
  title: string;
  url: string;
  /** One sentence shown under the title. */
  snippet: string;
  /** Everything else the entry may be found by, plain text. */
  text: string;
  /** A product's published span, in feet. */
  span?: readonly [number, number];
  /** The title's language where it is not the index's (an open position staff wrote in English). */
  titleLang?: Locale;
};

export type SearchIndex = { version: string; entries: readonly SearchEntry[] };
export type SearchResults = { group: SearchGroup; entries: SearchEntry[] }[];

/** Words of the languages our visitors write in, to the words our pages use. */
const SYNONYMS: Record<string, readonly string[]> = {
  losa: ["slab"],
  losas: ["slab"],
  viga: ["beam"],
  vigas: ["beam"],
  pilote: ["pile"],
  pilotes: ["pile"],
  puente: ["bridge"],
  puentes: ["bridge"],
  muelle: ["wharf", "marine"],
  marino: ["marine"],
  marina: ["marine"],
  techo: ["roof"],
  piso: ["floor"],
  entrepiso: ["floor"],
  muro: ["wall"],
  tablero: ["deck"],
  doble: ["double"],
  hueca: ["hollow"],
  alveolar: ["hollow"],
  prefabricado: ["precast"],
  pretensado: ["prestressed"],
  presforzado: ["prestressed"],
  empleo: ["job", "careers"],
  empleos: ["job", "careers"],
  trabajo: ["job", "careers"],
  proyecto: ["project"],
  proyectos: ["project"],
  cimentacion: ["foundation"],
  estructural: ["structural"],
  bodega: ["warehouse"],
  almacen: ["warehouse"],
  estacionamiento: ["parking"],
  ingenieria: ["engineering"],
  calidad: ["quality"],
  construccion: ["construction"],
};

const LENGTH = /(\d+(?:[.,]\d+)?)\s*(m|metres?|meters?|metros?|mts?|ft|feet|foot|pies|')(?=\s|$)/i;

/** Levenshtein distance, giving up past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** How well one query word matches one word of an entry: 3 the word, 2 its start, 1 a near miss, 0 none. */
function wordScore(query: string, word: string): number {
  if (word === query) return 3;
  if (query.length >= 2 && word.startsWith(query)) return 2;
  // Plurals and typos: "beems", "pilez"; not for short words, where one letter is another word.
  const allowed = query.length >= 8 ? 2 : query.length >= 4 ? 1 : 0;
  return allowed && distance(query, word.slice(0, query.length + allowed), allowed) <= allowed ? 1 : 0;
}

type Prepared = { entry: SearchEntry; title: string[]; rest: string[] };
const prepared = new WeakMap<readonly SearchEntry[], Prepared[]>();
const prepare = (entries: readonly SearchEntry[]) => {
  let list = prepared.get(entries);
  if (!list) {
    list = entries.map((entry) => ({ entry, title: words(entry.title), rest: words(entry.text) }));
    prepared.set(entries, list);
  }
  return list;
};

/** What each language's search maps a query's words to, and its words that only say "a span of" beside a length. */
const QUERY_WORDS: Record<Locale, { synonyms: Readonly<Record<string, readonly string[]>>; spanWords: ReadonlySet<string> }> = {
  en: { synonyms: SYNONYMS, spanWords: new Set() },
  es: { synonyms: SPANISH_SYNONYMS, spanWords: SPANISH_SPAN_WORDS },
};

/**
 * The entries that match every word of the query, best first, grouped in the page-type order.
 * `locale` is the index's language: its words are what the query's words map to.
 */
export function searchSite(entries: readonly SearchEntry[], query: string, perGroup = Infinity, locale: Locale = "en"): SearchResults {
  const lengthMatch = LENGTH.exec(query);
  const feet = lengthMatch ? parseLength(lengthMatch[0]) : null;
  const rest = lengthMatch ? query.replace(lengthMatch[0], " ") : query;
  const { synonyms, spanWords } = QUERY_WORDS[locale];
  const terms = words(rest).filter((word) => !STOP_WORDS.has(word) && !(feet !== null && spanWords.has(word)));
  if (terms.length === 0 && feet === null) return [];

  const scored: { entry: SearchEntry; score: number }[] = [];
  for (const { entry, title, rest: body } of prepare(entries)) {
    if (feet !== null && !(entry.span && coversLength({ from: entry.span[0], to: entry.span[1], unit: "ft" }, feet))) continue;
    let score = feet !== null ? 5 : 0;
    let all = true;
    for (const term of terms) {
      let best = 0;
      // Own keys only: "constructor" is a word people type, and an inherited property of every object.
      for (const candidate of [term, ...(Object.hasOwn(synonyms, term) ? synonyms[term]! : [])]) {
        for (const word of title) best = Math.max(best, wordScore(candidate, word) * 2);
        if (best < 6) for (const word of body) best = Math.max(best, wordScore(candidate, word));
      }
      if (best === 0) {
        all = false;
        break;
      }
      score += best;
    }
    if (all) scored.push({ entry, score });
  }
  scored.sort((a, b) => b.score - a.score);
  return SEARCH_GROUPS.map((group) => ({
    group,
    entries: scored
      .filter((item) => item.entry.group === group)
      .slice(0, perGroup)
      .map((item) => item.entry),
  })).filter((result) => result.entries.length > 0);
}
