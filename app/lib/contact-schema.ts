// The one contact schema (rules §5, §8): the client form, the /contact action and
// POST /api/contact all validate with it, so they cannot disagree.
// zod/mini: the same library, tree-shaken to what the form uses (it ships to the browser).
import * as z from "zod/mini";
import { cleanText } from "./clean-text";
import { CONTACT_MESSAGES } from "./contact-messages";
import { DISTRICTS, EMAIL_MAX_LENGTH, LIMITS } from "./constants";

export { CONTACT_MESSAGES, failureMessageFor } from "./contact-messages";

/** rules §5: "a standard address pattern". One @, a dotted domain, a 2+ letter TLD. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{5,}$/;

/** Non-strings become "" so that a wrong type gets the field's own message, not a type error. */
const text = (multiline = false) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" ? cleanText(v, { multiline }) : typeof v === "number" ? String(v) : "")),
    z.string(),
  );

const quoteField = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => cleanText(v)),
  ),
  z.string().check(z.minLength(1), z.maxLength(LIMITS.quoteField)),
);
const quoteItem = z.object({ id: quoteField, name: quoteField, category: quoteField });

export const contactSchema = z.object({
  name: z.pipe(text(), z.string().check(z.minLength(2, CONTACT_MESSAGES.name), z.maxLength(LIMITS.name, CONTACT_MESSAGES.nameTooLong))),
  email: z.pipe(
    text(),
    z.string().check(z.maxLength(EMAIL_MAX_LENGTH, CONTACT_MESSAGES.email), z.regex(EMAIL_PATTERN, CONTACT_MESSAGES.email)),
  ),
  phone: z.pipe(
    text(),
    z.string().check(
      z.maxLength(LIMITS.phone, CONTACT_MESSAGES.phone),
      z.refine((v) => v === "" || PHONE_PATTERN.test(v), CONTACT_MESSAGES.phone),
    ),
  ),
  district: z.pipe(text(), z.enum(DISTRICTS, { error: CONTACT_MESSAGES.district })),
  message: z.pipe(
    text(true),
    z.string().check(z.minLength(10, CONTACT_MESSAGES.message), z.maxLength(LIMITS.message, CONTACT_MESSAGES.messageTooLong)),
  ),
  quoteItems: z._default(
    z.optional(
      z.array(quoteItem, { error: CONTACT_MESSAGES.quoteItems }).check(z.maxLength(LIMITS.quoteItems, CONTACT_MESSAGES.quoteItems)),
    ),
    [],
  ),
  /** Honeypot (rules §5): people never see it, so anything in it means a robot. */
  website: z.optional(z.unknown()),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = Omit<z.output<typeof contactSchema>, "website">;
export type ContactField = "name" | "email" | "phone" | "district" | "message" | "quoteItems";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export function honeypotFilled(input: unknown): boolean {
  if (!input || typeof input !== "object") return false;
  const value = (input as Record<string, unknown>).website;
  return value !== undefined && value !== null && value !== "";
}

export type ContactParse = { ok: true; data: ContactSubmission } | { ok: false; fieldErrors: ContactFieldErrors };

/** Validates and cleans; the first message per field is the one shown. */
export function parseContact(input: unknown): ContactParse {
  const result = contactSchema.safeParse(input);
  if (result.success) {
    const { website: _ignored, ...data } = result.data;
    return { ok: true, data };
  }
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (field && !fieldErrors[field]) {
      fieldErrors[field] = field === "quoteItems" ? CONTACT_MESSAGES.quoteItems : issue.message;
    }
  }
  return { ok: false, fieldErrors };
}
