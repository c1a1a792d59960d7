// The quote list in reach when the header has scrolled away (docs/decisions/0050-a-quote-that-lasts.md):
// a small button at the bottom corner while the list holds something and the header is out of
// view; it opens the same drawer as the header's Quote. Like the other floating buttons it shows
// only where it covers nothing; scrolling up brings the header's Quote back. Loaded once the page
// is interactive.
import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { HELD_BACK, useClearOfContent } from "../../ui/use-clear-of-content";
import { useQuoteItems } from "../quote-store";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";
import { watchCookieBannerHeight } from "../../site/cookie-banner-height";

export function QuoteInReach() {
  const count = useQuoteItems().length;
  const t = useT(catalog);
  const [headerAway, setHeaderAway] = useState(false);
  // Above the cookie-consent banner while it is shown, never under it.
  const [lift, setLift] = useState(0);
  const spot = useRef<HTMLButtonElement>(null);
  const clear = useClearOfContent(spot, count > 0 && headerAway);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    // Observers report positions and sizes after layout: nothing here forces one (at hydration or on scroll).
    // The slid-away header ends exactly at the viewport's top edge, which still counts as touching
    // it: the top 2 px are left out of the viewport, so only a header fully gone is away.
    const away = new IntersectionObserver(
      ([entry]) => {
        if (entry) setHeaderAway(!entry.isIntersecting);
      },
      { rootMargin: "-2px 0px 0px 0px" },
    );
    away.observe(header);
    const stopWatching = watchCookieBannerHeight(setLift);
    return () => {
      away.disconnect();
      stopWatching();
    };
  }, []);
  if (count === 0 || !headerAway) return null;
  return (
    <button
      ref={spot}
      type="button"
      data-floating="quote"
      onClick={() => document.querySelector<HTMLButtonElement>("[data-quote-button]")?.click()}
      style={lift ? { bottom: `${lift + 16}px` } : undefined}
      className={cn(
        "fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 transition-opacity hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        !clear && HELD_BACK,
      )}
    >
      {t("Your quote")}
      <span className="rounded-full bg-accent-500 px-1.5 text-xs leading-5 text-brand-900">
        {count}
        <span className="sr-only"> {t.n(count, "item", "items")}</span>
      </span>
    </button>
  );
}
