// Pages served from the edge (docs/decisions/0106-pages-and-their-data-at-the-edge.md). A page an anonymous visitor
// asks for is looked up in the Workers Cache API of the data centre that received the request;
// a miss renders it and stores it in the background. Fresh for EDGE_CACHE.freshSeconds; after
// that, for EDGE_CACHE.staleSeconds more, the stored copy is still served while a new one renders
// in the background (the Cache API has no stale-while-revalidate of its own). Every page answer
// says what happened in X-Cache: HIT, STALE, MISS or BYPASS.
//
// Never stored or served from the store: anything but GET and HEAD, a visitor with a session,
// the private pages (sign-in, account, job-alert links), cookies that shape a page (the products
// sidebar), and any answer that sets a cookie or chose a private policy. A path with doubled
// slashes or a backslash never gets here: collapse-slashes.ts redirects it first.
import type { Context, MiddlewareHandler } from "hono";
import { PRIVATE_PATHS } from "../../app/shell/pages.server";
import { CACHE_CONTROL, EDGE_CACHE, isTrackingParam } from "../../app/lib/cache-policy";
import { SECTION_COOKIES, SIDEBAR_COOKIE } from "../../app/catalogue/product-search";
import type { AppEnv } from "../hono-env";
import { hex } from "../../app/lib/hex";
import { unprefixed } from "../../app/lib/locale";
import { isPageData } from "../../app/lib/route-patterns";

type CacheOutcome = "HIT" | "STALE" | "MISS" | "BYPASS";

const STORED_AT = "X-Edge-Stored-At";
/** A session (better-auth) or any other login cookie: the visitor's pages are their own. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?(?:session|better-auth)[\w.-]*=/i;
/** Cookies a page is rendered from, by page: their holders get the page rendered for them. */
const SHAPING_COOKIES: Record<string, readonly string[]> = {
  "/products": [SIDEBAR_COOKIE, SECTION_COOKIES.category, SECTION_COOKIES.application],
};
/** Answers worth keeping: the page, or the 404 page for a path that has none. */
const STORED_STATUSES = new Set([200, 404]);
/** Marks the background render of a stale page; unguessable, so no visitor can ask for one. */
const REFRESH_HEADER = "X-Edge-Refresh";
let refreshToken: string | undefined;
// Random values may not be made at start-up on Workers: the token is made on first use.
const refreshTokenOf = () => (refreshToken ??= crypto.randomUUID());
/** Pages this isolate is refreshing now: one background render per page at a time. */
const refreshing = new Set<string>();

/** Paths that React Router answers. The API, robots.txt and sitemap.xml have their own caching. */
function isPagePath(pathname: string): boolean {
  return !pathname.startsWith("/api/") && pathname !== "/robots.txt" && pathname !== "/sitemap.xml";
}

/** The page a URL is: tracking parameters dropped, the rest in a stable order. */
function pageUrl(url: URL): URL {
  const normal = new URL(url);
  normal.hash = "";
  const kept = [...url.searchParams].filter(([name]) => !isTrackingParam(name));
  // By name only (the sort is stable): the order of a repeated parameter's values may matter.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  normal.search = new URLSearchParams(kept).toString();
  return normal;
}

/** The Cache API key of a page in a build: a deploy never meets markup stored by another. */
export function edgeCacheKey(url: URL, build: string): Request {
  const key = pageUrl(url);
  key.searchParams.set("__build", build);
  return new Request(key.href, { method: "GET" });
}

function cookieNames(header: string): Set<string> {
  return new Set(
    header
      .split(";")
      .map((pair) => pair.split("=")[0]!.trim())
      .filter(Boolean),
  );
}

/**
 * The page a path names as the router matches it: percent-escapes decoded, any case, repeated
 * slashes as one (`/Quote`, `/%71uote` and `//quote` are /quote); null when it does not decode.
 */
function routedPage(pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return (
    path
      .toLowerCase()
      .replace(/\/{2,}/g, "/")
      .replace(/\.data$/, "")
      .replace(/\/$/, "") || "/"
  );
}

/** Why a request must not be served from (or stored in) the edge cache, if it must not. */
function bypassReason(request: Request, url: URL): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return "method";
  if (request.headers.has("Authorization")) return "authorization";
  const routed = routedPage(url.pathname);
  if (routed === null) return "malformed path";
  // The Spanish twin of a page is as private, and shaped by the same cookies, as the English one.
  const page = unprefixed(routed);
  if (PRIVATE_PATHS.some((prefix) => page === prefix.replace(/\/$/, "") || page.startsWith(prefix))) return "private page";
  const cookie = request.headers.get("Cookie") ?? "";
  if (SESSION_COOKIE.test(cookie)) return "session";
  const shaping = SHAPING_COOKIES[page];
  if (shaping && shaping.some((name) => cookieNames(cookie).has(name))) return "page cookies";
  return null;
}

/** Whether an answer is the same for everyone it may reach, and so may be stored. */
function storable(response: Response): boolean {
  if (!STORED_STATUSES.has(response.status) || response.headers.has("Set-Cookie")) return false;
  const policy = response.headers.get("Cache-Control") ?? "";
  return !/private|no-store|no-cache/i.test(policy);
}

async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `"${hex(digest.slice(0, 12))}"`;
}

