// The session behind a page request. Anonymous requests (no session cookie) never
// reach D1. Whatever better-auth wants to set (a refreshed session, a cleared cookie) is handed
// back as Set-Cookie headers for the page's answer, and a stale signed-in hint is cleared.
import { authFor } from "./auth.server";
import { SecretMissingError } from "../server/secret.server";
import { CLEAR_SIGNED_IN_HINT, hasSignedInHint } from "./hint";
import { CACHE_CONTROL } from "../lib/cache-policy";

/** Whether a request carries a sign-in session cookie at all (anonymous requests never reach D1). */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export type PageSession = { email: string | null; headers: Headers };

export async function pageSession(request: Request): Promise<PageSession> {
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.personal });
  const cookie = request.headers.get("Cookie") ?? "";
  let email: string | null = null;
  if (SESSION_COOKIE.test(cookie)) {
    try {
      const result = await authFor(request).api.getSession({ headers: request.headers, returnHeaders: true });
      for (const line of result.headers.getSetCookie()) headers.append("Set-Cookie", line);
      email = result.response?.user.email ?? null;
    } catch (error) {
      // Without a configured secret nobody is signed in; anything else is a real failure.
      if (!(error instanceof SecretMissingError)) throw error;
      console.error("auth:", error.message);
    }
  }
  if (!email && hasSignedInHint(cookie)) headers.append("Set-Cookie", CLEAR_SIGNED_IN_HINT);
  return { email, headers };
}
