// Project gallery rules (rules §4 "Project filters"): which types are selected, which projects
// match, and how many show. Pure and shared by the loader (first HTML) and the browser, so the
// URL alone (`?type=bridge&type=structural&show=12`) decides what a visitor sees.
import { PROJECTS_INITIAL, PROJECTS_STEP } from "../lib/constants";
import { msg } from "../lib/messages";

/** rules §3: the project types; transportation is a filter no project has yet. */
const PROJECT_TYPES = ["bridge", "structural", "site-design", "transportation"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The filter checkboxes in the spec's order; "all" is the empty selection. Labels are messages, shown with `t(label)`. */
export const FILTER_OPTIONS: readonly { value: ProjectType | "all"; label: string }[] = [
  { value: "all", label: msg("All") },
  { value: "bridge", label: msg("Bridge") },
  { value: "structural", label: msg("Structural") },
  { value: "site-design", label: msg("Site Design") },
  { value: "transportation", label: msg("Transportation") },
];

/** Selected types in canonical order; empty means All. */
export type ProjectSelection = readonly ProjectType[];

const isType = (value: string): value is ProjectType => (PROJECT_TYPES as readonly string[]).includes(value);
const canonical = (types: Iterable<ProjectType>): ProjectSelection => {
  const set = new Set(types);
  return PROJECT_TYPES.filter((type) => set.has(type));
};

/**
 * A checkbox changed. All clears the others (and cannot be unchecked by itself); a type
 * removes All; unchecking the last type returns to All.
 */
export function toggleFilter(selection: ProjectSelection, value: ProjectType | "all", checked: boolean): ProjectSelection {
  if (value === "all") return [];
  const next = new Set(selection);
  if (checked) next.add(value);
  else next.delete(value);
  return canonical(next);
}

export function filterProjects<T extends { type: ProjectType }>(items: readonly T[], selection: ProjectSelection): T[] {
  return selection.length === 0 ? [...items] : items.filter((item) => selection.includes(item.type));
}

/** rules §4: the smaller of the filtered total and 8. */
export const initialCount = (total: number) => Math.min(total, PROJECTS_INITIAL);

/** The most that can usefully be asked for: the first step that shows everything. */
function maxCount(total: number) {
  const initial = initialCount(total);
  return initial + Math.ceil(Math.max(0, total - initial) / PROJECTS_STEP) * PROJECTS_STEP;
}

/** A requested count (from the URL) kept within [initial, max]; anything unusable is the initial count. */
export function normalizeCount(requested: number | undefined, total: number) {
  if (requested === undefined || !Number.isFinite(requested)) return initialCount(total);
  return Math.min(Math.max(Math.floor(requested), initialCount(total)), maxCount(total));
}

export const moreCount = (count: number, total: number) => Math.min(count + PROJECTS_STEP, maxCount(total));
export const lessCount = (count: number, total: number) => Math.max(count - PROJECTS_STEP, initialCount(total));
/** rules §4: Load More shows while projects are hidden; Show Less while more than the initial count shows. */
export const canLoadMore = (count: number, total: number) => count < total;
export const canShowLess = (count: number, total: number) => count > initialCount(total);

/** Reads `type` (repeated) and `show` from a query; unknown types are ignored, "all" with a type means the type. */
export function readProjectQuery(params: URLSearchParams): { selection: ProjectSelection; show?: number } {
  const selection = canonical(params.getAll("type").filter(isType));
  const show = params.get("show");
  return { selection, show: show === null || show === "" ? undefined : Number(show) };
}

/** The query for a view: types in canonical order, `show` only beyond the initial count. */
export function projectQuery(selection: ProjectSelection, count?: number, total?: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const type of canonical(selection)) params.append("type", type);
  if (count !== undefined && total !== undefined && count > initialCount(total)) params.set("show", String(count));
  return params;
}

/** Everything the gallery shows for a query. */
export function projectView<T extends { type: ProjectType }>(items: readonly T[], params: URLSearchParams) {
  const { selection, show } = readProjectQuery(params);
  const matching = filterProjects(items, selection);
  const total = matching.length;
  const count = normalizeCount(show, total);
  return {
    selection,
    total,
    count,
    shown: matching.slice(0, count),
    canLoadMore: canLoadMore(count, total),
    canShowLess: canShowLess(count, total),
  };
}
