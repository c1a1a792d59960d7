// Password-reset links as better-auth stores them: a verification row whose identifier is
// `reset-password:<token>` and whose value is the user's id. better-auth consumes the link that
// is used; a password set any way (a link, a change on /account) also ends every other link of
// the account, so an older mail can never set a password again (rules §2 Sign-in page).
import { and, eq, inArray, like } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { database } from "../server/db/client.server";
import { authUsers, authVerifications } from "../server/db/schema.server";

const RESET_LINK = "reset-password:";

/** The id of the account a reset link belongs to, while the link is stored. */
export async function resetLinkOwner(token: string): Promise<string | null> {
  const [row] = await database(env.DB)
    .select({ userId: authVerifications.value })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, `${RESET_LINK}${token}`))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Deletes every outstanding reset link of an account, named by its id or its address. The password
 * is already set when this runs: a failure is logged, and the links then expire within the hour.
 */
export async function dropResetLinks(account: { userId: string } | { email: string }): Promise<void> {
  const db = database(env.DB);
  const owner =
    "userId" in account
      ? eq(authVerifications.value, account.userId)
      : inArray(
          authVerifications.value,
          db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, account.email.toLowerCase())),
        );
  try {
    await db.delete(authVerifications).where(and(like(authVerifications.identifier, `${RESET_LINK}%`), owner));
  } catch (error) {
    console.error("auth: could not end the account's other reset links", error);
  }
}
