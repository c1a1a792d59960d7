// Every screen (each public route and the 404 page) on a phone, and the first screen of each
// template of app/routes.ts on a desktop too, loaded once for its checks: never wider than the
// screen (no sideways scrolling), nothing floating (the cookie-settings button, the scroll-down
// chevron) covers text or a control, at the top of the page, halfway down and at the bottom, and,
// on a phone, every target at least 24 px each way (WCAG 2.2 SC 2.5.8). The phone's narrow column
// is where one page's longer words or figures break what its template's first page does not; the
// desktop's width is the template's.
// Accessibility (axe, WCAG 2.2 AA) is checked once per template of app/routes.ts and language, on
// its first screen: a template's pages share their markup and styles, and axe is most of a
// screen's time. English is checked at the desktop's width and Spanish at the phone's, so both
// layouts of every template are checked.
// The visitor has chosen about cookies already, so the floating button is there from the start; the
// banner and the preference centre have accessibility checks of their own (cookie-consent.spec.ts).
//
// The screens only look: nothing here changes what a page shows next. So each test worker keeps one
// browser tab per width and visits its screens there one after another, as a visitor browsing the
// site would, instead of a new browser per screen: the site's scripts come from the tab's cache
// and axe stays compiled, about 40 % less time a screen. A failing test ends its worker, tab too.
import { test as base, type Browser, type Page } from "@playwright/test";
import { contextUse } from "../playwright.config";
import { axeViolations, renderEverything } from "./axe";
import { localeOf } from "../../app/lib/locale";
import { screens, templates, WIDTHS } from "./routes";
import {
  consentDecided,
  COOKIE_BUTTON,
  d1,
  expect,
  expectLayoutCleanThroughout,
  holdsQuoteItem,
  newClientIp,
  visitsWaitForHydration,
} from "./support";

type TabOptions = NonNullable<Parameters<Browser["newContext"]>[0]>;

const test = base.extend<{ screenTab: Page }, { tabFor: (options: TabOptions) => Promise<Page> }>({
  /** The worker's tab at the options' width, opened at its first use and kept for the worker's life. */
  tabFor: [
    async ({ browser }, use) => {
      const tabs = new Map<number, Page>();
      await use(async (options) => {
        const width = options.viewport?.width ?? 0;
        let tab = tabs.get(width);
        if (!tab) {
          tab = visitsWaitForHydration(await (await browser.newContext(options)).newPage());
          await consentDecided(tab);
          await holdsQuoteItem(tab);
          tabs.set(width, tab);
        }
        return tab;
      });
      await Promise.all([...tabs.values()].map((tab) => tab.context().close()));
    },
    { scope: "worker" },
  ],
  // Every test's browser (tests/playwright.config.ts), at this test's width.
  screenTab: async ({ tabFor, viewport }, use, testInfo) => {
    const tab = await tabFor({ ...contextUse, viewport });
    await tab.context().setExtraHTTPHeaders({ "CF-Connecting-IP": newClientIp(testInfo.parallelIndex) });
    await use(tab);
  },
});

/** The ids of an open and a closed posting in the local data, read once per worker. */
let postingIds: Promise<Record<"open" | "closed", number>> | undefined;

/** A screen's path, a posting's page (routes.ts: ":open", ":closed") given the id the local data has. */
async function screenPath(path: string): Promise<string> {
  const kind = /:(open|closed)$/.exec(path)?.[1] as "open" | "closed" | undefined;
  if (!kind) return path;
  postingIds ??= d1<{ open: number; closed: number }>(
    "SELECT (SELECT MIN(id) FROM job_postings WHERE active = 1 AND (closes_on IS NULL OR closes_on >= date('now', '-6 hours'))) AS open, (SELECT MIN(id) FROM job_postings WHERE active = 0) AS closed",
  ).then(([ids]) => ids!);
  return path.replace(`:${kind}`, String((await postingIds)[kind]));
}

/** The smallest target a phone may offer, in CSS px (WCAG 2.2 SC 2.5.8). */
const MIN_TARGET = 24;

/**
 * Every link, button and control shown that is under MIN_TARGET wide or tall, by its text and size.
 * A link inside a sentence or block of text is exempt (the SC's inline exception); the SC's spacing
 * exception is not taken: a target that is small but alone is made 24 px all the same
 * (docs/decisions/0104-a-phone-layout-checked-by-rule.md).
 */
