// The /search page's results, worked out on the server from the same index the search box fetches.
import { env } from "cloudflare:workers";
import { searchIndex } from "../search-index.server";
import { searchSite } from "../search";

/** The longest query we read; a longer one is cut, never refused. */
const QUERY_MAX = 100;

export async function searchPage(url: URL) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  if (!query) return { query, results: [] };
  const { entries } = await searchIndex(env, __BUILD_ID__);
  return { query, results: searchSite(entries, query) };
}
