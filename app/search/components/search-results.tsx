// Search results grouped by the kind of page they lead to: the /search page's list. The entries'
// links are in the index's language already (/es/… in the Spanish one).
import { Link } from "../../ui/link";
import type { SearchResults } from "../search";
import { GROUP_LABELS } from "../groups";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";

export function SearchResultList({ results }: { results: SearchResults }) {
  const t = useT(catalog);
  return (
    <div className="space-y-8">
      {results.map(({ group, entries }) => (
        <section key={group} aria-labelledby={`results-${group}`}>
          <h2 id={`results-${group}`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t(GROUP_LABELS[group])}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {entries.map((entry) => (
              <li key={entry.url}>
                <Link to={entry.url} className="block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                  <span className="font-semibold text-brand-800" lang={entry.titleLang}>
                    {entry.title}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-700">{entry.snippet}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
