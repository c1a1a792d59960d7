// What `npm run perf` measures beside Lighthouse, in Chromium driven by Playwright (each run a
// fresh browser context, so no run inherits another's cache):
// - the first effective tap on Menu: a phone (390 px, touch) at a 4x CPU slowdown taps the button
//   named Menu again and again from the start of navigation until the menu shows (the time the
//   native popover opened), after navigation start and after first contentful paint; on the page
//   and on its script-free floor, one after the other.
// - a hovered link's click to the next page's first paint, with the page's speculation rules and
//   without them (the `<script type="speculationrules">` element removed from the first page as it
//   is parsed). Nothing is routed through Playwright, which would turn the browser's cache off: a
//   hovered link's data and code are reused on the click as a visitor's browser reuses them.
import { chromium } from "@playwright/test";
import { trustCertificateFlag } from "./edge-proxy.mjs";
import { chromiumFlags, chromiumPath } from "./preview-server.mjs";

const CPU_SLOWDOWN = 4;
/** A visitor's pause on a link before clicking: past the 200 ms "moderate" hover of speculation rules. */
const HOVER_DWELL_MS = 400;
/** A finger tapping again and again until the menu shows. */
const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 30_000;

/**
 * In the page from its first script: when the mobile menu (a native popover) first opens, on the
 * page's clock. Nothing here touches layout, so the watch adds no work to the load it times.
 */
function watchMenu() {
  // A finger taps what it sees: until a frame has drawn the header's popover buttons a click does
  // nothing (it could land on unstyled markup, a link, say). Frames wait for render-blocking styles;
  // the paint-timing entry is not waited for, as it is queued behind the loading work a tap skips.
  let seen = false;
  const look = () => (seen = document.querySelector("[popovertarget]") !== null) || requestAnimationFrame(look);
  requestAnimationFrame(look);
  addEventListener("click", (event) => seen || event.preventDefault(), true);
  document.addEventListener(
    "beforetoggle",
    (event) => {
      if (window.__menuShownAt === undefined && event.newState === "open" && event.target.querySelector?.("nav"))
        window.__menuShownAt = performance.now();
    },
    true,
  );
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: "block" };

/** Where Menu is on a phone: read once from a load of its own, so the measured load is never asked. */
async function menuPoint(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page
      .getByRole("button", { name: /^(Menu|Menú)$/ })
      .first()
      .boundingBox();
    if (!box) throw new Error(`${url}: no Menu button on a phone`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * A tap as a touchscreen hands it to the page: a press and its release at the point, queued for the
 * page's main thread at once. Not DevTools' touch events: Chromium holds each injected touch until
 * the page has committed a new frame (`Input.dispatchTouchEvent` waits on a visual-state callback),
 * a wait no touchscreen makes, and one that held a loading page's tap 200-450 ms at 4x, on the
 * script-free floor as on the page. The button opens its popover on the click either way.
 */
async function tap(cdp, { x, y }) {
  const at = { x, y, button: "left", clickCount: 1 };
  await Promise.all([
    cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at }),
    cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at }),
  ]);
}

/**
 * One load: taps Menu from navigation start until the menu shows, without Playwright's checks
 * (which need the page's main thread and would give up while it is busy).
 */
async function menuRun(browser, url, point) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchMenu);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });
    // The finger keeps its own time: taps are sent on a clock, not after asking the page, whose
    // answer waits behind the loading work a tap goes ahead of.
    let taps = 0;
    const finger = setInterval(() => {
      taps += 1;
      tap(cdp, point).catch(() => {});
    }, TAP_EVERY_MS);
    try {
      // The menu can open before the first paint's entry is queued: wait for both.
      await page.waitForFunction(
        () => window.__menuShownAt !== undefined && performance.getEntriesByName("first-contentful-paint").length > 0,
        null,
        { timeout: GIVE_UP_MS, polling: 100 },
      );
    } finally {
      clearInterval(finger);
    }
    return await page.evaluate((taps) => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const shown = window.__menuShownAt ?? NaN;
      return { shownMs: shown, fcpMs: fcp, afterFcpMs: shown - fcp, taps };
    }, taps);
  } finally {
    await context.close();
  }
}

/**
 * In the page from its first script: notes its speculation rules, and removes them when `strip`.
 * They come with the server's HTML, so the watch ends once it is parsed and never runs during the
 * click it would otherwise slow down.
 */
function watchSpeculationRules(strip) {
  const watch = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement && node.type === "speculationrules") {
          window.__hadRules = true;
          if (strip) node.remove();
        }
  });
  watch.observe(document, { subtree: true, childList: true });
  document.addEventListener("DOMContentLoaded", () => watch.disconnect(), { once: true });
}

/**
 * In the page from its first script: when the heading of a page shown by the router in the same
 * document changed and was then painted (the frame after the change), on the epoch clock.
 */
