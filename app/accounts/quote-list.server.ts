// The quote list kept with an account (migrations/0014; rules §3 "Quote list with an account"):
// read as a timed list (app/contact/quote-merge.ts) and written back row by row, only the rows
// that changed. Removals older than TOMBSTONE_DAYS, and all but the newest LIMITS.quoteRemovals,
// are deleted as the list is written.
import { and, desc, eq, lt, notInArray, or } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { database } from "../server/db/client.server";
import { accountQuoteItems } from "../server/db/schema.server";
import { TOMBSTONE_DAYS, type TimedQuote } from "../contact/quote-merge";
import { LIMITS } from "../lib/constants";
import type { QuoteItem } from "../lib/stored-shapes";

export async function readAccountQuote(userId: string): Promise<TimedQuote> {
  const rows = await database(env.DB)
    .select()
    .from(accountQuoteItems)
    .where(eq(accountQuoteItems.userId, userId))
    .orderBy(accountQuoteItems.position, accountQuoteItems.updatedAt);
  const timed: TimedQuote = { items: [], removed: [] };
  for (const row of rows) {
    if (row.removed) {
      timed.removed.push({ id: row.itemId, at: row.updatedAt });
      continue;
    }
    const item: QuoteItem = { id: row.itemId, name: row.name, category: row.category };
    if (row.quantity !== null) item.quantity = row.quantity;
    if (row.note) item.note = row.note;
    timed.items.push({ item, at: row.updatedAt });
  }
  return timed;
}

type Row = typeof accountQuoteItems.$inferInsert;

const rowKey = (row: Row) =>
  JSON.stringify([row.itemId, row.name, row.category, row.quantity ?? null, row.note ?? null, row.position, row.updatedAt, row.removed]);

function rowsOf(userId: string, list: TimedQuote): Row[] {
  const live = list.items.map(({ item, at }, position) => ({
    userId,
    itemId: item.id,
    name: item.name,
    category: item.category,
    quantity: item.quantity ?? null,
    note: item.note ?? null,
    position,
    updatedAt: at,
    removed: false,
  }));
  const gone = list.removed.map(({ id, at }) => ({
    userId,
    itemId: id,
    name: "",
    category: "",
    quantity: null,
    note: null,
    position: 0,
    updatedAt: at,
    removed: true,
  }));
  return [...live, ...gone];
}

/** Writes `after` over `before` (as read): the rows that differ, and forgets removals past their time. */
export async function writeAccountQuote(userId: string, before: TimedQuote, after: TimedQuote, now = Date.now()): Promise<void> {
  const db = database(env.DB);
  const kept = new Set(rowsOf(userId, before).map(rowKey));
  const changed = rowsOf(userId, after).filter((row) => !kept.has(rowKey(row)));
  const expired = now - TOMBSTONE_DAYS * 24 * 60 * 60 * 1000;
  const statements = [
    ...changed.map((row) =>
      db
        .insert(accountQuoteItems)
        .values(row)
        .onConflictDoUpdate({
          target: [accountQuoteItems.userId, accountQuoteItems.itemId],
          set: {
            name: row.name,
            category: row.category,
            quantity: row.quantity,
            note: row.note,
            position: row.position,
            updatedAt: row.updatedAt,
            removed: row.removed,
          },
        }),
    ),
  ];
  const removals = and(eq(accountQuoteItems.userId, userId), eq(accountQuoteItems.removed, true));
  const newest = db
    .select({ itemId: accountQuoteItems.itemId })
    .from(accountQuoteItems)
    .where(removals)
    .orderBy(desc(accountQuoteItems.updatedAt), accountQuoteItems.itemId)
    .limit(LIMITS.quoteRemovals);
  // After the writes, so what they add counts too.
  const prune = db
    .delete(accountQuoteItems)
    .where(and(removals, or(lt(accountQuoteItems.updatedAt, expired), notInArray(accountQuoteItems.itemId, newest))));
  const overdue = before.removed.length > LIMITS.quoteRemovals || before.removed.some(({ at }) => at < expired);
  if (!statements.length && !overdue) return;
  const [first, ...rest] = [...statements, prune];
  await db.batch([first!, ...rest]);
}
