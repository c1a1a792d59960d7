// The Worker entry: Hono in front, React Router for documents (one handler, built once).
import { createRequestHandler } from "react-router";
import { createServer } from "./server";

export { ContactLimiter } from "./contact-limiter";
export { SignInLimiter } from "./sign-in-limiter";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const server = createServer((request) => handleRequest(request));

export default {
  fetch: server.fetch,
} satisfies ExportedHandler<Env>;