function watchHeading() {
  // The click's own time: Playwright's click first waits for the link to hold still over two
  // frames, about 40 ms that belong to the tool, not to the page.
  addEventListener("click", (event) => (window.__clickedAt ??= performance.timeOrigin + event.timeStamp), true);
  let heading = null;
  const check = () => {
    const text = document.querySelector("h1")?.textContent ?? null;
    if (heading === null) heading = text;
    else if (text !== heading && window.__headingPaintedAt === undefined) {
      window.__headingPaintedAt = null;
      requestAnimationFrame(() => setTimeout(() => (window.__headingPaintedAt = performance.timeOrigin + performance.now())));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * One load of `url`, a hover on its first link to another page, a click: ms from the click to the
 * next page's first paint. A new document's is its first contentful paint (on activation when it was
 * prerendered); a page the router shows in the same document, the frame after its heading changed.
 */
export async function clickRun(browser, url, { speculation }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchHeading);
    await page.addInitScript(watchSpeculationRules, !speculation);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated-main"));
    const hadRules = await page.evaluate(() => window.__hadRules === true);
    const link = page.locator('main a[href^="/"]:not([href^="/#"]):not([href*="?"]):visible').first();
    // A page whose first screen links nowhere else (/careers) has no click to time.
    if (!(await link.count())) return { ms: NaN, prerendered: false, document: false, hadRules, target: "(none)" };
    const target = new URL(await link.getAttribute("href"), url).href;
    await link.hover();
    await page.waitForTimeout(HOVER_DWELL_MS);
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await Promise.all([page.waitForURL(target), link.click({ noWaitAfter: true })]);
    const paint = await page.waitForFunction(
      (clickedAt) => {
        if (performance.timeOrigin < clickedAt) {
          // The router showed the page in the same document.
          const at = window.__headingPaintedAt;
          return typeof at === "number" ? { paintedAt: at, clickedAt: window.__clickedAt, prerendered: false, document: false } : null;
        }
        const fcp = performance.getEntriesByName("first-contentful-paint")[0];
        if (!fcp) return null;
        const activation = performance.getEntriesByType("navigation")[0]?.activationStart ?? 0;
        // A prerendered page painted before it was shown: its first paint to the visitor is on activation.
        return { paintedAt: performance.timeOrigin + Math.max(fcp.startTime, activation), prerendered: activation > 0, document: true };
      },
      clickedAt,
      { timeout: GIVE_UP_MS },
    );
    // A new document cannot keep the old one's click time: from just before Playwright's click then.
    const { paintedAt, clickedAt: clickEventAt, prerendered, document } = await paint.jsonValue();
    return { ms: paintedAt - (clickEventAt ?? clickedAt), prerendered, document, hadRules, target: new URL(target).pathname };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!v.length) return NaN;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/**
 * Both measurements for each route, `runs` times each, interleaved (page and floor, with rules and
 * without) so both sides see the same machine.
 */
export async function measureInteractions(baseUrl, floorUrl, routes, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, trustCertificateFlag()] });
  const rows = [];
  try {
    for (const route of routes) {
      const url = baseUrl + route;
      const point = await menuPoint(browser, url);
      const menu = [];
      const floorMenu = [];
      const withRules = [];
      const withoutRules = [];
      for (let i = 1; i <= runs; i++) {
        menu.push(await menuRun(browser, url, point));
        floorMenu.push(await menuRun(browser, floorUrl + route, point));
        withRules.push(await clickRun(browser, url, { speculation: true }));
        withoutRules.push(await clickRun(browser, url, { speculation: false }));
        const last = (list) => list[list.length - 1];
        console.log(
          `${route} interactions ${i}/${runs}: Menu shown ${Math.round(last(menu).shownMs)} ms (${Math.round(last(menu).afterFcpMs)} ms after FCP, ${last(menu).taps} taps; floor ${Math.round(last(floorMenu).afterFcpMs)} ms after FCP); ` +
            `click to paint of ${last(withRules).target}: ${Math.round(last(withRules).ms)} ms with speculation rules${last(withRules).prerendered ? " (prerendered)" : last(withRules).document ? " (new document)" : " (same document)"}${last(withRules).hadRules ? "" : " (the page has none)"}, ${Math.round(last(withoutRules).ms)} ms without`,
        );
      }
      rows.push({
        route,
        target: withRules[0]?.target ?? "",
        menuShownMs: median(menu.map((r) => r.shownMs)),
        menuAfterFcpMs: median(menu.map((r) => r.afterFcpMs)),
        menuTaps: median(menu.map((r) => r.taps)),
        floorMenuAfterFcpMs: median(floorMenu.map((r) => r.afterFcpMs)),
        clickWithMs: median(withRules.map((r) => r.ms)),
        clickWithoutMs: median(withoutRules.map((r) => r.ms)),
        prerendered: withRules.filter((r) => r.prerendered).length,
        hadRules: withRules.some((r) => r.hadRules),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export const INTERACTION_COLUMNS = [
  "Route",
  `Menu shown ms (${CPU_SLOWDOWN}x CPU)`,
  "Menu after FCP ms",
  "Taps sent",
  "Floor: Menu after FCP ms",
  "Clicked link",
  "Click to paint ms, rules",
  "Prerendered",
  "Click to paint ms, no rules",
];

/** A markdown table's alignment row: text columns to the left, figures to the right. */
const TEXT_COLUMNS = new Set(["Route", "Clicked link"]);
export const INTERACTION_ALIGNMENT = INTERACTION_COLUMNS.map((column) => (TEXT_COLUMNS.has(column) ? "---" : "---:"));

export function interactionCells(row, runs) {
  const f = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "n/a");
  return [
    row.route,
    f(row.menuShownMs),
    f(row.menuAfterFcpMs),
    f(row.menuTaps),
    f(row.floorMenuAfterFcpMs),
    row.target,
    row.hadRules ? f(row.clickWithMs) : `${f(row.clickWithMs)} (no rules in page)`,
    `${row.prerendered}/${runs}`,
    f(row.clickWithoutMs),
  ];
}
