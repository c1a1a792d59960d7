// Turns the posted careers forms into the objects the careers schemas validate, and describes
// what the /careers action answers (rendered by the forms with or without JavaScript).

const APPLICATION_FIELDS = ["jobId", "firstName", "lastName", "email", "phone", "coverLetter", "website"] as const;
type ApplicationField = Exclude<(typeof APPLICATION_FIELDS)[number], "website"> | "resume";
export type ApplicationFieldErrors = Partial<Record<ApplicationField, string>>;

export function applicationInputFromForm(form: FormData) {
  const input: Record<string, string | undefined> = {};
  for (const field of APPLICATION_FIELDS) {
    const value = form.get(field);
    input[field] = typeof value === "string" ? value : undefined;
  }
  return { input, resume: chosenFile(form.get("resume")) };
}

/** A File input's "no file chosen" arrives as an empty, nameless File: treat it as absent. */
export function chosenFile(value: FormDataEntryValue | null | undefined): File | null {
  if (!value || typeof value === "string") return null;
  return value.size === 0 && value.name === "" ? null : value;
}

export function subscriptionInputFromForm(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return { email: value("email"), website: value("website") };
}

/** What the applicant is shown back once the application is stored. */
export type SentApplication = { reference: string; jobTitle: string; name: string; email: string; resumeName: string | null };

/** The job-updates form's id ('Check back later' on an empty list leads there). */
export const SUBSCRIBE_FORM_ID = "job-updates";

/** What the /careers action answers; `intent` says which form it belongs to. */
export type CareersActionData =
  | {
      intent: "apply";
      status: "sent" | "invalid" | "rate-limited" | "failed" | "dropped";
      jobId?: number;
      message?: string;
      /** With "sent": what was stored, and its reference. */
      summary?: SentApplication;
      fieldErrors?: ApplicationFieldErrors;
      /** Echoed back when the application did not go through, so nothing typed is lost. */
      values?: Partial<Record<Exclude<ApplicationField, "resume">, string>>;
    }
  | {
      intent: "subscribe";
      status: "subscribed" | "invalid" | "failed" | "dropped";
      email?: string;
      message?: string;
      fieldErrors?: { email?: string };
      values?: { email?: string };
    };
