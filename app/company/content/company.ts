// Every company fact in one place (docs/decisions/0001-product-resolutions.md "Content and identity").
// Phone and email are deployment settings: the Worker vars COMPANY_PHONE / COMPANY_EMAIL.

export const company = {
  name: "M&M",
  legalName: "M&M Precast & Prestressed Concrete",
  tagline: "Precast and prestressed concrete engineering in Belize since 1998",
  foundedYear: 1998,
  address: {
    street: "6.16 miles, Old Northern Highway",
    city: "Belize City",
    country: "Belize",
    countryCode: "BZ",
  },
  countryCallingCode: "501",
  timeZone: "America/Belize",
  /** Belize keeps Central Standard Time all year (rules §4: UTC−6, no daylight saving). */
  utcOffsetMinutes: -6 * 60,
  hours: { days: "Monday to Friday", open: "8:00 AM", close: "5:00 PM", zoneLabel: "CST" },
  figures: { years: "25+", pilesInstalled: "900+", experienceYears: "50+", qualityRate: "99%" },
} as const;

export type CompanyContact = { phone: string; email: string };

/** The display texts of `company` that the Spanish edition translates (company.es.ts exports only these). */
export type CompanyText = {
  readonly tagline: string;
  readonly address: { readonly street: string; readonly city: string; readonly country: string };
  readonly hours: { readonly days: string; readonly open: string; readonly close: string; readonly zoneLabel: string };
};

export type AnswerPromise = { readonly request: string; readonly application: string };

/** Placeholders used when a deployment has not set its own values (docs/decisions/0001-product-resolutions.md). */
export const DEFAULT_CONTACT: CompanyContact = {
  phone: "+501 000 0000",
  email: "info@mm-precast.example",
};

export function contactFromEnv(env: { COMPANY_PHONE?: string; COMPANY_EMAIL?: string }): CompanyContact {
  return {
    phone: env.COMPANY_PHONE || DEFAULT_CONTACT.phone,
    email: env.COMPANY_EMAIL || DEFAULT_CONTACT.email,
  };
}

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

/** What a visitor is told happens after sending a request or an application: on screen and in the acknowledgment mail. */
export const ANSWER_PROMISE: AnswerPromise = {
  request: `One of our engineers will answer within one business day (${company.hours.days}, ${company.hours.open} to ${company.hours.close}, Belize time).`,
  application: "Our team reads every application and answers within two weeks, whatever the outcome.",
} as const;
