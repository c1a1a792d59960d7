// The header's search box (docs/decisions/0049-site-search.md): a dialog with a combobox whose
// results come as you type. Loaded when search first opens, with the index it fetches
// (TanStack Query, the site's data-cache rules): no page's first load carries any of it.
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { DATA_CACHE } from "../../lib/data-cache";
import { searchSite, type SearchIndex } from "../search";
import { GROUP_LABELS } from "../groups";
import { relatedNotes } from "../related";
import type { Locale } from "../../lib/locale";
import { useLocale, useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";

/** One client for the page's life: a second opening reuses the index it already has. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DATA_CACHE.staleMs,
      gcTime: DATA_CACHE.keepMs,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: 1,
    },
  },
});

/** Each language's index (the English one at the address it always had). */
const INDEX_URL: Record<Locale, string> = { en: "/api/search-index", es: "/api/search-index?locale=es" };

async function fetchIndex(locale: Locale): Promise<SearchIndex> {
  const response = await fetch(INDEX_URL[locale]);
  if (!response.ok) throw new Error(`search index: ${response.status}`);
  return (await response.json()) as SearchIndex;
}

/** Results shown per kind of page in the box; the full page lists them all. */
const PER_GROUP = 4;

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export default function SearchDialog(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <SearchDialogContent {...props} />
    </QueryClientProvider>
  );
}

function SearchDialogContent({ open, onOpenChange }: Props) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const id = useId();
  const locale = useLocale();
  const t = useT(catalog);
  const to = useLocalePath();
  const index = useQuery({ queryKey: ["search-index", locale], queryFn: () => fetchIndex(locale), enabled: open });
  const results = useMemo(() => (index.data ? searchSite(index.data.entries, query, PER_GROUP, locale) : []), [index.data, query, locale]);
  const notes = useMemo(() => relatedNotes(query, locale), [query, locale]);
  const searchPage = to(`/search?q=${encodeURIComponent(query.trim())}`);
  const flat = results.flatMap((group) => group.entries);
  const optionId = (i: number) => `${id}-option-${i}`;
  const listId = `${id}-list`;
  const current = Math.min(active, flat.length - 1);

  const go = (url: string) => {
    onOpenChange(false);
    void navigate(url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + flat.length) % flat.length);
    } else if (event.key === "Home" || event.key === "End") {
      if (flat.length === 0) return;
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : flat.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = flat[current];
      go(chosen ? chosen.url : searchPage);
    }
  };

  const status = !query.trim()
    ? t("Type to search products, services, projects and jobs.")
    : index.isPending
      ? t("Loading the search…")
      : index.isError
        ? t("The search could not load. Press Enter to search on its own page.")
        : flat.length === 0
          ? t("No results for “{query}”. Press Enter for the search page.", { query: query.trim() })
          : t.n(
              flat.length,
              "# result. Use the arrow keys to choose, Enter to open.",
              "# results. Use the arrow keys to choose, Enter to open.",
            );
  let position = -1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[10vh]! max-w-2xl! translate-y-0! p-4 sm:p-6" closeLabel={t("Close search")}>
        <DialogTitle className="text-lg font-bold text-brand-900">{t("Search")}</DialogTitle>
        <DialogDescription className="sr-only">{t("Results appear as you type.")}</DialogDescription>
        <input
          type="search"
          role="combobox"
          aria-label={t("Search the site")}
          aria-expanded={flat.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
          autoComplete="off"
          value={query}
          maxLength={100}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("Products, services, projects, jobs…")}
          className="input mt-3"
        />
        <p role="status" className="mt-2 text-xs text-slate-600">
          {status}
        </p>
        {/* What the query names that we do not make: the results are the nearest products we make. */}
        {notes.map((note) => (
          <p key={note} className="mt-2 rounded-md bg-brand-50 px-2 py-1.5 text-xs text-slate-800">
            {note}
          </p>
        ))}
        <div id={listId} role="listbox" aria-label={t("Results")} className="mt-3 max-h-[60vh] space-y-4 overflow-y-auto">
          {results.map(({ group, entries }) => (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <p id={`${id}-${group}`} role="presentation" className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t(GROUP_LABELS[group])}
              </p>
              {entries.map((entry) => {
                position += 1;
                const i = position;
                return (
                  <div
                    key={entry.url}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === current}
                    onPointerMove={() => setActive(i)}
                    onClick={() => go(entry.url)}
                    className="cursor-pointer rounded-md px-2 py-2 aria-selected:bg-brand-50 aria-selected:ring-1 aria-selected:ring-brand-600"
                  >
                    <span className="block font-semibold text-brand-800" lang={entry.titleLang}>
                      {entry.title}
                    </span>
                    <span className="block truncate text-sm text-slate-700">{entry.snippet}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {query.trim() ? (
          <a
            href={searchPage}
            onClick={(event) => {
              event.preventDefault();
              go(searchPage);
            }}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {t("All results for “{query}”", { query: query.trim() })}
          </a>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
