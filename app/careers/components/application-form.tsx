// The job application form (rules §3 Job application, §4, §5, §8). A real multipart <form>
// posting intent=apply to the /careers action, so it works without JavaScript (rendered in the
// page at /careers?apply=<id>); with JavaScript it checks the fields and the résumé (size, and
// type by content) with the shared schema before sending 5 MB (the form protocol, useForm). Once
// stored, the form gives way to a confirmation with the application's reference, in the dialog
// or the page alike.
import { useFetcher } from "react-router";
import type { Job } from "../filters";
import type { CareersActionData } from "../form-data";
import { CAREERS_MESSAGES } from "../messages";
import { RESUME_ACCEPT } from "../resume";
import { LIMITS } from "../../lib/constants";
import { onDemand } from "../../forms/browser";
import { ANSWER_PROMISE } from "../../company/content/company";
import { EmailInput, Honeypot, useForm } from "../../forms/protocol";
import { LeadConfirmation } from "../../ui/lead-confirmation";
import { Field } from "../../ui/field";

// The careers schemas (with zod/mini) load when a visitor first focuses the form, not with the page.
const loadSchema = onDemand(() => import("../schema"));

export type ApplyResult = Extract<CareersActionData, { intent: "apply" }>;

type ApplicationFormProps = {
  job: Job;
  variant: "dialog" | "page";
  /** What the page's own action answered (the no-JavaScript path). */
  serverResult?: ApplyResult;
  /** In a dialog: closes it from the confirmation. */
  onDone?: () => void;
};

export function ApplicationForm({ job, variant, serverResult, onDone }: ApplicationFormProps) {
  const fetcher = useFetcher<CareersActionData>({ key: `apply-${variant}-${job.id}` });
  const fetched = fetcher.data?.intent === "apply" ? fetcher.data : undefined;
  const result = fetched ?? serverResult;
  const sending = fetcher.state !== "idle";
  const form = useForm({
    answer: result,
    pending: sending,
    load: loadSchema,
    check: (schema, data, edited) => schema.checkApplicationForm(data, edited),
    submit: (data) => void fetcher.submit(data, { method: "post", action: "/careers", encType: "multipart/form-data" }),
  });
  const { errors } = form;
  const values = result?.status === "sent" ? undefined : result?.values;

  if (result?.status === "sent" && result.summary) {
    const sent = result.summary;
    return (
      <LeadConfirmation
        title={`${CAREERS_MESSAGES.applySuccessTitle}. ${CAREERS_MESSAGES.applySuccess}`}
        reference={sent.reference}
        rows={[
          { label: "Position", value: sent.jobTitle },
          { label: "Name", value: sent.name },
          { label: "Email", value: sent.email },
          { label: "Résumé", value: sent.resumeName ?? "None attached" },
        ]}
        next={<p>{ANSWER_PROMISE.application}</p>}
        action={
          onDone ? (
            <button type="button" onClick={onDone} className="btn-secondary">
              Back to open positions
            </button>
          ) : (
            <a href="/careers" className="btn-secondary">
              Back to open positions
            </a>
          )
        }
      />
    );
  }

  // A file cannot be sent back into a file input: say so when the page comes back with errors.
  const resumeHint = `Optional: a PDF or Word document (.pdf, .doc, .docx), up to 5 MB.${
    !fetched && result && result.status !== "sent" && !errors.resume ? ` ${CAREERS_MESSAGES.resumeAgain}` : ""
  }`;
  const notice =
    sending || form.checkFailed
      ? null
      : (result?.fieldErrors?.jobId ?? (result?.status === "failed" || result?.status === "rate-limited" ? result.message : null));

  return (
    <fetcher.Form
      {...form.props}
      method="post"
      action={`/careers?apply=${job.id}#apply`}
      encType="multipart/form-data"
      aria-label={`Application for ${job.title}`}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="jobId" value={job.id} />
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName}>
          <input
            name="firstName"
            type="text"
            autoComplete="given-name"
            required
            maxLength={LIMITS.name}
            defaultValue={values?.firstName}
            className="input"
          />
        </Field>
        <Field label="Last name" required error={errors.lastName}>
          <input
            name="lastName"
            type="text"
            autoComplete="family-name"
            required
            maxLength={LIMITS.name}
            defaultValue={values?.lastName}
            className="input"
          />
        </Field>
        <Field label="Email" required error={errors.email}>
          <EmailInput defaultValue={values?.email} />
        </Field>
        <Field label="Phone" hint="Optional" error={errors.phone}>
          <input name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={values?.phone} className="input" />
        </Field>
      </div>
      <Field label="Cover letter" hint="Optional: what you have built, and why this position" error={errors.coverLetter}>
        <textarea name="coverLetter" rows={5} maxLength={LIMITS.coverLetter} defaultValue={values?.coverLetter} className="input" />
      </Field>
      <Field label="Résumé" hint={resumeHint} error={errors.resume}>
        <input name="resume" type="file" accept={RESUME_ACCEPT} className="input-file" />
      </Field>

      <div role="status" aria-live="polite" className="min-h-6 text-sm">
        {notice ? <p className="font-medium text-red-700">{notice}</p> : null}
      </div>

      <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
        {sending ? "Submitting..." : "Submit Application"}
      </button>
    </fetcher.Form>
  );
}
