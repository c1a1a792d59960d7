// Caching as the edge needs it (docs/decisions.md "Caching"). Anonymous documents may be kept
// by shared caches for a short while and served stale while revalidating; anything personal
// (a cookie set or sent, a form answer) is private and never stored.
import type { MiddlewareHandler } from "hono";

export const DOCUMENT_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const PRIVATE = "private, no-store";

/** Cookies the site sets for visitors' own state; their presence makes a response personal. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?(?:session|better-auth)[\w.-]*=/i;

export const documentCacheControl: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.headers.has("Cache-Control") && res.headers.get("Cache-Control") !== "") {
    // A route that chose its own policy keeps it, unless the response turned out personal.
    if (!res.headers.has("Set-Cookie")) return;
  }
  const method = c.req.method;
  const cacheable =
    (method === "GET" || method === "HEAD") &&
    (res.status === 200 || res.status === 404) &&
    !res.headers.has("Set-Cookie") &&
    !PERSONAL_COOKIE.test(c.req.header("Cookie") ?? "");
  c.header("Cache-Control", cacheable ? DOCUMENT_CACHE : PRIVATE);
  // Compressed variants differ; a route that renders from a cookie adds its own Vary (/products).
  c.header("Vary", "Accept-Encoding", { append: true });
};
