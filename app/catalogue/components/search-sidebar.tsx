// 'Refine by:' (rules §2 Products search page): Category and Application radio groups in
// collapsible sections, and 'Clear All Filters' while a filter is active. It is a real GET form
// to /products, so filtering works without JavaScript; with it, each choice rewrites the URL.
import type { FormEvent } from "react";
import { Link } from "../../ui/link";
import {
  APPLICATION_OPTIONS,
  CATEGORY_OPTIONS,
  filterLabel,
  type ApplicationFilter,
  type CategoryFilter,
  type FilterLabels,
  type ProductFilters,
} from "../product-search";
import { ChevronDownIcon } from "./icons";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";

export const FILTER_FORM_ID = "product-filters";
export const SIDEBAR_ID = "search-sidebar";

type Props = {
  filters: ProductFilters;
  /** The filters' names in the page's language (Spanish from the loader); English names the keys. */
  labels?: FilterLabels;
  open: boolean;
  categoryOpen: boolean;
  applicationOpen: boolean;
  showClear: boolean;
  onFilter: (filters: ProductFilters) => void;
  onSection: (section: "categoryOpen" | "applicationOpen", open: boolean) => void;
  onClear: () => void;
};

export function SearchSidebar({ filters, labels, open, categoryOpen, applicationOpen, showClear, onFilter, onSection, onClear }: Props) {
  const t = useT(catalog);
  const to = useLocalePath();
  const label = (option: string) => (option === "all" ? t("All") : filterLabel(option as CategoryFilter | ApplicationFilter, labels));
  // With JavaScript the choices already apply as they are made; Enter in the search box stays on the page.
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <aside id={SIDEBAR_ID} aria-labelledby="refine-heading" hidden={!open} className="md:w-64 md:shrink-0">
      <form
        id={FILTER_FORM_ID}
        method="get"
        action={to("/products")}
        onSubmit={onSubmit}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
          <h2 id="refine-heading" className="text-base font-bold text-brand-900">
            {t("Refine by:")}
          </h2>
          {showClear ? (
            <Link
              to={to("/products")}
              replace
              preventScrollReset
              onClick={onClear}
              className="rounded text-sm font-semibold text-accent-600 underline-offset-2 hover:underline"
            >
              {t("Clear All Filters")}
            </Link>
          ) : null}
        </div>
        <FilterSection
          name="category"
          title={t("Category")}
          options={CATEGORY_OPTIONS}
          label={label}
          value={filters.category}
          open={categoryOpen}
          onToggle={(next) => onSection("categoryOpen", next)}
          onChange={(category) => onFilter({ ...filters, category: category as CategoryFilter })}
        />
        <FilterSection
          name="application"
          title={t("Application")}
          options={APPLICATION_OPTIONS}
          label={label}
          value={filters.application}
          open={applicationOpen}
          onToggle={(next) => onSection("applicationOpen", next)}
          onChange={(application) => onFilter({ ...filters, application: application as ApplicationFilter })}
        />
        {/* Without JavaScript the choices are sent with this button. */}
        <noscript>
          <button type="submit" className="btn-primary mt-4 w-full">
            {t("Apply filters")}
          </button>
        </noscript>
      </form>
    </aside>
  );
}

type SectionProps = {
  name: string;
  title: string;
  options: readonly string[];
  label: (option: string) => string;
  value: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  onChange: (value: string) => void;
};

/** A native <details> section: it opens and closes without JavaScript too; its state comes from the cookie. */
function FilterSection({ name, title, options, label, value, open, onToggle, onChange }: SectionProps) {
  return (
    <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)} className="group mt-3 border-t border-slate-200 pt-3">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded py-1 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon className="size-4 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{title}</legend>
        <div className="flex flex-wrap gap-2 md:flex-col md:gap-0.5">
          {options.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 md:rounded-md md:border-transparent md:px-2 md:py-1 hover:bg-slate-50"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="size-4 accent-brand-700"
              />
              {label(option)}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
