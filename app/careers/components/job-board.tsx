// The open positions (rules §2 Careers): a table from 768 px up, cards below it (both in the
// HTML, one shown by CSS, so the first paint is right without JavaScript). Each title links to the
// posting's own page (/careers/<id>). Each Apply is a
// link to the in-page form (/careers?apply=<id>#apply); once hydrated it opens the
// application dialog instead, loaded on first use.
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { JOB_PREVIEW_CHARS, jobPath, jobValue, previewText, type Job } from "../filters";
import { Link } from "../../ui/link";
import { catalog } from "../translations";
import { useLocalePath, useT } from "../../ui/use-t";
import { DepartmentBadge } from "./department-badge";
import { JobsEmpty } from "./jobs-empty";
import { WithTitle } from "./job-text";
import { JobTerms } from "./job-terms";

const ApplicationDialog = lazy(() => import("./application-dialog"));

type JobBoardProps = { jobs: readonly Job[]; filtered: boolean };

export function JobBoard({ jobs, filtered }: JobBoardProps) {
  const [dialog, setDialog] = useState<{ job: Job; open: boolean } | null>(null);
  const t = useT(catalog);
  const to = useLocalePath();
  if (jobs.length === 0) return <JobsEmpty filtered={filtered} />;

  const open = (job: Job) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: let it be
    event.preventDefault();
    setDialog({ job, open: true });
  };

  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{t("Open positions")}</caption>
        <thead className="border-b-2 border-slate-300 text-xs tracking-wider text-slate-700 uppercase">
          <tr>
            <th scope="col" className="py-3 pr-4 font-semibold">
              {t("Position")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("Location")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("Department")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("Type")}
            </th>
            <th scope="col" className="py-3 pl-4 text-right font-semibold">
              {t("Apply")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {jobs.map((job) => (
            <tr key={job.id} className="align-top">
              <th scope="row" className="max-w-md py-4 pr-4 font-normal">
                <Link
                  to={to(jobPath(job.id))}
                  className="block text-base font-semibold text-brand-900 hover:underline"
                  lang={job.titleLang}
                >
                  {job.title}
                </Link>
                <span className="mt-1 block text-slate-600" lang={job.descriptionLang}>
                  {previewText(job.description, JOB_PREVIEW_CHARS.desktop)}
                </span>
                <JobTerms job={job} className="mt-2 font-medium text-slate-800" />
              </th>
              <td className="px-4 py-4 whitespace-nowrap text-slate-800">{jobValue(t, job.location)}</td>
              <td className="px-4 py-4">
                <DepartmentBadge department={job.department} />
              </td>
              <td className="px-4 py-4 whitespace-nowrap text-slate-800">{jobValue(t, job.type)}</td>
              <td className="py-4 pl-4 text-right">
                <ApplyLink job={job} onClick={open(job)} className="btn-primary whitespace-nowrap">
                  {t("Apply Now")}
                </ApplyLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-4 md:hidden" aria-label={t("Open positions")}>
        {jobs.map((job) => (
          <li key={job.id}>
            <article aria-labelledby={`job-${job.id}-title`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 id={`job-${job.id}-title`} className="text-lg font-semibold text-brand-900" lang={job.titleLang}>
                  <Link to={to(jobPath(job.id))} className="inline-flex min-h-6 items-center hover:underline">
                    {job.title}
                  </Link>
                </h3>
                <DepartmentBadge department={job.department} />
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {jobValue(t, job.location)} · {jobValue(t, job.type)}
              </p>
              <JobTerms job={job} className="mt-1 text-sm font-medium text-slate-800" />
              <p className="mt-3 text-sm text-slate-600" lang={job.descriptionLang}>
                {previewText(job.description, JOB_PREVIEW_CHARS.mobile)}
              </p>
              <ApplyLink job={job} onClick={open(job)} className="btn-primary mt-4 w-full">
                {t("Apply")}
              </ApplyLink>
            </article>
          </li>
        ))}
      </ul>

      {dialog ? (
        <Suspense fallback={null}>
          <ApplicationDialog job={dialog.job} open={dialog.open} onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))} />
        </Suspense>
      ) : null}
    </>
  );
}

type ApplyLinkProps = { job: Job; className: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void; children: string };

/** Its name starts with the visible word (WCAG 2.5.3) and says which position. */
function ApplyLink({ job, className, onClick, children }: ApplyLinkProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <a
      href={to(`/careers?apply=${job.id}#apply`)}
      role="button"
      aria-haspopup="dialog"
      onClick={onClick}
      // A button answers Space as well as Enter.
      onKeyDown={(event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        event.currentTarget.click();
      }}
      className={className}
    >
      {children}
      <span className="sr-only">
        {" "}
        <WithTitle text={t("for {title}")} title={job.title} lang={job.titleLang} />
      </span>
    </a>
  );
}