function smallTargets(min: number): string[] {
  const TARGET =
    "a[href],button,input:not([type=hidden]),select,textarea,summary,[role=button],[role=link],[role=tab],[role=checkbox],[role=switch],[role=radio]";
  /** Reachable by a pointer: shown, not faded out or letting clicks through, not folded away or inert. */
  const reachable = (element: Element) => {
    if (getComputedStyle(element).visibility !== "visible" || element.closest("[inert]")) return false;
    if (element.closest("details:not([open])") && !element.closest("summary")) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (Number(style.opacity) === 0 || style.pointerEvents === "none") return false;
    }
    return true;
  };
  /** Wholly clipped away by a scrolling or hiding ancestor (a carousel's other slides). */
  const clippedAway = (rect: DOMRect, element: Element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflow === "visible") continue;
      const clip = node.getBoundingClientRect();
      if (rect.right <= clip.left || rect.left >= clip.right || rect.bottom <= clip.top || rect.top >= clip.bottom) return true;
    }
    return false;
  };
  /** Inline in a sentence: an inline element whose block holds words of its own beside the target's. */
  const inText = (element: Element) => {
    if (getComputedStyle(element).display !== "inline") return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    if (!block) return false;
    let words = "";
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest(TARGET)) words += ` ${node.textContent}`;
    return /\p{L}+[^\p{L}]+\p{L}+/u.test(words); // two words at least: a sentence, not a badge beside a link
  };
  /** The box an absolutely placed pseudo-element stretched over its positioned ancestor covers (a card-wide link), if any. */
  const stretched = (element: Element): DOMRect | null => {
    for (const pseudo of ["::before", "::after"]) {
      const style = getComputedStyle(element, pseudo);
      if (
        style.content === "none" ||
        style.position !== "absolute" ||
        [style.top, style.right, style.bottom, style.left].some((side) => side !== "0px")
      )
        continue;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position !== "static") return node.getBoundingClientRect();
      }
    }
    return null;
  };
  const area = (rect: DOMRect) => rect.width * rect.height;
  const found: string[] = [];
  for (const element of document.querySelectorAll(TARGET)) {
    // A target is hit through all it draws: its children (a span stretched over a card) and its pseudo-elements.
    let rect = element.getBoundingClientRect();
    for (const part of [...element.querySelectorAll("*")].map((child) => child.getBoundingClientRect()).concat(stretched(element) ?? [])) {
      if (area(part) > area(rect)) rect = part;
    }
    // A checkbox or radio button is hit through its label too.
    if (element instanceof HTMLInputElement && element.labels) {
      for (const label of element.labels) {
        const box = label.getBoundingClientRect();
        if (area(box) > area(rect)) rect = box;
      }
    }
    if (rect.width <= 1 || rect.height <= 1 || !reachable(element) || clippedAway(rect, element)) continue; // screen-reader only, or not there
    if ((rect.width >= min - 0.01 && rect.height >= min - 0.01) || inText(element)) continue;
    const name = (element.textContent?.trim() || element.getAttribute("aria-label") || element.getAttribute("name") || "").replace(
      /\s+/g,
      " ",
    );
    found.push(
      `${element.tagName.toLowerCase()} "${name.slice(0, 50)}" ${Math.round(rect.width * 10) / 10}×${Math.round(rect.height * 10) / 10}`,
    );
  }
  return [...new Set(found)];
}

/** Where each language's templates are checked with axe. */
const AXE_WIDTH = { en: "desktop", es: "mobile" } as const;

/** Each template's first screen: the one checked with axe, and the one checked on a desktop. */
const firstScreen = new Map<string, string>();
for (const { template, path } of screens) if (!firstScreen.has(template)) firstScreen.set(template, path);

test("every template of app/routes.ts has a screen in the sweep", () => {
  // A route with parameters is reached through the pages app/shell/pages.server.ts lists for it.
  expect(templates.filter((template) => !firstScreen.has(template))).toEqual([]);
});

test.describe("every screen", () => {
  for (const { name, width, height } of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height } });

      for (const screen of screens) {
        if (width >= 768 && firstScreen.get(screen.template) !== screen.path) continue;
        const axe = firstScreen.get(screen.template) === screen.path && AXE_WIDTH[localeOf(screen.template)] === name;
        const checks = `${axe ? "no axe violations, " : ""}no sideways scrolling, nothing floating over content${width < 768 ? ", targets of 24 px" : ""}`;
        test(`${screen.name} (${name}): ${checks}`, async ({ screenTab: page }) => {
          await page.goto(await screenPath(screen.path));
          // Every section drawn, as axe and the width check need, and nothing fading in.
          await renderEverything(page);
          if (axe) expect(await axeViolations(page), `${screen.template} in its ${screen.path}`).toEqual([]);
          await expect(page.locator(COOKIE_BUTTON)).toHaveCount(1); // the button is mounted (shown or held back)
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `${screen.path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);

          await expectLayoutCleanThroughout(page, `${screen.path} at ${width} px`);

          // Measured once the page has been scrolled through, so whatever loads on the way is there too.
          if (width < 768) {
            expect(await page.evaluate(smallTargets, MIN_TARGET), `targets under ${MIN_TARGET} px on ${screen.path}`).toEqual([]);
          }
        });
      }
    });
  }
});
