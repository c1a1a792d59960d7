// The careers forms' fields and what the /careers action answers (rendered by the forms with or
// without JavaScript). How a post is read is with the schemas (schema.ts).
import type { FieldErrors, FieldValues } from "../forms/parse";
import type { Locale } from "../lib/locale";

/** The application's text fields: the posting, then what the applicant fills, in form order. */
export const APPLICATION_FIELDS = ["jobId", "firstName", "lastName", "email", "phone", "coverLetter"] as const;
type ApplicationTextField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationFieldErrors = FieldErrors<ApplicationTextField | "resume">;

export const SUBSCRIPTION_FIELDS = ["email"] as const;

/** What the applicant is shown back once the application is stored (the posting's title in the page's language where it has one). */
export type SentApplication = {
  reference: string;
  jobTitle: string;
  /** Set when the title is not in the page's language: the language it is in. */
  jobTitleLang?: Locale;
  name: string;
  email: string;
  resumeName: string | null;
};

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
      /** With "sent": what happens next, in the page's language. */
      answerPromise?: string;
      fieldErrors?: ApplicationFieldErrors;
      /** Echoed back when the application did not go through, so nothing typed is lost. */
      values?: FieldValues<ApplicationTextField>;
    }
  | {
      intent: "subscribe";
      status: "subscribed" | "invalid" | "failed" | "dropped";
      email?: string;
      message?: string;
      fieldErrors?: FieldErrors<"email">;
      values?: FieldValues<"email">;
    };
