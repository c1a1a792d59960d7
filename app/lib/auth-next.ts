// Where the sign-in page may send a visitor afterwards (issue 6): `next` is honoured only as a
// path on this site. Anything that could leave it (//host, /\host, a scheme, control
// characters a URL parser would drop), point at the API, or loop back to /signin becomes "/".

const MAX_NEXT_LENGTH = 512;
// A base that can never be ours: a `next` that resolves elsewhere is refused.
const PROBE_ORIGIN = "https://next.invalid";

export function safeNextPath(next: unknown, fallback = "/"): string {
  if (typeof next !== "string" || next.length === 0 || next.length > MAX_NEXT_LENGTH) return fallback;
  if (!next.startsWith("/") || next.startsWith("//")) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines inside URLs: "/\evil.com", "/\t/evil.com".
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = url.pathname.replace(/\/+$/, "").toLowerCase();
  if (path === "/signin" || path === "/api" || path.startsWith("/api/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type SigninMode = "signin" | "signup";

/** The sign-in page in a mode, keeping a (safe) `next`. */
export function signinHref(mode: SigninMode, next?: string | null): string {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("mode", "signup");
  if (next && next !== "/") params.set("next", next);
  const query = params.toString();
  return query ? `/signin?${query}` : "/signin";
}
