import { test as base, expect, type Locator, type Page, type Response as PageResponse } from "@playwright/test";
import { Miniflare } from "miniflare";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { CONSENT_KEY } from "../../app/shell/cookie-consent/consent";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const config = unstable_readConfig({ config: root("wrangler.toml") });
const [database] = config.d1_databases;
const [uploads] = config.r2_buckets;

/**
 * Asks the end-to-end server (e2e/server.mjs) over its data socket: a query or an object read
 * through the server's own bindings. Null when there is no socket (the suite run against
 * `npm run preview` or the dev server).
 */
async function askServer(path: "/d1" | "/r2", body: object): Promise<Buffer | null> {
  const socketPath = join(tmpdir(), `mm-e2e-data-${process.env.E2E_PORT ?? 8788}.sock`);
  if (!existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ socketPath, path, method: "POST" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const answer = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(answer);
        else reject(new Error(answer.toString()));
      });
    });
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

/**
 * Runs `read` against a copy of the local D1 database or R2 bucket another server writes to
 * (`npm run preview`, the dev server), opened the way `wrangler d1 execute --local` opens them.
 * Reading the server's own files took SQLite locks that made its writes fail (SQLITE_BUSY), so
 * each read copies the files first and opens the copy; a copy taken mid-write is read again.
 */
async function readCopy<T>(store: "d1" | "r2", read: (mf: Miniflare) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const copy = mkdtempSync(join(tmpdir(), "mm-e2e-state-"));
    const from = root(`.wrangler/state/v3/${store}`);
    // The shared-memory index is the server's own; SQLite rebuilds it for the copy.
    if (existsSync(from)) cpSync(from, join(copy, store), { recursive: true, filter: (source) => !source.endsWith("-shm") });
    const mf = new Miniflare({
      modules: true,
      script: "export default { fetch: () => new Response(null, { status: 404 }) }",
      ...(store === "d1"
        ? { d1Databases: { DB: database!.database_id! }, d1Persist: join(copy, store) }
        : { r2Buckets: { UPLOADS: uploads!.bucket_name }, r2Persist: join(copy, store) }),
    });
    try {
      return await read(mf);
    } catch (error) {
      if (attempt >= 5 || !/internal error|malformed|SQLITE_/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    } finally {
      await mf.dispose();
      rmSync(copy, { recursive: true, force: true });
    }
  }
}

/** Rows of a query against the local D1 database (a change only through the end-to-end server). */
export async function d1<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  const answer = await askServer("/d1", { sql });
  if (answer) return JSON.parse(answer.toString()) as T[];
  return readCopy("d1", async (mf) => (await (await mf.getD1Database("DB")).prepare(sql).all<T>()).results);
}

/** An object's bytes as the local R2 bucket of uploads holds them. */
export async function r2Object(key: string): Promise<Buffer> {
  const answer = await askServer("/r2", { key });
  if (answer) return answer;
  return readCopy("r2", async (mf) => {
    // Typed loosely here: this program is compiled without the Workers types.
    const bucket = (await mf.getR2Bucket("UPLOADS")) as unknown as {
      get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
    };
    const object = await bucket.get(key);
    if (!object) throw new Error(`no R2 object ${key}`);
    return Buffer.from(await object.arrayBuffer());
  });
}

/**
 * The reference the confirmation shows, checked against the stored lead (found by `where`) and the
 * two mails written with it: the staff notification (Reply-To the visitor) and the acknowledgment.
 * Returns both mails for checks of their own.
 */
export async function expectLeadMailed(page: Page, lead: { prefix: "RQ" | "AP"; table: string; where: string; email: string }) {
  const reference = (await page.getByTestId("lead-reference").textContent())!;
  expect(reference).toMatch(new RegExp(`^${lead.prefix}-[0-9A-Z]{6}$`));
  expect(await d1(`SELECT reference FROM ${lead.table} WHERE ${lead.where}`)).toEqual([{ reference }]);
  const mails = await d1<{ audience: string; kind: string; recipient: string; reply_to: string | null; body: string }>(
    `SELECT audience, kind, recipient, reply_to, body FROM email_outbox WHERE lead_reference = '${reference}' ORDER BY audience, id`,
  );
  const kind = lead.prefix === "RQ" ? "lead" : "application";
  expect(mails).toHaveLength(2);
  const [staff, visitor] = mails as [(typeof mails)[number], (typeof mails)[number]];
  expect(staff).toMatchObject({ audience: "staff", kind: `${kind}-notification`, reply_to: lead.email });
  expect(visitor).toMatchObject({ audience: "visitor", kind: `${kind}-acknowledgment`, recipient: lead.email });
  expect(visitor.body).toContain(reference);
  return { reference, staff, visitor };
}

