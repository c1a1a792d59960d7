// The privacy policy (rules §2 Privacy: 13 sections, last updated 28 November 2026; GDPR, CCPA and
// Belizean law; card data with third-party processors; personal data never sold). It describes
// what this site actually stores (app/server/db/schema.server.ts, app/shell/cookie-consent/consent.ts, quote-store.ts,
// product-search.ts, app/accounts). Read only by the /privacy loader. Its retention periods come
// from app/lib/retention.ts, which the daily retention job enforces.
import { localized } from "../../lib/localized";
import { periodInWords, RETENTION } from "../../lib/retention";
import * as es from "./privacy.es";

export type PrivacyBlock = { kind: "p"; text: string } | { kind: "list"; items: readonly { term?: string; text: string }[] };

export type PrivacySection = { id: string; title: string; blocks: readonly PrivacyBlock[] };

export const LAST_UPDATED = "2026-11-28";

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
      p(
        "M&M Precast & Prestressed Concrete (“M&M”, “we”, “us”) designs, manufactures and installs precast and prestressed concrete in Belize. This policy explains what personal data this website collects, why, how long we keep it, who we share it with and the choices and rights you have.",
      ),
      p(
        "It applies to this website and to the requests, applications and accounts made through it. We handle personal data in line with Belizean data protection law, the EU and UK General Data Protection Regulation (GDPR) for visitors in Europe, and the California Consumer Privacy Act as amended by the CPRA (CCPA) for California residents.",
      ),
    ],
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    blocks: [
      p("We collect only what you give us or what your browser sends when you use a feature:"),
      list(
        [
          "Contact and quote requests",
          "your name, email address, optional phone number, country (and district, in Belize), message and any project details you add (name, location, date, span, loads), the drawings and documents you attach (up to 5 files, 25 MB in all), the products or services in your quote list, the form you used, your browser's user agent, and a keyed one-way hash of your IP address used only to limit repeated submissions. We never store the address itself.",
        ],
        [
          "Page views",
          "only if you accept cookies or allow performance cookies: the page's path, the page you came from and your browser's user agent. We do not record your IP address or attach an identifier to you.",
        ],
        [
          "Page speed",
          "with the same permission, how quickly each page loaded and responded for you (Core Web Vitals, measured in your browser and sent once as you leave the page), with the kind of page (such as a product page, never its address or search terms), its language, your country and the data centre that served you, as our hosting provider sees them, and your connection's speed class (such as 4G). No IP address, user agent, cookie or identifier is kept with it.",
        ],
        [
          "Job applications",
          "your first and last name, email address, optional phone number, cover letter and the résumé you upload (PDF or Word, up to 5 MB).",
        ],
        ["Job alerts", "the email address you subscribe with."],
        [
          "Your quote list",
          "the products and services you collect, with any quantity and note you add, and a request you have started on the contact form but not sent (its fields, not its files), kept with us so they are there when you come back; your browser holds only a random identifier for them (a cookie) and the number of items.",
        ],
        [
          "Accounts",
          "your email address, a salted hash of your password (never the password itself), whether you have confirmed your address, and your active sessions with your browser's user agent.",
        ],
        [
          "Stored in your browser",
          "your cookie choices and the times of your recent contact submissions (local storage), and your quote list for the current tab (session storage). These stay on your device until you clear them. Three cookies belong to your quote list: its identifier, its number of items, and a random mark that changes each time you send a request, so that a request you have sent never comes back as an unsent draft.",
        ],
      ),
      p(
        "We do not take card payments on this website. Where you pay us by card for an order, the payment is handled by third-party payment processors under their own security standards; your card details never reach our servers.",
      ),
    ],
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    blocks: [
      list(
        "To answer your enquiry, prepare a quotation and follow up on your project.",
        "To assess your job application and contact you about it, and to email you new job openings if you asked us to.",
        "To create and secure your account, confirm your email address and keep you signed in.",
        "To understand which pages are useful, in aggregate, when you have allowed it.",
        "To protect the site and our staff from spam, abuse and fraud, and to meet legal obligations.",
      ),
      p(
        "We do not use your data for automated decisions that have legal or similarly significant effects on you, and we do not build advertising profiles.",
      ),
    ],
  },
  {
    id: "legal-bases",
    title: "Legal Bases for Processing",
    blocks: [
      p("Where the GDPR applies, we rely on:"),
      list(
        [
          "Contract",
          "to respond to requests you make before entering into a contract with us, such as a quotation, and to run your account.",
        ],
        [
          "Consent",
          "for page-view statistics, optional cookies and job alerts. You can withdraw consent at any time; this does not affect processing before the withdrawal.",
        ],
        [
          "Legitimate interests",
          "to protect the site against abuse and to review job applications you send us, balanced against your rights.",
        ],
        ["Legal obligation", "where Belizean or other applicable law requires us to keep or disclose records."],
      ),
    ],
  },
  {
    id: "cookies",
    title: "Cookies and Local Storage",
    blocks: [
      p(
        "Strictly necessary cookies and storage are always on, because the site cannot work without them. Everything else waits for your choice in the cookie banner or the preference centre, which you can reopen at any time from the cookie button at the bottom left of every page.",
      ),
      list(
        [
          "Session cookies",
          "when you sign in, a secure, HttpOnly session cookie keeps you signed in for up to 7 days, and a small cookie without personal data tells pages you are signed in. Both are removed when you sign out.",
        ],
        [
          "Catalogue sidebar",
          "three cookies remember whether the products sidebar and its Category and Application sections are open: the sidebar for 7 days, the sections for 365 days. They hold only open or closed.",
        ],
        [
          "Cookie choices",
          "your choice (accepted, declined or custom) and the Functional, Targeting and Performance settings are kept in your browser's local storage.",
        ],
        [
          "Performance",
          "if allowed, we log page views and page speed as described above. We use no third-party analytics or advertising cookies.",
        ],
      ),
    ],
  },
  {
    id: "third-party-sharing",
    title: "Sharing with Third Parties",
    blocks: [
      p("We never sell your personal data, and we do not share it for cross-context behavioural advertising. We share it only with:"),
      list(
        [
          "Service providers",
          "who host and run this website, store its data and files, and deliver our email, under contracts that let them use the data only on our instructions.",
        ],
        ["Payment processors", "who handle card payments for orders on their own secure systems."],
        ["Project partners", "such as a teaming partner on your project, only when you ask us to or it is needed to deliver your project."],
        ["Authorities", "when Belizean or other applicable law, a court order or the protection of someone's safety requires it."],
      ),
    ],
  },
  {
    id: "international-transfers",
    title: "International Data Transfers",
    blocks: [
      p(
        "This website runs on a global cloud platform, so your data may be processed in data centres outside Belize, including in the United States and the European Union. Where data from the European Economic Area or the United Kingdom is transferred to a country without an adequacy decision, we rely on the European Commission's Standard Contractual Clauses or an equivalent safeguard, and our providers apply the same protection wherever the data is held.",
      ),
    ],
  },
  {
    id: "data-retention",
    title: "Data Retention",
    blocks: [
      list(
        [
          "Contact and quote requests",
          `${periodInWords(RETENTION.requestsDays)} after we receive them, with the files you attached, longer only if they become part of a contract we must keep records of.`,
        ],
        ["Page views", `up to ${periodInWords(RETENTION.pageViewsDays)}, then deleted.`],
        ["Page speed measurements", `up to ${periodInWords(RETENTION.vitalsDays)}, then deleted.`],
        [
          "Your quote list and an unsent request",
          "30 days after you last change them, then deleted; sending a request empties the list and deletes the unsent copy.",
        ],
        [
          "Job applications and résumés",
          `${periodInWords(RETENTION.applicationsAfterFilledDays)} after the position is filled, unless you join us or ask us to keep your application for future openings.`,
        ],
        [
          "Job alert subscriptions",
          `until you unsubscribe; a subscription nobody confirms is deleted after ${periodInWords(RETENTION.unconfirmedAlertsDays)}.`,
        ],
        ["Copies of the mails we send you and our staff about a request", `${periodInWords(RETENTION.mailDays)}.`],
        [
          "Accounts",
          `until you delete your account (on your account page, with your password) or ask us to; an account whose email address is not confirmed is deleted after ${periodInWords(RETENTION.unconfirmedAccountsDays)}, or at once by the owner of that address from the link we mail them; sessions end after 7 days, when you sign out, or everywhere at once when you sign out everywhere or change or reset your password; expired sessions and links are deleted daily. Deleting your account deletes it and its sessions at once; the requests and job applications you sent stay for the periods above, no longer linked to an account.`,
        ],
        [
          "Rate-limit records",
          `the hashed key and submission times are deleted ${RETENTION.rateLimitMinutes} minutes after your last submission.`,
        ],
      ),
    ],
  },
  {
    id: "data-security",
    title: "Data Security",
    blocks: [
      p(
        "The site is served only over HTTPS with a strict content security policy. Passwords are stored as salted hashes, session cookies are HttpOnly and Secure, IP addresses are replaced by keyed hashes, and résumés and the files attached to requests are kept in private storage that is not reachable from the web. Access to stored data is limited to the staff who need it. No system is perfectly secure; if a breach affects your data, we will tell you and the relevant authorities as the law requires.",
      ),
    ],
  },
  {
    id: "your-rights",
    title: "Your Rights",
    blocks: [
      p("Depending on where you live, you may have the right to:"),
      list(
        "Access the personal data we hold about you and receive a copy in a portable format. With an account, “Download my data” on your account page gives you at once a file with your account and the requests and job applications sent with its email address.",
        "Correct data that is inaccurate or incomplete.",
        "Have your data deleted, or its use restricted.",
        "Object to processing based on our legitimate interests.",
        "Withdraw consent at any time, for example by changing your cookie choices or unsubscribing from job alerts.",
        "Under the CCPA, know what categories of personal information we collect and disclose, and not be discriminated against for exercising your rights. As we never sell or share personal information, there is nothing to opt out of.",
        "Complain to a data protection authority where you live or work.",
      ),
      p(
        "To use any of these rights, contact us as shown below. We answer within one month (45 days for CCPA requests) and may ask you to confirm your identity first.",
      ),
    ],
  },
  {
    id: "childrens-privacy",
    title: "Children's Privacy",
    blocks: [
      p(
        "This website is meant for businesses, professionals and job seekers. It is not directed at children under 13 and we do not knowingly collect their personal data. If you believe a child under 13 has given us personal data, please contact us and we will delete it.",
      ),
    ],
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    blocks: [
      p(
        "We update this policy when the site or the law changes. The date at the top shows the latest version. If a change significantly affects how we use data you have already given us, we will tell you by email where we can, or ask again for your consent where it is needed.",
      ),
    ],
  },
  {
    id: "contact-us",
    title: "Contact Us",
    blocks: [
      p(
        "For any question about this policy or your personal data, write to us. We are the controller of the personal data described here.",
      ),
    ],
  },
];

export const privacySectionsIn = localized(privacySections, { es: es.privacySections });
