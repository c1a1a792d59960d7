// Cross-site request forgery protection, applied once to every state-changing request
// by workers/middleware/same-origin.ts, before any action or /api/* handler reads it. The check follows Go's net/http CrossOriginProtection (Go 1.25), which relies on
// what every current browser sends with a cross-site request:
//   - Sec-Fetch-Site: "same-origin" or "none" (typed by the visitor) passes; anything else fails;
//   - without it, an Origin header must name this host;
//   - a request with neither comes from no browser (curl, a monitor): it carries no victim's
//     cookies, so it passes.
// SameSite=Lax session cookies are the second layer: a cross-site POST never carries them.
export const CROSS_SITE_MESSAGE = "Your request could not be verified. Please reload the page and try again.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("Origin");
  if (!origin) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false; // "null" and other opaque origins
  }
}
