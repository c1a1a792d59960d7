// The quote list kept with an account (migrations/0014; rules §3 "Quote list with an account"):
// read as a timed list (app/contact/quote-merge.ts) and written back row by row, only the rows
// that changed. Removals older than TOMBSTONE_DAYS are deleted as the list is written.
import { and, eq, lt } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { database } from "../server/db/client.server";
import { accountQuoteItems } from "../server/db/schema.server";
import { TOMBSTONE_DAYS, type TimedQuote } from "../contact/quote-merge";
import type { QuoteItem } from "../contact/quote-item";

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
  const prune = db
    .delete(accountQuoteItems)
    .where(and(eq(accountQuoteItems.userId, userId), eq(accountQuoteItems.removed, true), lt(accountQuoteItems.updatedAt, expired)));
  if (!statements.length && before.removed.every(({ at }) => at >= expired)) return;
  await db.batch([prune, ...statements]);
}
