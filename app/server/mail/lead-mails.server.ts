// The mails a lead produces: a notification to staff holding everything needed to answer without
// opening anything else, and a plain acknowledgment to the visitor with the same reference. The
// acknowledgment goes to an address nobody has proven to own, so it carries nothing the visitor
// wrote: the reference, the kind of request, when it arrived and how to reach us
// (docs/decisions/0060-acknowledgments-repeat-nothing-typed.md). Plain text: it reads well in any
// mail client. The acknowledgment is written in the language the lead came in (the page's); staff
// notifications stay in English and say which language to answer in. How to reach us is the
// facts' (facts.json), each left out where the page it came from could not show it (rules §12).
import { ANSWER_PROMISE, company } from "../../company/content/company";
import * as companyEs from "../../company/content/company.es";
import { facts, publicFacts, type PublicFacts } from "../../company/content/facts";
import { localePath, type Locale } from "../../lib/locale";
import { msg, type Translate } from "../../lib/messages";
import { serverT } from "../i18n.server";
import { catalog } from "../catalog";
import { PROJECT_FIELDS, PROJECT_LABELS, type SentRequest } from "../../contact/form-data";
import { describeQuoteItem, type QuoteItem } from "../../contact/quote-item";
import type { Acknowledgment, Mail } from "./outbox.server";
import { fileSize } from "../../contact/attachments";

export type Recipients = Pick<Env, "LEADS_EMAIL" | "CAREERS_EMAIL">;

/** What storing a lead needs: D1, the uploads bucket, the limiter, the mail queue, link signing, the recipients and which site this is. */
export type LeadEnv = Recipients &
  Pick<Env, "DB" | "UPLOADS" | "CONTACT_LIMITER" | "CLIENT_KEY_SECRET" | "MAIL_QUEUE" | "BETTER_AUTH_SECRET" | "SITE_ENV">;

/** Who reads quote requests: LEADS_EMAIL, else the public address (the launch check requires LEADS_EMAIL in production). */
const leadsInbox = (env: Recipients) => env.LEADS_EMAIL || facts.email.value;
/** Who reads applications: CAREERS_EMAIL, else whoever reads requests. */
const careersInbox = (env: Recipients) => env.CAREERS_EMAIL || leadsInbox(env);

const belizeTime: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", {
    timeZone: company.timeZone,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }),
  es: new Intl.DateTimeFormat("es-419", {
    timeZone: company.timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }),
};

/** Staff read English. */
const ENGLISH = serverT("en", catalog);

/** 'Mon, Nov 23, 2026, 7:54 AM Belize time'; in Spanish 'lunes, 23 de noviembre de 2026, 7:54 a.m., hora de Belice'. */
const receivedAt = (at: Date, t: Translate = ENGLISH) => t("{time} Belize time", { time: belizeTime[t.locale].format(at) });

/** The company's name and address closing an acknowledgment, in its language. */
const signature = ({ address }: PublicFacts, t: Translate) => [
  company.legalName,
  ...(address ? [marked(`${address.value.street}, ${address.value.city}, ${address.value.country}`, address.example, t)] : []),
];

/** A fact as a mail writes it: " (example)" after a placeholder, where one may show. */
const marked = (value: string, example: boolean, t: Translate) => (example ? t("{value} (example)", { value }) : value);

/** What the visitor is told happens next, in their language. */
const answerPromise = (locale: Locale) => (locale === "es" ? companyEs.ANSWER_PROMISE : ANSWER_PROMISE);

/** The language a lead came in, as staff read it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish" };

/** The catalogue product page a quote item's id names, or null (the caller knows the catalogue). */
export type ProductPage = (id: string) => string | null;

/**
 * One line per item; a link only to a product of the catalogue. An item's id is the visitor's to
 * write ("//evil.example/x" resolves off the site), so any other item is its name and category.
 */
