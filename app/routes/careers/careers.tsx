// /careers (rules §2 Careers): intro, open positions from D1 with three filters, the
// application form (dialog, or in the page without JavaScript) and the job-updates box.
import { use, useMemo, type ComponentProps } from "react";
import { useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { CareersIntro } from "../../careers/components/careers-intro";
import { loadApplicationForm } from "../../careers/components/lazy-application-form";
import { JobBoard } from "../../careers/components/job-board";
import { JobFilterForm } from "../../careers/components/job-filters";
import { whenVisible } from "../../ui/when-visible";
import type { CareersActionData } from "../../careers/form-data";
import { filterJobs, hasActiveFilter, JOB_FILTERS, jobFilterOptions, jobValue, parseJobFilters } from "../../careers/filters";
import { careersAction, careersLoader } from "./careers.server";
import { catalog } from "../../careers/translations";
import { useT } from "../../ui/use-t";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import type { Route } from "./+types/careers";

// The in-page form (?apply=<id>, where Apply leads without JavaScript) is code most visits never
// run: it loads only when asked for, the server awaiting it first so that it renders there, and
// hydration waiting for it in the browser (no Suspense boundary: see inline-application.tsx).
let inline: Promise<typeof import("../../careers/components/inline-application")> | undefined;
const loadInline = () => (inline ??= import("../../careers/components/inline-application"));

function InlineApplication(props: ComponentProps<Awaited<ReturnType<typeof loadInline>>["InlineApplication"]>) {
  const { InlineApplication: Loaded } = use(loadInline());
  return <Loaded {...props} />;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  // ?apply=<id> shows the form in the page: have its code ready so it renders on the server.
  if (url.searchParams.has("apply")) await Promise.all([loadInline(), loadApplicationForm()]);
  // Each posting's JobPosting data is on its own page (job.tsx), as search engines ask.
  return withHead(url, await careersLoader(request));
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

/** The whole list is already here: changing a filter only filters it again, without a request. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const { key } of JOB_FILTERS) params.delete(key);
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

// The job-updates box sits at the foot of the page: its code loads as it nears the viewport.
const SubscribeBox = whenVisible<{ serverResult?: Extract<CareersActionData, { intent: "subscribe" }> }>(
  "job-updates-box",
  () => import("../../careers/components/subscribe-box"),
);

export default function CareersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { intro, jobs, jobsUnavailable, applyJob } = loaderData;
  const { search } = useLocation();
  const options = useMemo(() => jobFilterOptions(jobs), [jobs]);
  const { filters, unavailable } = parseJobFilters(new URLSearchParams(search), options);
  const shown = filterJobs(jobs, filters);
  const filtered = hasActiveFilter(filters);
  const t = useT(catalog);

  return (
    <>
      <CareersIntro intro={intro} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 md:py-16">
        <section aria-labelledby="positions-title">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="positions-title" className="text-2xl font-bold text-brand-900">
              {t("Open positions")}
            </h2>
            <p role="status" className="text-sm text-slate-700">
              {jobsUnavailable || jobs.length === 0
                ? null
                : filtered
                  ? t.n(jobs.length, "Showing {shown} of # open position", "Showing {shown} of # open positions", { shown: shown.length })
                  : t.n(jobs.length, "# open position", "# open positions")}
            </p>
          </div>
          {/* Nothing to filter while nothing is open: the empty state below says so. */}
          {jobs.length > 0 ? (
            <div className="mt-6">
              <JobFilterForm filters={filters} options={options} />
              {/* A link asked for a value no open posting has (an old or shared link): that filter is left at all, and the page says why. */}
              {unavailable.length > 0 ? (
                <p className="mt-3 text-sm text-slate-700">
                  {unavailable
                    .map(({ value }) => t("No position is open for “{value}” right now.", { value: jobValue(t, value) }))
                    .join(" ")}
                  {filtered ? null : ` ${t("All open positions are shown.")}`}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="mt-8">
            {jobsUnavailable ? (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950">
                {t("We couldn't load the open positions just now. Please refresh the page in a minute.")}
              </p>
            ) : (
              <JobBoard jobs={shown} filtered={filtered} />
            )}
          </div>
        </section>

        {applyJob !== undefined ? (
          <InlineApplication job={applyJob} serverResult={actionData?.intent === "apply" ? actionData : undefined} />
        ) : null}

        <SubscribeBox serverResult={actionData?.intent === "subscribe" ? actionData : undefined} />
      </div>
    </>
  );
}
