// @first-load-shell
// The quote list (rules §3 "Quote item", §4; docs/decisions/0001-product-resolutions.md): items the visitor collects from
// product and service cards and the mobile menu, kept for the tab in sessionStorage, kept with us
// for 30 days once the page is interactive (./quote-sync.ts), and sent with the contact form. One
// small external store, read with useSyncExternalStore.
import { useSyncExternalStore } from "react";
import type { QuoteItem } from "../lib/stored-shapes";
import { LIMITS } from "../lib/constants";

const KEY = "quote-items";
const EMPTY: readonly QuoteItem[] = [];
let items: readonly QuoteItem[] = EMPTY;
/** The list as last taken from us (`replace`): while the tab holds it, there is nothing to send. */
let kept: readonly QuoteItem[] | undefined;
let loaded = false;
const listeners = new Set<() => void>();

function load() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    if (Array.isArray(stored)) items = stored.flatMap(storedItem);
  } catch {
    // storage blocked or full: the list lives in memory for this page
  }
}

/** An item as stored, or none; a quantity or note the drawer would not write is dropped, the item kept. */
function storedItem(value: unknown): QuoteItem[] {
  const { id, name, category, quantity, note } = (value ?? {}) as Record<string, unknown>;
  if (typeof id !== "string" || typeof name !== "string" || typeof category !== "string") return [];
  return [
    {
      id,
      name,
      category,
      ...(Number.isInteger(quantity) && (quantity as number) > 0 ? { quantity: quantity as number } : {}),
      ...(typeof note === "string" && note ? { note } : {}),
    },
  ];
}

function commit(next: readonly QuoteItem[]) {
  items = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage blocked or full: the list lives in memory for this page
  }
  for (const listener of listeners) listener();
}

export const quoteStore = {
  get(): readonly QuoteItem[] {
    load();
    return items;
  },
  /** rules §4: ignored when an item with the same id is already there, refused when the list is full. What became of it. */
  add(item: QuoteItem): "added" | "present" | "full" {
    load();
    if (items.some((i) => i.id === item.id)) return "present";
    if (items.length >= LIMITS.quoteItems) return "full";
    commit([...items, item]);
    return "added";
  },
  /** Sets an item's quantity (undefined: none said) or note. */
  update(id: string, change: Pick<QuoteItem, "quantity" | "note">) {
    load();
    commit(items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  },
  remove(id: string) {
    load();
    commit(items.filter((i) => i.id !== id));
  },
  clear() {
    commit(EMPTY);
  },
  /** The list as kept with us (app/contact/quote-sync.ts): taken by the tab, never sent back. */
  replace(next: readonly QuoteItem[]) {
    kept = next;
    commit(next);
  },
  /** Whether the tab holds the list exactly as last taken from us, changed by nobody since. */
  isKept(): boolean {
    return items === kept;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The list as React state; empty on the server and during hydration, so the HTML matches. */
export function useQuoteItems(): readonly QuoteItem[] {
  return useSyncExternalStore(quoteStore.subscribe, quoteStore.get, () => EMPTY);
}

/** The mobile menu's Quote (rules §3): the current page as an item. */
export function pageQuoteItem(title: string, now = Date.now()): QuoteItem {
  return { id: `page-${now}`, name: title.trim() || "Current Page", category: "General" };
}
