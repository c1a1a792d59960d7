// Deleting accounts whose address nobody confirmed, for the mailbox owner's "Didn't create this
// account?" (app/accounts/confirmation.server.ts) and the daily retention job after
// RETENTION.unconfirmedAccountsDays (app/server/retention.server.ts): here, below both. The user
// goes with its credentials, sessions and reset links, in one batch (one transaction), and only
// while it is unconfirmed: an account confirmed a moment before is left whole.
import { and, eq, inArray, lt } from "drizzle-orm";
import { database } from "./client.server";
import { authAccounts, authSessions, authUsers, authVerifications } from "./schema.server";

type Which = { id: string } | { createdBefore: string };

/** Deletes the unconfirmed accounts `which` names (one by id, or every one made before a time); the ids deleted. */
export async function deleteUnconfirmedAccounts(d1: D1Database, which: Which): Promise<string[]> {
  const db = database(d1);
  const due = db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(
      and(eq(authUsers.emailVerified, false), "id" in which ? eq(authUsers.id, which.id) : lt(authUsers.createdAt, which.createdBefore)),
    );
  // The user's rows first, while the user still names them; the user last.
  const [, , , users] = await db.batch([
    db.delete(authSessions).where(inArray(authSessions.userId, due)),
    db.delete(authAccounts).where(inArray(authAccounts.userId, due)),
    // A reset link's value is its user's id.
    db.delete(authVerifications).where(inArray(authVerifications.value, due)),
    db.delete(authUsers).where(inArray(authUsers.id, due)).returning({ id: authUsers.id }),
  ]);
  return users.map((user) => user.id);
}
