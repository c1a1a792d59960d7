// The /careers loader and action: the careers service (app/careers/applications.server.ts) answered
// as page data, so the forms work the same with and without JavaScript.
import { env } from "cloudflare:workers";
import { withUnits } from "../../lib/units";
import { data } from "react-router";
import { careersIntroIn } from "../../careers/content";
import { answerPromiseIn } from "../../site/company";
import { catalog } from "../../careers/translations";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { clientAddress } from "../../server/client-key.server";
import { listActiveJobs, submitApplication } from "../../careers/applications.server";
import { subscribeToJobs } from "../../careers/job-alerts.server";
import type { Job } from "../../careers/filters";
import { APPLICATION_FIELDS, SUBSCRIPTION_FIELDS, type CareersActionData } from "../../careers/form-data";
import { CAREERS_MESSAGES } from "../../careers/messages";
import { applicationInputFromForm, subscriptionInputFromForm } from "../../careers/schema";
import { subscribeRateLimitedMessage } from "../../careers/subscribe-messages";
import { formValues } from "../../forms/parse";
import type { Translate } from "../../lib/messages";
import { localeOf } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";

export async function careersLoader(request: Request) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  let jobs: Job[] = [];
  let jobsUnavailable = false;
  try {
    // In the page's language where staff wrote one (a Spanish title and description are optional).
    jobs = await listActiveJobs(env.DB, locale);
  } catch (error) {
    // The rest of the page (intro, subscribe box) still helps; the list says what happened.
    console.error("careers: could not read job postings", error);
    jobsUnavailable = true;
  }
  // ?apply=<id>: the application form rendered in the page, for visitors without JavaScript.
  const applyParam = url.searchParams.get("apply");
  const applyJob = applyParam === null ? undefined : (jobs.find((job) => String(job.id) === applyParam) ?? null);
  return data(
    // The intro is our content (quantities converted); postings are staff's text, shown as written.
    { intro: withUnits(careersIntroIn(locale), locale), jobs, jobsUnavailable, applyJob },
    // A failed read must not be kept by the edge cache for five minutes.
    jobsUnavailable ? { headers: { "Cache-Control": CACHE_CONTROL.personal } } : undefined,
  );
}

/**
 * Field messages are answered as their English messages (the forms translate them, as they do their
 * own check's); a notice is answered in the page's language, since some carry a number.
 */
export async function careersAction(request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const t = serverT(locale, catalog);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<CareersActionData>({ intent: "apply", status: "failed", message: t(CAREERS_MESSAGES.body) }, { status: 400 });
  }
  const intent = form.get("intent");
  if (intent === "subscribe") return subscribe(form, request, t);
  if (intent === "apply") return apply(form, request, t);
  return data<CareersActionData>({ intent: "apply", status: "failed", message: t(CAREERS_MESSAGES.body) }, { status: 400 });
}

async function subscribe(form: FormData, request: Request, t: Translate) {
  const input = subscriptionInputFromForm(form);
  const values = formValues(SUBSCRIPTION_FIELDS, input);
  const outcome = await subscribeToJobs(env, {
    input,
    ip: clientAddress(request.headers),
    origin: new URL(request.url).origin,
    locale: t.locale,
  });
  switch (outcome.kind) {
    case "subscribed":
      return data<CareersActionData>({ intent: "subscribe", status: "subscribed", email: outcome.email });
    case "dropped":
      return data<CareersActionData>({ intent: "subscribe", status: "dropped" });
    case "invalid":
      return data<CareersActionData>({ intent: "subscribe", status: "invalid", fieldErrors: outcome.fieldErrors, values }, { status: 400 });
    case "rate-limited":
      return data<CareersActionData>(
        {
          intent: "subscribe",
          status: "failed",
          message: subscribeRateLimitedMessage(outcome.retryAfterSeconds, t),
          values,
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<CareersActionData>(
        { intent: "subscribe", status: "failed", message: t(CAREERS_MESSAGES.subscribeFailure), values },
        { status: 503, headers: { "Retry-After": "30" } },
      );
  }
}

async function apply(form: FormData, request: Request, t: Translate) {
  const { input, resume } = applicationInputFromForm(form);
  const values = formValues(APPLICATION_FIELDS, input);
  const jobId = Number(input.jobId) || undefined;
  const outcome = await submitApplication(env, {
    input,
    resume,
    ip: clientAddress(request.headers),
    origin: new URL(request.url).origin,
    locale: t.locale,
  });
  switch (outcome.kind) {
    case "stored":
      return data<CareersActionData>({
        intent: "apply",
        status: "sent",
        jobId,
        message: t(CAREERS_MESSAGES.applySuccess),
        summary: outcome.summary,
        // What happens next, in the page's language (company content, read here so no twin ships as script).
        answerPromise: answerPromiseIn(t.locale).application,
      });
    case "dropped":
      return data<CareersActionData>({ intent: "apply", status: "dropped", jobId });
    case "invalid":
      return data<CareersActionData>(
        { intent: "apply", status: "invalid", jobId, fieldErrors: outcome.fieldErrors, values },
        { status: 400 },
      );
    case "rate-limited":
      return data<CareersActionData>(
        { intent: "apply", status: "rate-limited", jobId, message: t(CAREERS_MESSAGES.rateLimited), values },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<CareersActionData>(
        { intent: "apply", status: "failed", jobId, message: t(CAREERS_MESSAGES.applyFailure), values },
        { status: 503, headers: { "Retry-After": "30" } },
      );
  }
}
