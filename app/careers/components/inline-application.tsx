// The application form in the page itself (/careers?apply=<id>#apply): where every Apply link
// leads without JavaScript, and what a shared link to a posting shows.
import { use, type ComponentProps } from "react";
import type { Job } from "../filters";
import type { ApplicationForm as Form, ApplyResult } from "./application-form";
import { DepartmentBadge } from "./department-badge";
import { WithTitle } from "./job-text";
import { JobTerms } from "./job-terms";
import { catalog } from "../translations";
import { jobValue } from "../filters";
import { useT } from "../../ui/use-t";

// The form's code stays out of the page's first load (bundle budget). The route's loader awaits
// loadApplicationForm() wherever the form is shown, so the server never suspends on it. No
// Suspense boundary on purpose: React outlines a boundary's HTML past the first 12.8 KB into a
// hidden block that only a script reveals, which a visitor without JavaScript never runs. In
// the browser, hydration waits for the form's code (the server's HTML stays meanwhile).
let loading: Promise<typeof import("./application-form")> | undefined;

export function loadApplicationForm() {
  return (loading ??= import("./application-form"));
}

function ApplicationForm(props: ComponentProps<typeof Form>) {
  const { ApplicationForm: Loaded } = use(loadApplicationForm());
  return <Loaded {...props} />;
}

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
