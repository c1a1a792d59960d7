// The daily retention job (workers/scheduled.ts): deletes what the privacy page says is due, with
// the periods of app/lib/retention.ts, and logs what it removed. Applications go with their
// résumés in R2, requests with their attachments. Sessions and links (verifications) go once expired; accounts nobody
// confirmed go after RETENTION.unconfirmedAccountsDays, with their credentials and sessions. The limiter objects forget
// their keys on their own (workers/durable-objects/window-limiter.ts), five minutes after the last use.
import { and, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { RETENTION } from "../lib/retention";
import { deleteUnconfirmedAccounts } from "./db/unconfirmed-accounts.server";
import { database } from "./db/client.server";
import {
  authSessions,
  authVerifications,
  contactSubmissions,
  emailOutbox,
  jobApplications,
  jobPostings,
  jobSubscribers,
  pageViews,
  webVitals,
} from "./db/schema.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const before = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

export type RetentionReport = Record<
  | "requests"
  | "attachments"
  | "pageViews"
  | "vitals"
  | "applications"
  | "resumes"
  | "unconfirmedAlerts"
  | "unconfirmedAccounts"
  | "mails"
  | "sessions"
  | "verifications",
  number
>;

/** R2 deletes at most 1000 keys per call. */
async function deleteObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

export async function enforceRetention(env: Pick<Env, "DB" | "UPLOADS">, now = Date.now()): Promise<RetentionReport> {
  const db = database(env.DB);
  const nowIso = new Date(now).toISOString();

  const unconfirmedAccounts = await deleteUnconfirmedAccounts(env.DB, { createdBefore: before(now, RETENTION.unconfirmedAccountsDays) });

  // Applications to positions filled long enough ago, and their résumés: files first, so a row
  // is only deleted once its file is gone (a failed delete is tried again tomorrow).
  const filledBefore = before(now, RETENTION.applicationsAfterFilledDays);
  const dueApplications = await db
    .select({ id: jobApplications.id, resumeKey: jobApplications.resumeKey })
    .from(jobApplications)
    .where(
      inArray(
        jobApplications.jobId,
        db
          .select({ id: jobPostings.id })
          .from(jobPostings)
          .where(and(isNotNull(jobPostings.closedAt), lt(jobPostings.closedAt, filledBefore))),
      ),
    );
  const resumes = dueApplications.map((row) => row.resumeKey).filter((key): key is string => Boolean(key));
  await deleteObjects(env.UPLOADS, resumes);
  const applications = dueApplications.length
    ? await db
        .delete(jobApplications)
        .where(
          inArray(
            jobApplications.id,
            dueApplications.map((row) => row.id),
          ),
        )
        .returning({ id: jobApplications.id })
    : [];

  // Requests past their time, with their attachments: files first, as with résumés.
  const requestsBefore = before(now, RETENTION.requestsDays);
  const dueRequests = await db
    .select({ id: contactSubmissions.id, attachments: contactSubmissions.attachments })
    .from(contactSubmissions)
    .where(lt(contactSubmissions.createdAt, requestsBefore));
  const attachments = dueRequests.flatMap((row) => row.attachments.map((file) => file.key));
  await deleteObjects(env.UPLOADS, attachments);

  const [requests, views, vitals, unconfirmed, mails, sessions, verifications] = await db.batch([
    db.delete(contactSubmissions).where(lt(contactSubmissions.createdAt, requestsBefore)).returning({ id: contactSubmissions.id }),
    db
      .delete(pageViews)
      .where(lt(pageViews.createdAt, before(now, RETENTION.pageViewsDays)))
      .returning({ id: pageViews.id }),
    db
      .delete(webVitals)
      .where(lt(webVitals.createdAt, before(now, RETENTION.vitalsDays)))
      .returning({ id: webVitals.id }),
    db
      .delete(jobSubscribers)
      .where(and(isNull(jobSubscribers.confirmedAt), lt(jobSubscribers.createdAt, before(now, RETENTION.unconfirmedAlertsDays))))
      .returning({ id: jobSubscribers.id }),
    // Mails still on their way are kept whatever their age: only sent and dead ones go.
    db
      .delete(emailOutbox)
      .where(and(lt(emailOutbox.createdAt, before(now, RETENTION.mailDays)), sql`${emailOutbox.status} IN ('sent', 'failed')`))
      .returning({ id: emailOutbox.id }),
    db.delete(authSessions).where(lt(authSessions.expiresAt, nowIso)).returning({ id: authSessions.id }),
    db.delete(authVerifications).where(lt(authVerifications.expiresAt, nowIso)).returning({ id: authVerifications.id }),
  ]);

  const report: RetentionReport = {
    requests: requests.length,
    attachments: attachments.length,
    pageViews: views.length,
    vitals: vitals.length,
    applications: applications.length,
    resumes: resumes.length,
    unconfirmedAlerts: unconfirmed.length,
    unconfirmedAccounts: unconfirmedAccounts.length,
    mails: mails.length,
    sessions: sessions.length,
    verifications: verifications.length,
  };
  console.log("retention: removed", JSON.stringify(report));
  return report;
}
