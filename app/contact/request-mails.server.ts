// The mails a request produces: a notification to staff holding everything needed to answer without
// opening anything else, and a plain acknowledgment to the visitor with the same reference. The
// acknowledgment goes to an address nobody has proven to own, so it carries nothing the visitor
// wrote: the reference, the kind of request, when it arrived, what it asked for in our catalogue's
// words and how to reach us (docs/decisions/0102-acknowledgments-summarise-in-our-words.md). Plain text: it reads well in any
// mail client. The acknowledgment is written in the language the request came in (the page's);
// staff notifications stay in English and say which language to answer in.
import { answerPromiseIn, company } from "../site/company";
import { publicFacts } from "../site/facts";
import type { Locale } from "../lib/locale";
import { msg, type Translate } from "../lib/messages";
import { numericDate } from "../lib/calendar";
import { serverT } from "../server/i18n.server";
import { catalog } from "./translations";
import type { Acknowledgment, Mail } from "../server/mail/outbox.server";
import { LANGUAGE_NAMES, leadsInbox, reachUs, receivedAt, type MailSite, type Recipients } from "../server/mail/lead-mail-kit.server";
import { PROJECT_FIELDS, PROJECT_LABELS, type SentRequest } from "./form-data";
import { describeQuoteItem, quantityUnit, quantityUnitLabel } from "./quote-item";
import type { QuoteItem } from "../lib/stored-shapes";
import { fileSize } from "./attachments";

/** The catalogue product page a quote item's id names, or null (the caller knows the catalogue). */
export type ProductPage = (id: string) => string | null;

/** Our catalogue's name, in `locale`, of the product a quote item's id names, or null (the caller knows the catalogue). */
export type CatalogueName = (id: string, locale: Locale) => string | null;

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

/** The project details the visitor gave, one line each ("" lines left out), the date day first as English writes it; none: nothing. */
function projectLines(project: ContactLead["project"]): string[] {
  const given = PROJECT_FIELDS.filter((key) => project[key]);
  if (given.length === 0) return [];
  const shown = (key: (typeof PROJECT_FIELDS)[number]) => (key === "requiredBy" ? numericDate(project[key], "en") : project[key]);
  return ["", "Project details:", ...given.map((key) => `${`${PROJECT_LABELS[key]}:`.padEnd(13)}${shown(key)}`)];
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
      ...(lead.similarTo ? [`Similar to: ${lead.similarTo.title}: ${new URL(`/projects/${lead.similarTo.id}`, siteUrl).href}`] : []),
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

const REQUEST_KINDS = {
  quote: msg("quote request"),
  question: msg("question for our engineers"),
  request: msg("request"),
} as const;

/** What kind of request it was, in our words only. */
const requestKind = (lead: Pick<ContactLead, "quoteItems" | "source">) =>
  lead.quoteItems.length > 0 ? REQUEST_KINDS.quote : lead.source === "dialog" ? REQUEST_KINDS.question : REQUEST_KINDS.request;

/**
 * What the acknowledgment repeats of a request: our catalogue's names of its items with their
 * quantities, and the project it asks for a solution like; never a word the visitor typed (an
 * item's name and note are theirs to write), so the mail cannot carry someone else's text to
 * whatever address was entered.
 */
function askedAbout(lead: ContactLead, t: Translate, catalogueName: CatalogueName): string[] {
  const named = lead.quoteItems.flatMap((item) => {
    const name = catalogueName(item.id, lead.locale);
    return name ? [{ item, name }] : [];
  });
  const others = lead.quoteItems.length - named.length;
  const lines = named.map(({ item, name }) => {
    if (!item.quantity) return `- ${name}`;
    return `- ${name} × ${item.quantity}${quantityUnit(item) === "pieces" ? "" : ` ${quantityUnitLabel(item, t)}`}`;
  });
  if (others > 0) lines.push(`- ${t.n(others, "# other item", "# other items")}`);
  if (lead.similarTo) lines.push(`- ${t("A solution like our project {title}", { title: lead.similarTo.title })}`);
  return lines.length ? ["", t("What you asked us about:"), ...lines] : [];
}

export function contactAcknowledgment(lead: ContactLead, site: MailSite, catalogueName: CatalogueName = () => null): Acknowledgment {
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
        time: receivedAt(lead.at, lead.locale),
        reference: lead.reference,
      }),
      answerPromiseIn(lead.locale).request,
      ...askedAbout(lead, t, catalogueName),
      "",
      ...reachUs(lead.reference, publicFacts(lead.locale, site.examples), site.origin, lead.locale),
    ].join("\n"),
  };
}
