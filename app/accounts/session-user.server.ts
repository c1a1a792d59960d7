// Who is signed in, for server code that keeps something with the account (the quote list, the
// requests on /account). Anonymous requests (no session cookie) never reach D1; without a
// configured secret nobody is signed in.
import { authFor } from "./auth.server";
import { SESSION_COOKIE } from "./session.server";
import { SecretMissingError } from "../server/secret.server";

export type SessionUser = { id: string; email: string; emailVerified: boolean };

export async function sessionUser(request: Request): Promise<SessionUser | null> {
  if (!SESSION_COOKIE.test(request.headers.get("Cookie") ?? "")) return null;
  try {
    const session = await authFor(request).api.getSession({ headers: request.headers });
    if (!session) return null;
    const { id, email, emailVerified } = session.user;
    return { id, email, emailVerified };
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
    return null;
  }
}
