// The one contact schema (rules §5, §8): the client form, the /contact action and
// POST /api/contact all validate with it, so they cannot disagree.
// zod/mini: the same library, tree-shaken to what the form uses (it ships to the browser).
import * as z from "zod/mini";
import { cleanText } from "../lib/clean-text";
import { CONTACT_FIELDS, type ContactField, type ContactFieldErrors } from "./form-data";
import { CONTACT_MESSAGES } from "./messages";
import { LIMITS } from "../lib/constants";
import { COUNTRIES, DISTRICTS, HOME_COUNTRY } from "./countries";
import { QUOTE_QUANTITY_MAX } from "./quote-item";
import { checkAttachments, chosenFiles } from "./attachments";
import { HONEYPOT_FIELD } from "../forms/honeypot";
import { checkForm, parseInput, readFields, type FormSpec } from "../forms/parse";
import { email, phone, text } from "../forms/rules";
import type { Translate } from "../lib/messages";
import { readDate } from "../lib/calendar";

/** A quote item's text: a string (anything else is a malformed item), cleaned. */
const quoteText = z.pipe(
  z.string(),
  z.transform((v: string) => cleanText(v)),
);
const quoteField = z.pipe(quoteText, z.string().check(z.minLength(1), z.maxLength(LIMITS.quoteField)));
const quoteItem = z.object({
  id: quoteField,
  name: quoteField,
  category: quoteField,
  quantity: z.optional(z.int().check(z.minimum(1), z.maximum(QUOTE_QUANTITY_MAX))),
  note: z.optional(z.pipe(quoteText, z.string().check(z.maxLength(LIMITS.quoteField)))),
});

/** The quote list: at most LIMITS.quoteItems well-formed items (the form's field and the kept list alike). */
export const quoteItemsSchema = z
  .array(quoteItem, { error: CONTACT_MESSAGES.quoteItems })
  .check(z.maxLength(LIMITS.quoteItems, CONTACT_MESSAGES.quoteItems));

/** Country: one of the list; left out or empty (an API client of old), Belize. */
const country = z.pipe(
  z.pipe(
    text(),
    z.transform((v: string) => v || HOME_COUNTRY),
  ),
  z.enum(COUNTRIES, { error: CONTACT_MESSAGES.country }),
);

const isDistrict = (value: string): boolean => (DISTRICTS as readonly string[]).includes(value);

/** An optional line of project detail, at most `max` characters. */
const detail = (max: number, message: string, multiline = false) => z.pipe(text(multiline), z.string().check(z.maxLength(max, message)));

/**
 * Empty, or a calendar date as YYYY-MM-DD: what a date field sends, or a date typed day first as
 * its message shows it ("31/03/2027"), where a browser gives a plain text box. Anything else stays
 * as typed, for its message.
 */
const requiredBy = z.pipe(
  text(),
  z.pipe(
    z.transform((value: string) => (value === "" ? "" : (readDate(value) ?? value))),
    z.string().check(z.refine((value) => value === "" || readDate(value) === value, CONTACT_MESSAGES.requiredBy)),
  ),
);

const contactFields = z.object({
  name: z.pipe(text(), z.string().check(z.minLength(2, CONTACT_MESSAGES.name), z.maxLength(LIMITS.name, CONTACT_MESSAGES.nameTooLong))),
  email: email(CONTACT_MESSAGES.email),
  phone: phone(CONTACT_MESSAGES.phone),
  country,
  district: text(),
  message: z.pipe(
    text(true),
    z.string().check(z.minLength(10, CONTACT_MESSAGES.message), z.maxLength(LIMITS.message, CONTACT_MESSAGES.messageTooLong)),
  ),
  projectName: detail(LIMITS.projectField, CONTACT_MESSAGES.projectField),
  projectLocation: detail(LIMITS.projectField, CONTACT_MESSAGES.projectField),
  requiredBy,
  span: detail(LIMITS.projectField, CONTACT_MESSAGES.projectField),
  loads: detail(LIMITS.loads, CONTACT_MESSAGES.loads, true),
  quoteItems: z._default(z.optional(quoteItemsSchema), []),
});

// District is asked, and required, only for Belize; from anywhere else it is not kept. The check
// runs even when other fields are wrong, so every message shows at once.
const contactSchema = z.pipe(
  contactFields.check(
    z.refine((v) => v.country !== HOME_COUNTRY || isDistrict(v.district), {
      message: CONTACT_MESSAGES.district,
      path: ["district"],
      when: () => true,
    }),
  ),
  z.transform((v: z.output<typeof contactFields>) => ({ ...v, district: v.country === HOME_COUNTRY ? v.district : "" })),
);

type ContactSubmission = z.output<typeof contactSchema>;

/** A posted contact form as the object the schema validates (a JSON body is one already). */
export function contactInputFromForm(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = readFields(form, [...CONTACT_FIELDS, HONEYPOT_FIELD]);
  const items = form.get("quoteItems");
  if (typeof items === "string" && items !== "") {
    try {
      input.quoteItems = JSON.parse(items);
    } catch {
      input.quoteItems = "invalid";
    }
  }
  return input;
}

export const contactForm: FormSpec<ContactSubmission, ContactField> = {
  schema: contactSchema,
  read: contactInputFromForm,
  values: CONTACT_FIELDS,
  messages: { quoteItems: CONTACT_MESSAGES.quoteItems },
};

/** Validates and cleans a request (a JSON body, or the form as read); the first message per field is the one shown. */
export function parseContact(input: unknown) {
  return parseInput(contactForm, input);
}

/**
 * The form's check in the browser, before it sends: the fields, and the attachments (count, total
 * size, then each file's kind from its first bytes) when the form is sent or they are what changed.
 * The fields' messages are CONTACT_MESSAGES (shown translated); the attachments' are written in
 * `t`'s language, since some name a file.
 */
export async function checkContactForm(form: FormData, edited?: string, t?: Translate): Promise<ContactFieldErrors> {
  const found: ContactFieldErrors = checkForm(contactForm, form);
  if (edited === undefined || edited === "attachments") {
    const attachments = await checkAttachments(chosenFiles(form), t);
    if (!attachments.ok) found.attachments = attachments.error;
  }
  return found;
}
