// Queries the /search page offers when it finds nothing, each in the page's language: the Spanish
// ones are words buyers there type, never a trademark (the glossary rules "Spancrete" out of every
// shown text; tests/unit/search-es.test.ts checks these).
import { msg } from "../lib/messages";

export const SEARCH_SUGGESTIONS = [msg("hollow core"), msg("bridge"), msg("losa"), msg("12 m"), msg("sea wall"), msg("careers")];
