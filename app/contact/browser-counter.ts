// The browser's own copy of the contact limit (rules §5 "per browser", docs/decisions/0001-product-resolutions.md): it spares
// a request the server would refuse. The Durable Object stays the authority.
import { CONTACT_LIMIT, CONTACT_WINDOW_MS } from "../lib/constants";

const KEY = "contact-submissions";

function recent(now: number): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((t): t is number => typeof t === "number" && t > now - CONTACT_WINDOW_MS) : [];
  } catch {
    return [];
  }
}

export function browserLimitReached(now = Date.now()): boolean {
  return recent(now).length >= CONTACT_LIMIT;
}

export function recordBrowserSubmission(now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...recent(now), now]));
  } catch {
    // storage full or blocked: the server still enforces the limit
  }
}
