// Drizzle's view of the D1 tables. The SQL that creates them is in migrations/ (append-only);
// tests/integration/schema.test.ts fails if the two drift apart.
import { sql } from "drizzle-orm";
import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SALARY_PERIODS, type QuoteItem } from "../../lib/stored-shapes";
import { LOCALES } from "../../lib/locale";
import { EFFECTIVE_TYPES, VITAL_METRICS, VITAL_RATINGS } from "../../lib/web-vitals";

export type { QuoteItem };

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** The language a lead came in (migrations/0009): what is sent back is written in it. */
const leadLocale = () => text("locale", { enum: LOCALES }).notNull().default("en");

/** A file attached to a request: its R2 key (random), the visitor's name for it, its kind and size. */
export type StoredAttachment = { key: string; name: string; type: string; size: number };

export const contactSubmissions = sqliteTable("contact_submissions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  country: text("country").notNull().default("Belize"),
  /** Empty unless the country is Belize. */
  district: text("district").notNull(),
  message: text("message").notNull(),
  /** What estimators ask about the project, each optional. */
  projectName: text("project_name"),
  projectLocation: text("project_location"),
  /** YYYY-MM-DD */
  requiredBy: text("required_by"),
  span: text("span"),
  loads: text("loads"),
  quoteItems: text("quote_items", { mode: "json" })
    .$type<QuoteItem[]>()
    .notNull()
    .default(sql`'[]'`),
  /** Drawings and documents attached, each in R2 (UPLOADS) under its key. */
  attachments: text("attachments", { mode: "json" })
    .$type<StoredAttachment[]>()
    .notNull()
    .default(sql`'[]'`),
  source: text("source", { enum: ["page", "dialog", "api"] }).notNull(),
  clientKeyHash: text("client_key_hash").notNull(),
  userAgent: text("user_agent"),
  status: text("status", { enum: ["new", "read", "answered", "spam"] })
    .notNull()
    .default("new"),
  createdAt: createdAt(),
  /** What the visitor is shown and staff answer with, e.g. RQ-4K7Q2D. */
  reference: text("reference").unique(),
  /** The page the request was sent from. */
  page: text("page"),
  /** The project a "Request a Similar Solution" named (its id; migrations/0016). */
  similarProject: text("similar_project"),
  /** The language of the page (or the API's `locale`) it was sent from: the acknowledgment's (migrations/0009). */
  locale: leadLocale(),
});

export const pageViews = sqliteTable("page_views", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  pathname: text("pathname").notNull(),
  referrer: text("referrer"),
  ua: text("ua"),
  createdAt: createdAt(),
});

/** Field Core Web Vitals (migrations/0013): one row per metric of a page load, with consent. */
export const webVitals = sqliteTable("web_vitals", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  route: text("route").notNull(),
  locale: text("locale", { enum: LOCALES }).notNull(),
  country: text("country"),
  colo: text("colo"),
  effectiveType: text("effective_type", { enum: EFFECTIVE_TYPES }),
  metric: text("metric", { enum: VITAL_METRICS }).notNull(),
  value: real("value").notNull(),
  rating: text("rating", { enum: VITAL_RATINGS }).notNull(),
  createdAt: createdAt(),
});

export const jobPostings = sqliteTable("job_postings", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  location: text("location").notNull(),
  department: text("department").notNull(),
  type: text("type").notNull(),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  /** Set by a trigger when the posting closes: the position is filled. */
  closedAt: text("closed_at"),
  /** When confirmed job-alert subscribers were told about it. */
  alertedAt: text("alerted_at"),
  /** The title and description in Spanish, where staff wrote them; the Spanish pages show the English otherwise (migrations/0010). */
  titleEs: text("title_es"),
  descriptionEs: text("description_es"),
  /** The last day to apply (YYYY-MM-DD, Belize time): after it the posting is not listed (migrations/0012). */
  closesOn: text("closes_on"),
  /** The salary range, either end optional, in `salaryCurrency` per `salaryPeriod` (migrations/0012). */
  salaryMin: real("salary_min"),
  salaryMax: real("salary_max"),
  salaryCurrency: text("salary_currency").notNull().default("BZD"),
  salaryPeriod: text("salary_period", { enum: SALARY_PERIODS }),
});

