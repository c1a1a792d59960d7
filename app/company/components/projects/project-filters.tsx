// The type filter (rules §2 Projects, §4 "Project filters"). A GET form of checkboxes: without
// JavaScript the visitor ticks boxes and applies them; with it, each change updates the URL at once.
import type { ChangeEvent } from "react";
import { FILTER_OPTIONS, type ProjectSelection, type ProjectType } from "../../project-filter";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

type ProjectFiltersProps = {
  selection: ProjectSelection;
  onToggle: (value: ProjectType | "all", checked: boolean) => void;
};

export function ProjectFilters({ selection, onToggle }: ProjectFiltersProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const isChecked = (value: ProjectType | "all") => (value === "all" ? selection.length === 0 : selection.includes(value));
  return (
    <form method="get" action={to("/projects")} className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <fieldset className="contents">
        <legend className="float-left mr-1 text-sm font-semibold text-slate-800">{t("Filter by type:")}</legend>
        {FILTER_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="checkbox"
              name="type"
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onToggle(option.value, event.currentTarget.checked)}
              className="size-4 accent-brand-700"
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      {/* Without JavaScript the ticks take effect on submit; with it they apply as they change. */}
      <noscript>
        <button type="submit" className="btn-secondary py-1.5">
          {t("Apply filters")}
        </button>
      </noscript>
    </form>
  );
}
