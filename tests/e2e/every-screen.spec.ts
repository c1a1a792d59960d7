// Every screen (each public route and the 404 page) at both widths, loaded once for three checks:
// no accessibility violations (axe, WCAG 2.2 AA), never wider than the screen (no sideways
// scrolling), and nothing floating (the cookie-settings button, the scroll-down chevron) covers
// text or a control, at the top of the page, halfway down and at the bottom.
// The visitor has chosen about cookies already, so the floating button is there from the start; the
// banner and the preference centre have accessibility checks of their own (cookie-consent.spec.ts).
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { extraScreens, publicPaths, spanishPaths, WIDTHS } from "./routes";
import { consentDecided, expect, test, twoFrames } from "./support";

// The same buttons in either language.
const FLOATING = ['button[data-floating="cookie-settings"]', 'button[data-floating="scroll-down"]'];

/** What each visible floating button covers: text (exactly, line by line) and controls. */
function coveredContent(selectors: string[]): string[] {
  const CONTROL = "a[href],button,input,select,textarea,summary,[role=button],[role=link]";
  const inFixed = (element: Element | null) => {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position === "fixed") return true;
    }
    return false;
  };
  /** Seen at all: not hidden, not folded away in a closed <details>, and neither it nor any ancestor faded out. */
  const shown = (element: Element) => {
    if (getComputedStyle(element).visibility !== "visible") return false;
    if (element.closest("details:not([open])") && !element.closest("summary")) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) === 0) return false;
    }
    return true;
  };
  const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  /** The part of `rect` its clipping ancestors let through (screen-reader-only text: none). */
  const clipped = (rect: DOMRect, from: Element): DOMRect | null => {
    let { left, top, right, bottom } = rect;
    for (let node: Element | null = from; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflow === "visible") continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
      if (left >= right || top >= bottom) return null;
    }
    return new DOMRect(left, top, right - left, bottom - top);
  };
  const problems: string[] = [];
  for (const selector of selectors) {
    const floating = document.querySelector(selector);
    if (!floating || !shown(floating)) continue;
    const box = floating.getBoundingClientRect();
    if (box.width === 0) continue;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    // Geometry first (cheap), styles of the ancestors only for what lies under the button.
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const under = [...range.getClientRects()].filter((line) => overlaps(line, box));
      if (under.length === 0 || inFixed(parent) || !shown(parent)) continue;
      for (const line of under) {
        const seen = clipped(line, parent);
        if (seen && seen.width > 2 && seen.height > 2 && overlaps(seen, box))
          problems.push(`${selector} covers text "${node.textContent.trim().slice(0, 40)}"`);
      }
    }
    for (const control of document.querySelectorAll(CONTROL)) {
      if (control === floating) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width > 2 && rect.height > 2 && overlaps(rect, box) && !inFixed(control) && shown(control))
        problems.push(`${selector} covers ${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`);
    }
  }
  return [...new Set(problems)];
}

/** Lets scroll listeners and the next two frames run, then waits out the fades they started. */
async function settle(page: Page) {
  await twoFrames(page);
  await page.evaluate(async () => {
    const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
  });
}

const screens = [...[...publicPaths, ...spanishPaths].map((path) => ({ name: path, path })), ...extraScreens];

test.describe("every screen", () => {
  test.beforeEach(async ({ page }) => {
    await consentDecided(page);
  });

  for (const { name, width, height } of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height } });

      for (const screen of screens) {
        test(`${screen.name} (${name}): no axe violations, no sideways scrolling, nothing floating over content`, async ({ page }) => {
          await page.goto(screen.path);
          await settle(page); // colours are final: nothing is fading in
          expect(await axeViolations(page)).toEqual([]);
          await expect(page.locator(FLOATING[0]!)).toHaveCount(1); // the button is mounted (shown or held back)
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `${screen.path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);

          for (const where of ["top", "middle", "bottom"] as const) {
            await page.evaluate((at) => {
              const max = document.documentElement.scrollHeight - innerHeight;
              window.scrollTo({ top: at === "top" ? 0 : at === "middle" ? max / 2 : max, behavior: "instant" });
            }, where);
            await settle(page);
            // The buttons step aside within a frame or two of a scroll (app/ui/use-clear-of-content.ts),
            // a moment a slow machine can stretch: what counts is where they come to rest.
            await expect
              .poll(() => page.evaluate(coveredContent, FLOATING), { message: `${screen.path} at ${width} px, ${where}`, timeout: 3000 })
              .toEqual([]);
          }
        });
      }
    });
  }
});
