// Job alerts, double opt-in (docs/decisions/0024-job-alerts.md). A subscription stores the address
// unconfirmed and mails a confirmation link; only confirmed addresses receive job alerts. Every
// answer to a subscription is the same whether or not the address was known, and a limit per
// client keeps one client from signing up other people's addresses in bulk. The link's token
// also unsubscribes, without signing in; unsubscribing deletes the address.
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { parseSubscription } from "./schema";
import { honeypotFilled } from "../forms/honeypot";
import { database } from "../server/db/client.server";
import { jobPostings, jobSubscribers } from "../server/db/schema.server";
import { takeClientSlot } from "../server/client-limit.server";
import { createMailer, enqueueMail, outboxInsert, type Mail } from "../server/mail/outbox.server";
import { serverT } from "../server/i18n.server";
import { hex } from "../lib/hex";
import { localePath, type Locale } from "../lib/locale";
import type { Translate } from "../lib/messages";
import { catalog } from "./translations";
import { jobValue, postingText } from "./filters";
import { isOpenPosting } from "./applications.server";

/** A confirmation is mailed again for an unconfirmed address at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

const JOB_ALERTS_PATH = "/careers/alerts";

export type SubscriptionOutcome =
  | { kind: "subscribed"; email: string }
  | { kind: "dropped" }
  | { kind: "invalid"; fieldErrors: { email?: string } }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

type JobAlertEnv = Pick<Env, "DB" | "CONTACT_LIMITER" | "CLIENT_KEY_SECRET" | "MAIL_QUEUE">;

export type SubscriptionRequest = {
  input: Record<string, unknown>;
  ip: string | null;
  /** The site's origin, for the links in the mail. */
  origin: string;
  /** The language of the page it was asked for on: the mails' (stored with the address). */
  locale?: Locale;
  now?: number;
};

function newToken(): string {
  return hex(crypto.getRandomValues(new Uint8Array(24)));
}

/** The page a link in a job-alert mail opens, in the subscriber's language: confirm or unsubscribe, both by the same token. */
function jobAlertLink(origin: string, token: string, action: "confirm" | "unsubscribe", locale: Locale): string {
  const url = new URL(localePath(locale, JOB_ALERTS_PATH), origin);
  url.searchParams.set("token", token);
  if (action === "unsubscribe") url.searchParams.set("action", "unsubscribe");
  return url.href;
}

const signature = (t: Translate) => t("M&M – precast and prestressed concrete, Belize");

function confirmationMail(to: string, origin: string, token: string, t: Translate): Mail {
  return {
    to,
    kind: "job-alert-confirmation",
    subject: t("Confirm your M&M job alerts"),
    text: [
      t("Someone (hopefully you) asked to receive M&M job alerts at this address."),
      "",
      t("To start receiving them, confirm here:"),
      jobAlertLink(origin, token, "confirm", t.locale),
      "",
      t("If it was not you, ignore this message: without the confirmation we send nothing more."),
      "",
      t("Unsubscribe at any time:"),
      jobAlertLink(origin, token, "unsubscribe", t.locale),
      "",
      signature(t),
    ].join("\n"),
  };
}

export async function subscribeToJobs(env: JobAlertEnv, request: SubscriptionRequest): Promise<SubscriptionOutcome> {
  const now = request.now ?? Date.now();
  const locale = request.locale ?? "en";
  if (honeypotFilled(request.input)) {
    console.warn("job alerts: honeypot filled, subscription dropped");
    return { kind: "dropped" };
  }
  const parsed = parseSubscription(request.input);
  if (!parsed.ok) return { kind: "invalid", fieldErrors: parsed.fieldErrors };
  const { email } = parsed.data;

  const slot = await takeClientSlot(env, "jobAlert", { ip: request.ip, url: request.origin }, now);
  if (!slot.ok) return slot.outcome;

  const db = database(env.DB);
  const sentAt = new Date(now).toISOString();
  try {
    const known = await db
      .select({ token: jobSubscribers.token, confirmedAt: jobSubscribers.confirmedAt, sentAt: jobSubscribers.confirmationSentAt })
      .from(jobSubscribers)
      .where(eq(jobSubscribers.email, email))
      .get();
    let token: string | null = null;
    if (!known) {
      token = newToken();
      await db.insert(jobSubscribers).values({ email, token, confirmationSentAt: sentAt, locale });
    } else if (!known.confirmedAt && (!known.sentAt || now - Date.parse(known.sentAt) >= CONFIRMATION_RESEND_MS)) {
      // Mailed again: in the language of the page asked from this time, which the alerts will use.
      token = known.token ?? newToken();
      await db.update(jobSubscribers).set({ token, confirmationSentAt: sentAt, locale }).where(eq(jobSubscribers.email, email));
    }
    // A confirmed address, or one mailed a moment ago, gets nothing new; the answer is the same.
    if (token) await createMailer(env).send(confirmationMail(email, request.origin, token, serverT(locale, catalog)));
    return { kind: "subscribed", email };
  } catch (error) {
    console.error("job alerts: could not store the subscription", error);
    await slot.release();
    return { kind: "unavailable" };
  }
}

