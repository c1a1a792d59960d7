// The mail queue's consumer (wrangler.toml [[queues.consumers]]). The main queue delivers each
// outbox row (app/server/mail/delivery.server.ts) and retries a failure with backoff; the dead-letter queue
// receives what the main queue gave up on and marks those rows failed for operators to see.
import type { MailQueueMessage } from "../app/server/mail/outbox.server";
import { deliverOutboxMail, markUndeliverable, type DeliveryOutcome } from "../app/server/mail/delivery.server";

type Deliver = (id: number) => Promise<DeliveryOutcome>;

const isDeadLetterQueue = (name: string) => name.endsWith("-dead");

export async function handleMailQueue(
  batch: MessageBatch<MailQueueMessage>,
  env: Env,
  deliver: Deliver = (id) => deliverOutboxMail(env, id),
) {
  if (isDeadLetterQueue(batch.queue)) {
    await markUndeliverable(
      env,
      batch.messages.map((message) => message.body.outboxId),
    );
    for (const message of batch.messages) console.error(`mail #${message.body.outboxId}: undeliverable after ${message.attempts} attempts`);
    batch.ackAll();
    return;
  }
  for (const message of batch.messages) {
    const id = message.body?.outboxId;
    if (!Number.isInteger(id)) {
      console.error("mail queue: a message without an outbox id was dropped", message.body);
      message.ack();
      continue;
    }
    try {
      const outcome = await deliver(id);
      if (outcome.kind === "failed") message.retry({ delaySeconds: outcome.retryAfterSeconds });
      else message.ack();
    } catch (error) {
      // D1 unreachable, say: try the message again later, as the queue would.
      console.error(`mail #${id}: delivery could not run`, error);
      message.retry({ delaySeconds: 60 });
    }
  }
}
