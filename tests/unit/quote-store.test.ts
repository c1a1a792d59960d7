// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../app/lib/constants";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  };
}

async function freshStore(stored?: string) {
  vi.resetModules();
  const storage = memoryStorage();
  if (stored !== undefined) storage.setItem("quote-items", stored);
  vi.stubGlobal("window", {});
  vi.stubGlobal("sessionStorage", storage);
  const module = await import("../../app/contact/quote-store");
  return { ...module, storage };
}

const hollowCore = { id: "/products/hollow-core", name: "Hollow Core", category: "products" };
const boxBeams = { id: "/products/box-beams", name: "Box Beams", category: "products" };

describe("the quote store (rules §4)", () => {
  beforeEach(() => vi.unstubAllGlobals());

  it("keeps a quantity and a note per item, and drops what storage holds that is not one", async () => {
    const { quoteStore, storage } = await freshStore();
    quoteStore.add(hollowCore);
    quoteStore.update(hollowCore.id, { quantity: 40 });
    quoteStore.update(hollowCore.id, { note: "12 m spans" });
    expect(quoteStore.get()).toEqual([{ ...hollowCore, quantity: 40, note: "12 m spans" }]);
    quoteStore.update(hollowCore.id, { quantity: undefined });
    expect(JSON.parse(storage.getItem("quote-items")!)).toEqual([{ ...hollowCore, note: "12 m spans" }]);

    const reloaded = await freshStore(
      JSON.stringify([
        { ...hollowCore, quantity: -2, note: 7 },
        { ...boxBeams, quantity: 3 },
      ]),
    );
    expect(reloaded.quoteStore.get()).toEqual([hollowCore, { ...boxBeams, quantity: 3 }]);
  });

  it("adds, ignores a second add of the same id, removes and clears", async () => {
    const { quoteStore } = await freshStore();
    expect(quoteStore.add(hollowCore)).toBe("added");
    expect(quoteStore.add({ ...hollowCore, name: "Again" })).toBe("present");
    expect(quoteStore.add(boxBeams)).toBe("added");
    expect(quoteStore.get()).toEqual([hollowCore, boxBeams]);
    quoteStore.remove(hollowCore.id);
    expect(quoteStore.get()).toEqual([boxBeams]);
    quoteStore.clear();
    expect(quoteStore.get()).toEqual([]);
  });

  it(`refuses a new item once the list holds ${LIMITS.quoteItems}, keeping those it holds`, async () => {
    const { quoteStore } = await freshStore();
    const full = Array.from({ length: LIMITS.quoteItems }, (_, i) => ({ id: `/p/${i}`, name: `P ${i}`, category: "products" }));
    for (const item of full) quoteStore.add(item);
    expect(quoteStore.add(hollowCore)).toBe("full");
    expect(quoteStore.add(full[0]!)).toBe("present");
    expect(quoteStore.get()).toEqual(full);
  });

  it("keeps the list in sessionStorage and reads it back", async () => {
    const first = await freshStore();
    first.quoteStore.add(boxBeams);
    const stored = first.storage.getItem("quote-items")!;
    const second = await freshStore(stored);
    expect(second.quoteStore.get()).toEqual([boxBeams]);
  });

  it("drops broken stored data instead of failing", async () => {
    expect((await freshStore("{not json")).quoteStore.get()).toEqual([]);
    expect((await freshStore('[{"id":1},{"id":"a","name":"A","category":"General"}]')).quoteStore.get()).toEqual([
      { id: "a", name: "A", category: "General" },
    ]);
  });

  it("tells subscribers about every change", async () => {
    const { quoteStore } = await freshStore();
    const listener = vi.fn();
    const unsubscribe = quoteStore.subscribe(listener);
    quoteStore.add(hollowCore);
    quoteStore.remove(hollowCore.id);
    unsubscribe();
    quoteStore.add(boxBeams);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("makes the mobile menu's page item (rules §3)", async () => {
    const { pageQuoteItem } = await freshStore();
    expect(pageQuoteItem("Contact Us | M&M", 1700000000000)).toEqual({
      id: "page-1700000000000",
      name: "Contact Us | M&M",
      category: "General",
    });
    expect(pageQuoteItem("  ", 1).name).toBe("Current Page");
  });
});
