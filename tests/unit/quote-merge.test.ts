// How a device's quote list and its account's become one (app/contact/quote-merge.ts; rules §3
// "Quote list with an account"): nothing only one side holds is lost, the newer change of an item
// wins, and a removal is remembered for 30 days so an old copy cannot bring the item back.
import { describe, expect, it } from "vitest";
import { mergeQuotes, recordChange, TOMBSTONE_DAYS, type TimedQuote } from "../../app/contact/quote-merge";
import { LIMITS } from "../../app/lib/constants";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28);
const hollow = { id: "/products/hollow-core", name: "Hollow Core", category: "products" };
const box = { id: "/products/box-beams", name: "Box Beams", category: "products" };
const piles = { id: "/products/prestressed-piles", name: "Prestressed Piles", category: "products" };

const list = (items: TimedQuote["items"], removed: TimedQuote["removed"] = []): TimedQuote => ({ items, removed });

describe("a device's change", () => {
  it("times new and changed items now, keeps unchanged ones' times, and remembers what went", () => {
    const before = list([
      { item: hollow, at: 1 },
      { item: box, at: 2 },
    ]);
    const after = recordChange(before, [{ ...hollow, quantity: 40 }, piles], NOW);
    expect(after.items).toEqual([
      { item: { ...hollow, quantity: 40 }, at: NOW },
      { item: piles, at: NOW },
    ]);
    expect(after.removed).toEqual([{ id: box.id, at: NOW }]);
    expect(recordChange(after, [{ ...hollow, quantity: 40 }, piles, box], NOW + 1).removed).toEqual([]);
    expect(recordChange(before, [hollow, box], NOW).items.map(({ at }) => at)).toEqual([1, 2]);
  });
});

describe("merging two copies", () => {
  it("keeps every item either side holds, the account's order first", () => {
    const merged = mergeQuotes(list([{ item: hollow, at: 5 }]), list([{ item: box, at: 3 }]), NOW);
    expect(merged.items.map(({ item }) => item.id)).toEqual([hollow.id, box.id]);
  });

  it("takes the newer quantity and note of an item held on both sides, whichever side it is on", () => {
    const older = { item: { ...hollow, quantity: 40, note: "12 m spans" }, at: 10 };
    const newer = { item: { ...hollow, quantity: 55 }, at: 20 };
    expect(mergeQuotes(list([older]), list([newer]), NOW).items).toEqual([newer]);
    expect(mergeQuotes(list([newer]), list([older]), NOW).items).toEqual([newer]);
  });

  it("keeps a removal newer than the other side's copy, and a re-adding newer than the removal", () => {
    const removed = list([], [{ id: box.id, at: NOW - 20 }]);
    const stale = list([{ item: box, at: NOW - 30 }]);
    const readded = list([{ item: box, at: NOW - 10 }]);
    expect(mergeQuotes(removed, stale, NOW)).toEqual(removed);
    expect(mergeQuotes(stale, removed, NOW).items).toEqual([]);
    expect(mergeQuotes(removed, readded, NOW)).toEqual(readded);
  });

  it(`forgets removals after ${TOMBSTONE_DAYS} days`, () => {
    const old = NOW - (TOMBSTONE_DAYS + 1) * DAY;
    const recent = NOW - DAY;
    const merged = mergeQuotes(
      list(
        [],
        [
          { id: box.id, at: old },
          { id: piles.id, at: recent },
        ],
      ),
      list([]),
      NOW,
    );
    expect(merged.removed).toEqual([{ id: piles.id, at: recent }]);
  });
});

describe("bounds", () => {
  const items = (from: number, count: number, at: (n: number) => number) =>
    Array.from({ length: count }, (_, i) => ({
      item: { id: `/p/${from + i}`, name: `P ${from + i}`, category: "products" },
      at: at(from + i),
    }));

  it(`remembers only the newest ${LIMITS.quoteRemovals} removals`, () => {
    const removed = Array.from({ length: LIMITS.quoteRemovals + 20 }, (_, i) => ({ id: `/gone/${i}`, at: NOW - 1000 + i }));
    const after = recordChange(list([], removed), [], NOW);
    expect(after.removed).toHaveLength(LIMITS.quoteRemovals);
    expect(after.removed.map(({ id }) => id)).not.toContain("/gone/0");
    expect(after.removed[0]).toEqual({ id: `/gone/${LIMITS.quoteRemovals + 19}`, at: NOW - 1000 + LIMITS.quoteRemovals + 19 });
  });

  it(`keeps at most ${LIMITS.quoteItems} items: the first side's, then the other's newest, and names the rest`, () => {
    const account = list(items(0, 40, (n) => n));
    const device = list(items(100, 20, (n) => n));
    const merged = mergeQuotes(account, device, NOW);
    expect(merged.items.map(({ item }) => item.id)).toEqual([...account.items, ...device.items.slice(10)].map(({ item }) => item.id));
    expect(merged.dropped).toEqual(device.items.slice(0, 10).map(({ item }) => item));
    expect(mergeQuotes(account, list(items(100, 10, (n) => n)), NOW).dropped).toBeUndefined();
  });
});
