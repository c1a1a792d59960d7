// The three job filters (rules §2 Careers, §4 Job filters), each offering only the values some open
// posting has. A real GET form, so without JavaScript the server filters; with it each change
// rewrites the query in place (replacing the history entry, as /products does) and the list
// follows at once.
import { useEffect, useState, type ChangeEvent } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../ui/link";
import { JOB_FILTERS, hasActiveFilter, jobValue, type JobFilterOptions, type JobFilters } from "../filters";
import { catalog } from "../translations";
import { useLocalePath, useT } from "../../ui/use-t";

export function JobFilterForm({ filters, options }: { filters: JobFilters; options: JobFilterOptions }) {
  const [, setSearchParams] = useSearchParams();
  const t = useT(catalog);
  const to = useLocalePath();
  // What the visitor chose, ahead of the URL: a second change made before the first has landed
  // must build on it, not on the URL it is about to replace.
  const [chosen, setChosen] = useState(filters);
  const { location, department, type } = filters;
  useEffect(() => setChosen({ location, department, type }), [location, department, type]);

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = { ...chosen, [event.currentTarget.name]: event.currentTarget.value } as JobFilters;
    setChosen(next);
    setSearchParams(
      (params) => {
        for (const { key } of JOB_FILTERS) {
          if (next[key] === "all") params.delete(key);
          else params.set(key, next[key]);
        }
        params.delete("apply");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <form method="get" action={to("/careers")} aria-label={t("Filter open positions")} className="flex flex-wrap items-end gap-4">
      {JOB_FILTERS.map(({ key, label, allLabel }) => (
        <div key={key} className="w-full sm:w-auto sm:min-w-48">
          <label htmlFor={`job-filter-${key}`} className="block text-sm font-medium text-slate-800">
            {t(label)}
          </label>
          <select id={`job-filter-${key}`} name={key} value={chosen[key]} onChange={onChange} className="input mt-1">
            <option value="all">{t(allLabel)}</option>
            {options[key].map((option) => (
              <option key={option} value={option}>
                {jobValue(t, option)}
              </option>
            ))}
          </select>
        </div>
      ))}
      {/* Without JavaScript the selects cannot apply themselves. */}
      <noscript>
        <button type="submit" className="btn-primary">
          {t("Show positions")}
        </button>
      </noscript>
      {hasActiveFilter(filters) ? (
        <Link
          to={to("/careers")}
          replace
          preventScrollReset
          className="py-2.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t("Clear filters")}
        </Link>
      ) : null}
    </form>
  );
}
