// /careers/:id: one open position on a page of its own, to share and link to: its whole text, its
// terms, the application form (it works without JavaScript) and its JobPosting data. A posting
// that has closed answers 410 and points to the open ones (job.server.ts).
import { ApplicationForm, loadApplicationForm } from "../../careers/components/lazy-application-form";
import { DepartmentBadge } from "../../careers/components/department-badge";
import { JobTerms } from "../../careers/components/job-terms";
import { WithTitle } from "../../careers/components/job-text";
import { jobPath, jobValue } from "../../careers/filters";
import { catalog } from "../../careers/translations";
import { careersAction } from "./careers.server";
import { jobLoader } from "./job.server";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { Link } from "../../ui/link";
import { useLocalePath, useT } from "../../ui/use-t";
import type { Route } from "./+types/job";

export async function loader({ params, url }: Route.LoaderArgs) {
  // The form renders on the server too (no JavaScript): its code is here before the page is.
  await loadApplicationForm();
  return jobLoader(url, params.id);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return careersAction(request);
}

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args);
}

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const { job, closed } = loaderData;

  if (!job) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{t("Careers")}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">
          <WithTitle text={t("{title}: no longer open")} title={closed.title} lang={closed.titleLang} />
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          {t(
            "It may have been filled or closed. The open positions are listed on the careers page; or leave your email there for job updates.",
          )}
        </p>
        <Link to={to("/careers")} className="btn-primary mt-8">
          {t("See open positions")}
        </Link>
      </div>
    );
  }

  const applied = actionData?.intent === "apply" ? actionData : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <article aria-labelledby="job-title">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{t("Careers")}</p>
        <h1 id="job-title" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl" lang={job.titleLang}>
          {job.title}
        </h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span>
            {jobValue(t, job.location)} · {jobValue(t, job.type)}
          </span>
          <DepartmentBadge department={job.department} />
        </p>
        <JobTerms job={job} className="mt-2 font-medium text-slate-800" />
        <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-800" lang={job.descriptionLang}>
          {job.description}
        </p>
        <p className="mt-6">
          <Link to={to("/careers")} className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline">
            {t("All open positions")}
          </Link>
        </p>
      </article>

      <section
        id="apply"
        aria-labelledby="apply-title"
        className="mt-10 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
      >
        <h2 id="apply-title" className="text-2xl font-bold text-brand-900">
          <WithTitle text={t("Apply for {title}")} title={job.title} lang={job.titleLang} />
        </h2>
        <div className="mt-6">
          <ApplicationForm job={job} variant="page" at={jobPath(job.id)} serverResult={applied} />
        </div>
      </section>
    </div>
  );
}
