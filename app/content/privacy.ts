// The privacy policy (spec §2 Privacy: 13 sections, last updated 18 July 2025; GDPR, CCPA and
// Belizean law; card data with third-party processors; personal data never sold). It describes
// what this site actually stores (workers/db/schema.ts, app/lib/consent.ts, quote-store.ts,
// product-search.ts, workers/auth). Read only by the /privacy loader. Its retention periods come
// from app/lib/retention.ts, which the daily retention job enforces.
import { periodInWords, RETENTION } from "../lib/retention";

export type PrivacyBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: readonly { term?: string; text: string }[] };

export type PrivacySection = { id: string; title: string; blocks: readonly PrivacyBlock[] };

export const LAST_UPDATED = "2025-07-18";

const p = (text: string): PrivacyBlock => ({ kind: "p", text });
const list = (...items: (string | [term: string, text: string])[]): PrivacyBlock => ({
  kind: "list",
  items: items.map((item) => (typeof item === "string" ? { text: item } : { term: item[0], text: item[1] })),
});

export const privacySections: readonly PrivacySection[] = [
  {
    id: "introduction",
    title: "Introduction",
    blocks: [
      p("M&M Precast & Prestressed Concrete (\"M&M\", \"we\", \"us\") designs, manufactures and installs precast and prestressed concrete in Belize. This policy explains what personal data this website collects, why, how long we keep it, who we share it with and the choices and rights you have."),
      p("It applies to this website and to the requests, applications and accounts made through it. We handle personal data in line with Belizean data protection law, the EU and UK General Data Protection Regulation (GDPR) for visitors in Europe, and the California Consumer Privacy Act as amended by the CPRA (CCPA) for California residents."),
    ],
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    blocks: [
      p("We collect only what you give us or what your browser sends when you use a feature:"),
      list(
        ["Contact and quote requests", `${periodInWords(RETENTION.requestsDays)} after we receive them, longer only if they become part of a contract we must keep records of.`],
        ["Page views", `up to ${periodInWords(RETENTION.pageViewsDays)}, then deleted.`],
        ["Job applications and résumés", `${periodInWords(RETENTION.applicationsAfterFilledDays)} after the position is filled, unless you join us or ask us to keep your application for future openings.`],
        ["Job alert subscriptions", `until you unsubscribe; a subscription nobody confirms is deleted after ${periodInWords(RETENTION.unconfirmedAlertsDays)}.`],
        ["Copies of the mails we send you and our staff about a request", `${periodInWords(RETENTION.mailDays)}.`],
        ["Accounts", "until you delete your account or ask us to; sessions end after 7 days or when you sign out, and expired sessions and links are deleted daily."],
        ["Rate-limit records", `the hashed key and submission times are deleted ${RETENTION.rateLimitMinutes} minutes after your last submission.`],
      ),    ],
  },
  {
    id: "data-security",
    title: "Data Security",
    blocks: [
      p("The site is served only over HTTPS with a strict content security policy. Passwords are stored as salted hashes, session cookies are HttpOnly and Secure, IP addresses are replaced by keyed hashes, and résumés are kept in private storage that is not reachable from the web. Access to stored data is limited to the staff who need it. No system is perfectly secure; if a breach affects your data, we will tell you and the relevant authorities as the law requires."),
    ],
  },
  {
    id: "your-rights",
    title: "Your Rights",
    blocks: [
      p("Depending on where you live, you may have the right to:"),
      list(
        "Access the personal data we hold about you and receive a copy in a portable format.",
        "Correct data that is inaccurate or incomplete.",
        "Have your data deleted, or its use restricted.",
        "Object to processing based on our legitimate interests.",
        "Withdraw consent at any time, for example by changing your cookie choices or unsubscribing from job alerts.",
        "Under the CCPA, know what categories of personal information we collect and disclose, and not be discriminated against for exercising your rights. As we never sell or share personal information, there is nothing to opt out of.",
        "Complain to a data protection authority where you live or work.",
      ),
      p("To use any of these rights, contact us as shown below. We answer within one month (45 days for CCPA requests) and may ask you to confirm your identity first."),
    ],
  },
  {
    id: "childrens-privacy",
    title: "Children's Privacy",
    blocks: [
      p("This website is meant for businesses, professionals and job seekers. It is not directed at children under 13 and we do not knowingly collect their personal data. If you believe a child under 13 has given us personal data, please contact us and we will delete it."),
    ],
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    blocks: [
      p("We update this policy when the site or the law changes. The date at the top shows the latest version. If a change significantly affects how we use data you have already given us, we will tell you by email where we can, or ask again for your consent where it is needed."),
    ],
  },
  {
    id: "contact-us",
    title: "Contact Us",
    blocks: [p("For any question about this policy or your personal data, write to us. We are the controller of the personal data described here.")],
  },
];
