// @first-load-shell
// The company's name, story figures and the helpers that write its links
// (docs/decisions/0001-product-resolutions.md "Content and identity"). Contact details, the
// address, office hours and delivery area are facts with a status: facts.json, read through facts.ts.
import { localized } from "../lib/localized";
import * as es from "./company.es";

export const company = {
  name: "M&M",
  legalName: "M&M Precast & Prestressed Concrete",
  tagline: "Precast and prestressed concrete engineering in Belize since 1998",
  foundedYear: 1998,
  countryCallingCode: "501",
  /** Belize's clock, which the office keeps: Central Standard Time all year (UTC−6, no daylight saving). */
  timeZone: "America/Belize",
  utcOffsetMinutes: -6 * 60,
  /** Worked out from the founding year (1998), which is confirmed: the figures the company states about its work are facts (facts.json). */
  figures: { years: "25+" },
} as const;

type AnswerPromise = { readonly request: string; readonly application: string };

/** `tel:` form of a display phone number: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp click-to-chat link (rules §2 Contact): the number in international form, digits only, and a prefilled message. */
export function whatsappHref(phone: string, message: string): string {
  const digits = phone.replace(/\D/g, "");
  const international =
    phone.trim().startsWith("+") || digits.startsWith(company.countryCallingCode) ? digits : company.countryCallingCode + digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(message)}`;
}

/**
 * What a visitor is told happens after sending a request or an application: on screen and in the
 * acknowledgment mail. The hours are the facts' (officeHours in facts.ts; a unit test holds them equal).
 */
export const ANSWER_PROMISE: AnswerPromise = {
  request:
    "One of our engineers will answer within one business day. Office hours: Monday to Friday, 8:00 AM to 5:00 PM, Belize time (UTC−6).",
  application: "Our team reads every application and answers within two weeks, whatever the outcome.",
} as const;

/** `ANSWER_PROMISE` in a language; read on the server, so no page's script carries it. */
export const answerPromiseIn = localized(ANSWER_PROMISE, { es: es.ANSWER_PROMISE });
