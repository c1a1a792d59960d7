// What every lead mail shares: who reads it, when it arrived in Belize time, how to reach us, and
// the company's signature, each from the site's facts (facts.json; rules §12). The mails
// themselves belong to the feature that sends them: app/contact/request-mails.server.ts and
// app/careers/application-mails.server.ts.
import { company } from "../../site/company";
import { facts, type PublicFacts } from "../../site/facts";
import { DATE_LOCALE, localePath, type Locale } from "../../lib/locale";
import { clockTime } from "../../lib/calendar";
import { type Translate } from "../../lib/messages";
import { serverT } from "../i18n.server";
import { catalog } from "../translations";

export type Recipients = Pick<Env, "LEADS_EMAIL" | "CAREERS_EMAIL">;

/** What storing a lead needs: D1, the uploads bucket, the limiter, the mail queue, link signing, the recipients and which site this is. */
export type LeadEnv = Recipients &
  Pick<Env, "DB" | "UPLOADS" | "CONTACT_LIMITER" | "CLIENT_KEY_SECRET" | "MAIL_QUEUE" | "BETTER_AUTH_SECRET" | "SITE_ENV">;

/** Who reads quote requests: LEADS_EMAIL, else the public address (the launch check requires LEADS_EMAIL in production). */
export const leadsInbox = (env: Recipients) => env.LEADS_EMAIL || facts.email.value;
/** Who reads applications: CAREERS_EMAIL, else whoever reads requests. */
export const careersInbox = (env: Recipients) => env.CAREERS_EMAIL || leadsInbox(env);

/** The day in Belize, in the language's date order ("Mon, 23 Nov 2026", "lunes, 23 de noviembre de 2026"). */
const belizeDay: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(DATE_LOCALE.en, {
    timeZone: company.timeZone,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
  }),
  es: new Intl.DateTimeFormat(DATE_LOCALE.es, {
    timeZone: company.timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }),
};
/** The hour and minute on Belize's wall clock, written by the language's clock (typography.ts), as the pages write office hours. */
const belizeClock = new Intl.DateTimeFormat("en-US", { timeZone: company.timeZone, hour: "numeric", minute: "numeric", hourCycle: "h23" });

/** 'Mon, 23 Nov 2026, 7:54 AM Belize time'; in Spanish 'lunes, 23 de noviembre de 2026, 7:54, hora de Belice'. */
export const receivedAt = (at: Date, locale: Locale = "en") => {
  const t = serverT(locale, catalog);
  const part = (type: "hour" | "minute") => Number(belizeClock.formatToParts(at).find((p) => p.type === type)!.value);
  return t("{time} Belize time", { time: `${belizeDay[locale].format(at)}, ${clockTime(part("hour"), part("minute"), locale)}` });
};

/** The company's name and address closing an acknowledgment, in its language. */
const signature = ({ address }: PublicFacts, t: Translate) => [
  company.legalName,
  ...(address ? [marked(`${address.value.street}, ${address.value.city}, ${address.value.country}`, address.example, t)] : []),
];

/** A fact as a mail writes it: " (example)" after a placeholder, where one may show. */
const marked = (value: string, example: boolean, t: Translate) => (example ? t("{value} (example)", { value }) : value);

/** The language a lead came in, as staff read it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish" };

/** How to reach us, closing every acknowledgment: the only text an acknowledgment carries besides ours. */
export function reachUs(reference: string, shown: PublicFacts, origin: string, locale: Locale): string[] {
  const t = serverT(locale, catalog);
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