const quoteLines = (items: readonly QuoteItem[], siteUrl: string, productPage: ProductPage) =>
  items.length === 0
    ? ["(none)"]
    : items.map((item) => {
        const page = productPage(item.id);
        return `- ${describeQuoteItem(item)} [${item.category}]${page ? `: ${new URL(page, siteUrl).href}` : ""}`;
      });

/** A stored request: what the visitor sent (as shown back to them), where from, when, and in which language. */
export type ContactLead = SentRequest & {
  /** Where it was sent from: a page of the site, or the API. */
  page: string | null;
  source: "page" | "dialog" | "api";
  at: Date;
  /** The language it was sent in: the acknowledgment's. */
  locale: Locale;
  /** A signed, expiring download link per attachment, in the same order (staff only). */
  attachmentLinks: string[];
};

/** The attachments for staff, one line each with its download link. */
function attachmentLines(lead: ContactLead, linkDays: number): string[] {
  if (lead.attachments.length === 0) return [];
  return [
    "",
    `Attachments (${lead.attachments.length}; the links work ${linkDays} days):`,
    ...lead.attachments.map((file, i) => `- ${file.name} (${fileSize(file.size)}): ${lead.attachmentLinks[i]}`),
  ];
}

/** The project details the visitor gave, one line each ("" lines left out); none: nothing. */
function projectLines(project: ContactLead["project"]): string[] {
  const given = PROJECT_FIELDS.filter((key) => project[key]);
  if (given.length === 0) return [];
  return ["", "Project details:", ...given.map((key) => `${`${PROJECT_LABELS[key]}:`.padEnd(13)}${project[key]}`)];
}

/** Where a request comes from, for a subject line: the district in Belize, else the country. */
const whereFrom = (lead: ContactLead) => (lead.district ? `${lead.district}, ${lead.country}` : lead.country);

export function contactNotification(lead: ContactLead, env: Recipients, siteUrl: string, linkDays: number, productPage: ProductPage): Mail {
  return {
    to: leadsInbox(env),
    audience: "staff",
    replyTo: lead.email,
    kind: "lead-notification",
    leadReference: lead.reference,
    subject: `Quote request ${lead.reference} from ${lead.name} (${whereFrom(lead)})`,
    text: [
      `New request ${lead.reference}, received ${receivedAt(lead.at)}.`,
      "Reply to this mail to answer the visitor directly.",
      "",
      `Name:      ${lead.name}`,
      `Email:     ${lead.email}`,
      `Phone:     ${lead.phone || "(not given)"}`,
      `Country:   ${lead.country}`,
      ...(lead.district ? [`District:  ${lead.district}`] : []),
      `Language:  ${LANGUAGE_NAMES[lead.locale]}`,
      `Sent from: ${lead.page ? new URL(lead.page, siteUrl).href : "(unknown page)"} (${lead.source === "dialog" ? "Talk with an Engineer dialog" : lead.source === "api" ? "API" : "contact page"})`,
      ...projectLines(lead.project),
      "",
      "Message:",
      lead.message,
      "",
      `Quote items (${lead.quoteItems.length}):`,
      ...quoteLines(lead.quoteItems, siteUrl, productPage),
      ...attachmentLines(lead, linkDays),
    ].join("\n"),
  };
}

/** How to reach us, closing every acknowledgment: the only text an acknowledgment carries besides ours. */
function reachUs(reference: string, shown: PublicFacts, origin: string, t: Translate): string[] {
  const phone = shown.phone && marked(shown.phone.value, shown.phone.example, t);
  const email = shown.email && marked(shown.email.value, shown.email.example, t);
  const questions =
    phone && email
      ? t("Questions meanwhile: call {phone} or write to {email}, quoting {reference}.", { phone, email, reference })
      : phone
        ? t("Questions meanwhile: call {phone}, quoting {reference}.", { phone, reference })
        : email
          ? t("Questions meanwhile: write to {email}, quoting {reference}.", { email, reference })
          : t("Questions meanwhile: write to us at {link}, quoting {reference}.", {
              link: new URL(localePath(t.locale, "/contact"), origin).href,
              reference,
            });
  return [
    questions,
    "",
    t("If you did not send this, you can ignore this mail: we keep what was sent only as our privacy policy says."),
    "",
    ...signature(shown, t),
  ];
}

