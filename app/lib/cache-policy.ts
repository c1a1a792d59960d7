// Every caching rule of the site, in one place (docs/decisions/0106-pages-and-their-data-at-the-edge.md).
//
// Pages are kept by our edge only (the Worker's Cache API), never by other shared caches, and
// browsers revalidate them on every visit (a 304 when nothing changed). A page an anonymous
// visitor may receive is the same for everyone; anything personal is never stored anywhere.

export const CACHE_CONTROL = {
  /** A page as the edge serves it: the browser may keep it but asks again each time. */
  page: "private, no-cache",
  /**
   * A page's data (the `.data` answer a client-side navigation reads) as the edge serves it to
   * everyone: the browser may reuse it for half a minute, so the data React Router fetched while the
   * pointer rested on a link is what the click shows, with no second trip. Sent with `Vary: Cookie`:
   * a sign-in, a sign-out or a consent choice changes the cookies and so asks again.
   */
  pageData: "private, max-age=30",
  /** Personal answers (a session, a form's answer, a cookie set): nobody keeps them. */
  personal: "private, no-store",
  /** Writes to /api/* and anything else that must never be reused. */
  never: "no-store",
  /** Generated documents (catalogue JSON, sitemap, robots): the same for everyone, briefly. */
  document: "public, max-age=300",
} as const;

/**
 * How long the edge serves a stored page as fresh, then how long after that it may still serve
 * it while a fresh copy renders in the background. A deploy changes the cache key, so new markup
 * never meets old assets; a change in D1 (a job posting) reaches visitors within `freshSeconds`
 * of a visit, or one visit later for a page nobody opened in the meantime.
 */
export const EDGE_CACHE = { freshSeconds: 300, staleSeconds: 3600 } as const;

/** Query parameters that only say where a visitor came from: they never change a page. */
const TRACKING_PARAMS = [/^utm_/i, /^gclid$/i, /^fbclid$/i, /^msclkid$/i, /^gbraid$/i, /^wbraid$/i, /^mc_cid$/i, /^mc_eid$/i];

export const isTrackingParam = (name: string) => TRACKING_PARAMS.some((pattern) => pattern.test(name));
