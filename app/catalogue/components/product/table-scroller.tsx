// A table wider than a phone: it scrolls sideways inside a focusable region (keyboard users can
// scroll it too), with shadows at the edges that have more to show, and, on a narrow screen, a
// line that says so. The shadows are backgrounds that scroll with the content (`local`) over
// shadows fixed to the region, so they need no script.
import type { ReactNode } from "react";

const EDGES = [
  "linear-gradient(to right, white 30%, rgb(255 255 255 / 0)) left / 2.5rem 100% no-repeat local",
  "linear-gradient(to left, white 30%, rgb(255 255 255 / 0)) right / 2.5rem 100% no-repeat local",
  "radial-gradient(farthest-side at 0 50%, rgb(15 23 42 / 0.18), rgb(15 23 42 / 0)) left / 0.875rem 100% no-repeat scroll",
  "radial-gradient(farthest-side at 100% 50%, rgb(15 23 42 / 0.18), rgb(15 23 42 / 0)) right / 0.875rem 100% no-repeat scroll",
  "white",
].join(", ");

/** `fit`: as wide as its table (up to the page), rather than the page's width. */
export function TableScroller({ label, hint, fit, children }: { label: string; hint?: string; fit?: boolean; children: ReactNode }) {
  return (
    <>
      {hint ? (
        <p aria-hidden="true" className="mt-3 text-xs text-slate-600 md:hidden">
          {hint} <span className="text-base leading-none">→</span>
        </p>
      ) : null}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        style={{ background: EDGES }}
        className={`relative mt-2 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 ${fit ? "w-fit max-w-full" : ""}`}
      >
        {children}
      </div>
    </>
  );
}
