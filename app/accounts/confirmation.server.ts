// Confirming an account (rules §2 Sign-in page): the mailed link opens /signin/confirm, and
// opening it changes nothing (a mail provider's link scanner opens links too). Whoever set the
// password proves they also read the mailbox by typing that password beside the link's token;
// whoever reads the mailbox but did not sign up may delete the account while it is unconfirmed.
// The token is better-auth's (a JWT signed with the site's secret, naming the address and the
// user, valid for ACCOUNT_MAIL_INTERVAL_MS); better-auth's own verifyEmail confirms the address,
// and only once the password was right.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { verifyJWT } from "better-auth/crypto";
import { limitAttempt } from "./attempts.server";
import { authFor } from "./auth.server";
import { verifyPassword } from "./password.server";
import { deleteUnconfirmedAccounts } from "../server/db/unconfirmed-accounts.server";
import { database } from "../server/db/client.server";
import { authAccounts, authUsers } from "../server/db/schema.server";

/** A link token as better-auth writes it: a JWT, three base64url parts. Nothing else is read or passed on. */
export const CONFIRM_TOKEN = /^[\w-]{8,600}\.[\w-]{8,1200}\.[\w-]{8,200}$/;

type Confirmation = { state: "invalid" } | { state: "unconfirmed" | "confirmed"; userId: string; email: string };

const INVALID: Confirmation = { state: "invalid" };

/** What a link's token names: an account (unconfirmed or already confirmed), or nothing (tampered, expired, or its account gone). */
export async function readConfirmation(request: Request, token: string | null | undefined): Promise<Confirmation> {
  if (!token || !CONFIRM_TOKEN.test(token)) return INVALID;
  const { secret } = await authFor(request).$context;
  const payload = await verifyJWT(token, secret);
  // A sign-up's or sign-in's link names the address and the user, and nothing of an address change.
  if (!payload || typeof payload.email !== "string" || typeof payload.userId !== "string") return INVALID;
  if (payload.updateTo !== undefined || payload.requestType !== undefined) return INVALID;
  const [user] = await database(env.DB)
    .select({ id: authUsers.id, email: authUsers.email, emailVerified: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.id, payload.userId));
  if (!user || user.email.toLowerCase() !== payload.email.toLowerCase()) return INVALID;
  return { state: user.emailVerified ? "confirmed" : "unconfirmed", userId: user.id, email: user.email };
}

async function passwordMatches(userId: string, password: string): Promise<boolean> {
  const [credential] = await database(env.DB)
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential"), eq(authAccounts.accountId, userId)));
  return credential?.hash ? verifyPassword({ hash: credential.hash, password }) : false;
}

type ConfirmOutcome =
  { outcome: "confirmed" | "invalid" | "already-confirmed" | "wrong-password" } | { outcome: "limited"; retryAfterSeconds: number };

/**
 * Confirms the account the token names if `password` is the one it was created with. A wrong
 * password is a failed sign-in for the account (the same attempt limit), so the page is no way
 * round it.
 */
export async function confirmAccount(request: Request, token: string, password: string): Promise<ConfirmOutcome> {
  const found = await readConfirmation(request, token);
  if (found.state === "invalid") return { outcome: "invalid" };
  if (found.state === "confirmed") return { outcome: "already-confirmed" };
  const auth = authFor(request);
  const result = await limitAttempt(env, request, { kind: "sign-in", email: found.email }, async () => {
    if (!(await passwordMatches(found.userId, password))) return new Response(null, { status: 401 });
    try {
      await auth.api.verifyEmail({ query: { token } });
    } catch {
      // The link expired between the two checks.
      return new Response(null, { status: 410 });
    }
    return new Response(null, { status: 204 });
  });
  if (result.limited) return { outcome: "limited", retryAfterSeconds: result.retryAfterSeconds };
  const { status } = result.response;
  return { outcome: status === 204 ? "confirmed" : status === 401 ? "wrong-password" : "invalid" };
}

type CancelOutcome = { outcome: "deleted"; email: string } | { outcome: "invalid" | "confirmed" };

/** "Didn't create this account?": deletes the account the token names, only while it is unconfirmed. */
export async function cancelAccount(request: Request, token: string): Promise<CancelOutcome> {
  const found = await readConfirmation(request, token);
  if (found.state !== "unconfirmed") return { outcome: found.state };
  const deleted = await deleteUnconfirmedAccounts(env.DB, { id: found.userId });
  return deleted.length ? { outcome: "deleted", email: found.email } : { outcome: "confirmed" };
}
