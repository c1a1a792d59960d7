// @first-load-shell
// Business constants of rules §9, named once. Import these; do not repeat the literals.

/** rules §5/§9: at most 3 accepted contact submissions per 5 minutes per client. */
export const CONTACT_LIMIT = 3;
export const CONTACT_WINDOW_MS = 5 * 60 * 1000;

/**
 * Everything a client (a hashed address) may post, counted per kind in a sliding window by the
 * ContactLimiter Durable Object (docs/decisions/0023-limits-per-client.md). Contact requests and job
 * applications follow the 3-per-5-minutes rule; page views allow what one person browsing
 * produces (a page every 10 s on average); job-alert subscriptions each send a confirmation mail.
 */
export const CLIENT_LIMITS = {
  contact: { limit: CONTACT_LIMIT, windowMs: CONTACT_WINDOW_MS },
  application: { limit: CONTACT_LIMIT, windowMs: CONTACT_WINDOW_MS },
  pageView: { limit: 60, windowMs: 10 * 60 * 1000 },
  /** One report per page load, so the same room as page views. */
  vitals: { limit: 60, windowMs: 10 * 60 * 1000 },
  jobAlert: { limit: 3, windowMs: 60 * 60 * 1000 },
  /**
   * Saves of the quote list and of a request being written (/api/quote PUT and PATCH, the draft's
   * PUT): a page saves 300 ms to 1 s after the last keystroke, so a person typing stays well under
   * one a second; the page sends again after Retry-After.
   */
  quote: { limit: 60, windowMs: 60 * 1000 },
} as const;
export type ClientLimitKind = keyof typeof CLIENT_LIMITS;

/**
 * rules §5: at most this many acknowledgments (of requests and applications together) go to one
 * address in the window, however many clients name it; further requests are stored and reach
 * staff as always, without one.
 */
export const ACKNOWLEDGMENT_CAP = { limit: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/** rules §5: an email address is at most 254 characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * rules §5/§9: a password being chosen (sign-up, reset, change) has at least 12 characters and is
 * not a common one; no other composition rule. Signing in takes any length up to the maximum, so
 * accounts made under the older 6-character rule still open. 128 at most (better-auth's bound, DoS guard).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * rules §2 Sign-in page: a confirmation link works this long, and an address gets at most one
 * confirmation mail (and one "existing account" note) in it, however often it is signed up or
 * signed in to. One period for both, so a link is never still valid when the next one comes.
 */
export const ACCOUNT_MAIL_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sign-in attempts (docs/decisions/0017-accounts.md), each rule a sliding window of one
 * SignInLimiter object per key. Failed sign-ins count per client (hashed address), per client and
 * address together (the guessing limit), and per address from every client: that last one is
 * short, so wrong passwords typed elsewhere keep the owner out for a minute at most. Sign-ups and
 * reset requests send mail: each kind counts per client and per address in windows of its own.
 */
export const SIGN_IN_LIMITS = {
  client: { limit: 10, windowMs: 15 * 60 * 1000 },
  clientAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  account: { limit: 10, windowMs: 60 * 1000 },
  mailClient: { limit: 10, windowMs: 15 * 60 * 1000 },
  mailAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
} as const;
export type SignInLimitKind = keyof typeof SIGN_IN_LIMITS;

/** Bounds we chose for free text (docs/decisions/0002-contact-pipeline.md): generous for people, small for abuse. */
export const LIMITS = {
  name: 100,
  phone: 40,
  message: 5000,
  /** Items in a quote list, anywhere it is kept (the tab, the session, the account) or sent. */
  quoteItems: 50,
  /** Each quote item's text: its id, name, category and note. */
  quoteField: 200,
  /** Removed items a kept list remembers (the newest; each also for 30 days at most): twice a full list. */
  quoteRemovals: 100,
  /** A request's optional project details: name, location and span; the loads. */
  projectField: 120,
  loads: 1000,
  /** What a page view may store: a path, where the visitor came from (origin and path), the browser. */
  pathname: 256,
  referrer: 256,
  userAgent: 256,
  /** Largest cover letter, in characters. */
  coverLetter: 5000,
} as const;

/** Request bodies in bytes: the server's alone, so kept apart from what the browser's code reads. */
export const BODY_LIMITS = {
  /** Largest JSON body /api/* accepts. */
  api: 32 * 1024,
  /** Largest form post to a page (the careers form raises its own limit). */
  document: 64 * 1024,
  /** Largest post to /careers: a 5 MB résumé plus the form's other fields and multipart framing. */
  careers: 5.5 * 1024 * 1024,
  /**
   * A refused body is read up to this many bytes before the 413 answer (an answer sent while the
   * browser still uploads reaches some clients as a reset connection); beyond it, the local
   * server refuses on its own, as Cloudflare's edge does with bodies over its limit.
   */
  drain: 32 * 1024 * 1024,
} as const;

/** docs/decisions/0001-product-resolutions.md: a résumé is at most 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** rules §4/§9: the office's open/closed status is refreshed every 60 s (the hours themselves are a fact: app/site/facts.json). */
export const BUSINESS_HOURS_REFRESH_MS = 60 * 1000;

/** rules §4/§9: the projects gallery shows up to 8 at first and 4 more (or fewer) per click. */
export const PROJECTS_INITIAL = 8;
export const PROJECTS_STEP = 4;

/** rules §9 "Hero": 3 slides, one advancing every 8000 ms (docs/decisions/0001-product-resolutions.md: one timer, no 15 s second one). */
export const HERO_SLIDE_INTERVAL_MS = 8000;

/** rules §2/§9: Related Products shows at most 6 other products. */
export const RELATED_PRODUCTS_MAX = 6;

/** rules §2/§9: a product card shows at most 3 application tags, then '+N more'. */
export const CARD_MAX_TAGS = 3;

/** rules §4/§9: the products sidebar's Category and Application sections are remembered for 365 days. */
export const SEARCH_SECTION_COOKIE_DAYS = 365;
/** rules §4/§9: the collapsible sidebar's own open/collapsed state is remembered for 7 days. */
export const SIDEBAR_COOKIE_DAYS = 7;
