// Keeps the quote list with us for 30 days (docs/decisions/0050-a-quote-that-lasts.md): loaded
// once the page is interactive (app/shell/after-load.tsx), so no page's first load carries it.
// On arrival it merges what we keep (a cookie says there is something) with what this tab holds —
// the tab storage of before included, so moving loses nothing — and from then on every change of
// the list is sent to us, a moment later. A change still waiting is sent at once when the page is
// left (with keepalive, so it outlives the page) and before /quote reads the list; /quote reads it
// again when a list it lacks items of has been kept (one added a moment before the page came).
// A save refused for now (429, 503) goes again after its Retry-After. A list held while signed in goes from the tab as soon as it
// sees the sign-out (rules §3): it is the account's, not the next visitor's.
import { quoteStore } from "./quote-store";
import type { QuoteItem } from "../lib/stored-shapes";
import { pageT } from "./add-to-quote";
import { LIMITS } from "../lib/constants";
import { retryAfterMs } from "../lib/retry-after";
import { toast } from "../ui/toast";

const ENDPOINT = "/api/quote";
const SEND_AFTER_MS = 300;
/** In the tab's storage: the list there was held while signed in. */
const SIGNED_IN_KEY = "quote-signed-in";

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

/** Items a full list could not take (rules §3): named, so none goes unsaid. */
function tellLeftOut(items: readonly QuoteItem[]) {
  void pageT().then((t) =>
    toast({
      title: t("Your quote list is full"),
      description: t("A quote list holds at most {max} items. Not added: {names}.", {
        max: LIMITS.quoteItems,
        names: items.map((item) => item.name).join(", "),
      }),
    }),
  );
}

/** Sends the list again once the server says it may (Retry-After), unless a change sends it sooner. */
function sendLater(response: Response) {
  if (timer !== undefined) return;
  timer = setTimeout(() => void sendNow(), retryAfterMs(response));
}

function sendNow(keepalive = false): Promise<unknown> {
  clearTimeout(timer);
  timer = undefined;
  if (forgetIfSignedOut()) return inFlight;
  const items = quoteStore.get();
  inFlight = fetch(ENDPOINT, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ items }),
    keepalive,
  })
    .then(async (response) => {
      if (response.status === 429 || response.status === 503) return sendLater(response);
      // Refused outright (only a list made by hand: the store takes no more than the server does): the tab keeps it.
      if (!response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { items?: QuoteItem[]; dropped?: QuoteItem[] };
      // Merged with a full account list: the list as merged is the tab's now, and what it left out is named.
      const merged = answer.dropped?.length && answer.items ? answer.items : null;
      if (merged) {
        quoteStore.replace(merged);
        tellLeftOut(answer.dropped!);
      }
      tellKept(merged ?? items);
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
    .then(async (response) => {
      // Not read (we could not answer just now): the tab keeps its list, and its next change sends it.
      if (!response.ok) return;
      const {
        items,
        removed = [],
        dropped = [],
      } = (await response.json()) as { items: QuoteItem[]; removed?: string[]; dropped?: QuoteItem[] };
      // What we keep may already hold more than a page read a moment ago (a change sent as the last page closed).
      tellKept(items);
      // The tab's list as it is now: an item added while we asked is kept too, the newest first while there is room.
      const tabOnly = quoteStore.get().filter((item) => !items.some((kept) => kept.id === item.id) && !removed.includes(item.id));
      const room = Math.max(0, LIMITS.quoteItems - items.length);
      const added = room ? tabOnly.slice(-room) : [];
      const left = [...dropped, ...tabOnly.filter((item) => !added.includes(item) && !dropped.some((gone) => gone.id === item.id))];
      quoteStore.replace([...items, ...added]);
      if (left.length) tellLeftOut(left);
      if (added.length) void sendNow();
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

/** Whether the tab's list was held while signed in: kept in the tab's storage, so a reload still knows. */
function heldSignedIn(signedIn?: boolean): boolean {
  try {
    if (signedIn !== undefined) sessionStorage.setItem(SIGNED_IN_KEY, signedIn ? "1" : "");
    return sessionStorage.getItem(SIGNED_IN_KEY) === "1";
  } catch {
    return signedIn ?? wasSignedIn === true; // storage blocked: what this page saw
  }
}

/**
 * Signed out since the tab's list was held signed in (here, in another tab, or the session ran
 * out): the list goes from the tab, unsent, and nothing waiting is sent. Whether it went.
 */
function forgetIfSignedOut(): boolean {
  if (signedInNow()) {
    heldSignedIn(true);
    return false;
  }
  if (!heldSignedIn()) return false;
  heldSignedIn(false);
  clearTimeout(timer);
  timer = undefined;
  quoteStore.replace([]);
  tellKept([]);
  return true;
}

/**
 * Called after each navigation: a sign-in since the page loaded (made without reloading it) brings
 * the account's list into the tab; a sign-out empties it.
 */
export function followSignIn() {
  const signedIn = signedInNow();
  forgetIfSignedOut();
  if (wasSignedIn === false && signedIn) void pullKeptQuote();
  wasSignedIn = signedIn;
}

export function syncQuoteWithServer(): () => void {
  const signedIn = signedInNow();
  wasSignedIn = signedIn;
  forgetIfSignedOut();
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
  // A sign-out in another tab shows when this one is looked at again.
  const looked = () => void forgetIfSignedOut();
  addEventListener("focus", looked);
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
    removeEventListener("focus", looked);
    clearTimeout(timer);
    timer = undefined;
  };
}
