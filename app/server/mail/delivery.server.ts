// Delivering one stored mail, for the queue consumer (workers/queue.ts). Idempotent: a delivery
// first claims the row (queued -> sending) in one conditional update, so a message the queue hands
// out twice, or one the sweep queued again, is sent once. A failure puts the row back to queued
// with the error and the time of the next try; the queue retries with the same backoff, and
// after its last retry parks the message on the dead-letter queue, which marks the row failed.
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { database } from "../db/client.server";
import { emailOutbox } from "../db/schema.server";
import { enqueueMail } from "./outbox.server";
import { transportFor, type MailTransport, type OutgoingRow, type TransportEnv } from "./transports.server";

/** A claim older than this is a delivery that died half-way (an isolate gone): it may be tried again. */
const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;
/** A queued row younger than this is the queue's to deliver; the sweep leaves it alone. */
export const SWEEP_GRACE_MS = 2 * 60 * 1000;

/** Seconds before the next try: 30 s, doubling, at most an hour. */
export function backoffSeconds(tries: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, tries - 1));
}

export type DeliveryOutcome = { kind: "sent" } | { kind: "nothing-to-do" } | { kind: "failed"; retryAfterSeconds: number; error: string };

type DeliveryEnv = Pick<Env, "DB"> & TransportEnv;
type ChooseTransport = (audience: "staff" | "visitor") => MailTransport;

const iso = (ms: number) => new Date(ms).toISOString();

export async function deliverOutboxMail(
  env: DeliveryEnv,
  id: number,
  { now = Date.now(), transport = (audience) => transportFor(env, audience) }: { now?: number; transport?: ChooseTransport } = {},
): Promise<DeliveryOutcome> {
  const db = database(env.DB);
  const [claimed] = await db
    .update(emailOutbox)
    .set({ status: "sending", claimedAt: iso(now), tries: sql`${emailOutbox.tries} + 1` })
    .where(
      and(
        eq(emailOutbox.id, id),
        or(
          eq(emailOutbox.status, "queued"),
          and(eq(emailOutbox.status, "sending"), lt(emailOutbox.claimedAt, iso(now - CLAIM_TIMEOUT_MS))),
        ),
      ),
    )
    .returning();
  if (!claimed) return { kind: "nothing-to-do" };

  const chosen = transport(claimed.audience);
  try {
    await chosen.deliver(claimed satisfies OutgoingRow);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const retryAfterSeconds = backoffSeconds(claimed.tries);
    await db
      .update(emailOutbox)
      .set({ status: "queued", lastError: message, nextAttemptAt: iso(now + retryAfterSeconds * 1000), transport: chosen.name })
      .where(eq(emailOutbox.id, id));
    console.error(`mail #${id}: ${chosen.name} failed (try ${claimed.tries}): ${message}`);
    return { kind: "failed", retryAfterSeconds, error: message };
  }
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: iso(now), lastError: null, nextAttemptAt: null, transport: chosen.name })
    .where(eq(emailOutbox.id, id));
  return { kind: "sent" };
}

/** The dead letters: mails the queue gave up on. They stay in the outbox, listed first by db:outbox. */
export async function markUndeliverable(env: Pick<Env, "DB">, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await database(env.DB)
    .update(emailOutbox)
    .set({ status: "failed", nextAttemptAt: null })
    .where(and(inArray(emailOutbox.id, [...ids]), sql`${emailOutbox.status} != 'sent'`));
}

/**
 * Puts every mail that should be on its way back on the queue: queued rows whose next try is due
 * (or that were never tried), past a short grace, and claims that died. Returns their ids.
 */
export async function sweepOutbox(env: Pick<Env, "DB" | "MAIL_QUEUE">, now = Date.now()): Promise<number[]> {
  const rows = await database(env.DB)
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(
          eq(emailOutbox.status, "queued"),
          lte(emailOutbox.createdAt, iso(now - SWEEP_GRACE_MS)),
          or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, iso(now))),
        ),
        and(eq(emailOutbox.status, "sending"), lt(emailOutbox.claimedAt, iso(now - CLAIM_TIMEOUT_MS))),
      ),
    )
    .limit(500);
  const ids = rows.map((row) => row.id);
  await enqueueMail(env, ids);
  return ids;
}
