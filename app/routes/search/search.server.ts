// The /search page's results, worked out on the server from the same index the search box fetches,
// in the page's language.
import { pages } from "../../shell/pages.server";
import { env } from "cloudflare:workers";
import { searchIndex } from "../../search/search-index.server";
import { searchSite } from "../../search/search";
import { withUnits } from "../../lib/units";
import { localeOf } from "../../lib/locale";
import { relatedNotes } from "../../search/related";

/** The longest query we read; a longer one is cut, never refused. */
const QUERY_MAX = 100;

export async function searchPage(url: URL) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  if (!query) return { query, results: [], notes: [] };
  const locale = localeOf(url.pathname);
  const { entries } = await searchIndex(env, __BUILD_ID__, locale, pages[locale]);
  // The results are our content (their quantities converted); the query is the visitor's, as typed.
  // What it names that we do not make leads to the nearest products, with the glossary's note.
  return { query, results: withUnits(searchSite(entries, query, Infinity, locale), locale), notes: relatedNotes(query, locale) };
}
