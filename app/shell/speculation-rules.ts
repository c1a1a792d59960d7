// Speculation rules (rules §2 "Page shell", docs/decisions/0107-controls-before-scripts-links-as-anchors.md):
// the browser fetches a same-origin page the visitor is about to open (pointer resting on its link,
// or a tap starting) and prerenders the main navigation's pages, so the next page shows at once
// even before this one's scripts run, or without JavaScript. Never a page that is personal or
// changes something when fetched, never a download, never a link marked `no-prefetch`. Written
// into every page's head on the server (app/paint-first.server.ts), allowed by its CSP hash; the
// page removes it once interactive (app/shell/after-load.tsx), when React Router's own prefetching
// takes over.

export const SPECULATION_RULES_TYPE = "speculationrules";

/** Paths never fetched ahead, in both languages (URL patterns). */
const PERSONAL_OR_STATEFUL = ["/signin*", "/account*", "/quote*", "/careers/alerts*"];
const NEVER_SPECULATED = [...PERSONAL_OR_STATEFUL, ...PERSONAL_OR_STATEFUL.map((path) => `/es${path}`), "/api/*", "/*.pdf"];

/** Links a page marks as never fetched ahead (the units links, which remember a choice, say). */
const NO_PREFETCH_CLASS = "no-prefetch";

// Patterns are read against the page's own address (an inline rule set's base URL).
const allowed = [
  { href_matches: "/*" },
  { not: { href_matches: NEVER_SPECULATED } },
  { not: { selector_matches: `.${NO_PREFETCH_CLASS}, [download], [target], [rel~="nofollow"]` } },
];

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { and: allowed }, eagerness: "moderate" }],
  prerender: [{ where: { and: [...allowed, { selector_matches: ".site-header nav a" }] }, eagerness: "moderate" }],
});
