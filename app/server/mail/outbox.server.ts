// Outgoing mail: one path for every mail the site sends (docs/decisions/0034-every-lead-reaches-the-company.md "Every lead reaches the
// company"). A mail is first a row in email_outbox, written in the same D1 batch as whatever it is
// about when there is such a thing (a lead); then its id goes on the mail queue, whose consumer
// delivers it (delivery.ts). If the queue cannot be reached, the sweep every five minutes puts
// the row on it later: a mail is delayed, never lost.
import { sql } from "drizzle-orm";
import { database } from "../db/client.server";
import { emailOutbox } from "../db/schema.server";
import { facts } from "../../site/facts";
import { ACKNOWLEDGMENT_CAP } from "../../lib/constants";

/** What tells a visitor their lead arrived: capped per recipient (acknowledgmentCap). */
const ACKNOWLEDGMENT_KINDS = ["lead-acknowledgment", "application-acknowledgment"] as const;

type MailKind =
  | "email-confirmation"
  | "existing-account"
  | "password-reset"
  | "job-alert-confirmation"
  | "job-alert"
  | "lead-notification"
  | "application-notification"
  | (typeof ACKNOWLEDGMENT_KINDS)[number];

export type Mail = {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
  /** Staff mail goes to the company's own (verified) inboxes; the default is a visitor. */
  audience?: "staff" | "visitor";
  replyTo?: string;
  /** The lead a mail is about, so operators can see a lead's notification at a glance. */
  leadReference?: string;
};

/** A lead's acknowledgment: to the visitor, naming the lead. */
export type Acknowledgment = Mail & { kind: (typeof ACKNOWLEDGMENT_KINDS)[number]; leadReference: string };

export type MailQueueMessage = { outboxId: number };

type MailEnv = Pick<Env, "DB" | "MAIL_QUEUE">;

/** The insert of one mail, to run alone or inside a batch with what it is about. */
export function outboxInsert(env: Pick<Env, "DB">, mail: Mail) {
  return database(env.DB)
    .insert(emailOutbox)
    .values({
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.text,
      kind: mail.kind,
      audience: mail.audience ?? "visitor",
      leadReference: mail.leadReference ?? null,
    })
    .returning({ id: emailOutbox.id });
}

/** At most `limit` mails of `kinds` to one address (any case) since `since` (ISO-8601). */
export type RecipientCap = { kinds: readonly MailKind[]; limit: number; since: string };

/** A lead's acknowledgment goes only while its address has had fewer than ACKNOWLEDGMENT_CAP.limit in the window. */
export const acknowledgmentCap = (now: number): RecipientCap => ({
  kinds: ACKNOWLEDGMENT_KINDS,
  limit: ACKNOWLEDGMENT_CAP.limit,
  since: new Date(now - ACKNOWLEDGMENT_CAP.windowMs).toISOString(),
});

/**
 * The insert of one mail under a cap on its address: two statements for one batch (a transaction),
 * the insert and then its undoing when the address already had its share. The count runs inside
 * the transaction, so two requests at once cannot both slip under the cap. The second answers
 * what it took back: nothing means the mail goes.
 */
export function cappedOutboxInsert(env: Pick<Env, "DB">, mail: Mail, cap: RecipientCap) {
  const kinds = sql.join(
    cap.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const before = sql`(SELECT count(*) FROM email_outbox AS sent
    WHERE sent.recipient = ${mail.to} COLLATE NOCASE AND sent.kind IN (${kinds})
      AND sent.created_at >= ${cap.since} AND sent.id != last_insert_rowid())`;
  const undo = database(env.DB)
    .delete(emailOutbox)
    .where(sql`${emailOutbox.id} = last_insert_rowid() AND ${before} >= ${cap.limit}`)
    .returning({ id: emailOutbox.id });
  return [outboxInsert(env, mail), undo] as const;
}

/** Puts stored mails on the queue. A failure is logged, not thrown: the sweep will find them. */
export async function enqueueMail(env: Pick<Env, "MAIL_QUEUE">, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await env.MAIL_QUEUE.sendBatch(
      ids.map((outboxId) => ({ body: { outboxId } satisfies MailQueueMessage, contentType: "json" as const })),
    );
  } catch (error) {
    console.error(`mail: could not queue outbox ${ids.join(", ")}; the sweep will`, error);
  }
}

export interface Mailer {
  /** Resolves once the mail is stored in the outbox; delivery follows from the queue. */
  send(mail: Mail): Promise<void>;
}

export function createMailer(env: MailEnv): Mailer {
  return {
    async send(mail) {
      const [row] = await outboxInsert(env, mail);
      await enqueueMail(env, [row!.id]);
    },
  };
}

/** The From line: MAIL_FROM, else the public address (app/site/facts.json). */
export function senderFor(env: Pick<Env, "MAIL_FROM">): string {
  return env.MAIL_FROM || `M&M <${facts.email.value}>`;
}
