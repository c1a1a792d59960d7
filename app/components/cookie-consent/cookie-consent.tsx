// STUB: helper replaces this file. Contract: rendered once by the root layout.
export function CookieConsent() {
  return null;
}
