// "Your requests" on /account (rules §2 "Account page"): the requests and job applications sent
// with the account's address, newest first, once that address is confirmed, so nobody reads
// another person's requests by signing up with their address. Drawings and résumés come as signed
// download links (app/server/file-links.server.ts).
import { desc, eq, sql } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { database } from "../server/db/client.server";
import { contactSubmissions, jobApplications, jobPostings } from "../server/db/schema.server";
import { signedFileLink } from "../server/file-links.server";
import { company } from "../site/company";
import { DATE_LOCALE, localeOf, TRANSLATED, type Locale } from "../lib/locale";
import type { QuoteItem } from "../lib/stored-shapes";
import { sessionUser, type SessionUser } from "./session-user.server";
import type { AccountRequest, AccountRequests, RequestStatus } from "./requests";
import type { ProjectDetails } from "../contact/form-data";
import { projectById } from "../company/similar-project.server";

/** How many of each kind the page lists. */
const LISTED = 50;

const REQUEST_STATUS: Record<(typeof contactSubmissions.$inferSelect)["status"], RequestStatus> = {
  new: "received",
  spam: "received",
  read: "read",
  answered: "answered",
};

/** An application reviewed is read; one decided either way has had its answer by mail. */
const APPLICATION_STATUS: Record<(typeof jobApplications.$inferSelect)["status"], RequestStatus> = {
  new: "received",
  reviewed: "read",
  rejected: "answered",
  hired: "answered",
};

/** The title of the project a request named, where our case studies still have it. */
const similarTitle = (id: string | null, locale: Locale): { similarTo?: string } => {
  const project = projectById(id, locale);
  return project ? { similarTo: project.title } : {};
};

/** The project details a request gave, without the empty ones. */
const given = (details: Record<keyof ProjectDetails, string | null>): Partial<ProjectDetails> =>
  Object.fromEntries(Object.entries(details).filter(([, value]) => value));

/** The account's requests by address (any case), or null while the address is unconfirmed. */
async function requestsOf(user: SessionUser, locale: Locale, origin: string): Promise<AccountRequests> {
  if (!user.emailVerified) return { confirmed: false };
  const db = database(env.DB);
  const email = user.email.toLowerCase();
  const [requests, applications] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(sql`${contactSubmissions.email} = ${email} COLLATE NOCASE`)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(LISTED),
    db
      .select({ application: jobApplications, title: jobPostings.title, titleEs: jobPostings.titleEs })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
      .where(sql`${jobApplications.email} = ${email} COLLATE NOCASE`)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(LISTED),
  ]);
  const date = new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeZone: company.timeZone, dateStyle: "medium" });
  const link = (key: string) => signedFileLink(env, origin, key);
  const listed: (AccountRequest & { at: string })[] = [
    ...(await Promise.all(
      requests.map(async (row) => ({
        kind: "request" as const,
        at: row.createdAt,
        reference: row.reference ?? `#${row.id}`,
        sent: date.format(new Date(row.createdAt)),
        status: REQUEST_STATUS[row.status],
        items: row.quoteItems,
        message: row.message,
        ...similarTitle(row.similarProject, locale),
        project: given({
          projectName: row.projectName,
          projectLocation: row.projectLocation,
          requiredBy: row.requiredBy,
          span: row.span,
          loads: row.loads,
        }),
        files: await Promise.all(row.attachments.map(async (file) => ({ name: file.name, href: await link(file.key) }))),
      })),
    )),
    ...(await Promise.all(
      applications.map(async ({ application: row, title, titleEs }) => ({
        kind: "application" as const,
        at: row.createdAt,
        reference: row.reference ?? `#${row.id}`,
        sent: date.format(new Date(row.createdAt)),
        status: APPLICATION_STATUS[row.status],
        items: [],
        message: row.coverLetter ?? "",
        project: {},
        position: (TRANSLATED[locale] && titleEs) || title,
        files: row.resumeKey ? [{ name: row.resumeName ?? "resume", href: await link(row.resumeKey) }] : [],
      })),
    )),
  ];
  listed.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { confirmed: true, requests: listed.map(({ at: _at, ...request }) => request) };
}

/** A past request's items, when it is this confirmed account's: what Request again puts back in the quote list. */
export async function requestItems(user: SessionUser, reference: string): Promise<QuoteItem[] | null> {
  if (!user.emailVerified) return null;
  const [row] = await database(env.DB)
    .select({ items: contactSubmissions.quoteItems })
    .from(contactSubmissions)
    .where(sql`${contactSubmissions.reference} = ${reference} AND ${contactSubmissions.email} = ${user.email.toLowerCase()} COLLATE NOCASE`)
    .limit(1);
  return row?.items ?? null;
}

/** The /account loader's part: the signed-in account's requests in the page's language, links on its origin. */
export async function yourRequests(request: Request, url: URL): Promise<AccountRequests | null> {
  const user = await sessionUser(request);
  return user ? requestsOf(user, localeOf(url.pathname), url.origin) : null;
}
