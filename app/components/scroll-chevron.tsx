import { useEffect, useState } from "react";
import { useLocation } from "react-router";

const THRESHOLD = 100; // spec §9: shown while the page offset is at most 100 px

/** spec §2 Footer: a chevron that scrolls one screen down, while near the top of a long page. */
export function ScrollChevron() {
  const [visible, setVisible] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const update = () =>
      setVisible(window.scrollY <= THRESHOLD && document.documentElement.scrollHeight > window.innerHeight + THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [pathname]);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll down"
      onClick={() => window.scrollBy({ top: window.innerHeight, behavior: "smooth" })}
      className="fixed bottom-6 left-1/2 z-30 -translate-x-1/2 rounded-full bg-white/90 p-2 text-brand-800 shadow-lg ring-1 ring-slate-200 hover:bg-white motion-safe:animate-bounce"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6">
        <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
