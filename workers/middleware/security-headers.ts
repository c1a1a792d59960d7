// Security headers on every response the Worker makes. The CSP allows inline scripts only by
// their SHA-256 hashes, computed from the finished HTML: the page and its policy travel
// together, so an edge-cached page never carries a stale nonce (DEVELOPERS.md pitfall).
import type { MiddlewareHandler } from "hono";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function inlineScriptHashes(html: string): Promise<string[]> {
  const bodies = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) if (match[1]) bodies.add(match[1]);
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
  if (response.headers.get("content-type")?.startsWith("text/html") && response.body) {
    const html = await response.text();
    scriptHashes = await inlineScriptHashes(html);
    response = new Response(html, response);
  } else {
    response = new Response(response.body, response);
  }
  const headers = response.headers;
  headers.set("Content-Security-Policy", contentSecurityPolicy({ scriptHashes, https, dev: import.meta.env.DEV }));
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
