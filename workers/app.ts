// The Worker entry: Hono in front, React Router for documents (one handler, built once); the mail
// queue's consumer and the Cron Triggers.
import { createRequestHandler } from "react-router";
import { handleMailQueue } from "./queue";
import { handleScheduled } from "./scheduled";
import { createServer } from "./server";
import type { MailQueueMessage } from "../app/server/mail/outbox.server";

export { ContactLimiter } from "./durable-objects/contact-limiter";
export { SignInLimiter } from "./durable-objects/sign-in-limiter";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const server = createServer((request) => handleRequest(request));

export default {
  fetch: server.fetch,
  queue: (batch, env) => handleMailQueue(batch, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(handleScheduled(controller, env)),
} satisfies ExportedHandler<Env, MailQueueMessage>;
