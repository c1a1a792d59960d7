// Where the sign-in page may send a visitor afterwards: `next` is honoured only as a path on
// this site. The answer is checked after it is resolved, because a browser reads the Location
// header we send, not the string we were given: "/.//evil.example" resolves to "//evil.example",
// which is another host. Anything that is not a same-site path, points at the API, or loops back
// to /signin (or /es/signin) becomes the fallback.
import { unprefixed } from "../lib/locale";

const MAX_NEXT_LENGTH = 512;
// A base that can never be ours: a `next` that resolves elsewhere is refused.
const PROBE_ORIGIN = "https://next.invalid";
// Browsers read "\" as "/" and drop tabs and newlines inside URLs ("/\evil.com", "/\t/evil.com").
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f-\u009f]/;

export function safeNextPath(next: unknown, fallback = "/"): string {
  if (typeof next !== "string" || next.length === 0 || next.length > MAX_NEXT_LENGTH) return fallback;
  if (!next.startsWith("/") || UNSAFE_CHARACTER.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The resolved path must itself be a path on this site: one leading slash, and a fixed point
  // (resolving it again gives the same URL), whatever dot segments or encodings it was built from.
  if (url.origin !== PROBE_ORIGIN || !path.startsWith("/") || path.startsWith("//") || UNSAFE_CHARACTER.test(path)) {
    return fallback;
  }
  if (new URL(path, PROBE_ORIGIN).href !== url.href) return fallback;
  if (leadsBackToSigninOrApi(url.pathname)) return fallback;
  return path;
}

function leadsBackToSigninOrApi(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes stay as they are; the route table will not match them either.
  }
  const path = decoded.replace(/\/+$/, "").toLowerCase();
  if (path === "/api" || path.startsWith("/api/")) return true;
  return unprefixed(path) === "/signin";
}

export type SigninMode = "signin" | "signup";

/** The sign-in page in a mode, keeping a (safe) `next` (in English: a Spanish page wraps it in localePath or `to`). */
export function signinHref(mode: SigninMode, next?: string | null): string {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("mode", "signup");
  if (next && next !== "/") params.set("next", next);
  const query = params.toString();
  return query ? `/signin?${query}` : "/signin";
}
