// The Worker under test: the real Hono server and Durable Object, with a stand-in document
// handler in place of React Router (its pages are covered end to end by Playwright).
import { createServer } from "../../workers/server";

export { ContactLimiter } from "../../workers/contact-limiter";
export { SignInLimiter } from "../../workers/sign-in-limiter";

export const DOCUMENT_HTML =
  '<!doctype html><html lang="en"><head><title>t</title><script>window.x = 1</script></head><body><script src="/a.js"></script></body></html>';

export default createServer((request) => {
  const { pathname } = new URL(request.url);
  if (pathname === "/explode") return Promise.reject(new Error("boom"));
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  if (pathname === "/sets-cookie") headers.set("Set-Cookie", "session=abc; HttpOnly; Secure; SameSite=Lax");
  if (pathname === "/chooses-its-own") headers.set("Cache-Control", "public, max-age=60");
  return new Response(DOCUMENT_HTML, { status: pathname === "/missing" ? 404 : 200, headers });
});
