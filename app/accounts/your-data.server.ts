// "Download my data" (rules §2 Account page): the account, and the requests and job applications
// sent with its email address once that address is confirmed, as on /account (the address is the
// only link between them: a lead never names an account, and an unconfirmed address is anyone's). What a visitor gave us and what we did with it; never our internal keys (the client
// hash, the browser's user agent, where files sit in storage).
import { eq, sql } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { database } from "../server/db/client.server";
import { authSessions, authUsers, contactSubmissions, jobApplications, jobPostings } from "../server/db/schema.server";

const sameAddress = (column: typeof contactSubmissions.email | typeof jobApplications.email, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** The requests and applications sent from `email` (a confirmed account's address), oldest first. */
async function leadsByEmail(email: string) {
  const db = database(env.DB);
  const [requests, applications] = await Promise.all([
    db
      .select({
        reference: contactSubmissions.reference,
        sentAt: contactSubmissions.createdAt,
        status: contactSubmissions.status,
        name: contactSubmissions.name,
        email: contactSubmissions.email,
        phone: contactSubmissions.phone,
        country: contactSubmissions.country,
        district: contactSubmissions.district,
        projectName: contactSubmissions.projectName,
        projectLocation: contactSubmissions.projectLocation,
        requiredBy: contactSubmissions.requiredBy,
        span: contactSubmissions.span,
        loads: contactSubmissions.loads,
        message: contactSubmissions.message,
        quoteItems: contactSubmissions.quoteItems,
        attachments: contactSubmissions.attachments,
        page: contactSubmissions.page,
        language: contactSubmissions.locale,
      })
      .from(contactSubmissions)
      .where(sameAddress(contactSubmissions.email, email))
      .orderBy(contactSubmissions.id),
    db
      .select({
        reference: jobApplications.reference,
        sentAt: jobApplications.createdAt,
        status: jobApplications.status,
        position: jobPostings.title,
        firstName: jobApplications.firstName,
        lastName: jobApplications.lastName,
        email: jobApplications.email,
        phone: jobApplications.phone,
        coverLetter: jobApplications.coverLetter,
        resumeName: jobApplications.resumeName,
        language: jobApplications.locale,
      })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
      .where(sameAddress(jobApplications.email, email))
      .orderBy(jobApplications.id),
  ]);
  return {
    // Files by the name they were sent with; where they are stored is ours.
    requests: requests.map(({ attachments, ...request }) => ({
      ...request,
      attachments: attachments.map(({ name, type, size }) => ({ name, type, size })),
    })),
    applications,
  };
}

/** The whole download: the account and its sessions (never their tokens), then its requests and applications if its address is confirmed. */
export async function accountData(email: string) {
  const db = database(env.DB);
  const [user] = await db
    .select({ id: authUsers.id, email: authUsers.email, emailConfirmed: authUsers.emailVerified, createdAt: authUsers.createdAt })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  const sessions = user
    ? await db
        .select({ startedAt: authSessions.createdAt, expiresAt: authSessions.expiresAt, browser: authSessions.userAgent })
        .from(authSessions)
        .where(eq(authSessions.userId, user.id))
        .orderBy(authSessions.createdAt)
    : [];
  const account = user ? { email: user.email, emailConfirmed: user.emailConfirmed, createdAt: user.createdAt, sessions } : { email };
  const leads = user?.emailConfirmed ? await leadsByEmail(user.email) : { requests: [], applications: [] };
  return { exportedAt: new Date().toISOString(), account, ...leads };
}
