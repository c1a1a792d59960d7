// @vitest-environment node
// The tab's side of keeping the quote list with us (app/contact/quote-sync.ts), with a stand-in for
// the browser's storage, cookies and fetch that records what the tab sends.
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../app/lib/constants";

const toasts = vi.hoisted(() => [] as { title: string; description?: string }[]);
vi.mock("../../app/ui/toast", () => ({ toast: async (shown: { title: string; description?: string }) => void toasts.push(shown) }));

const hollowCore = { id: "/products/hollow-core", name: "Hollow Core", category: "products" };
const boxBeams = { id: "/products/box-beams", name: "Box Beams", category: "products" };

type Answer = (method: string) => Response | undefined;

async function tab({
  kept,
  cookie,
  stored = {},
  answer,
}: {
  kept: unknown[];
  cookie: string;
  stored?: Record<string, string>;
  answer?: Answer;
}) {
  vi.resetModules();
  vi.useFakeTimers();
  toasts.length = 0;
  const data = new Map<string, string>(Object.entries(stored));
  vi.stubGlobal("location", { pathname: "/products" });
  vi.stubGlobal("window", {});
  vi.stubGlobal("sessionStorage", { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) });
  vi.stubGlobal("document", { cookie });
  vi.stubGlobal("addEventListener", () => undefined);
  vi.stubGlobal("removeEventListener", () => undefined);
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (_url: string, init?: RequestInit) => {
    if (init?.method === "PUT") sent.push(JSON.parse(String(init.body)).items);
    return answer?.(init?.method ?? "GET") ?? new Response(JSON.stringify({ items: kept }), { status: 200 });
  });
  const { quoteStore } = await import("../../app/contact/quote-store");
  const sync = await import("../../app/contact/quote-sync");
  return { quoteStore, sync, sent, data, settle: () => vi.runAllTimersAsync() };
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

  it("empties the tab's list once it sees the sign-out, sends nothing, and still knows after a reload", async () => {
    const { quoteStore, sync, sent, data, settle } = await tab({ kept: [hollowCore], cookie: "mm_signed_in=1; quote_count=1" });
    const stop = sync.syncQuoteWithServer();
    await settle();
    expect(quoteStore.get()).toEqual([hollowCore]);
    quoteStore.add(boxBeams); // a change still waiting as the visitor signs out
    (document as { cookie: string }).cookie = "";
    sync.followSignIn();
    await settle();
    expect(quoteStore.get()).toEqual([]);
    expect(sent).toEqual([]);
    stop();

    expect(data.get("quote-signed-in")).toBe("");

    // A tab that signed in, then loads a page once signed out (another tab signed out), its list still in its storage.
    const stored = { "quote-signed-in": "1", "quote-items": JSON.stringify([hollowCore]) };
    const reloaded = await tab({ kept: [], cookie: "", stored });
    const stopAgain = reloaded.sync.syncQuoteWithServer();
    await reloaded.settle();
    expect(reloaded.quoteStore.get()).toEqual([]);
    expect(reloaded.sent).toEqual([]);
    stopAgain();
  });

  it("sends a save refused for now again after its Retry-After, with the list as it then is", async () => {
    let refusals = 1;
    const answer: Answer = (method) =>
      method === "PUT" && refusals-- > 0 ? new Response("{}", { status: 429, headers: { "Retry-After": "7" } }) : undefined;
    const { quoteStore, sync, sent, settle } = await tab({ kept: [], cookie: "", answer });
    const stop = sync.syncQuoteWithServer();
    quoteStore.add(hollowCore);
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toEqual([[hollowCore]]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(sent).toHaveLength(1);
    await settle();
    expect(sent).toEqual([[hollowCore], [hollowCore]]);
    expect(quoteStore.get()).toEqual([hollowCore]);
    stop();
  });

  it("merged with a full list, adds the tab's newest while there is room and names the rest", async () => {
    const item = (n: number) => ({ id: `/p/${n}`, name: `P ${n}`, category: "products" });
    const kept = Array.from({ length: LIMITS.quoteItems - 2 }, (_, n) => item(n));
    const { quoteStore, sync, sent, settle } = await tab({ kept, cookie: "quote_count=48" });
    for (const n of [100, 101, 102, 103]) quoteStore.add(item(n));
    const stop = sync.syncQuoteWithServer();
    await settle();
    expect(sent).toEqual([[...kept, item(102), item(103)]]);
    expect(toasts).toEqual([
      { title: "Your quote list is full", description: `A quote list holds at most ${LIMITS.quoteItems} items. Not added: P 100, P 101.` },
    ]);
    stop();
  });
});
