import { useEffect, type RefObject } from "react";

/**
 * rules §2 Header: slides up while the page scrolls down and comes back on scrolling up; its offset
 * stays between zero and its own height. Written straight to the element's style from a
 * requestAnimationFrame callback, so scrolling never re-renders React.
 */
export function useHideOnScroll(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let lastY = window.scrollY;
    let offset = 0;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      offset = Math.min(header.offsetHeight, Math.max(0, offset + (y - lastY)));
      lastY = y;
      header.style.transform = offset ? `translateY(${-offset}px)` : "";
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref]);
}
