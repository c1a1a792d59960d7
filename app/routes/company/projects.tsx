// /projects (rules §2 Projects). The loader reads the filter query, so the first HTML is the
// filtered view, and sends a non-canonical query (`type=all`, unknown types, a `show` out of
// range, as the no-JavaScript form can produce) to its canonical URL.
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ProjectGallery } from "../../company/components/projects/project-gallery";
import { projectsIn } from "../../company/localized.server";
import { localeOf, localePath } from "../../lib/locale";
import { useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { filterProjects, normalizeCount, projectQuery, readProjectQuery } from "../../company/project-filter";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/projects";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const projects = projectsIn(locale);
  const { selection, show } = readProjectQuery(url.searchParams);
  const total = filterProjects(projects, selection).length;
  const canonical = projectQuery(selection, normalizeCount(show, total), total).toString();
  if (canonical !== url.searchParams.toString()) throw redirect(localePath(locale, `/projects${canonical ? `?${canonical}` : ""}`));
  return withHead(
    url,
    withUnits(
      {
        projects: projects.map(({ id, title, category, type, description, image }) => ({ id, title, category, type, description, image })),
      },
      locale,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

/** The list is fixed (rules §3): a filter change only changes what the page shows, never the data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const t = useT(catalog);
  return (
    <div className="bg-white">
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{t("Our Projects")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            {t("Bridges, warehouses, offices and site work across Belize, each with the products we made for it.")}
          </p>
        </div>
      </div>
      <section aria-label={t("Project gallery")} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ProjectGallery projects={loaderData.projects} />
      </section>
    </div>
  );
}
