// A shared browser (rules §3 "Quote list with an account"): signing out empties the browser's quote
// list, which stays with the account; a list is never carried from one account into another; an
// anonymous list still goes with the account that signs in.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { browser, confirmedAccount, quoteItem } from "./quote-browser";

const hollow = quoteItem("hollow", { quantity: 400, note: "our own deck, 12 m spans" });
const beams = quoteItem("beams", { quantity: 6 });
const planks = quoteItem("planks");

describe("signing out", () => {
  it("empties this browser's list and forgets its session; the account keeps the list for its next sign-in", async () => {
    const [a, b] = [await confirmedAccount(), await confirmedAccount()];
    const shared = browser();
    await shared.signIn(a);
    expect((await shared.put([hollow, beams])).status).toBe(200);
    const draft = await shared.fetch("/api/quote/draft", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ draft: { name: "Ana Rivera", message: "Please quote our deck." } }),
    });
    expect(draft.status).toBe(200);
    const before = shared.cookie();
    const sessions = async () => (await env.CACHE.list({ prefix: "quote-" })).keys.length;
    expect(await sessions()).toBe(2);

    const out = await shared.signOut();
    const cleared = out.headers.getSetCookie().filter((line) => /max-age=0/i.test(line));
    expect(cleared.map((line) => line.split("=")[0])).toEqual(expect.arrayContaining(["mm_quote", "quote_count"]));
    expect(shared.jar.has("mm_quote")).toBe(false);
    expect(await shared.list()).toEqual({ items: [] });
    expect(await sessions()).toBe(0);
    // Even a copy of the old cookies reads nothing now.
    const stale = await shared.fetch("/api/quote", { headers: { Cookie: before.replace(/;?\s*[^;]*better-auth[^;]*/g, "") } });
    expect(await stale.json()).toEqual({ items: [] });

    // The next account signed in here starts from its own list.
    await shared.signIn(b);
    expect((await shared.put([...(await shared.list()).items, planks])).status).toBe(200);
    expect((await shared.list()).items).toEqual([planks]);
    await shared.signOut();

    // The first account's list is back when it signs in again.
    await shared.signIn(a);
    expect((await shared.list()).items).toEqual([hollow, beams]);
  });
});

describe("a list bound to an account", () => {
  it("is never merged into another account, nor shown signed out, when the session ended without signing out here", async () => {
    const [a, b] = [await confirmedAccount(), await confirmedAccount()];
    const shared = browser();
    await shared.signIn(a);
    expect((await shared.put([hollow])).status).toBe(200);
    const draft = { draft: { name: "Ana Rivera", email: "ana@example.com" } };
    const saved = await shared.fetch("/api/quote/draft", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(draft),
    });
    expect(saved.status).toBe(200);
    const readDraft = async () => (await (await shared.fetch("/api/quote/draft")).json()) as { draft: unknown };
    expect(await readDraft()).toEqual(draft);

    // A's session ends elsewhere (it ran out, or Sign out everywhere on another device): this browser keeps its quote cookie.
    shared.dropSignIn();
    expect(shared.jar.has("mm_quote")).toBe(true);
    expect(await readDraft()).toEqual({ draft: null });
    expect((await shared.list()).items).toEqual([]);

    await shared.signIn(b);
    expect((await shared.list()).items).toEqual([]);
    expect((await shared.put([beams])).status).toBe(200);
    shared.dropSignIn();

    await shared.signIn(a);
    expect((await shared.list()).items).toEqual([hollow]);
    shared.dropSignIn();
    await shared.signIn(b);
    expect((await shared.list()).items).toEqual([beams]);
  });

  it("an anonymous list still goes with the account that signs in", async () => {
    const a = await confirmedAccount();
    const visitor = browser();
    expect((await visitor.put([planks])).status).toBe(200);
    await visitor.signIn(a);
    expect((await visitor.list()).items).toEqual([planks]);
    const other = browser();
    await other.signIn(a);
    expect((await other.list()).items).toEqual([planks]);
  });
});