export const jobApplications = sqliteTable("job_applications", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  jobId: integer("job_id")
    .notNull()
    .references(() => jobPostings.id),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  coverLetter: text("cover_letter"),
  resumeKey: text("resume_key"),
  resumeName: text("resume_name"),
  resumeType: text("resume_type"),
  resumeSize: integer("resume_size"),
  status: text("status", { enum: ["new", "reviewed", "rejected", "hired"] })
    .notNull()
    .default("new"),
  createdAt: createdAt(),
  reference: text("reference").unique(),
  /** The language of the careers page it was sent from: the acknowledgment's (migrations/0009). */
  locale: leadLocale(),
});

export const jobSubscribers = sqliteTable("job_subscribers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
  /** Random; carried by the confirmation and unsubscribe links (migrations/0004). */
  token: text("token").unique(),
  /** Set when the owner confirmed; only confirmed addresses receive job alerts. */
  confirmedAt: text("confirmed_at"),
  confirmationSentAt: text("confirmation_sent_at"),
  /** The language of the page the alert was asked for on: its mails' (migrations/0009). */
  locale: leadLocale(),
});

/** Every mail the site sends, written before it is sent (migrations/0005). */
export const emailOutbox = sqliteTable("email_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  recipient: text("recipient").notNull(),
  replyTo: text("reply_to"),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  kind: text("kind").notNull(),
  /** Staff mail goes to the company's own inboxes; visitor mail to the outside world. */
  audience: text("audience", { enum: ["staff", "visitor"] })
    .notNull()
    .default("visitor"),
  leadReference: text("lead_reference"),
  status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
    .notNull()
    .default("queued"),
  tries: integer("tries").notNull().default(0),
  lastError: text("last_error"),
  nextAttemptAt: text("next_attempt_at"),
  claimedAt: text("claimed_at"),
  transport: text("transport"),
  createdAt: createdAt(),
  sentAt: text("sent_at"),
});

// Accounts: the four tables better-auth's drizzle adapter writes, keyed by its model
// names in app/accounts/auth.server.ts. Dates are ISO-8601 UTC text like the tables above; the adapter
// converts Date values for text columns both ways.
const authDate = (name: string) => text(name).notNull();

export const authUsers = sqliteTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  image: text("image"),
  createdAt: authDate("created_at"),
  updatedAt: authDate("updated_at"),
});

export const authSessions = sqliteTable("sessions", {
  id: text("id").primaryKey(),
  token: text("token").notNull().unique(),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  expiresAt: authDate("expires_at"),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  createdAt: authDate("created_at"),
  updatedAt: authDate("updated_at"),
});

export const authAccounts = sqliteTable("accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: text("access_token_expires_at"),
  refreshTokenExpiresAt: text("refresh_token_expires_at"),
  scope: text("scope"),
  /** pbkdf2-sha256$iterations$salt$hash (app/accounts/password.server.ts); null for other providers. */
  password: text("password"),
  createdAt: authDate("created_at"),
  updatedAt: authDate("updated_at"),
});

export const authVerifications = sqliteTable("verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: authDate("expires_at"),
  createdAt: authDate("created_at"),
  updatedAt: authDate("updated_at"),
});

/**
 * The quote list kept with an account (migrations/0014): one row per item with the time of its
 * last change in milliseconds; a removed item is a row with `removed` set, kept 30 days.
 */
export const accountQuoteItems = sqliteTable(
  "account_quote_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    quantity: integer("quantity"),
    note: text("note"),
    position: integer("position").notNull().default(0),
    updatedAt: integer("updated_at").notNull(),
    removed: integer("removed", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] })],
);