const run = Date.now();
let client = 0;

/** A client address of its own (CF-Connecting-IP), unique per run, per parallel worker and per call. */
export function newClientIp(parallelIndex: number): string {
  client += 1;
  return `100.${64 + parallelIndex}.${Math.floor(run / 1000) % 250}.${client}`;
}

/**
 * Scripts start after the first paint, so a page that has loaded may not be interactive yet:
 * with JavaScript on, a visit (`goto`, `reload`) returns once the header and the page have
 * hydrated (app/root.tsx HydrationMark), as a visitor's next click would find them.
 */
export function visitsWaitForHydration(page: Page, javaScriptEnabled = true): Page {
  const ready = async (response: PageResponse | null) => {
    if (javaScriptEnabled && response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
  return page;
}

/** Every test is its own client (its own CF-Connecting-IP), so rate limits never leak between tests or workers. */
export const test = base.extend<{ clientIp: string }>({
  clientIp: [
    async ({ context, extraHTTPHeaders }, use, testInfo) => {
      const ip = newClientIp(testInfo.parallelIndex);
      await context.setExtraHTTPHeaders({ ...extraHTTPHeaders, "CF-Connecting-IP": ip });
      await use(ip);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(visitsWaitForHydration(page, javaScriptEnabled !== false));
  },
});

export { expect };

/** Holds back the page's requests to `url` until the function returned is called (a waiting state, a late script). */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Full motion, as most visitors have it, for the specs of what moves (tests/playwright.config.ts reduces it elsewhere). */
export const FULL_MOTION = { reducedMotion: "no-preference" } as const;

/**
 * Waits until the header and the page have hydrated (app/root.tsx HydrationMark). The marks are
 * watched, not polled: polling every frame keeps the page drawing frames while it loads.
 */
async function hydrated(page: Page) {
  for (;;) {
    try {
      return await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const html = document.documentElement;
            const done = () =>
              html.hasAttribute("data-hydrated-main") &&
              (!document.querySelector("header.site-header") || html.hasAttribute("data-hydrated-header"));
            if (done()) return resolve();
            const marks = new MutationObserver(() => {
              if (!done()) return;
              marks.disconnect();
              resolve();
            });
            marks.observe(html, { attributes: true, attributeFilter: ["data-hydrated-main", "data-hydrated-header"] });
          }),
      );
    } catch (error) {
      // The page went on to another document before it hydrated (a redirect): wait in that one.
      if (!String(error).includes("Execution context was destroyed")) throw error;
    }
  }
}

/**
 * Posts a form as the browser does without JavaScript (form.submit() skips the page's own check),
 * then waits for the answer's page to hydrate: its field messages come from the server.
 */
export async function postUnchecked(page: Page, form: Locator) {
  await Promise.all([page.waitForEvent("load"), form.evaluate((element: HTMLFormElement) => element.submit())]);
  await hydrated(page);
}

/** The visitor has chosen about cookies already (declined): no banner over the lower part of the page. */
export const consentDecided = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, "declined"), CONSENT_KEY);

/** The tab's quote list holds an item, so the list's floating button shows once the header has scrolled away. */
export const holdsQuoteItem = (page: Page) =>
  page.addInitScript(() =>
    sessionStorage.setItem("quote-items", JSON.stringify([{ id: "hollow-core", name: "Hollow Core", category: "products" }])),
  );

/** Two animation frames: what a click, a scroll or a timer has started is on screen by then. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The cookie-settings button: mounted on every page once the visitor has chosen (shown or held back). */
export const COOKIE_BUTTON = 'button[data-floating="cookie-settings"]';

/**
 * What is wrong with the page's layout as it is on screen now, found by rule over every element
 * fixed to the viewport, not from a list of known ones. Runs in the page (`page.evaluate`).
 * - The site header is the page's frame: what is under it has scrolled away.
 * - A layer (a dialog, the drawer, an overlay: `role=dialog` or nearly the whole screen) is drawn
 *   above the page on purpose; what is inside it is content like the page's.
 * - A banner (at least 80 % of the screen wide: the cookie banner, the language suggestion) may
 *   cover the page, but all banners together no more than a quarter of the screen's height.
 * - Anything else fixed floats (the cookie-settings button, the scroll-down chevron, the quote
 *   list's button) and must cover nothing: no text (line by line), link, button, field, table
 *   cell or drawing, in the page or in a layer, wherever it is what the visitor sees.
 * - A table cell is never cut off by a box that clips without scrolling.
 */
