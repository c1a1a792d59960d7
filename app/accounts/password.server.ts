// Password hashing for accounts: PBKDF2-HMAC-SHA-256 through WebCrypto, which runs as
// native code inside the Worker. better-auth's default scrypt runs in JavaScript and costs far
// more CPU than a Worker request should spend. Workers cap PBKDF2 at 100,000 iterations, so that
// is our count; the count is stored with each hash, so it can be raised later without a reset.
//
// Encoded format (versioned by its algorithm tag): pbkdf2-sha256$<iterations>$<salt>$<hash>,
// salt and hash in base64url, 16 and 32 bytes.

const ALGORITHM = "pbkdf2-sha256";
const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

const enc = new TextEncoder();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", enc.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return [ALGORITHM, PBKDF2_ITERATIONS, toBase64Url(salt), toBase64Url(hash)].join("$");
}

export async function verifyPassword({ hash: encoded, password }: { hash: string; password: string }): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.iterations);
  return constantTimeEqual(actual, parsed.hash);
}

function parse(encoded: string): { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array } | null {
  const [algorithm, count, salt, hash, ...rest] = encoded.split("$");
  if (algorithm !== ALGORITHM || rest.length > 0 || !count || !salt || !hash) return null;
  const iterations = Number(count);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  try {
    const parsed = { iterations, salt: fromBase64Url(salt), hash: fromBase64Url(hash) };
    return parsed.hash.length === HASH_BYTES ? parsed : null;
  } catch {
    return null;
  }
}

/** Compares every byte whatever the first difference, so timing says nothing about where it is. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
