// Keeps the quote list with us for 30 days (docs/decisions/0050-a-quote-that-lasts.md): loaded
// once the page is interactive (app/shell/after-load.tsx), so no page's first load carries it.
// On arrival it merges what we keep (a cookie says there is something) with what this tab holds —
// the tab storage of before included, so moving loses nothing — and from then on every change of
// the list is sent to us.
import { quoteStore } from "./quote-store";
import type { QuoteItem } from "./quote-item";

const ENDPOINT = "/api/quote";
const SEND_AFTER_MS = 300;

/** Whether this browser has a session with us (the quote list's, which also keeps a request being written). */
export const keptWithUs = () => /(?:^|;\s*)quote_count=/.test(document.cookie);

export function syncQuoteWithServer(): () => void {
  let ready = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void fetch(ENDPOINT, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ items: quoteStore.get() }),
      }).catch(() => undefined); // offline: the tab still holds the list, and the next change sends it
    }, SEND_AFTER_MS);
  };
  const unsubscribe = quoteStore.subscribe(() => {
    if (ready) send();
  });
  const local = quoteStore.get();
  if (!keptWithUs()) {
    ready = true;
    if (local.length > 0) send();
  } else {
    fetch(ENDPOINT)
      .then((response) => (response.ok ? (response.json() as Promise<{ items: QuoteItem[] }>) : { items: [] }))
      .then(({ items }) => {
        const merged = [...items, ...local.filter((item) => !items.some((kept) => kept.id === item.id))];
        quoteStore.replace(merged);
        ready = true;
        if (merged.length !== items.length) send();
      })
      .catch(() => {
        ready = true;
      });
  }
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
