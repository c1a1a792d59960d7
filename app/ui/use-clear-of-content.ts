// Floating buttons (the cookie-settings button, the scroll-down chevron, the quote list's button)
// show only where they cover nothing the visitor needs: no text, control, table cell or drawing
// under them, whether it is the page, an open dialog or the quote drawer. Checked after every scroll, resize, layout change and change to
// the page's content (a confirmation replacing a form, messages after a failed submit, a dialog
// opening), at most once per frame. What the cookie button offers is always reachable from the
// footer too, so hiding it never takes anything away.
import { useEffect, useState, type RefObject } from "react";

const CONTROL = "a[href],button,input,select,textarea,summary,[role=button],[role=link],[tabindex]:not([tabindex='-1']),td,th";
/** Drawings and photos, where nothing is drawn over them; an icon (under 32 px, or inside a control, which counts itself) does not. */
const GRAPHIC = "img,svg,video,canvas";
const GRAPHIC_MIN = 32;
/** Sample points at most this far apart, edges included: no word or link under a button slips between them. */
const STEP = 12;
/** A few pixels of air between the button and the text it would otherwise touch. */
const MARGIN = 4;
/** A floating button, or the spot it floats in: never content. */
const FLOATING = "[data-floating],[data-probe-through]";
/** Changes to these may move content under a floating button without a scroll or a resize. */
const LAYOUT_ATTRIBUTES = ["class", "style", "hidden", "open", "data-state"];

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * What shows at (x, y) under the floating buttons, and every element it sits in. The buttons
 * (marked `data-probe-through`) let hit tests through while `data-probing` is on the root
 * (app/app.css), so one hit test per point does: listing every element at a point
 * (`elementsFromPoint`) cost a hundred times as much on a product page's long tables.
 */
function contentAt(x: number, y: number): Element[] {
  const top = document.elementFromPoint(x, y);
  if (top?.closest(FLOATING)) return document.elementsFromPoint(x, y).filter((element) => !element.closest(FLOATING));
  const stack: Element[] = [];
  for (let element = top; element; element = element.parentElement) stack.push(element);
  return stack;
}

function coversContent(floating: HTMLElement): boolean {
  floating.setAttribute("data-probe-through", "");
  document.documentElement.setAttribute("data-probing", "");
  try {
    return sampledCover(floating);
  } finally {
    document.documentElement.removeAttribute("data-probing");
  }
}

function sampledCover(floating: HTMLElement): boolean {
  const own = floating.getBoundingClientRect();
  const box = { left: own.left - MARGIN, top: own.top - MARGIN, right: own.right + MARGIN, bottom: own.bottom + MARGIN };
  const under = new Set<Element>();
  const columns = Math.ceil((box.right - box.left) / STEP);
  const rows = Math.ceil((box.bottom - box.top) / STEP);
  for (let i = 0; i <= columns; i++) {
    for (let j = 0; j <= rows; j++) {
      // The far edges a hair inside, where the box's own pixels still are.
      const x = Math.min(box.left + i * STEP, box.right - 0.5);
      const y = Math.min(box.top + j * STEP, box.bottom - 0.5);
      const stack = contentAt(x, y);
      for (const element of stack) under.add(element);
      // A drawing counts where it is what shows there, not as a backdrop behind text (a hero's photo).
      const graphic = stack[0]?.closest(GRAPHIC);
      if (graphic && !graphic.parentElement?.closest(CONTROL)) {
        const rect = graphic.getBoundingClientRect();
        if (rect.width >= GRAPHIC_MIN && rect.height >= GRAPHIC_MIN) return true;
      }
    }
  }
  const range = document.createRange();
  for (const element of under) {
    // Content in fixed layers counts (a dialog, the drawer); only the other floating buttons do not.
    if (element === document.body || element === document.documentElement) continue;
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
 * keyboard user who reaches it (or is sent to it) sees it while it has the focus. Only a visible
 * focus brings it back: focus sent there after a tap (the cookie banner's Accept All) is not seen,
 * and the button stays out of the way.
 */
export const HELD_BACK =
  "pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100 has-[:focus-visible]:pointer-events-auto has-[:focus-visible]:opacity-100";

/** Whether the element at `ref` may show now: false until measured, and while it would cover content. */
export function useClearOfContent(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (!active) return;
    ref.current?.setAttribute("data-probe-through", "");
    let pending = false;
    let stopped = false;
    const check = () => {
      pending = false;
      if (stopped) return;
      // A keyboard user's focus shows the button whatever this finds (HELD_BACK).
      const element = ref.current;
      if (element) setClear(!coversContent(element));
    };
    // Once the next frame is drawn, and behind any other work: sampling the page under a button
    // costs a layout and dozens of hit tests, which would otherwise hold back the paint of a page a
    // click has just shown, or the first answer to the visitor's next input.
    const schedule = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() =>
        typeof scheduler === "undefined" ? setTimeout(check) : void scheduler.postTask(check, { priority: "background" }),
      );
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    // Many changes in a frame cost one check; the button's own fade is a change too, after which
    // the check finds the same answer and nothing renders again.
    const changed = new MutationObserver(schedule);
    changed.observe(document.body, { subtree: true, childList: true, characterData: true, attributeFilter: LAYOUT_ATTRIBUTES });
    return () => {
      stopped = true;
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref, active]);
  return clear;
}
