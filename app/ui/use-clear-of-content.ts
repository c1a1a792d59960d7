// Floating buttons (the cookie-settings button, the scroll-down chevron) show only where they
// cover nothing the visitor needs: no text and no control under them, whether it is the page, an
// open dialog or the quote drawer. Checked after every scroll, resize, layout change and change to
// the page's content (a confirmation replacing a form, messages after a failed submit, a dialog
// opening), at most once per frame. What the cookie button offers is always reachable from the
// footer too, so hiding it never takes anything away.
import { useEffect, useState, type RefObject } from "react";

const CONTROL = "a[href],button,input,select,textarea,summary,[role=button],[role=link],[tabindex]:not([tabindex='-1'])";
/** Sample points per side: dense enough that a line of text under a 40–48 px button is always hit. */
const GRID = 5;
/** A few pixels of air between the button and the text it would otherwise touch. */
const MARGIN = 4;
/** Changes to these may move content under a floating button without a scroll or a resize. */
const LAYOUT_ATTRIBUTES = ["class", "style", "hidden", "open", "data-state"];

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function coversContent(floating: HTMLElement): boolean {
  const own = floating.getBoundingClientRect();
  const box = { left: own.left - MARGIN, top: own.top - MARGIN, right: own.right + MARGIN, bottom: own.bottom + MARGIN };
  const under = new Set<Element>();
  for (let i = 0; i < GRID; i++) {
    for (let j = 0; j < GRID; j++) {
      const x = box.left + ((i + 0.5) / GRID) * (box.right - box.left);
      const y = box.top + ((j + 0.5) / GRID) * (box.bottom - box.top);
      for (const element of document.elementsFromPoint(x, y)) if (!floating.contains(element)) under.add(element);
    }
  }
  const range = document.createRange();
  for (const element of under) {
    // Content in fixed layers counts (a dialog, the drawer); only the other floating buttons do not.
    if (element === document.body || element === document.documentElement || element.closest("[data-floating]")) continue;
    if (element.matches(CONTROL) && overlaps(element.getBoundingClientRect(), box)) return true;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) if (overlaps(line, box)) return true;
    }
  }
  return false;
}

/**
 * Held back, a floating button fades out and lets clicks through, yet stays in the tab order: a
 * keyboard user who reaches it (or is sent to it) sees it while it has the focus.
 */
export const HELD_BACK = "pointer-events-none opacity-0 focus-within:pointer-events-auto focus-within:opacity-100";

/** Whether the element at `ref` may show now: false until measured, and while it would cover content. */
export function useClearOfContent(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      // A focused button stays put: it must not vanish under the keyboard user's focus.
      if (element && !element.contains(document.activeElement)) setClear(!coversContent(element));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // Its callbacks come after layout (the first one right after mounting), so the first check,
    // and any after a change of size, reads a laid-out page instead of forcing a layout.
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      check();
    });
    resized.observe(document.body);
    // Many changes in a frame cost one check; the button's own fade is a change too, after which
    // the check finds the same answer and nothing renders again.
    const changed = new MutationObserver(schedule);
    changed.observe(document.body, { subtree: true, childList: true, characterData: true, attributeFilter: LAYOUT_ATTRIBUTES });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref, active]);
  return clear;
}
