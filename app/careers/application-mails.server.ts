// The mails an application produces: a notification to the careers inbox with the résumé's signed
// link, and a plain acknowledgment to the applicant that repeats nothing they wrote but the post
// applied for (docs/decisions/0102-acknowledgments-summarise-in-our-words.md).
import { answerPromiseIn, company } from "../site/company";
import { publicFacts } from "../site/facts";
import type { Locale } from "../lib/locale";
import { serverT } from "../server/i18n.server";
import { catalog } from "./translations";
import type { Acknowledgment, Mail } from "../server/mail/outbox.server";
import { careersInbox, LANGUAGE_NAMES, reachUs, receivedAt, type MailSite, type Recipients } from "../server/mail/lead-mail-kit.server";

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
          time: receivedAt(lead.at, lead.locale),
          reference: lead.reference,
        },
      ),
      answerPromiseIn(lead.locale).application,
      "",
      ...reachUs(lead.reference, publicFacts(lead.locale, site.examples), site.origin, lead.locale),
    ].join("\n"),
  };
}
