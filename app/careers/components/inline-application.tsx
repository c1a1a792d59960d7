// The application form in the page itself (/careers?apply=<id>#apply): where every Apply link
// leads without JavaScript. A posting's own page (/careers/<id>) holds the same form.
import type { Job } from "../filters";
import type { ApplyResult } from "./application-form";
import { ApplicationForm } from "./lazy-application-form";
import { DepartmentBadge } from "./department-badge";
import { WithTitle } from "./job-text";
import { JobTerms } from "./job-terms";
import { catalog } from "../translations";
import { jobValue } from "../filters";
import { useT } from "../../ui/use-t";

type Props = { job: Job | null; serverResult?: ApplyResult };

export function InlineApplication({ job, serverResult }: Props) {
  const t = useT(catalog);
  return (
    <section
      id="apply"
      aria-labelledby="apply-title"
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
    >
      {job ? (
        <>
          <h2 id="apply-title" className="text-2xl font-bold text-brand-900">
            <WithTitle text={t("Apply for {title}")} title={job.title} lang={job.titleLang} />
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>
              {jobValue(t, job.location)} · {jobValue(t, job.type)}
            </span>
            <DepartmentBadge department={job.department} />
          </p>
          <JobTerms job={job} className="mt-2 text-sm font-medium text-slate-800" />
          <p className="mt-4 max-w-3xl text-sm leading-relaxed text-slate-700" lang={job.descriptionLang}>
            {job.description}
          </p>
          <div className="mt-6 max-w-3xl">
            <ApplicationForm job={job} variant="page" serverResult={serverResult} />
          </div>
        </>
      ) : (
        <>
          <h2 id="apply-title" className="text-2xl font-bold text-brand-900">
            {t("This position is no longer open")}
          </h2>
          <p className="mt-2 text-slate-700">
            {t("It may have been filled or closed. The open positions are listed above; or leave your email below for job updates.")}
          </p>
        </>
      )}
    </section>
  );
}
