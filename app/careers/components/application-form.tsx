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
import { EmailInput, Honeypot, useForm } from "../../forms/protocol";
import { LeadConfirmation } from "../../ui/lead-confirmation";
import { Field } from "../../ui/field";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";

// The careers schemas (with zod/mini) load when a visitor first focuses the form, not with the page.
const loadSchema = onDemand(() => import("../schema"));

export type ApplyResult = Extract<CareersActionData, { intent: "apply" }>;

type ApplicationFormProps = {
  job: Job;
  variant: "dialog" | "page";
  /** What the page's own action answered (the no-JavaScript path). */
  serverResult?: ApplyResult;
  /** In a page: the page's own path, where the form posts without JavaScript (the careers list's ?apply by default). */
  at?: string;
  /** In a dialog: closes it from the confirmation. */
  onDone?: () => void;
};

export function ApplicationForm({ job, variant, serverResult, at, onDone }: ApplicationFormProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const fetcher = useFetcher<CareersActionData>({ key: `apply-${variant}-${job.id}` });
  const fetched = fetcher.data?.intent === "apply" ? fetcher.data : undefined;
  const result = fetched ?? serverResult;
  const sending = fetcher.state !== "idle";
  const form = useForm({
    answer: result,
    pending: sending,
    load: loadSchema,
    check: (schema, data, edited) => schema.checkApplicationForm(data, edited),
    submit: (data) => void fetcher.submit(data, { method: "post", action: to("/careers"), encType: "multipart/form-data" }),
  });
  // Messages are English where the form's check or the server found them; shown in the page's language.
  const error = (field: keyof typeof form.errors) => {
    const message = form.errors[field];
    return message ? t(message) : undefined;
  };
  const values = result?.status === "sent" ? undefined : result?.values;

  if (result?.status === "sent" && result.summary) {
    const sent = result.summary;
    return (
      <LeadConfirmation
        title={`${t(CAREERS_MESSAGES.applySuccessTitle)}. ${t(CAREERS_MESSAGES.applySuccess)}`}
        reference={sent.reference}
        rows={[
          { label: t("Position"), value: sent.jobTitleLang ? <span lang={sent.jobTitleLang}>{sent.jobTitle}</span> : sent.jobTitle },
          { label: t("Name"), value: sent.name },
          { label: t("Email"), value: sent.email },
          { label: t("Résumé"), value: sent.resumeName ?? t("None attached") },
        ]}
        next={<p>{result.answerPromise}</p>}
        action={
          onDone ? (
            <button type="button" onClick={onDone} className="btn-secondary">
              {t("Back to open positions")}
            </button>
          ) : (
            <a href={to("/careers")} className="btn-secondary">
              {t("Back to open positions")}
            </a>
          )
        }
      />
    );
  }

  // A file cannot be sent back into a file input: say so when the page comes back with errors.
  const resumeHint = `${t("Optional: a PDF or Word document (.pdf, .doc, .docx), up to 5 MB.")}${
    !fetched && result && result.status !== "sent" && !form.errors.resume ? ` ${t(CAREERS_MESSAGES.resumeAgain)}` : ""
  }`;
  const found =
    sending || form.checkFailed
      ? null
      : (result?.fieldErrors?.jobId ?? (result?.status === "failed" || result?.status === "rate-limited" ? result.message : null));
  const notice = found ? t(found) : null;

  return (
    <fetcher.Form
      {...form.props}
      method="post"
      action={to(`${at ?? `/careers?apply=${job.id}`}#apply`)}
      encType="multipart/form-data"
      aria-label={t("Application for {title}", { title: job.title })}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="jobId" value={job.id} />
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("First name")} required error={error("firstName")}>
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
        <Field label={t("Last name")} required error={error("lastName")}>
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
        <Field label={t("Email")} required error={error("email")}>
          <EmailInput defaultValue={values?.email} />
        </Field>
        <Field label={t("Phone")} hint={t("Optional")} error={error("phone")}>
          <input name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={values?.phone} className="input" />
        </Field>
      </div>
      <Field label={t("Cover letter")} hint={t("Optional: what you have built, and why this position")} error={error("coverLetter")}>
        <textarea name="coverLetter" rows={5} maxLength={LIMITS.coverLetter} defaultValue={values?.coverLetter} className="input" />
      </Field>
      <Field label={t("Résumé")} hint={resumeHint} error={error("resume")}>
        <input name="resume" type="file" accept={RESUME_ACCEPT} className="input-file" />
      </Field>

      <div role="status" aria-live="polite" className="min-h-6 text-sm">
        {notice ? <p className="font-medium text-red-700">{notice}</p> : null}
      </div>

      <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
        {sending ? t("Submitting…") : t("Submit Application")}
      </button>
    </fetcher.Form>
  );
}
