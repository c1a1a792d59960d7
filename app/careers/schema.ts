// The careers schemas (rules §3 Job application and Subscription, §5, §8): the forms, the
// /careers action and the careers service all validate with them, so they cannot disagree.
// zod/mini, loaded on demand by the forms (it ships to the browser).
import * as z from "zod/mini";
import { CAREERS_MESSAGES } from "./messages";
import { APPLICATION_FIELDS, SUBSCRIPTION_FIELDS, type ApplicationFieldErrors } from "./form-data";
import { sniffResume, type ResumeKind } from "./resume";
import { LIMITS, RESUME_MAX_BYTES } from "../lib/constants";
import { HONEYPOT_FIELD } from "../forms/honeypot";
import { checkForm, parseInput, readFields, type FormSpec } from "../forms/parse";
import { email, phone, text } from "../forms/rules";

const name = (message: string) =>
  z.pipe(text(), z.string().check(z.minLength(1, message), z.maxLength(LIMITS.name, CAREERS_MESSAGES.nameTooLong)));

/** Addresses are compared without regard to case, so one person is one applicant or subscriber. */
const lowerCaseEmail = (message: string) =>
  z.pipe(
    email(message),
    z.transform((v: string) => v.toLowerCase()),
  );

const applicationSchema = z.object({
  jobId: z.pipe(
    text(),
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,9}$/, CAREERS_MESSAGES.jobClosed)),
      z.transform((v: string) => Number(v)),
    ),
  ),
  firstName: name(CAREERS_MESSAGES.firstName),
  lastName: name(CAREERS_MESSAGES.lastName),
  email: lowerCaseEmail(CAREERS_MESSAGES.email),
  phone: phone(CAREERS_MESSAGES.phone),
  coverLetter: z.pipe(text(true), z.string().check(z.maxLength(LIMITS.coverLetter, CAREERS_MESSAGES.coverLetterTooLong))),
});

const subscriptionSchema = z.object({ email: lowerCaseEmail(CAREERS_MESSAGES.subscribeEmail) });

export type Application = z.output<typeof applicationSchema>;

/** A posted application: its text fields, as the schema validates them, and the résumé. */
export function applicationInputFromForm(form: FormData) {
  return { input: readFields(form, [...APPLICATION_FIELDS, HONEYPOT_FIELD]), resume: chosenFile(form.get("resume")) };
}

/** A File input's "no file chosen" arrives as an empty, nameless File: treat it as absent. */
export function chosenFile(value: FormDataEntryValue | null | undefined): File | null {
  if (!value || typeof value === "string") return null;
  return value.size === 0 && value.name === "" ? null : value;
}

export function subscriptionInputFromForm(form: FormData) {
  return readFields(form, [...SUBSCRIPTION_FIELDS, HONEYPOT_FIELD]);
}

/** An application's text fields; the résumé is checked apart (checkResume), its bytes being read. */
export const applicationForm: FormSpec<Application, (typeof APPLICATION_FIELDS)[number]> = {
  schema: applicationSchema,
  read: (form) => applicationInputFromForm(form).input,
  values: APPLICATION_FIELDS,
};

export const subscriptionForm: FormSpec<z.output<typeof subscriptionSchema>, (typeof SUBSCRIPTION_FIELDS)[number]> = {
  schema: subscriptionSchema,
  read: subscriptionInputFromForm,
  values: SUBSCRIPTION_FIELDS,
  messages: { email: CAREERS_MESSAGES.subscribeEmail },
};

/** Validates and cleans an application's text fields; the first message per field is shown. */
export function parseApplication(input: unknown) {
  return parseInput(applicationForm, input);
}

export function parseSubscription(input: unknown) {
  return parseInput(subscriptionForm, input);
}

/**
 * The application form's check in the browser, before it sends 5 MB: the text fields, and the
 * résumé (size, then type by content) when the form is sent or the résumé is the field edited.
 */
export async function checkApplicationForm(form: FormData, edited?: string): Promise<ApplicationFieldErrors> {
  const found: ApplicationFieldErrors = checkForm(applicationForm, form);
  const resume = edited === undefined || edited === "resume" ? chosenFile(form.get("resume")) : null;
  if (resume) {
    const check = await checkResume(resume);
    if (!check.ok) found.resume = check.error;
  }
  return found;
}

export const checkSubscriptionForm = (form: FormData) => checkForm(subscriptionForm, form);

/** The size is checked before any byte is read: a 50 MB file is refused without reading it. */
export function resumeSizeError(size: number): string | null {
  return size > RESUME_MAX_BYTES ? CAREERS_MESSAGES.resumeTooLarge : null;
}

export type ResumeCheck = { ok: true; kind: ResumeKind; bytes: Uint8Array } | { ok: false; error: string };

/** docs/decisions/0001-product-resolutions.md: at most 5 MB, and a PDF or Word document by its content, not its name. */
export async function checkResume(file: Blob): Promise<ResumeCheck> {
  const tooLarge = resumeSizeError(file.size);
  if (tooLarge) return { ok: false, error: tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffResume(bytes);
  return kind ? { ok: true, kind, bytes } : { ok: false, error: CAREERS_MESSAGES.resumeType };
}
