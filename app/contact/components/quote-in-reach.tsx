// The quote list in reach when the header has scrolled away (docs/decisions/0050-a-quote-that-lasts.md):
// a small button at the bottom corner while the list holds something and the header is out of
// view; it opens the same drawer as the header's Quote. Loaded once the page is interactive.
import { useEffect, useState } from "react";
import { useQuoteItems } from "../quote-store";
import { useT } from "../../ui/use-t";
import { catalog } from "../catalog";

export function QuoteInReach() {
  const count = useQuoteItems().length;
  const t = useT(catalog);
  const [headerAway, setHeaderAway] = useState(false);
  // Above the cookie-consent banner while it is shown, never under it.
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setHeaderAway(header.getBoundingClientRect().bottom <= 1);
      setLift(document.querySelector("[data-cookie-banner]")?.getBoundingClientRect().height ?? 0);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // The banner comes and goes without a scroll.
    const changes = new MutationObserver(onScroll);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      changes.disconnect();
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  if (count === 0 || !headerAway) return null;
  return (
    <button
      type="button"
      onClick={() => document.querySelector<HTMLButtonElement>("[data-quote-button]")?.click()}
      style={lift ? { bottom: `${lift + 16}px` } : undefined}
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {t("Your quote")}
      <span className="rounded-full bg-accent-500 px-1.5 text-xs leading-5 text-brand-900">
        {count}
        <span className="sr-only"> {t.n(count, "item", "items")}</span>
      </span>
    </button>
  );
}
