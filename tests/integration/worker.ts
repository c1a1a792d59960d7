// The Worker under test: the real Hono server and Durable Object, with a stand-in document
// handler in place of React Router (its pages are covered end to end by Playwright).
import { handleMailQueue } from "../../workers/queue";
import { handleScheduled } from "../../workers/scheduled";
import { createServer } from "../../workers/server";
import type { MailQueueMessage } from "../../app/server/mail/outbox.server";
import { routePatterns } from "../../app/lib/route-patterns";
import routes from "../../app/routes";

export { ContactLimiter } from "../../workers/durable-objects/contact-limiter";
export { SignInLimiter } from "../../workers/durable-objects/sign-in-limiter";

import { newScriptMark, SCRIPT_MARK_HEADER } from "../../app/lib/script-mark";

/** The stand-in page: one inline script, marked as the real renderer marks its own (app/entry.server.tsx). */
export const DOCUMENT_HTML =
  '<!doctype html><html lang="en"><head><title>t</title><script nonce="MARK">window.x = 1</script></head><body><script src="/a.js"></script></body></html>';
/** A script that reached the page through an escaping bug: the renderer never marked it. */
export const INJECTED_SCRIPT = "<script>alert(document.cookie)</script>";

/** How many times each path was rendered: tells a cached answer from a fresh one. */
export const renders = new Map<string, number>();

/** The route patterns of app/routes.ts, as React Router's build lists them (each route a child of the root). */
const patterns = routePatterns({
  root: { path: "" },
  ...Object.fromEntries(routes.map((route) => [route.id!, { path: route.path, index: route.index, parentId: "root" }])),
});

const server = createServer(
  (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/explode") return Promise.reject(new Error("boom"));
    const count = (renders.get(pathname) ?? 0) + 1;
    renders.set(pathname, count);
    const mark = newScriptMark();
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "X-Render": String(count), [SCRIPT_MARK_HEADER]: mark });
    if (pathname === "/sets-cookie") headers.set("Set-Cookie", "session=abc; HttpOnly; Secure; SameSite=Lax");
    if (pathname === "/chooses-private") headers.set("Cache-Control", "private, no-store");
    if (pathname.startsWith("/redirects")) return new Response(null, { status: 302, headers: { Location: "/elsewhere?x=1" } });
    // Edge-cache tests read which URL a page was rendered from.
    let html = DOCUMENT_HTML.replace("MARK", mark);
    if (/^(\/es)?\/edge-/.test(pathname))
      html = html.replace("<title>t</title>", `<title>t</title><meta name="render" content="${request.url}">`);
    if (pathname === "/injected") html = html.replace("<body>", `<body>${INJECTED_SCRIPT}`);
    return new Response(html, { status: pathname === "/missing" ? 404 : 200, headers });
  },
  async () => patterns,
);

export default {
  fetch: server.fetch,
  queue: (batch, env) => handleMailQueue(batch, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(handleScheduled(controller, env)),
} satisfies ExportedHandler<Env, MailQueueMessage>;
