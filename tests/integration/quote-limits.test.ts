// The quote list's bounds (rules §3 "Quote list with an account"): at most LIMITS.quoteItems items
// and notes of LIMITS.quoteField characters, told plainly and losing nothing kept; removals pruned
// by age and by count; saves limited per client; a merge with an account's list never past the cap.
import { describe, expect, it } from "vitest";
import { CLIENT_LIMITS, LIMITS } from "../../app/lib/constants";
import { accountRows, browser, confirmedAccount, ownClientIp, quoteItem } from "./quote-browser";

const FULL = `A quote list holds at most ${LIMITS.quoteItems} items. Remove one to add another.`;
const list = (from: number, count: number) => Array.from({ length: count }, (_, i) => quoteItem(from + i));

describe("a quote list's size", () => {
  it("takes a list at the cap; one item more is refused with a message, and the kept list stays as it was", async () => {
    const visitor = browser();
    // Every note as long as it may be, in Spanish: a full list still fits the body limit of /api/*.
    const note = "Losa de 20 cm, luces de 12 m, sobrecarga según diseño. ".repeat(4).slice(0, LIMITS.quoteField);
    const full = list(0, LIMITS.quoteItems).map((item) => ({ ...item, quantity: 99_999, note }));
    expect((await visitor.put(full)).status).toBe(200);

    const over = await visitor.put([...full, quoteItem("one-more")]);
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ ok: false, error: FULL });
    expect((await visitor.list()).items).toEqual(full);
  });

  it("refuses a note over the limit by name, in a whole list (PUT) and an edit (PATCH)", async () => {
    const visitor = browser();
    const item = quoteItem("noted", { note: "12 m spans" });
    expect((await visitor.put([item])).status).toBe(200);
    const message = `A note holds at most ${LIMITS.quoteField} characters.`;

    const long = await visitor.put([{ ...item, note: "x".repeat(LIMITS.quoteField + 1) }]);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ ok: false, error: message });
    const edit = await visitor.patch([{ id: item.id, quantity: "", note: "y".repeat(LIMITS.quoteField + 1) }]);
    expect(edit.status).toBe(400);
    expect(await edit.json()).toEqual({ ok: false, error: message });
    expect((await visitor.list()).items).toEqual([item]);
  });
});

describe("removed items remembered", () => {
  // Six full lists in turn remove five lists' items: two and a half times the removals' cap.
  const ROUNDS = Math.ceil((LIMITS.quoteRemovals * 2.5) / LIMITS.quoteItems) + 1;
  it(`${ROUNDS} saves of ${LIMITS.quoteItems} new items each leave the account at most the cap and the removals' cap, and GET small`, async () => {
    const email = await confirmedAccount();
    const visitor = browser();
    await visitor.signIn(email);
    // Each save from an address of its own, as many machines would: the per-client limit is not what bounds it.
    for (let round = 0; round < ROUNDS; round++) {
      const res = await visitor.fetch("/api/quote", {
        method: "PUT",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ownClientIp() },
        body: JSON.stringify({ items: list(round * LIMITS.quoteItems, LIMITS.quoteItems) }),
      });
      expect(res.status).toBe(200);
    }
    const rows = await accountRows(email);
    expect(rows.live).toBe(LIMITS.quoteItems);
    expect(rows.removed).toBeLessThanOrEqual(LIMITS.quoteRemovals);

    const answer = await visitor.list();
    expect(answer.items).toEqual(list((ROUNDS - 1) * LIMITS.quoteItems, LIMITS.quoteItems));
    expect(answer.removed!.length).toBeLessThanOrEqual(LIMITS.quoteRemovals);
    // The newest removals are the ones remembered.
    expect(answer.removed).toContain(quoteItem((ROUNDS - 2) * LIMITS.quoteItems).id);
    expect(answer.removed).not.toContain(quoteItem(0).id);
    expect(JSON.stringify(answer).length).toBeLessThan(20_000);
  }, 120_000);
});

describe("saves per client", () => {
  it(`answers 429 with Retry-After after ${CLIENT_LIMITS.quote.limit} saves in its window, and keeps what it held`, async () => {
    const visitor = browser();
    const kept = [quoteItem("kept")];
    expect((await visitor.put(kept)).status).toBe(200);
    for (let save = 1; save < CLIENT_LIMITS.quote.limit; save++) {
      const res = await (save % 2 ? visitor.patch([{ id: kept[0]!.id, quantity: String(save), note: "" }]) : visitor.put(kept));
      expect(res.status).toBe(200);
    }
    const refused = await visitor.put([quoteItem("late")]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ ok: false });
    const draft = await visitor.fetch("/api/quote/draft", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ draft: { name: "Ana" } }),
    });
    expect(draft.status).toBe(429);
    // Reading is not a save: the list is there, as last kept.
    expect((await visitor.list()).items.map(({ id }) => id)).toEqual([kept[0]!.id]);
    // Another client is not held back.
    expect((await browser().put(kept)).status).toBe(200);
  });
});

describe("a browser's list merged with an account's", () => {
  it("keeps the account's items first, then the browser's newest, up to the cap, joined at sign-in", async () => {
    const email = await confirmedAccount();
    const phone = browser();
    await phone.signIn(email);
    const accountList = list(0, 40);
    expect((await phone.put(accountList)).status).toBe(200);

    // Another browser, signed out, collects 20 other items, one at a time (the last the newest).
    const desktop = browser();
    for (let n = 1; n <= 20; n++) expect((await desktop.put(list(100, n))).status).toBe(200);
    await desktop.signIn(email);
    const merged = await desktop.list();
    const newest = list(110, 10);
    // Joined and stored at sign-in: the tab, which still holds the 10 left out, names them (app/contact/quote-sync.ts).
    expect(merged.items).toEqual([...accountList, ...newest]);
    expect(merged.dropped).toBeUndefined();
    expect((await phone.list()).items).toEqual([...accountList, ...newest]);
    expect((await accountRows(email)).live).toBe(LIMITS.quoteItems);
  });
});