/** The answer a visitor gets: the browser policy, what the cache did, 304 when they have it. */
function answer(
  c: Context<AppEnv>,
  stored: Response,
  body: ArrayBuffer | ReadableStream | null,
  outcome: CacheOutcome,
  at: number,
): Response {
  const headers = new Headers(stored.headers);
  headers.delete(STORED_AT);
  // Dated as of this answer: the browser counts what it may keep from the date, and the stored
  // copy's own date (or an age from the store) made data kept there over 30 s stale on arrival.
  headers.set("Date", new Date(at).toUTCString());
  headers.delete("Age");
  if (isPageData(c.req.path)) {
    headers.set("Cache-Control", CACHE_CONTROL.pageData);
    headers.append("Vary", "Cookie");
  } else headers.set("Cache-Control", CACHE_CONTROL.page);
  headers.set("X-Cache", outcome);
  const etag = headers.get("ETag");
  const sent = c.req.header("If-None-Match");
  if (etag && sent && sent.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(c.req.method === "HEAD" ? null : body, { status: stored.status, statusText: stored.statusText, headers });
}

/** A copy for the store: the same headers as served, stamped with when it was stored. */
function forStore(response: Response, body: ArrayBuffer, etag: string, now: number): Response {
  const headers = new Headers(response.headers);
  headers.delete("X-Cache");
  headers.set("ETag", etag);
  headers.set(STORED_AT, String(now));
  // How long the Cache API keeps it at most; freshness is judged from STORED_AT.
  headers.set("Cache-Control", `public, max-age=${EDGE_CACHE.freshSeconds + EDGE_CACHE.staleSeconds}`);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Tracking parameters the cache key dropped go back onto a redirect, so campaigns are not lost. */
function keepTracking(response: Response, original: URL): Response {
  const location = response.headers.get("Location");
  if (!location || response.status < 300 || response.status >= 400) return response;
  const tracking = [...original.searchParams].filter(([name]) => isTrackingParam(name));
  if (tracking.length === 0) return response;
  const target = new URL(location, original);
  if (target.origin !== original.origin) return response;
  for (const [name, value] of tracking) if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  const headers = new Headers(response.headers);
  headers.set("Location", location.startsWith("/") ? `${target.pathname}${target.search}${target.hash}` : target.href);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

type Render = (request: Request, c: Context<AppEnv>) => Promise<Response>;

/** Replaces the answer outright (assigning `c.res` would copy the old answer's headers over it). */
function replace(c: Context<AppEnv>, response: Response) {
  c.res = undefined;
  c.res = response;
}

/**
 * The edge cache, in front of everything else that runs for a page. `render` runs the whole
 * Worker again for a background refresh (the request it gets carries no cookies).
 */
export function edgeCache(render: Render, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isPagePath(url.pathname)) return next();

    const refresh = c.req.header(REFRESH_HEADER) === refreshTokenOf();
    const reason = refresh ? null : bypassReason(c.req.raw, url);
    if (reason) {
      await next();
      replace(c, keepTracking(c.res, url));
      c.header("X-Cache", "BYPASS");
      if (!c.res.headers.has("Cache-Control") || storable(c.res)) c.header("Cache-Control", CACHE_CONTROL.personal);
      return;
    }

    // The Worker's own cache in this data centre (the DOM typing of `caches` lacks it).
    const cache = (caches as unknown as { default: Cache }).default;
    const key = edgeCacheKey(url, __BUILD_ID__);
    if (!refresh) {
      const stored = await cache.match(key).catch((error: unknown) => (console.error("edge cache: lookup failed", error), undefined));
      const age = stored ? now() - Number(stored.headers.get(STORED_AT)) : Infinity;
      if (stored && age < EDGE_CACHE.freshSeconds * 1000) return answer(c, stored, stored.body, "HIT", now());
      if (stored && age < (EDGE_CACHE.freshSeconds + EDGE_CACHE.staleSeconds) * 1000) {
        if (!refreshing.has(key.url)) {
          refreshing.add(key.url);
          const fresh = new Request(pageUrl(url), { method: "GET", headers: { [REFRESH_HEADER]: refreshTokenOf() } });
          c.executionCtx.waitUntil(
            render(fresh, c)
              .then((response) => response.body?.cancel())
              .catch((error: unknown) => console.error("edge cache: refresh failed", url.pathname, error))
              .finally(() => refreshing.delete(key.url)),
          );
        }
        return answer(c, stored, stored.body, "STALE", now());
      }
      if (c.req.method === "HEAD") {
        // Nothing to answer a HEAD from: render it, but only a GET's answer is ever stored.
        await next();
        c.header("X-Cache", "MISS");
        return;
      }
    }

    // A miss renders the page as everyone gets it: without the tracking parameters in the URL.
    c.req.raw = new Request(pageUrl(url), c.req.raw);
    await next();
    const response = keepTracking(c.res, url);
    if (!storable(response)) {
      replace(c, response);
      c.header("X-Cache", "MISS");
      if (!response.headers.has("Cache-Control")) c.header("Cache-Control", CACHE_CONTROL.personal);
      return;
    }
    const body = await response.arrayBuffer();
    const etag = await etagOf(body);
    const copy = forStore(response, body, etag, now());
    c.executionCtx.waitUntil(cache.put(key, copy).catch((error: unknown) => console.error("edge cache: store failed", error)));
    replace(c, answer(c, copy, body, "MISS", now()));
  };
}
