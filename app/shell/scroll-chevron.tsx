import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { cn } from "../lib/cn";
import { HELD_BACK, useClearOfContent } from "../ui/use-clear-of-content";
import { useT } from "../ui/use-t";
import { catalog } from "./translations";

const THRESHOLD = 100; // shown while the page offset is at most 100 px

/** A chevron that scrolls one screen down, near the top of a long page, wherever it covers nothing. */
export function ScrollChevron() {
  const [nearTop, setNearTop] = useState(false);
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const clear = useClearOfContent(ref, nearTop);
  const t = useT(catalog);
  useEffect(() => {
    // The page's height comes from a ResizeObserver (reported after layout, also once at the
    // start), so mounting forces no layout; scrolling only reads the offset.
    let pageHeight = 0;
    const update = () => setNearTop(window.scrollY <= THRESHOLD && pageHeight > window.innerHeight + THRESHOLD);
    const sized = new ResizeObserver(([entry]) => {
      pageHeight = entry?.borderBoxSize[0]?.blockSize ?? 0;
      update();
    });
    sized.observe(document.documentElement);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      sized.disconnect();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [pathname]);
  if (!nearTop) return null;
  // The spot is measured, not the bouncing button: it spans the whole bounce. The bounce stops
  // at rest after 3.5 s: moving content that starts by itself and lasts over five seconds would
  // need a pause control (WCAG 2.2.2), and an endless one keeps the device drawing frames.
  return (
    <div ref={ref} className={cn("fixed bottom-6 left-1/2 z-30 -translate-x-1/2 pt-3 transition-opacity", !clear && HELD_BACK)}>
      <button
        type="button"
        aria-label={t("Scroll down")}
        data-floating="scroll-down"
        onClick={() => window.scrollBy({ top: window.innerHeight, behavior: "smooth" })}
        className="block rounded-full bg-white/90 p-2 text-brand-800 shadow-lg ring-1 ring-slate-200 hover:bg-white motion-safe:animate-[bounce_1s_3.5]"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
