// Links to uploaded files (résumés) for staff: signed and expiring, served by the Worker as a
// download, never a public R2 URL (docs/decisions/0034-every-lead-reaches-the-company.md). The
// signature is an HMAC-SHA-256 of the key and the expiry, with a key derived from the site's
// signing secret (BETTER_AUTH_SECRET), so a link cannot be made, changed or extended.
import { siteSecret } from "./secret.server";

const FILE_LINK_PATH = "/api/files";
/** How long a link in a staff notification works. */
export const FILE_LINK_DAYS = 30;

const enc = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function linkKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", enc.encode(`file-links:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const payload = (objectKey: string, expires: number) => enc.encode(`${objectKey}\n${expires}`);

/** A download link for `objectKey` on `origin`, valid until `now` + FILE_LINK_DAYS. */
export async function signedFileLink(
  env: Pick<Env, "BETTER_AUTH_SECRET">,
  origin: string,
  objectKey: string,
  now = Date.now(),
): Promise<string> {
  const url = new URL(FILE_LINK_PATH, origin);
  const expires = Math.floor(now / 1000) + FILE_LINK_DAYS * 24 * 60 * 60;
  const signature = await crypto.subtle.sign(
    "HMAC",
    await linkKey(siteSecret("BETTER_AUTH_SECRET", env.BETTER_AUTH_SECRET, url)),
    payload(objectKey, expires),
  );
  url.searchParams.set("key", objectKey);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("sig", toBase64Url(signature));
  return url.href;
}

export type LinkCheck = { ok: true; key: string } | { ok: false; reason: "malformed" | "expired" | "signature" };

/**
 * Whether a download link is one we made and still valid. Each part has one spelling, the one
 * signedFileLink writes: `expires` in plain digits, `sig` as the exact base64url of the signature
 * (so no other spelling of the same bytes passes), compared in constant time.
 */
export async function checkFileLink(env: Pick<Env, "BETTER_AUTH_SECRET">, url: URL, now = Date.now()): Promise<LinkCheck> {
  const key = url.searchParams.get("key") ?? "";
  const expiresText = url.searchParams.get("expires") ?? "";
  const sig = url.searchParams.get("sig") ?? "";
  if (
    !/^(resumes|attachments)\/[\w/.-]{1,200}$/.test(key) ||
    key.includes("..") ||
    !/^[1-9]\d{0,11}$/.test(expiresText) ||
    !/^[\w-]{43}$/.test(sig)
  ) {
    return { ok: false, reason: "malformed" };
  }
  const expires = Number(expiresText);
  if (expires * 1000 < now) return { ok: false, reason: "expired" };
  const expected = toBase64Url(
    await crypto.subtle.sign("HMAC", await linkKey(siteSecret("BETTER_AUTH_SECRET", env.BETTER_AUTH_SECRET, url)), payload(key, expires)),
  );
  return timingSafeEqualText(expected, sig) ? { ok: true, key } : { ok: false, reason: "signature" };
}

/** Byte-for-byte equality that takes as long for a near miss as for a wild one. */
function timingSafeEqualText(a: string, b: string): boolean {
  const left = enc.encode(a);
  const right = enc.encode(b);
  // The Workers runtime's own constant-time comparison (not in the DOM typing of SubtleCrypto).
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };
  return left.byteLength === right.byteLength && subtle.timingSafeEqual(left, right);
}
