// Terms for what we do not make ("vigueta y bovedilla", "losa aligerada": app/site/glossary.ts,
// entries with `nearest`): the search index gives their words to the nearest products we make, so
// the search leads there, and the search shows the glossary's note of the difference beside them,
// in the page's language. Never a synonym: nothing says hollow core is a losa aligerada.
import { glossaryEntries, type GlossaryEntry } from "../site/glossary";
import type { Locale } from "../lib/locale";
import { STOP_WORDS, words } from "./words";

const RELATED = glossaryEntries().filter((entry): entry is GlossaryEntry & Required<Pick<GlossaryEntry, "nearest">> => !!entry.nearest);

const names = (entry: GlossaryEntry) => [entry.es, ...(entry.variants ?? [])];
/** A word without its plural ending: "viguetas" names what "vigueta" does. */
const singular = (word: string) => word.replace(/s$/, "");
const telling = (text: string) =>
  words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(singular);

/** The words a product is found by for what it stands nearest to, as one text ("" for none). */
export const relatedWords = (slug: string) =>
  RELATED.filter((entry) => entry.nearest.products.includes(slug))
    .flatMap(names)
    .join(" ");

/** The notes for what a query names that we do not make: each one's name, every word of it, in the query. */
export function relatedNotes(query: string, locale: Locale): string[] {
  const typed = new Set(telling(query));
  return RELATED.filter((entry) => names(entry).some((name) => telling(name).every((word) => typed.has(word)))).map(
    (entry) => entry.nearest.note[locale],
  );
}