function layoutProblems(): string[] {
  const CONTENT = "a[href],button,input,select,textarea,summary,[role=button],[role=link],td,th,img,svg,video,canvas";
  /** Drawings and photos count; icons (inside a control, or under 32 px) do not on their own. */
  const GRAPHIC = "img,svg,video,canvas";
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
  /** Whether `floating` is what a visitor sees where it meets `rect`: nothing drawn above it there. */
  const drawnOver = (floating: Element, rect: DOMRect, box: DOMRect) => {
    const x = (Math.max(rect.left, box.left) + Math.min(rect.right, box.right)) / 2;
    const y = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2;
    return floating.contains(document.elementFromPoint(x, y));
  };
  /** Whether, somewhere under `floating` (sampled every 4 px), the graphic is what shows beneath it. */
  const graphicShowsUnder = (floating: Element, graphic: Element, rect: DOMRect, box: DOMRect) => {
    const left = Math.max(rect.left, box.left);
    const right = Math.min(rect.right, box.right);
    const top = Math.max(rect.top, box.top);
    const bottom = Math.min(rect.bottom, box.bottom);
    for (let x = left + 0.5; x < right; x += 4)
      for (let y = top + 0.5; y < bottom; y += 4) {
        const stack = document
          .elementsFromPoint(x, y)
          .filter((element) => !floating.contains(element) && !element.closest("[data-floating]"));
        if (stack[0] && graphic.contains(stack[0])) return true;
      }
    return false;
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent?.trim() || element.getAttribute("aria-label") || element.getAttribute("alt") || "").replace(/\s+/g, " ").slice(0, 40)}"`;
  const problems: string[] = [];
  const screen = new DOMRect(0, 0, innerWidth, innerHeight);

  // Every element fixed to the viewport, outermost only, sorted by what it is.
  const header = document.querySelector(".site-header");
  const floating: Element[] = [];
  let bannerHeight = 0;
  const banners: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    if (getComputedStyle(element).position !== "fixed") continue;
    if (element === header || header?.contains(element)) continue;
    let inFixed = false;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
      if (getComputedStyle(node).position === "fixed") inFixed = true;
    if (inFixed || !shown(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || !overlaps(box, screen)) continue;
    const layer = element.matches("[role=dialog],[role=alertdialog]") || box.width * box.height >= 0.9 * innerWidth * innerHeight;
    if (layer) continue;
    if (box.width >= 0.8 * innerWidth) {
      bannerHeight += Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      banners.push(name(element).slice(0, 30));
    } else floating.push(element);
  }
  if (bannerHeight > innerHeight / 4)
    problems.push(
      `banners cover ${Math.round((100 * bannerHeight) / innerHeight)} % of the screen's height (${banners.join(", ")}), over a quarter`,
    );

  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  // One pass over the page's text and content, each piece tested against every floating box.
  const boxes = floating.map((over) => ({
    over,
    box: over.getBoundingClientRect(),
    what: over.querySelector("[data-floating]")?.getAttribute("data-floating") ?? name(over),
  }));
  const seenHere = (rect: DOMRect) => rect.bottom > headerBottom; // under the header it has scrolled away
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); boxes.length > 0 && node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter(seenHere);
    for (const { over, box, what } of boxes) {
      const under = lines.filter((line) => overlaps(line, box));
      if (under.length === 0 || over.contains(parent) || !shown(parent)) continue;
      for (const line of under) {
        const seen = clipped(line, parent);
        if (seen && seen.width > 2 && seen.height > 2 && overlaps(seen, box) && drawnOver(over, seen, box))
          problems.push(`${what} covers text "${node.textContent.trim().slice(0, 40)}"`);
      }
    }
  }
  for (const element of boxes.length > 0 ? document.querySelectorAll(CONTENT) : []) {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 2 || rect.height <= 2 || !seenHere(rect)) continue;
    for (const { over, box, what } of boxes) {
      if (!overlaps(rect, box) || over.contains(element)) continue;
      const seen = clipped(rect, element);
      if (!seen || !overlaps(seen, box) || !shown(element)) continue;
      if (element.matches(GRAPHIC)) {
        if (rect.width < 32 || rect.height < 32 || element.parentElement?.closest(CONTENT)) continue; // an icon
        if (!graphicShowsUnder(over, element, seen, box)) continue; // a backdrop, with content drawn over it
      }
      if (drawnOver(over, seen, box)) problems.push(`${what} covers ${name(element)}`);
    }
  }

  // Table cells: cut off only by a box that scrolls.
  for (const cell of document.querySelectorAll("td,th")) {
    const rect = cell.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1 || !shown(cell)) continue;
    for (let node = cell.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === "visible" && node !== document.documentElement) continue;
      const clip = node === document.documentElement ? new DOMRect(0, 0, node.clientWidth, 0) : node.getBoundingClientRect();
      if (rect.left >= clip.left - 0.5 && rect.right <= clip.right + 0.5) continue;
      if ((style.overflowX === "auto" || style.overflowX === "scroll") && node !== document.documentElement) break;
      problems.push(
        `table cell ${name(cell)} is cut off by ${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(" ")[0]}` : ""}, which does not scroll`,
      );
      break;
    }
  }
  return [...new Set(problems)];
}

/**
 * Lets scroll listeners and the next two frames run, then waits out the fades they started. A fade
 * in a part that skips rendering (content-visibility: auto) stands still until the part is drawn
 * again, and nothing of it is on screen meanwhile: it is not waited for.
 */
export async function settle(page: Page) {
  await twoFrames(page);
  await page.evaluate(async () => {
    const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    const drawn = fades.filter((fade) => (fade.effect as KeyframeEffect | null)?.target?.checkVisibility({ contentVisibilityAuto: true }));
    await Promise.all(drawn.map((fade) => fade.finished.catch(() => undefined)));
  });
}

/**
 * The page's layout comes to rest with nothing wrong (layoutProblems): floating buttons step aside
 * within a frame or two of a change (app/ui/use-clear-of-content.ts), a moment a slow machine can stretch.
 */
export async function expectLayoutClean(page: Page, where: string) {
  await settle(page);
  await expect.poll(() => page.evaluate(layoutProblems), { message: where, timeout: 3000 }).toEqual([]);
}

/** The same check after scrolling to the top, the middle and the bottom of the page. */
export async function expectLayoutCleanThroughout(page: Page, where: string) {
  for (const at of ["top", "middle", "bottom"] as const) {
    await page.evaluate((to) => {
      const max = document.documentElement.scrollHeight - innerHeight;
      window.scrollTo({ top: to === "top" ? 0 : to === "middle" ? max / 2 : max, behavior: "instant" });
    }, at);
    await expectLayoutClean(page, `${where}, ${at}`);
  }
}

/** What layoutProblems finds on the page now, for the test of the check itself. */
export const layoutProblemsNow = (page: Page) => page.evaluate(layoutProblems);

/**
 * Scrolls a control of a part that hydrates as it nears the viewport (an island) into view and
 * waits until its script is behind it: before that, a click posts the form without JavaScript.
 * Scrolled and read in one step, as a Spanish page may draw the part anew meanwhile.
 */
export async function hydratedControl(control: Locator) {
  await expect
    .poll(() =>
      control.evaluate((element) => {
        element.scrollIntoView({ block: "center" });
        return Object.keys(element).some((key) => key.startsWith("__reactProps"));
      }),
    )
    .toBe(true);
}

// includeHidden: Radix hides the header from assistive tech while the drawer is open; only one
// of the two Quote buttons (top bar, phone bar) is displayed at a time.
export const quoteButton = (page: Page) => page.getByRole("button", { name: /^Quote/, includeHidden: true }).filter({ visible: true });
export const quoteDrawer = (page: Page) => page.getByRole("dialog", { name: "Request a quote" });

/** Opens the quote drawer from the header, scrolled back into view (it hides while the page scrolls down). */
export async function openQuoteDrawer(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await quoteButton(page).click();
  await expect(quoteDrawer(page)).toBeVisible({ timeout: 15_000 }); // the first open downloads the drawer
  return quoteDrawer(page);
}

export const uniqueToken = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** An address of its own for the request `token` names: one address gets only a few acknowledgments a day (ACKNOWLEDGMENT_CAP). */
export const leadEmail = (token: string) => `ana.lopez.${token}@example.com`;

/** A form control by its accessible name (the visible label without the required asterisk). */
export function field(page: import("@playwright/test").Page, name: string) {
  return page.getByRole(name === "District" || name === "Country" ? "combobox" : "textbox", { name, exact: true });
}
