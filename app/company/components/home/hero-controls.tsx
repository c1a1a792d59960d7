// The hero's controls (rules §2 "Home page"): previous/next arrows (hidden below 768 px, where a
// swipe does the same), one dot per slide labelled 'Go to slide N', and a Pause/Play button so
// nobody is forced to watch moving content (WCAG 2.2.2).
import type { ReactNode } from "react";
import { OutlineIcon } from "../../../ui/outline-icon";
import { cn } from "../../../lib/cn";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

type Timer = { index: number; goTo: (index: number) => void; autoplay: boolean; toggleAutoplay: () => void };

// No display utility here: the arrows are hidden below 768 px, and cn() does not merge conflicts.
const ROUND =
  "items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

function Arrow({ side, onClick, children }: { side: "left" | "right"; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-controls="hero-slides"
      onClick={onClick}
      className={cn(
        ROUND,
        "absolute top-1/2 z-20 hidden size-12 -translate-y-1/2 border border-white/40 bg-brand-900/40 md:inline-flex",
        side === "left" ? "left-4" : "right-4",
      )}
    >
      {children}
    </button>
  );
}

/** Previous/next, at the hero's sides from 768 px up (a swipe does the same on phones). */
export function HeroArrows({ timer }: { timer: Timer }) {
  const t = useT(catalog);
  return (
    <>
      <Arrow side="left" onClick={() => timer.goTo(timer.index - 1)}>
        <OutlineIcon className="size-6" strokeWidth={2}>
          <path d="M12.5 4.5 7 10l5.5 5.5" />
        </OutlineIcon>
        <span className="sr-only">{t("Previous slide")}</span>
      </Arrow>
      <Arrow side="right" onClick={() => timer.goTo(timer.index + 1)}>
        <OutlineIcon className="size-6" strokeWidth={2}>
          <path d="M7.5 4.5 13 10l-5.5 5.5" />
        </OutlineIcon>
        <span className="sr-only">{t("Next slide")}</span>
      </Arrow>
    </>
  );
}

/**
 * Pause/Play and the dots, in the flow under the buttons: the bottom corners and centre of
 * the screen belong to the cookie-settings button and the scroll chevron.
 */
export function HeroDots({ timer, count }: { timer: Timer; count: number }) {
  const t = useT(catalog);
  return (
    <div className="mt-10 flex items-center gap-1">
      <button type="button" onClick={timer.toggleAutoplay} className={cn(ROUND, "-ml-3 inline-flex size-11")}>
        {timer.autoplay ? (
          <OutlineIcon className="size-5" strokeWidth={2}>
            <path d="M7 4.5v11M13 4.5v11" />
          </OutlineIcon>
        ) : (
          <OutlineIcon className="size-5" strokeWidth={2}>
            <path d="M6.5 4.2v11.6L16 10z" />
          </OutlineIcon>
        )}
        <span className="sr-only">{timer.autoplay ? t("Pause slideshow") : t("Play slideshow")}</span>
      </button>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-controls="hero-slides"
          aria-current={i === timer.index ? "true" : undefined}
          onClick={() => timer.goTo(i)}
          className={cn(ROUND, "group inline-flex size-11")}
        >
          <span
            aria-hidden="true"
            className={cn(
              "block h-2.5 rounded-full transition-all motion-reduce:transition-none",
              i === timer.index ? "w-8 bg-accent-500" : "w-2.5 bg-white/70 group-hover:bg-white",
            )}
          />
          <span className="sr-only">{t("Go to slide {number}", { number: i + 1 })}</span>
        </button>
      ))}
    </div>
  );
}
