// The mails a lead produces: a notification to staff holding everything needed to answer without
// opening anything else, and a plain acknowledgment to the visitor with the same reference. The
// acknowledgment goes to an address nobody has proven to own, so it carries nothing the visitor
// wrote: the reference, the kind of request, when it arrived and how to reach us
// (docs/decisions/0060-acknowledgments-repeat-nothing-typed.md). Plain text: it reads well in any
// mail client.
import { ANSWER_PROMISE, company } from "../../company/content/company";
import { PROJECT_FIELDS, PROJECT_LABELS, type SentRequest } from "../../contact/form-data";
import { describeQuoteItem, type QuoteItem } from "../../contact/quote-item";
import type { Mail } from "./outbox.server";
import { fileSize } from "../../contact/attachments";

export type Recipients = Pick<Env, "COMPANY_EMAIL" | "LEADS_EMAIL" | "CAREERS_EMAIL">;

/** What storing a lead needs: D1, the uploads bucket, the limiter, the mail queue, link signing and the recipients. */
export type LeadEnv = Recipients &
  Pick<Env, "DB" | "UPLOADS" | "CONTACT_LIMITER" | "CLIENT_KEY_SECRET" | "MAIL_QUEUE" | "BETTER_AUTH_SECRET" | "COMPANY_PHONE">;

/** Who reads quote requests: LEADS_EMAIL, else the company address. */
const leadsInbox = (env: Recipients) => env.LEADS_EMAIL || env.COMPANY_EMAIL;
/** Who reads applications: CAREERS_EMAIL, else whoever reads requests. */
const careersInbox = (env: Recipients) => env.CAREERS_EMAIL || leadsInbox(env);

const belizeTime = new Intl.DateTimeFormat("en-US", {
  timeZone: company.timeZone,
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** 'Mon, Nov 23, 2026, 7:54 AM Belize time' */
const receivedAt = (at: Date) => `${belizeTime.format(at)} Belize time`;

const SIGNATURE = [`${company.legalName}`, `${company.address.street}, ${company.address.city}, ${company.address.country}`];

const quoteLines = (items: readonly QuoteItem[], siteUrl: string) =>
  items.length === 0
    ? ["(none)"]
    : items.map((item) =>
        item.id.startsWith("/")
          ? `- ${describeQuoteItem(item)} [${item.category}]: ${new URL(item.id, siteUrl).href}`
          : `- ${describeQuoteItem(item)} [${item.category}]`,
      );

/** A stored request: what the visitor sent (as shown back to them), where from, and when. */
export type ContactLead = SentRequest & {
  /** Where it was sent from: a page of the site, or the API. */
  page: string | null;
  source: "page" | "dialog" | "api";
  at: Date;
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

export function contactNotification(lead: ContactLead, env: Recipients, siteUrl: string, linkDays: number): Mail {
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
      `Sent from: ${lead.page ? new URL(lead.page, siteUrl).href : "(unknown page)"} (${lead.source === "dialog" ? "Talk with an Engineer dialog" : lead.source === "api" ? "API" : "contact page"})`,
      ...projectLines(lead.project),
      "",
      "Message:",
      lead.message,
      "",
      `Quote items (${lead.quoteItems.length}):`,
      ...quoteLines(lead.quoteItems, siteUrl),
      ...attachmentLines(lead, linkDays),
    ].join("\n"),
  };
}

/** How to reach us, closing every acknowledgment: the only text an acknowledgment carries besides ours. */
function reachUs(reference: string, contact: { phone: string; email: string }): string[] {
  return [
    `Questions meanwhile: call ${contact.phone} or write to ${contact.email}, quoting ${reference}.`,
    "",
    "If you did not send this, you can ignore this mail: we keep what was sent only as our privacy policy says.",
    "",
    ...SIGNATURE,
  ];
}

/** What kind of request it was, in our words only. */
const requestKind = (lead: Pick<ContactLead, "quoteItems" | "source">) =>
  lead.quoteItems.length > 0 ? "quote request" : lead.source === "dialog" ? "question for our engineers" : "request";

export function contactAcknowledgment(lead: ContactLead, contact: { phone: string; email: string }): Mail {
  return {
    to: lead.email,
    kind: "lead-acknowledgment",
    leadReference: lead.reference,
    subject: `We received your request ${lead.reference}`,
    text: [
      "Hello,",
      "",
      `Thank you for writing to ${company.name}. Your ${requestKind(lead)} reached us on ${receivedAt(lead.at)}; its reference is ${lead.reference}.`,
      ANSWER_PROMISE.request,
      "",
      ...reachUs(lead.reference, contact),
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
      lead.resumeLink
        ? `Résumé:    ${lead.resumeName ?? "résumé"}, download (works ${linkDays} days): ${lead.resumeLink}`
        : "Résumé:    (none attached)",
      "",
      "Cover letter:",
      lead.coverLetter || "(none)",
    ].join("\n"),
  };
}

export function applicationAcknowledgment(lead: ApplicationLead, contact: { phone: string; email: string }): Mail {
  return {
    to: lead.email,
    kind: "application-acknowledgment",
    leadReference: lead.reference,
    subject: `Your application ${lead.reference}: ${lead.job.title}`,
    text: [
      "Hello,",
      "",
      `Thank you for applying for ${lead.job.title} (${lead.job.location}) at ${company.name}. Your application reached us on ${receivedAt(lead.at)}; its reference is ${lead.reference}.`,
      ANSWER_PROMISE.application,
      "",
      ...reachUs(lead.reference, contact),
    ].join("\n"),
  };
}
