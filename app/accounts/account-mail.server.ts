// The account mails that anyone who types an address can set off (the confirmation link, the
// "existing account" note) go out at most once per ACCOUNT_MAIL_INTERVAL_MS for each address and
// kind, so signing in to an unconfirmed account or signing its address up again cannot fill a
// mailbox. The period counts from the account's creation too: an account made again after its
// mailbox owner deleted the last one gets its link at once.
import { env } from "cloudflare:workers";
import { ACCOUNT_MAIL_INTERVAL_MS } from "../lib/constants";
import { database } from "../server/db/client.server";
import { cappedOutboxInsert, enqueueMail, type Mail } from "../server/mail/outbox.server";

/**
 * Stores `mail` in the outbox and queues it, unless a mail of its kind went to its address since
 * the period began or the account was made (whichever is later). Whether it was sent.
 */
export async function sendAccountMail(mail: Mail, accountCreatedAt: Date, now = Date.now()): Promise<boolean> {
  const since = new Date(Math.max(now - ACCOUNT_MAIL_INTERVAL_MS, accountCreatedAt.getTime())).toISOString();
  const [[row], undone] = await database(env.DB).batch(cappedOutboxInsert(env, mail, { kinds: [mail.kind], limit: 1, since }));
  if (undone.length) return false;
  await enqueueMail(env, [row!.id]);
  return true;
}
