// The careers capability: open positions from D1 and applications (résumé to R2, row to D1).
// The /careers route's loader and action call it; job alerts live in job-alerts.server.ts. Success is
// answered only once the row is committed.
import { and, desc, eq, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import { database } from "../server/db/client.server";
import { jobApplications, jobPostings } from "../server/db/schema.server";
import { jobValue, postingText, type Job } from "./filters";
import { catalog } from "./translations";
import { serverT } from "../server/i18n.server";
import type { Translate } from "../lib/messages";
import { TRANSLATED, type Locale } from "../lib/locale";
import type { ApplicationFieldErrors, SentApplication } from "./form-data";
import { checkResume, parseApplication } from "./schema";
import { CAREERS_MESSAGES } from "./messages";
import { cleanText } from "../lib/clean-text";
import { nameForKind } from "../lib/file-signature";
import { honeypotFilled } from "../forms/honeypot";
import { takeClientSlot } from "../server/client-limit.server";
import { FILE_LINK_DAYS, signedFileLink } from "../server/file-links.server";
import { applicationAcknowledgment, applicationNotification, type ApplicationLead } from "./application-mails.server";
import type { LeadEnv } from "../server/mail/lead-mail-kit.server";
import { acknowledgmentCap, cappedOutboxInsert, enqueueMail, outboxInsert } from "../server/mail/outbox.server";
import { newReference } from "../server/references.server";
import { showsPlaceholders } from "../site/facts";
import { company } from "../site/company";
import { closingText, salaryOf, salaryText } from "./posting-terms";

/** Today in Belize (YYYY-MM-DD): a posting is open through its closing day there. */
const belizeDate = (now: number) => new Date(now + company.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** rules §2 Careers: a posting is open while active and not past its closing day (listed, applied to, announced). */
export const isOpenPosting = (now: number): SQL =>
  and(eq(jobPostings.active, true), or(isNull(jobPostings.closesOn), gte(jobPostings.closesOn, belizeDate(now))))!;

/** The columns a posting is shown from. */
const POSTING_COLUMNS = {
  id: jobPostings.id,
  title: jobPostings.title,
  description: jobPostings.description,
  location: jobPostings.location,
  department: jobPostings.department,
  type: jobPostings.type,
  postedAt: jobPostings.createdAt,
  titleEs: jobPostings.titleEs,
  descriptionEs: jobPostings.descriptionEs,
  closesOn: jobPostings.closesOn,
  salaryMin: jobPostings.salaryMin,
  salaryMax: jobPostings.salaryMax,
  salaryCurrency: jobPostings.salaryCurrency,
  salaryPeriod: jobPostings.salaryPeriod,
};

const selectPostings = (db: D1Database) => database(db).select(POSTING_COLUMNS).from(jobPostings);
type PostingRow = Awaited<ReturnType<typeof selectPostings>>[number];

/** A row as the page shows it, in `locale` where staff wrote it, its terms worded by `t`. */
function shownPosting(row: PostingRow, locale: Locale, t: Translate): Job {
  const { titleEs, descriptionEs, closesOn, salaryMin, salaryMax, salaryCurrency, salaryPeriod, ...posting } = row;
  const salary = salaryOf({ salaryMin, salaryMax, salaryCurrency, salaryPeriod });
  const terms = [salary && salaryText(salary, t), closesOn && closingText(closesOn, t)].filter(Boolean).join(" · ");
  const job: Job = { ...posting, ...(closesOn ? { closesOn } : {}), ...(salary ? { salary } : {}), ...(terms ? { terms } : {}) };
  if (!TRANSLATED[locale]) return job;
  const title = postingText(job.title, titleEs, locale);
  const description = postingText(job.description, descriptionEs, locale);
  return {
    ...job,
    title: title.text,
    description: description.text,
    ...(title.lang ? { titleLang: title.lang } : {}),
    ...(description.lang ? { descriptionLang: description.lang } : {}),
  };
}

/** Open positions, newest first (operators add rows with wrangler; README "Job postings"), in `locale` where staff wrote it. */
export async function listActiveJobs(db: D1Database, locale: Locale = "en", now = Date.now()): Promise<Job[]> {
  const rows = await selectPostings(db).where(isOpenPosting(now)).orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
  const t = serverT(locale, catalog);
  return rows.map((row) => shownPosting(row, locale, t));
}

/**
 * The posting with this id: open (shown as the board shows it), closed (its title only, for the
 * page that says so), or none such.
 */
export async function findPosting(
  db: D1Database,
  id: number,
  locale: Locale = "en",
  now = Date.now(),
): Promise<{ open: true; job: Job } | { open: false; title: string; titleLang?: Locale } | null> {
  // One read: the row, and whether the board's rule counts it open.
  const [found] = await database(db)
    .select({ ...POSTING_COLUMNS, open: sql<number>`${isOpenPosting(now)}` })
    .from(jobPostings)
    .where(eq(jobPostings.id, id))
    .limit(1);
  if (!found) return null;
  const { open, ...row } = found;
  const job = shownPosting(row, locale, serverT(locale, catalog));
  return open ? { open: true, job } : { open: false, title: job.title, ...(job.titleLang ? { titleLang: job.titleLang } : {}) };
}

/** The ids of the open positions, for the sitemap. */
export async function openPostingIds(db: D1Database, now = Date.now()): Promise<number[]> {
  const rows = await database(db).select({ id: jobPostings.id }).from(jobPostings).where(isOpenPosting(now)).orderBy(jobPostings.id);
  return rows.map((row) => row.id);
}

export type ApplicationOutcome =
  | { kind: "stored"; id: number; resumeKey: string | null; summary: SentApplication }
  | { kind: "dropped" }
  | { kind: "invalid"; fieldErrors: ApplicationFieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

export type ApplicationRequest = {
  /** The text fields as posted: jobId, firstName, lastName, email, phone, coverLetter, website. */
  input: Record<string, unknown>;
  resume: File | null;
  ip: string | null;
  /** The site's origin, for the résumé's download link in the staff notification. */
  origin: string;
  /** The language of the page it was sent from: stored with it, and the acknowledgment's. */
  locale?: Locale;
  now?: number;
};

/**
 * Order: honeypot, then the fields and the résumé (all messages at once), then the posting
 * must be open, then a slot from the limiter, then R2, then one D1 batch with the application,
 * its staff notification and the applicant's acknowledgment (all or none; the acknowledgment
 * left out when its address has had its day's share), then the mails go on the queue. A failed
 * batch removes the stored file and gives the slot back, so nothing half-stored remains and
 * nothing is counted.
 */
export async function submitApplication(env: LeadEnv, request: ApplicationRequest): Promise<ApplicationOutcome> {
  const now = request.now ?? Date.now();
  const locale = request.locale ?? "en";
  if (honeypotFilled(request.input)) {
    console.warn("careers: honeypot filled, application dropped");
    return { kind: "dropped" };
  }

  const parsed = parseApplication(request.input);
  const fieldErrors: ApplicationFieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
  const resume = request.resume ? await checkResume(request.resume) : null;
  if (resume && !resume.ok) fieldErrors.resume = resume.error;
  if (!parsed.ok || (resume && !resume.ok)) return { kind: "invalid", fieldErrors };
  const { data } = parsed;

  let job: ApplicationLead["job"];
  let titleEs: string | null;
  try {
    const row = await database(env.DB)
      .select({
        id: jobPostings.id,
        title: jobPostings.title,
        location: jobPostings.location,
        department: jobPostings.department,
        type: jobPostings.type,
        titleEs: jobPostings.titleEs,
      })
      .from(jobPostings)
      .where(and(eq(jobPostings.id, data.jobId), isOpenPosting(now)))
      .get();
    if (!row) return { kind: "invalid", fieldErrors: { jobId: CAREERS_MESSAGES.jobClosed } };
    ({ titleEs, ...job } = row);
  } catch (error) {
    console.error("careers: could not read the posting", error);
    return { kind: "unavailable" };
  }

  // The contact limit's rule (3 per 5 minutes per client) in a window of its own.
  const slot = await takeClientSlot(env, "application", { ip: request.ip, url: request.origin }, now);
  if (!slot.ok) return slot.outcome;

  let resumeKey: string | null = null;
  if (resume?.ok) {
    resumeKey = `resumes/${new Date(now).getUTCFullYear()}/${crypto.randomUUID()}.${resume.kind.ext}`;
    try {
      // Whoever serves the file hands it over as a download, never renders it: a PDF can be an
      // HTML page too (a polyglot), and a browser must not be given the chance to read it as one.
      await env.UPLOADS.put(resumeKey, resume.bytes, {
        httpMetadata: { contentType: resume.kind.contentType, contentDisposition: `attachment; filename="resume.${resume.kind.ext}"` },
        customMetadata: { name: resumeName(request.resume!.name, resume.kind.ext) },
      });
    } catch (error) {
      console.error("careers: could not store the résumé", error);
      await slot.release();
      return { kind: "unavailable" };
    }
  }

  const lead: ApplicationLead = {
    reference: newReference("AP"),
    job,
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phone: data.phone || null,
    coverLetter: data.coverLetter || null,
    resumeLink: null,
    resumeName: resume?.ok ? resumeName(request.resume!.name, resume.kind.ext) : null,
    at: new Date(now),
    locale,
  };
  // Staff read the posting as filed; the applicant reads it in the language they applied in.
  const title = postingText(job.title, titleEs, locale);
  const t = serverT(locale, catalog);
  const forApplicant: ApplicationLead = {
    ...lead,
    job: {
      ...job,
      title: title.text,
      location: jobValue(t, job.location),
      department: jobValue(t, job.department),
      type: jobValue(t, job.type),
    },
  };
  try {
    if (resumeKey) lead.resumeLink = await signedFileLink(env, request.origin, resumeKey, now);
    const db = database(env.DB);
    const acknowledgment = applicationAcknowledgment(forApplicant, {
      origin: request.origin,
      examples: showsPlaceholders(env, request.origin),
    });
    const [[row], [notification], [acknowledged], undone] = await db.batch([
      db
        .insert(jobApplications)
        .values({
          reference: lead.reference,
          jobId: data.jobId,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: lead.phone,
          coverLetter: lead.coverLetter,
          resumeKey,
          resumeName: lead.resumeName,
          resumeType: resume?.ok ? resume.kind.contentType : null,
          resumeSize: resume?.ok ? resume.bytes.byteLength : null,
          locale,
        })
        .returning({ id: jobApplications.id }),
      outboxInsert(env, applicationNotification(lead, env, FILE_LINK_DAYS)),
      ...cappedOutboxInsert(env, acknowledgment, acknowledgmentCap(Date.now())),
    ]);
    await enqueueMail(env, undone.length ? [notification!.id] : [notification!.id, acknowledged!.id]);
    return {
      kind: "stored",
      id: row!.id,
      resumeKey,
      summary: {
        reference: lead.reference,
        jobTitle: title.text,
        ...(title.lang ? { jobTitleLang: title.lang } : {}),
        name: `${lead.firstName} ${lead.lastName}`,
        email: lead.email,
        resumeName: lead.resumeName,
      },
    };
  } catch (error) {
    console.error("careers: could not store the application", error);
    if (resumeKey) await env.UPLOADS.delete(resumeKey).catch((e) => console.error("careers: orphaned résumé", resumeKey, e));
    await slot.release();
    return { kind: "unavailable" };
  }
}

/** The name the visitor's file had, cleaned and bounded, for staff to recognise it, with the extension of what it is. */
function resumeName(original: string, ext: string): string {
  return nameForKind(cleanText(original).slice(0, 195), ext, "resume");
}