/**
 * Where an acknowledgment is sent from, for how it says to reach us: the site's origin, and
 * whether placeholders may show there (`showsPlaceholders(env, origin)`, facts.ts).
 */
export type MailSite = { origin: string; examples: boolean };

const REQUEST_KINDS = {
  quote: msg("quote request"),
  question: msg("question for our engineers"),
  request: msg("request"),
} as const;

/** What kind of request it was, in our words only. */
const requestKind = (lead: Pick<ContactLead, "quoteItems" | "source">) =>
  lead.quoteItems.length > 0 ? REQUEST_KINDS.quote : lead.source === "dialog" ? REQUEST_KINDS.question : REQUEST_KINDS.request;

export function contactAcknowledgment(lead: ContactLead, site: MailSite): Acknowledgment {
  const t = serverT(lead.locale, catalog);
  return {
    to: lead.email,
    kind: "lead-acknowledgment",
    leadReference: lead.reference,
    subject: t("We received your request {reference}", { reference: lead.reference }),
    text: [
      t("Hello,"),
      "",
      t("Thank you for writing to {company}. Your {kind} reached us on {time}; its reference is {reference}.", {
        company: company.name,
        kind: t(requestKind(lead)),
        time: receivedAt(lead.at, t),
        reference: lead.reference,
      }),
      answerPromise(lead.locale).request,
      "",
      ...reachUs(lead.reference, publicFacts(lead.locale, site.examples), site.origin, t),
    ].join("\n"),
  };
}

export type ApplicationLead = {
  reference: string;
  job: { id: number; title: string; location: string; department: string; type: string };
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  coverLetter: string | null;
  /** A signed, expiring download link, or null when no résumé was attached. */
  resumeLink: string | null;
  resumeName: string | null;
  at: Date;
  /** The language of the careers page it was sent from: the acknowledgment's. */
  locale: Locale;
};

export function applicationNotification(lead: ApplicationLead, env: Recipients, linkDays: number): Mail {
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    to: careersInbox(env),
    audience: "staff",
    replyTo: lead.email,
    kind: "application-notification",
    leadReference: lead.reference,
    subject: `Application ${lead.reference}: ${lead.job.title}, ${name}`,
    text: [
      `New application ${lead.reference}, received ${receivedAt(lead.at)}.`,
      "Reply to this mail to answer the applicant directly.",
      "",
      `Position:  ${lead.job.title} (${lead.job.department}, ${lead.job.type}, ${lead.job.location})`,
      `Name:      ${name}`,
      `Email:     ${lead.email}`,
      `Phone:     ${lead.phone || "(not given)"}`,
      `Language:  ${LANGUAGE_NAMES[lead.locale]}`,
      lead.resumeLink
        ? `Résumé:    ${lead.resumeName ?? "résumé"}, download (works ${linkDays} days): ${lead.resumeLink}`
        : "Résumé:    (none attached)",
      "",
      "Cover letter:",
      lead.coverLetter || "(none)",
    ].join("\n"),
  };
}

export function applicationAcknowledgment(lead: ApplicationLead, site: MailSite): Acknowledgment {
  const t = serverT(lead.locale, catalog);
  return {
    to: lead.email,
    kind: "application-acknowledgment",
    leadReference: lead.reference,
    subject: t("Your application {reference}: {title}", { reference: lead.reference, title: lead.job.title }),
    text: [
      t("Hello,"),
      "",
      t(
        "Thank you for applying for {title} ({location}) at {company}. Your application reached us on {time}; its reference is {reference}.",
        {
          title: lead.job.title,
          location: lead.job.location,
          company: company.name,
          time: receivedAt(lead.at, t),
          reference: lead.reference,
        },
      ),
      answerPromise(lead.locale).application,
      "",
      ...reachUs(lead.reference, publicFacts(lead.locale, site.examples), site.origin, t),
    ].join("\n"),
  };
}
