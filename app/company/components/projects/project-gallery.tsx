// The project gallery (rules §2 Projects, §4 "Project filters"): filters, cards, Load More and
// Show Less. The URL is the state (`?type=bridge&show=12`, history replaced), so a filtered view
// can be shared and the server renders it; the buttons are a GET form that also works without
// JavaScript.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { Link } from "../../../ui/link";
import { FILTER_OPTIONS, lessCount, moreCount, projectQuery, projectView, toggleFilter, type ProjectType } from "../../project-filter";
import { ProjectCard, type ProjectCardData } from "./project-card";
import { ProjectFilters } from "./project-filters";
import { INTL_LOCALE, type Locale } from "../../../lib/locale";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

type GalleryProject = ProjectCardData & { type: ProjectType };

/** "Bridge or Structural": English keeps its plain "or"; Spanish lists as Spanish does ("Puentes o Estructurales"). */
const EITHER: Record<Locale, (labels: readonly string[]) => string> = {
  en: (labels) => labels.join(" or "),
  es: (labels) => new Intl.ListFormat(INTL_LOCALE.es, { type: "disjunction" }).format(labels),
};

export function ProjectGallery({ projects }: { projects: readonly GalleryProject[] }) {
  const t = useT(catalog);
  const to = useLocalePath();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // React Router draws a navigation in a transition, so the query the visitor asked for last shows
  // at once (a controlled checkbox would otherwise snap back) and stays until the URL has caught up
  // with it: a quick second click can land before the first one's URL is drawn, and that URL must
  // not undo the second. A URL the gallery did not ask for (back, forward, a link) shows as it comes.
  const [requested, setRequested] = useState<string | null>(null);
  useEffect(() => {
    setRequested((asked) => (asked === location.search || navigationType !== "REPLACE" ? null : asked));
  }, [location.key, location.search, navigationType]);
  const view = projectView(projects, new URLSearchParams(requested ?? location.search));
  const gridRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<{ card?: number; more?: boolean } | null>(null);

  function go(params: URLSearchParams) {
    const query = params.toString();
    const search = query ? `?${query}` : "";
    setRequested(search);
    void navigate({ search }, { replace: true, preventScrollReset: true });
  }

  // Load More moves focus to the first card it revealed; Show Less, when it disappears, to Load More.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target.card !== undefined) gridRef.current?.querySelectorAll<HTMLElement>("[data-project-card] a")[target.card]?.focus();
    else if (target.more && !document.activeElement?.closest("form")) moreRef.current?.focus();
  }, [view.count, view.total]);

  const labels = view.selection.map((type) => t(FILTER_OPTIONS.find((o) => o.value === type)?.label ?? type));
  const types = view.total === 0 ? EITHER[t.locale](labels) : "";

  return (
    <div>
      <ProjectFilters
        selection={view.selection}
        onToggle={(value, checked) => go(projectQuery(toggleFilter(view.selection, value, checked)))}
      />
      <p aria-live="polite" className="mt-4 text-sm text-slate-600">
        {view.total === 0
          ? t("No {types} projects to show.", { types: types.toLowerCase() })
          : t.n(view.total, "Showing {shown} of # project.", "Showing {shown} of # projects.", { shown: Math.min(view.count, view.total) })}
      </p>

      {view.total === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t("No projects match this filter")}</h2>
          <p className="mx-auto mt-2 max-w-prose text-slate-700">
            {t("None of the projects in our gallery is filed under {types}. Road crossings we have built are listed under Bridge.", {
              types,
            })}
          </p>
          <Link
            to={to("/projects")}
            className="btn-primary mt-5"
            onClick={(event) => {
              event.preventDefault();
              go(projectQuery([]));
            }}
          >
            {t("Show all projects")}
          </Link>
        </div>
      ) : (
        <ul ref={gridRef} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {view.shown.map((project, i) => (
            <li key={project.id}>
              <ProjectCard project={project} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}

      {view.canLoadMore || view.canShowLess ? (
        <form method="get" action={to("/projects")} className="mt-10 flex flex-wrap justify-center gap-3">
          {view.selection.map((type) => (
            <input key={type} type="hidden" name="type" value={type} />
          ))}
          {view.canLoadMore ? (
            <button
              ref={moreRef}
              type="submit"
              name="show"
              value={moreCount(view.count, view.total)}
              className="btn-primary"
              onClick={(event) => {
                event.preventDefault();
                focusAfter.current = { card: view.count };
                go(projectQuery(view.selection, moreCount(view.count, view.total), view.total));
              }}
            >
              {t("Load More Projects")}
            </button>
          ) : null}
          {view.canShowLess ? (
            <button
              type="submit"
              name="show"
              value={lessCount(view.count, view.total)}
              className="btn-secondary"
              onClick={(event) => {
                event.preventDefault();
                focusAfter.current = { more: true };
                go(projectQuery(view.selection, lessCount(view.count, view.total), view.total));
              }}
            >
              {t("Show Less")}
            </button>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
