// The hero's one timer (rules §4 "Hero", docs/decisions/0001-product-resolutions.md): a single timeout advances the slide every
// HERO_SLIDE_INTERVAL_MS and drives the progress bar. It pauses while the pointer is over the hero
// or keyboard focus is inside it, and keeps the time already elapsed, so resuming finishes the
// slide instead of starting it over. Under prefers-reduced-motion it never starts by itself;
// the visitor's own Play/Pause choice wins over both (WCAG 2.2.2).
import { useEffect, useRef, useState, type RefObject } from "react";
import { useHydrated } from "../../../ui/use-hydrated";

type SlideTimer = {
  index: number;
  goTo: (index: number) => void;
  /** True while the slides turn by themselves (not stopped by the visitor or reduced motion). */
  autoplay: boolean;
  /** True while the timer is actually counting (autoplay and neither hovered nor focused). */
  running: boolean;
  toggleAutoplay: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
  /** False until the browser took over the server's HTML: nothing turns before that. */
  hydrated: boolean;
};

export function useSlideTimer(count: number, interval: number, bar: RefObject<HTMLElement | null>): SlideTimer {
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const [reducedMotion, setReducedMotion] = useState(false);
  const [choice, setChoice] = useState<boolean | null>(null); // the visitor's Play/Pause, once made
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Time already spent on a slide before a pause, so the bar and the timer resume together.
  const spent = useRef({ index: 0, ms: 0 });

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const autoplay = hydrated && (choice ?? !reducedMotion);
  const running = autoplay && !hovered && !focused;

  useEffect(() => {
    const base = spent.current.index === index ? spent.current.ms : 0;
    const fill = bar.current;
    for (const animation of fill?.getAnimations() ?? []) animation.cancel();
    if (fill) fill.style.transform = `scaleX(${base / interval})`;
    spent.current = { index, ms: base };
    if (!running) return;
    const start = performance.now();
    const progress = fill?.animate([{ transform: `scaleX(${base / interval})` }, { transform: "scaleX(1)" }], {
      duration: interval - base,
      fill: "forwards",
    });
    const timeout = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval - base);
    return () => {
      window.clearTimeout(timeout);
      progress?.pause();
      spent.current = { index, ms: Math.min(interval, base + performance.now() - start) };
    };
  }, [running, index, count, interval, bar]);

  return {
    index,
    goTo: (next) => setIndex(((next % count) + count) % count),
    autoplay,
    running,
    toggleAutoplay: () => setChoice(!autoplay),
    setHovered,
    setFocused,
    hydrated,
  };
}
