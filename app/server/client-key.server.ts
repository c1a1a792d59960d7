// The client key of the contact limit: CF-Connecting-IP hashed with a secret (HMAC-SHA-256),
// so the raw address is never stored or kept in the Durable Object.

// Used only where no secret is configured (local development, tests); docs/decisions/0002-contact-pipeline.md.
const DEVELOPMENT_SECRET = "mm-local-development-client-key";

const enc = new TextEncoder();
// One imported key per secret for the isolate's life, not one per request.
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

export async function clientKeyHash(ip: string | null, secret: string | undefined): Promise<string> {
  const key = await hmacKey(secret || DEVELOPMENT_SECRET);
  const mac = await crypto.subtle.sign("HMAC", key, enc.encode(ip ?? "unknown"));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The address Cloudflare saw; absent only outside Cloudflare's edge. */
export function clientAddress(headers: Headers): string | null {
  return headers.get("CF-Connecting-IP");
}
