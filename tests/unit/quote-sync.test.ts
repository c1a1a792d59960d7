// @vitest-environment node
// The tab's side of keeping the quote list with us (app/contact/quote-sync.ts), with a stand-in for
// the browser's storage, cookies and fetch that records what the tab sends.
import { afterEach, describe, expect, it, vi } from "vitest";

const hollowCore = { id: "/products/hollow-core", name: "Hollow Core", category: "products" };
const boxBeams = { id: "/products/box-beams", name: "Box Beams", category: "products" };

async function tab({ kept, cookie }: { kept: unknown[]; cookie: string }) {
  vi.resetModules();
  vi.useFakeTimers();
  const data = new Map<string, string>();
  vi.stubGlobal("window", {});
  vi.stubGlobal("sessionStorage", { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) });
  vi.stubGlobal("document", { cookie });
  vi.stubGlobal("addEventListener", () => undefined);
  vi.stubGlobal("removeEventListener", () => undefined);
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (_url: string, init?: RequestInit) => {
    if (init?.method === "PUT") sent.push(JSON.parse(String(init.body)).items);
    return new Response(JSON.stringify({ items: kept }), { status: 200 });
  });
  const { quoteStore } = await import("../../app/contact/quote-store");
  const sync = await import("../../app/contact/quote-sync");
  return { quoteStore, sync, sent, settle: () => vi.runAllTimersAsync() };
}

describe("keeping the quote list with us", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("takes the kept list without sending it back, so a send on leaving cannot undo a later change", async () => {
    const { quoteStore, sync, sent, settle } = await tab({ kept: [hollowCore], cookie: "mm_signed_in=1" });
    const stop = sync.syncQuoteWithServer();
    await settle();
    expect(quoteStore.get()).toEqual([hollowCore]);
    expect(sent).toEqual([]);
    stop();
  });

  it("after a sign-in without a reload, takes the account's list and sends nothing back", async () => {
    const { quoteStore, sync, sent, settle } = await tab({ kept: [hollowCore], cookie: "" });
    const stop = sync.syncQuoteWithServer();
    await settle();
    (document as { cookie: string }).cookie = "mm_signed_in=1";
    sync.followSignIn();
    await settle();
    expect(quoteStore.get()).toEqual([hollowCore]);
    expect(sent).toEqual([]);
    stop();
  });

  it("sends the merged list when the tab held an item we did not keep, and every change after", async () => {
    const { quoteStore, sync, sent, settle } = await tab({ kept: [hollowCore], cookie: "quote_count=1" });
    quoteStore.add(boxBeams);
    const stop = sync.syncQuoteWithServer();
    await settle();
    expect(sent).toEqual([[hollowCore, boxBeams]]);
    quoteStore.remove(boxBeams.id);
    await settle();
    expect(sent.at(-1)).toEqual([hollowCore]);
    stop();
  });

  it("tells a page that starts listening only after the list was read (a late hydration) what was kept", async () => {
    const { sync, settle } = await tab({ kept: [hollowCore, boxBeams], cookie: "quote_count=2" });
    const stop = sync.syncQuoteWithServer();
    await settle();
    const heard: unknown[] = [];
    const unsubscribe = sync.onQuoteKept((items) => heard.push(items));
    expect(heard).toEqual([[hollowCore, boxBeams]]);
    const again: unknown[] = [];
    sync.onQuoteKept((items) => again.push(items))();
    expect(again).toEqual([]); // told once, not to every later listener
    unsubscribe();
    stop();
  });
});
