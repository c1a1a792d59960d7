// Keeps the quote list with us for 30 days (docs/decisions/0050-a-quote-that-lasts.md): loaded
// once the page is interactive (app/shell/after-load.tsx), so no page's first load carries it.
// On arrival it merges what we keep (a cookie says there is something) with what this tab holds —
// the tab storage of before included, so moving loses nothing — and from then on every change of
// the list is sent to us, a moment later. A change still waiting is sent at once when the page is
// left (with keepalive, so it outlives the page) and before /quote reads the list; /quote reads it
// again when a list it lacks items of has been kept (one added a moment before the page came).
import { quoteStore } from "./quote-store";
import type { QuoteItem } from "./quote-item";

const ENDPOINT = "/api/quote";
const SEND_AFTER_MS = 300;

/** Whether this browser has a session with us (the quote list's, which also keeps a request being written). */
export const keptWithUs = () => /(?:^|;\s*)quote_count=/.test(document.cookie);

let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<unknown> = Promise.resolve();
const keptListeners = new Set<(items: readonly QuoteItem[]) => void>();
/**
 * The list last kept while nothing listened: a page can finish hydrating after this script has
 * already read the list (/quote on a slow phone), and must still hear of it.
 */
let unheard: readonly QuoteItem[] | undefined;

/** Calls `listener` with the list each time we have kept it (at once with one nothing heard yet); returns the unsubscribe. */
export function onQuoteKept(listener: (items: readonly QuoteItem[]) => void): () => void {
  keptListeners.add(listener);
  const missed = unheard;
  unheard = undefined;
  if (missed) listener(missed);
  return () => keptListeners.delete(listener);
}

/** Tells every listener the list we now keep, or holds it for the first to come. */
function tellKept(items: readonly QuoteItem[]) {
  unheard = keptListeners.size ? undefined : items;
  for (const listener of keptListeners) listener(items);
}

function sendNow(keepalive = false): Promise<unknown> {
  clearTimeout(timer);
  timer = undefined;
  const items = quoteStore.get();
  inFlight = fetch(ENDPOINT, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ items }),
    keepalive,
  })
    .then((response) => {
      if (response.ok) tellKept(items);
    })
    .catch(() => undefined); // offline: the tab still holds the list, and the next change sends it
  return inFlight;
}

/** Sends a change still waiting now, and resolves once what was sent has arrived. */
export function flushQuoteSync(): Promise<unknown> {
  return timer === undefined ? inFlight : sendNow();
}

/**
 * Reads the list we keep (merged with the account's when signed in: rules §3) and merges the tab's
 * into it: an item only the tab holds is kept, unless it was removed elsewhere since. Sent back
 * when the tab added something. Also called once a visitor signs in, so the account's list shows.
 */
function pullKeptQuote(): Promise<void> {
  return fetch(ENDPOINT)
    .then((response) => (response.ok ? (response.json() as Promise<{ items: QuoteItem[]; removed?: string[] }>) : { items: [] }))
    .then(({ items, removed = [] }) => {
      // What we keep may already hold more than a page read a moment ago (a change sent as the last page closed).
      tellKept(items);
      // The tab's list as it is now: an item added while we asked is kept too.
      const tabOnly = quoteStore.get().filter((item) => !items.some((kept) => kept.id === item.id) && !removed.includes(item.id));
      quoteStore.replace([...items, ...tabOnly]);
      if (tabOnly.length) void sendNow();
    })
    .catch(() => undefined);
}

/**
 * Whether the signed-in hint is set (app/accounts/hint.ts), read here without importing that
 * module: it is in every page's first load, and sharing it with this later chunk would split it
 * into a request of its own.
 */
const signedInNow = () => /(?:^|;\s*)mm_signed_in=1(?:;|$)/.test(document.cookie);

let wasSignedIn: boolean | undefined;

/**
 * Called after each navigation: a sign-in since the page loaded (made without reloading it) brings
 * the account's list into the tab.
 */
export function followSignIn() {
  const signedIn = signedInNow();
  if (wasSignedIn === false && signedIn) void pullKeptQuote();
  wasSignedIn = signedIn;
}

export function syncQuoteWithServer(): () => void {
  const signedIn = signedInNow();
  wasSignedIn = signedIn;
  let ready = false;
  const send = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void sendNow(), SEND_AFTER_MS);
  };
  // A list taken from us (here, after a save on /quote) is no change: sent back, it could arrive
  // after, and undo, a change a form made meanwhile (Request again a moment after sign-in).
  const unsubscribe = quoteStore.subscribe(() => {
    if (ready && !quoteStore.isKept()) send();
  });
  // Leaving the page (a link the router does not handle, closing the tab) sends what is waiting:
  // as the next page is asked for, and at the latest as this one goes.
  const leave = () => {
    if (timer !== undefined) void sendNow(true);
  };
  addEventListener("beforeunload", leave);
  addEventListener("pagehide", leave);
  if (!keptWithUs() && !signedIn) {
    ready = true;
    if (quoteStore.get().length > 0) send();
  } else {
    void pullKeptQuote().finally(() => {
      ready = true;
    });
  }
  return () => {
    unsubscribe();
    removeEventListener("beforeunload", leave);
    removeEventListener("pagehide", leave);
    clearTimeout(timer);
    timer = undefined;
  };
}
