// The one contact schema (spec §5, §8): the client form, the /contact action and
// POST /api/contact all validate with it, so they cannot disagree.
import { z } from "zod";
import { cleanText } from "./clean-text";
import { DISTRICTS, EMAIL_MAX_LENGTH, LIMITS } from "./constants";

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  district: "Please select a district.",
  message: "Message must be at least 10 characters.",
  phone: "Please enter a valid phone number.",
  nameTooLong: `Name must be at most ${LIMITS.name} characters.`,
  messageTooLong: `Message must be at most ${LIMITS.message} characters.`,
  quoteItems: "Invalid quote items.",
  body: "Invalid request: send a JSON object with name, email, district and message.",
  rateLimited: "Too many submissions. Please wait 5 minutes before trying again.",
  failure: "There was an error sending your message. Please try again or contact us directly.",
  success: "Your message has been sent! We'll be in touch soon.",
} as const;

/** spec §5: "a standard address pattern". One @, a dotted domain, a 2+ letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{5,}$/;

/** Non-strings become "" so that a wrong type gets the field's own message, not a type error. */
const text = (multiline = false) =>
  z.preprocess((v) => (typeof v === "string" ? cleanText(v, { multiline }) : typeof v === "number" ? String(v) : ""), z.string());

const quoteItem = z.object({
  id: z.string().transform((v) => cleanText(v)).pipe(z.string().min(1).max(LIMITS.quoteField)),
  name: z.string().transform((v) => cleanText(v)).pipe(z.string().min(1).max(LIMITS.quoteField)),
  category: z.string().transform((v) => cleanText(v)).pipe(z.string().min(1).max(LIMITS.quoteField)),
});

export const contactSchema = z.object({
  name: text().pipe(z.string().min(2, CONTACT_MESSAGES.name).max(LIMITS.name, CONTACT_MESSAGES.nameTooLong)),
  email: text().pipe(
    z.string().max(EMAIL_MAX_LENGTH, CONTACT_MESSAGES.email).regex(EMAIL_PATTERN, CONTACT_MESSAGES.email),
  ),
  phone: text()
    .pipe(z.string().max(LIMITS.phone, CONTACT_MESSAGES.phone))
    .refine((v) => v === "" || PHONE_PATTERN.test(v), CONTACT_MESSAGES.phone),
  district: text().pipe(z.enum(DISTRICTS, { error: CONTACT_MESSAGES.district })),
  message: text(true).pipe(
    z.string().min(10, CONTACT_MESSAGES.message).max(LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  ),
  quoteItems: z
    .array(quoteItem, { error: CONTACT_MESSAGES.quoteItems })
    .max(LIMITS.quoteItems, CONTACT_MESSAGES.quoteItems)
    .optional()
    .default([]),
  /** Honeypot (spec §5): people never see it, so anything in it means a robot. */
  website: z.unknown().optional(),
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

export type ContactParse =
  | { ok: true; data: ContactSubmission }
  | { ok: false; fieldErrors: ContactFieldErrors };

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

/** spec §8: a server message containing 'Invalid' is shown as it is; anything else gets the generic failure. */
export function failureMessageFor(serverMessage: string | undefined): string {
  return serverMessage && serverMessage.includes("Invalid") ? serverMessage : CONTACT_MESSAGES.failure;
}
