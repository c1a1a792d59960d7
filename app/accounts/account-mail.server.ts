// The account mails that anyone who types an address can set off (the confirmation link, the
// "existing account" note) go out at most once per ACCOUNT_MAIL_INTERVAL_MS for each address and
// kind, so signing in to an unconfirmed account or signing its address up again cannot fill a
// mailbox. The period counts from the account's creation too: an account made again after its
// mailbox owner deleted the last one gets its link at once.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { ACCOUNT_MAIL_INTERVAL_MS } from "../lib/constants";
import { database } from "../server/db/client.server";
import { enqueueMail, type Mail } from "../server/mail/outbox.server";

/**
 * Stores `mail` in the outbox and queues it, unless a mail of its kind went to its address since
 * the period began or the account was made (whichever is later). One statement checks and
 * writes, so two requests at once cannot both send; both times are the Worker's clock.
 * Whether it was sent.
 */
export async function sendAccountMail(mail: Mail, accountCreatedAt: Date, now = Date.now()): Promise<boolean> {
  const since = new Date(Math.max(now - ACCOUNT_MAIL_INTERVAL_MS, accountCreatedAt.getTime())).toISOString();
  const [row] = await database(env.DB).all<{ id: number }>(sql`
    INSERT INTO email_outbox (recipient, subject, body, kind, created_at)
    SELECT ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.kind}, ${new Date(now).toISOString()}
    WHERE NOT EXISTS (
      SELECT 1 FROM email_outbox WHERE recipient = ${mail.to} COLLATE NOCASE AND kind = ${mail.kind} AND created_at >= ${since}
    )
    RETURNING id`);
  if (!row) return false;
  await enqueueMail(env, [row.id]);
  return true;
}
