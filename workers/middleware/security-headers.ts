// Security headers on every response the Worker makes. The CSP allows inline scripts only by
// their SHA-256 hashes, and only the scripts the page's own code wrote: the renderer marks each with
// a nonce made for that one render and names it in SCRIPT_MARK_HEADER (app/entry.server.tsx);
// here the marked scripts are hashed and the marks removed. A script that got into the page any
// other way (through an escaping bug, say) carries no mark and is refused by the browser. The page
// and its policy travel together, so an edge-cached page is the same for everyone and never
// carries a nonce.
import type { MiddlewareHandler } from "hono";
import { isScriptMark, SCRIPT_MARK_HEADER } from "../../app/lib/script-mark";

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The inline scripts marked with `mark` (never one with a `src`). */
const markedScripts = (mark: string) =>
  new RegExp(String.raw`<script\b(?![^>]*\bsrc\s*=)(?=[^>]*\snonce="${mark}")[^>]*>([\s\S]*?)<\/script>`, "gi");

/** The CSP hashes of the inline scripts marked with `mark`, each once; none for a mark that is not one of ours. */
export async function inlineScriptHashes(html: string, mark: string): Promise<string[]> {
  if (!isScriptMark(mark)) return [];
  const bodies = new Set<string>();
  for (const match of html.matchAll(markedScripts(mark))) if (match[1]) bodies.add(match[1]);
  return Promise.all([...bodies].map(async (body) => `'sha256-${await sha256Base64(body)}'`));
}

export function contentSecurityPolicy({ scriptHashes = [] as string[], https = true, dev = false } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const https = new URL(c.req.url).protocol === "https:";
  let response = c.res;
  let scriptHashes: string[] = [];
  const mark = response.headers.get(SCRIPT_MARK_HEADER);
  if (mark && isScriptMark(mark) && response.headers.get("content-type")?.startsWith("text/html") && response.body) {
    const html = await response.text();
    scriptHashes = await inlineScriptHashes(html, mark);
    response = new Response(html.replaceAll(` nonce="${mark}"`, ""), response);
  } else {
    response = new Response(response.body, response);
  }
  const headers = response.headers;
  headers.delete(SCRIPT_MARK_HEADER);
  // A route's own policy (a download's sandbox, say) stands; every other answer gets the site's.
  if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy({ scriptHashes, https, dev: import.meta.env.DEV }));
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  c.res = undefined;
  c.res = response;
};
