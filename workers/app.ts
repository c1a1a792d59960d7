// The Worker entry: Hono in front, React Router for documents (one handler, built once); the mail
// queue's consumer and the Cron Triggers.
import { createRequestHandler } from "react-router";
import { handleMailQueue } from "./queue";
import { handleScheduled } from "./scheduled";
import { createServer } from "./server";
import type { MailQueueMessage } from "../app/server/mail/outbox.server";
import { routePatterns } from "../app/lib/route-patterns";

export { ContactLimiter } from "./durable-objects/contact-limiter";
export { SignInLimiter } from "./durable-objects/sign-in-limiter";

const build = () => import("virtual:react-router/server-build");
const handleRequest = createRequestHandler(build, import.meta.env.MODE);
// The route patterns of the build's own route table, read once per isolate.
let patterns: Promise<ReadonlySet<string>> | undefined;

const server = createServer(
  (request) => handleRequest(request),
  () => (patterns ??= build().then(({ routes }) => routePatterns(routes))),
);

export default {
  fetch: server.fetch,
  queue: (batch, env) => handleMailQueue(batch, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(handleScheduled(controller, env)),
} satisfies ExportedHandler<Env, MailQueueMessage>;
