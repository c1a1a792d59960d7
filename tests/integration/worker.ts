// The Worker under test: the real Hono server and Durable Object, with a stand-in document
// handler in place of React Router (its pages are covered end to end by Playwright).
import { createServer } from "../../workers/server";

export { ContactLimiter } from "../../workers/contact-limiter";

export const DOCUMENT_HTML =
  '<!doctype html><html lang="en"><head><title>t</title><script>window.x = 1</script></head><body><script src="/a.js"></script></body></html>';

export default createServer((request) =>
  new URL(request.url).pathname === "/explode"
    ? Promise.reject(new Error("boom"))
    : new Response(DOCUMENT_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
);
