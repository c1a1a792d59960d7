// The contact form's words (rules §5, §8), apart from the schema so the page can show them
// without loading zod (the form loads the schema when the visitor starts on it). Each is its
// English text, the message id of its Spanish (app/contact/locales/es.po): the schema and the
// services keep the English, and whoever shows one translates it with `contactMessage`.
import { LIMITS } from "../lib/constants";
import { interpolate, msg, type Translate } from "../lib/messages";

/** The messages that carry a number: written once with its placeholder, shown with the number in. */
const NAME_TOO_LONG = msg("Name must be at most {max} characters.");
const MESSAGE_TOO_LONG = msg("Message must be at most {max} characters.");
const KEEP_IT_TO = msg("Please keep this to {max} characters.");
const QUOTE_FULL = msg("A quote list holds at most {max} items. Remove one to add another.");
const QUOTE_NOTE = msg("A note holds at most {max} characters.");

export const CONTACT_MESSAGES = {
  name: msg("Name must be at least 2 characters."),
  email: msg("Please enter a valid email address."),
  country: msg("Please select a country."),
  district: msg("Please select a district."),
  message: msg("Message must be at least 10 characters."),
  phone: msg("Please enter a valid phone number."),
  nameTooLong: interpolate(NAME_TOO_LONG, { max: LIMITS.name }),
  messageTooLong: interpolate(MESSAGE_TOO_LONG, { max: LIMITS.message }),
  quoteItems: msg("Invalid quote items."),
  /** A quote list refused, or an item not added, because the list holds LIMITS.quoteItems already. */
  quoteFull: interpolate(QUOTE_FULL, { max: LIMITS.quoteItems }),
  quoteNote: interpolate(QUOTE_NOTE, { max: LIMITS.quoteField }),
  projectField: interpolate(KEEP_IT_TO, { max: LIMITS.projectField }),
  loads: interpolate(KEEP_IT_TO, { max: LIMITS.loads }),
  requiredBy: msg("Please enter a date, for example 31/03/2027 (dd/mm/yyyy)."),
  body: msg("Invalid request: send a JSON object with name, email, message, country (Belize if left out) and, for Belize, district."),
  /** POST /api/contact's answer to fields that do not pass, with each field's message. */
  invalid: msg("Invalid submission: please check the fields."),
  /** POST /api/contact's answer to a `locale` it does not know (the one message always in English). */
  locale: 'Invalid locale: send "en" or "es", or leave it out for English.',
  rateLimited: msg("Too many submissions. Please wait 5 minutes before trying again."),
  failure: msg("There was an error sending your message. Please try again or contact us directly."),
  success: msg("Your message has been sent! We'll be in touch soon."),
} as const;

/** The messages with a number, by their English as shown: the message and its values. */
const WITH_VALUES = new Map<string, [string, Record<string, number>]>([
  [CONTACT_MESSAGES.nameTooLong, [NAME_TOO_LONG, { max: LIMITS.name }]],
  [CONTACT_MESSAGES.messageTooLong, [MESSAGE_TOO_LONG, { max: LIMITS.message }]],
  [CONTACT_MESSAGES.projectField, [KEEP_IT_TO, { max: LIMITS.projectField }]],
  [CONTACT_MESSAGES.loads, [KEEP_IT_TO, { max: LIMITS.loads }]],
  [CONTACT_MESSAGES.quoteFull, [QUOTE_FULL, { max: LIMITS.quoteItems }]],
  [CONTACT_MESSAGES.quoteNote, [QUOTE_NOTE, { max: LIMITS.quoteField }]],
]);

/**
 * A contact message in `t`'s language: one of CONTACT_MESSAGES as the schema or a service wrote it
 * (in English). A message already in the page's language (the server made it so) stays as it is.
 */
export function contactMessage(t: Translate, text: string): string {
  const withValues = WITH_VALUES.get(text);
  return withValues ? t(withValues[0], withValues[1]) : t(text);
}

/** rules §8: a server message containing 'Invalid' is shown as it is; anything else gets the generic failure. */
export function failureMessageFor(serverMessage: string | undefined): string {
  return serverMessage && serverMessage.includes("Invalid") ? serverMessage : CONTACT_MESSAGES.failure;
}
