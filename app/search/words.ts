// How the search reads text, query and entries alike: lower case, no accents, letters and digits
// only, split into words; the words too common to tell anything are left out of a query.

export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "of",
  "for",
  "and",
  "to",
  "in",
  "de",
  "del",
  "al",
  "la",
  "el",
  "los",
  "las",
  "y",
  "en",
  "para",
  "con",
  "un",
  "una",
  "sin",
]);

/** Lower case, no accents, letters and digits only. */
export const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export const words = (text: string) => normalize(text).split(" ").filter(Boolean);
