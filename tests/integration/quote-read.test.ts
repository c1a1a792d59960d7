// Reading the quote list stores nothing (docs/rules.md §3 "Quote list with an account"): a signed-in
// browser's list is shown merged with the account's, and the merge is stored only where the list
// is saved, at sign-in and at each change.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { QUOTE_SESSION_PREFIX, sessionIdOf } from "../../app/contact/quote-keys.server";
import { ORIGIN } from "./helpers";
import { accountRows, browser, confirmedAccount, quoteItem } from "./quote-browser";

const hollow = quoteItem("read-hollow");
const beams = quoteItem("read-beams");

/** What the session store keeps for `visitor`'s quote session, as stored. */
async function keptRecord(visitor: ReturnType<typeof browser>) {
  const id = await sessionIdOf(env, new Request(ORIGIN, { headers: { Cookie: visitor.cookie() } }), new URL(ORIGIN));
  expect(id).not.toBe("");
  return env.CACHE.getWithMetadata(QUOTE_SESSION_PREFIX + id);
}

describe("reading a quote list", () => {
  it("shows the account's newer items without storing the merge, and the next save stores it", async () => {
    const email = await confirmedAccount();
    const phone = browser();
    await phone.signIn(email);
    expect((await phone.put([hollow])).status).toBe(200);
    const desktop = browser();
    await desktop.signIn(email);
    expect((await desktop.put([hollow, beams])).status).toBe(200);

    const before = await keptRecord(phone);
    const rows = await accountRows(email);
    const read = await phone.get();
    expect(((await read.json()) as { items: unknown[] }).items).toEqual([hollow, beams]);
    expect(read.headers.getSetCookie()).toEqual([]);
    expect(await keptRecord(phone)).toEqual(before);
    expect(await accountRows(email)).toEqual(rows);

    // The contact page reads the list too, and stores nothing either.
    expect((await phone.fetch("/contact")).status).toBe(200);
    expect(await keptRecord(phone)).toEqual(before);

    expect((await phone.put([hollow, beams, quoteItem("read-planks")])).status).toBe(200);
    expect(await keptRecord(phone)).not.toEqual(before);
    expect((await desktop.list()).items).toHaveLength(3);
  });

  it("joins an anonymous list to the account at sign-in, with the item count the browser now keeps", async () => {
    const email = await confirmedAccount();
    const other = browser();
    await other.signIn(email);
    expect((await other.put([beams])).status).toBe(200);
    const visitor = browser();
    expect((await visitor.put([hollow])).status).toBe(200);
    await visitor.signIn(email);
    expect(visitor.jar.get("quote_count")).toBe("2");
    expect((await accountRows(email)).live).toBe(2);
    expect((await other.list()).items).toEqual(expect.arrayContaining([hollow, beams]));
  });
});
