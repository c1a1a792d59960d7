// How two copies of one quote list become one (rules §3 "Quote list with an account"; docs/decisions/0076-a-quote-list-that-follows-its-account.md):
// a device's list and its account's. Every item carries the time of its last change, and a removed
// item is remembered, with the time it went, for TOMBSTONE_DAYS (only the newest
// LIMITS.quoteRemovals of them). Per item the newer change wins; an item only one side has is kept,
// unless the other side removed it later; past LIMITS.quoteItems, the first side's items stay and
// the other's newest fill the rest.
import type { QuoteItem } from "../lib/stored-shapes";
import { LIMITS } from "../lib/constants";

/** How long a removal is remembered: as long as a device keeps its list (rules §3). */
export const TOMBSTONE_DAYS = 30;
const TOMBSTONE_MS = TOMBSTONE_DAYS * 24 * 60 * 60 * 1000;

/** A list with each item's last change (`at`, milliseconds) and the items removed from it, each with when. */
export type TimedQuote = { items: { item: QuoteItem; at: number }[]; removed: { id: string; at: number }[] };

const sameItem = (a: QuoteItem, b: QuoteItem) =>
  a.name === b.name && a.category === b.category && a.quantity === b.quantity && (a.note ?? "") === (b.note ?? "");

/**
 * The removals worth remembering at `now`: those of the last TOMBSTONE_DAYS, the newest
 * LIMITS.quoteRemovals of them (at one time, by id, as app/accounts/quote-list.server.ts prunes).
 */
export function prunedRemovals(removed: readonly { id: string; at: number }[], now: number): TimedQuote["removed"] {
  return removed
    .filter((entry) => entry.at > now - TOMBSTONE_MS)
    .sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, LIMITS.quoteRemovals);
}

/**
 * The list after a device replaced it with `next` at `now`: a new or changed item is timed now, an
 * unchanged one keeps its time, an item no longer there is remembered as removed now.
 */
export function recordChange(before: TimedQuote, next: readonly QuoteItem[], now: number): TimedQuote {
  const items = next.map((item) => {
    const was = before.items.find((entry) => entry.item.id === item.id);
    return { item, at: was && sameItem(was.item, item) ? was.at : now };
  });
  const gone = before.items
    .filter((entry) => !next.some((item) => item.id === entry.item.id))
    .map(({ item }) => ({ id: item.id, at: now }));
  const removed = [
    ...before.removed.filter((entry) => !next.some((item) => item.id === entry.id) && !gone.some((g) => g.id === entry.id)),
    ...gone,
  ];
  return { items, removed: prunedRemovals(removed, now) };
}

/** A merged list, and the items neither side keeps any more because the list was full. */
export type MergedQuote = TimedQuote & { dropped?: QuoteItem[] };

/**
 * One list from two (the account's first, so its order leads): per item the newer change wins, a
 * live item over a removal at the same moment; removals are pruned (prunedRemovals). At most
 * LIMITS.quoteItems items: every item `first` holds stays, then the newest of the rest; the others
 * are `dropped`, for the answer to name.
 */
export function mergeQuotes(first: TimedQuote, second: TimedQuote, now: number): MergedQuote {
  type Entry = { item?: QuoteItem; at: number };
  const order: string[] = [];
  const winner = new Map<string, Entry>();
  const offer = (id: string, entry: Entry) => {
    const current = winner.get(id);
    if (!current) order.push(id);
    if (!current || entry.at > current.at || (entry.at === current.at && entry.item && !current.item)) winner.set(id, entry);
  };
  for (const side of [first, second]) {
    for (const { item, at } of side.items) offer(item.id, { item, at });
    for (const { id, at } of side.removed) offer(id, { at });
  }
  const items: TimedQuote["items"] = [];
  const removed: TimedQuote["removed"] = [];
  for (const id of order) {
    const { item, at } = winner.get(id)!;
    if (item) items.push({ item, at });
    else removed.push({ id, at });
  }
  const merged = { items, removed: prunedRemovals(removed, now) };
  if (items.length <= LIMITS.quoteItems) return merged;
  const firsts = new Set(first.items.map(({ item }) => item.id));
  const room = LIMITS.quoteItems - items.filter(({ item }) => firsts.has(item.id)).length;
  const newest = new Set(
    items
      .filter(({ item }) => !firsts.has(item.id))
      .sort((a, b) => b.at - a.at)
      .slice(0, Math.max(0, room))
      .map(({ item }) => item.id),
  );
  const kept = items.filter(({ item }) => firsts.has(item.id) || newest.has(item.id)).slice(0, LIMITS.quoteItems);
  return { ...merged, items: kept, dropped: items.filter((entry) => !kept.includes(entry)).map(({ item }) => item) };
}

/** Whether two timed lists say the same (same items in the same order, same times, same removals). */
export function sameTimedQuote(a: TimedQuote, b: TimedQuote): boolean {
  return (
    a.items.length === b.items.length &&
    a.items.every(
      (entry, at) => entry.item.id === b.items[at]!.item.id && entry.at === b.items[at]!.at && sameItem(entry.item, b.items[at]!.item),
    ) &&
    a.removed.length === b.removed.length &&
    a.removed.every((entry) => b.removed.some((other) => other.id === entry.id && other.at === entry.at))
  );
}
