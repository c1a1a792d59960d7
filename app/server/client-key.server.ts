// The client key of the per-client limits: CF-Connecting-IP hashed with CLIENT_KEY_SECRET
// (HMAC-SHA-256), so the raw address is never stored or kept in a Durable Object. An address
// counts as its network (app/lib/client-network.ts): an IPv6 /64, or the IPv4 address itself.
import { clientNetwork } from "../lib/client-network";
import { hex } from "../lib/hex";
import { siteSecret } from "./secret.server";

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

/**
 * The key of `ip` (its network, however the address is written) or of any other text naming a
 * client, for a request to `url`; SecretMissingError off localhost without the secret.
 */
export async function clientKeyHash(ip: string | null, env: Pick<Env, "CLIENT_KEY_SECRET">, url: URL | string): Promise<string> {
  const key = await hmacKey(siteSecret("CLIENT_KEY_SECRET", env.CLIENT_KEY_SECRET, url));
  const mac = await crypto.subtle.sign("HMAC", key, enc.encode(ip === null ? "unknown" : clientNetwork(ip)));
  return hex(mac);
}

/** The address Cloudflare saw; absent only outside Cloudflare's edge. */
export function clientAddress(headers: Headers): string | null {
  return headers.get("CF-Connecting-IP");
}
