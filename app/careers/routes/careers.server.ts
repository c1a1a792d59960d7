// The /careers loader and action: the careers service (app/careers/applications.server.ts) answered
// as page data, so the forms work the same with and without JavaScript.
import { env } from "cloudflare:workers";
import { withUnits } from "../../lib/units";
import { data } from "react-router";
import { careersIntro } from "../content";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { clientAddress } from "../../server/client-key.server";
import { listActiveJobs, submitApplication } from "../applications.server";
import { subscribeToJobs } from "../job-alerts.server";
import type { Job } from "../filters";
import { APPLICATION_FIELDS, SUBSCRIPTION_FIELDS, type CareersActionData } from "../form-data";
import { CAREERS_MESSAGES } from "../messages";
import { applicationInputFromForm, subscriptionInputFromForm } from "../schema";
import { subscribeRateLimitedMessage } from "../subscribe-messages";
import { CONTACT_MESSAGES } from "../../contact/messages";
import { formValues } from "../../forms/parse";

export async function careersLoader(request: Request) {
  const url = new URL(request.url);
  let jobs: Job[] = [];
  let jobsUnavailable = false;
  try {
    jobs = await listActiveJobs(env.DB);
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
    { intro: withUnits(careersIntro), jobs, jobsUnavailable, applyJob },
    // A failed read must not be kept by the edge cache for five minutes.
    jobsUnavailable ? { headers: { "Cache-Control": CACHE_CONTROL.personal } } : undefined,
  );
}

export async function careersAction(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<CareersActionData>({ intent: "apply", status: "failed", message: CAREERS_MESSAGES.body }, { status: 400 });
  }
  const intent = form.get("intent");
  if (intent === "subscribe") return subscribe(form, request);
  if (intent === "apply") return apply(form, request);
  return data<CareersActionData>({ intent: "apply", status: "failed", message: CAREERS_MESSAGES.body }, { status: 400 });
}

async function subscribe(form: FormData, request: Request) {
  const input = subscriptionInputFromForm(form);
  const values = formValues(SUBSCRIPTION_FIELDS, input);
  const outcome = await subscribeToJobs(env, { input, ip: clientAddress(request.headers), origin: new URL(request.url).origin });
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
          message: subscribeRateLimitedMessage(outcome.retryAfterSeconds),
          values,
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<CareersActionData>(
        { intent: "subscribe", status: "failed", message: CAREERS_MESSAGES.subscribeFailure, values },
        { status: 503, headers: { "Retry-After": "30" } },
      );
  }
}

async function apply(form: FormData, request: Request) {
  const { input, resume } = applicationInputFromForm(form);
  const values = formValues(APPLICATION_FIELDS, input);
  const jobId = Number(input.jobId) || undefined;
  const outcome = await submitApplication(env, { input, resume, ip: clientAddress(request.headers), origin: new URL(request.url).origin });
  switch (outcome.kind) {
    case "stored":
      return data<CareersActionData>({
        intent: "apply",
        status: "sent",
        jobId,
        message: CAREERS_MESSAGES.applySuccess,
        summary: outcome.summary,
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
        { intent: "apply", status: "rate-limited", jobId, message: CONTACT_MESSAGES.rateLimited, values },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<CareersActionData>(
        { intent: "apply", status: "failed", jobId, message: CAREERS_MESSAGES.applyFailure, values },
        { status: 503, headers: { "Retry-After": "30" } },
      );
  }
}
