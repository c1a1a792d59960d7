// Business constants of spec §9, named once. Import these; do not repeat the literals.

/** spec §5/§9: at most 3 accepted contact submissions per 5 minutes per client. */
export const CONTACT_LIMIT = 3;
export const CONTACT_WINDOW_MS = 5 * 60 * 1000;

/** spec §5: an email address is at most 254 characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** spec §9: the six districts offered by the contact form, in the spec's order. */
export const DISTRICTS = ["Belize", "Cayo", "Corozal", "Orange Walk", "Punta Gorda", "Toledo"] as const;
export type District = (typeof DISTRICTS)[number];

/** Bounds we chose for free text (docs/decisions.md): generous for people, small for abuse. */
export const LIMITS = {
  name: 100,
  phone: 40,
  message: 5000,
  quoteItems: 50,
  quoteField: 200,
  pathname: 512,
  referrer: 1024,
  userAgent: 512,
  /** Largest JSON body /api/* accepts, in bytes. */
  apiBodyBytes: 32 * 1024,
  /** Largest form post to a page (no uploads yet; the careers form raises its own limit). */
  documentBodyBytes: 64 * 1024,
} as const;

export const BREAKPOINTS = { mobile: 768, tablet: 1024, desktop: 1280 } as const;
