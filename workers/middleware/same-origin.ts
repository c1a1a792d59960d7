// CSRF protection for every state-changing request, in one place: a cross-site POST to a
// page action or to /api/* is refused before any handler reads it. The rule is the one in
// workers/middleware/csrf.ts (Sec-Fetch-Site, else Origin); SameSite=Lax cookies are the second layer.
import type { MiddlewareHandler } from "hono";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "./csrf";

export const sameOrigin: MiddlewareHandler = async (c, next) => {
  if (isSameOriginRequest(c.req.raw)) return next();
  console.warn("csrf: cross-site request refused", c.req.method, c.req.path, c.req.header("Origin") ?? "");
  c.header("Cache-Control", CACHE_CONTROL.personal);
  if (c.req.path.startsWith("/api/")) return c.json({ ok: false, error: CROSS_SITE_MESSAGE }, 403);
  return c.text(CROSS_SITE_MESSAGE, 403);
};