export type JobAlertState = { email: string; confirmed: boolean } | null;

const TOKEN_SHAPE = /^[0-9a-f]{48}$/;

export async function jobAlertByToken(db: D1Database, token: string | null): Promise<JobAlertState> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const row = await database(db)
    .select({ email: jobSubscribers.email, confirmedAt: jobSubscribers.confirmedAt })
    .from(jobSubscribers)
    .where(eq(jobSubscribers.token, token))
    .get();
  return row ? { email: row.email, confirmed: row.confirmedAt !== null } : null;
}

/** Confirms the subscription the token belongs to; false when the token is unknown. */
export async function confirmJobAlert(db: D1Database, token: string, now = Date.now()): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const rows = await database(db)
    .update(jobSubscribers)
    .set({ confirmedAt: sql`coalesce(${jobSubscribers.confirmedAt}, ${new Date(now).toISOString()})` })
    .where(eq(jobSubscribers.token, token))
    .returning({ id: jobSubscribers.id });
  return rows.length > 0;
}

/** Forgets the address the token belongs to; false when there was nothing to forget. */
export async function unsubscribeJobAlert(db: D1Database, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const rows = await database(db).delete(jobSubscribers).where(eq(jobSubscribers.token, token)).returning({ id: jobSubscribers.id });
  return rows.length > 0;
}

type Posting = { id: number; title: string; titleEs: string | null; location: string; department: string; type: string };

/** A digest in the subscriber's language: each posting's title in it where staff wrote one, our words for the rest. */
function jobAlertMail(to: string, token: string, postings: readonly Posting[], origin: string, t: Translate): Mail {
  const careers = new URL(localePath(t.locale, "/careers"), origin).href;
  const title = (job: Posting) => postingText(job.title, job.titleEs, t.locale).text;
  return {
    to,
    kind: "job-alert",
    subject:
      postings.length === 1
        ? t("New position at M&M: {title}", { title: title(postings[0]!) })
        : t("{count} new positions at M&M", { count: postings.length }),
    text: [
      postings.length === 1 ? t("A new position has opened at M&M:") : t("New positions have opened at M&M:"),
      "",
      ...postings.map((job) => `- ${title(job)}: ${jobValue(t, job.department)}, ${jobValue(t, job.type)}, ${jobValue(t, job.location)}`),
      "",
      t("See them and apply: {link}", { link: careers }),
      "",
      t("You get this mail because you subscribed to M&M job alerts. Unsubscribe at any time:"),
      jobAlertLink(origin, token, "unsubscribe", t.locale),
      "",
      signature(t),
    ].join("\n"),
  };
}

/**
 * One digest per run to every confirmed subscriber, listing the open postings nobody was told
 * about yet (one past its closing day is not announced). The mails and the marks on the postings are written in one batch: a posting is
 * announced once, never twice, and never lost if the run fails half-way.
 */
export async function sendJobAlertDigests(
  env: Pick<Env, "DB" | "MAIL_QUEUE">,
  origin: string,
  now = Date.now(),
): Promise<{ postings: number; mails: number }> {
  const db = database(env.DB);
  const fresh = await db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      titleEs: jobPostings.titleEs,
      location: jobPostings.location,
      department: jobPostings.department,
      type: jobPostings.type,
    })
    .from(jobPostings)
    .where(and(isOpenPosting(now), isNull(jobPostings.alertedAt)))
    .orderBy(jobPostings.id);
  if (fresh.length === 0) return { postings: 0, mails: 0 };
  const subscribers = await db
    .select({ email: jobSubscribers.email, token: jobSubscribers.token, locale: jobSubscribers.locale })
    .from(jobSubscribers)
    .where(isNotNull(jobSubscribers.confirmedAt));
  const translators = { en: serverT("en", catalog), es: serverT("es", catalog) };
  const mails = subscribers
    .filter((s): s is { email: string; token: string; locale: Locale } => Boolean(s.token))
    .map((s) => outboxInsert(env, jobAlertMail(s.email, s.token, fresh, origin, translators[s.locale] ?? translators.en)));
  const mark = db
    .update(jobPostings)
    .set({ alertedAt: new Date(now).toISOString() })
    .where(
      inArray(
        jobPostings.id,
        fresh.map((job) => job.id),
      ),
    );
  const results = await db.batch([mark, ...mails] as [typeof mark, ...typeof mails]);
  const ids = (results.slice(1) as { id: number }[][]).map(([row]) => row!.id);
  await enqueueMail(env, ids);
  console.log(`job alerts: ${fresh.length} new postings to ${ids.length} subscribers`);
  return { postings: fresh.length, mails: ids.length };
}
