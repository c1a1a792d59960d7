// /search?q=: the whole site's search as a page (docs/decisions/0049-site-search.md). A plain GET
// form and results rendered on the server, so it works without JavaScript; the header's search box
// is the same search, as you type. /es/search searches the Spanish pages.
import { redirect } from "react-router";
import { Link } from "../../ui/link";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { SearchResultList } from "../../search/components/search-results";
import { searchPage } from "./search.server";
import { localeOf, localePath } from "../../lib/locale";
import { SEARCH_SUGGESTIONS } from "../../search/suggestions";
import { parseSpanLoadQuery, spanLoadUrl } from "../../catalogue/finder-query";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../search/translations";
import type { Route } from "./+types/search";

export async function loader({ url }: Route.LoaderArgs) {
  // "9 m 5 kPa", "30 ft 100 psf": a span and a load are answered by find by span and load (rules §13).
  const spanLoad = parseSpanLoadQuery((url.searchParams.get("q") ?? "").slice(0, 100));
  if (spanLoad) throw redirect(localePath(localeOf(url.pathname), spanLoadUrl(spanLoad)));
  return withHead(url, await searchPage(url));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results, notes } = loaderData;
  const t = useT(catalog);
  const to = useLocalePath();
  const count = results.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{t("Search")}</h1>
        <form method="get" action={to("/search")} role="search" className="mt-6 flex gap-2">
          <label htmlFor="search-page-input" className="sr-only">
            {t("Search the site")}
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder={t("Products, services, projects, jobs…")}
            className="input"
          />
          <button type="submit" className="btn-primary">
            {t("Search")}
          </button>
        </form>
        <p className="mt-2 text-sm text-slate-600">{t("English or Spanish (losa, viga, pilote), or a span such as 12 m or 40 ft.")}</p>

        {query ? (
          <p role="status" className="mt-8 text-sm text-slate-700">
            {count === 0
              ? t("No results for “{query}”.", { query })
              : t.n(count, "# result for “{query}”.", "# results for “{query}”.", { query })}
          </p>
        ) : null}
        {notes.map((note) => (
          <p key={note} className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
            {note}
          </p>
        ))}
        <div className="mt-4">
          {count > 0 ? (
            <SearchResultList results={results} />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
              <p className="font-semibold text-slate-900">{query ? t("Try another word, or one of these:") : t("Try, for example:")}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {SEARCH_SUGGESTIONS.map((suggestion) => (
                  <li key={suggestion}>
                    <Link to={to(`/search?q=${encodeURIComponent(t(suggestion))}`)} className="btn-secondary px-3 py-1 text-sm">
                      {t(suggestion)}
                    </Link>
                  </li>
                ))}
              </ul>
              <WaysOn />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** "Or browse all products, or ask an engineer.": one sentence to translate, its two links where its placeholders are. */
function WaysOn() {
  const t = useT(catalog);
  const to = useLocalePath();
  const [before = "", rest = ""] = t("Or browse {products}, or {engineer}.").split("{products}");
  const [between = "", after = ""] = rest.split("{engineer}");
  return (
    <p className="mt-4">
      {before}
      <Link to={to("/products")} className="font-semibold text-brand-700 hover:underline">
        {t("all products")}
      </Link>
      {between}
      <Link to={to("/contact")} className="font-semibold text-brand-700 hover:underline">
        {t("ask an engineer")}
      </Link>
      {after}
    </p>
  );
}
