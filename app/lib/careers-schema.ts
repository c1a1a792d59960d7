// The careers schemas (rules §3 Job application and Subscription, §5, §8): the forms, the
// /careers action and the careers service all validate with them, so they cannot disagree.
// zod/mini, loaded on demand by the forms (it ships to the browser).
import * as z from "zod/mini";
import { CAREERS_MESSAGES } from "./careers-messages";
import type { ApplicationFieldErrors } from "./careers-form-data";
import { sniffResume, type ResumeKind } from "./careers-resume";
import { cleanText } from "./clean-text";
import { EMAIL_MAX_LENGTH, LIMITS, RESUME_MAX_BYTES } from "./constants";
import { EMAIL_PATTERN } from "./contact-schema";

export { CAREERS_MESSAGES, subscribedMessage } from "./careers-messages";

const PHONE_PATTERN = /^\+?[\d\s().-]{5,}$/;

/** Non-strings become "" so that a wrong type gets the field's own message, not a type error. */
const text = (multiline = false) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" ? cleanText(v, { multiline }) : typeof v === "number" ? String(v) : "")),
    z.string(),
  );

const name = (message: string) =>
  z.pipe(text(), z.string().check(z.minLength(1, message), z.maxLength(LIMITS.name, CAREERS_MESSAGES.nameTooLong)));

const email = (message: string) =>
  z.pipe(
    text(),
    z.pipe(
      z.string().check(z.maxLength(EMAIL_MAX_LENGTH, message), z.regex(EMAIL_PATTERN, message)),
      // Addresses are compared without regard to case, so one person is one subscriber.
      z.transform((v: string) => v.toLowerCase()),
    ),
  );

export const applicationSchema = z.object({
  jobId: z.pipe(
    text(),
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,9}$/, CAREERS_MESSAGES.jobClosed)),
      z.transform((v: string) => Number(v)),
    ),
  ),
  firstName: name(CAREERS_MESSAGES.firstName),
  lastName: name(CAREERS_MESSAGES.lastName),
  email: email(CAREERS_MESSAGES.email),
  phone: z.pipe(
    text(),
    z.string().check(
      z.maxLength(LIMITS.phone, CAREERS_MESSAGES.phone),
      z.refine((v) => v === "" || PHONE_PATTERN.test(v), CAREERS_MESSAGES.phone),
    ),
  ),
  coverLetter: z.pipe(text(true), z.string().check(z.maxLength(LIMITS.coverLetter, CAREERS_MESSAGES.coverLetterTooLong))),
  /** Honeypot (rules §5): people never see it, so anything in it means a robot. */
  website: z.optional(z.unknown()),
});

export const subscriptionSchema = z.object({
  email: email(CAREERS_MESSAGES.subscribeEmail),
  website: z.optional(z.unknown()),
});

export type Application = Omit<z.output<typeof applicationSchema>, "website">;

export function honeypotFilled(input: { website?: unknown }): boolean {
  return input.website !== undefined && input.website !== null && input.website !== "";
}

type Parse<T, E> = { ok: true; data: T } | { ok: false; fieldErrors: E };

/** Validates and cleans an application's text fields; the first message per field is shown. */
export function parseApplication(input: unknown): Parse<Application, ApplicationFieldErrors> {
  const result = applicationSchema.safeParse(input);
  if (result.success) {
    const { website: _ignored, ...data } = result.data;
    return { ok: true, data };
  }
  const fieldErrors: ApplicationFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ApplicationFieldErrors;
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}

export function parseSubscription(input: unknown): Parse<{ email: string }, { email?: string }> {
  const result = subscriptionSchema.safeParse(input);
  return result.success
    ? { ok: true, data: { email: result.data.email } }
    : { ok: false, fieldErrors: { email: CAREERS_MESSAGES.subscribeEmail } };
}

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
