// A hovered link's next page is ready before the click: the site's link router (app/ui/link.tsx)
// has React Router fetch the page's data and code while the pointer rests on the link, the click
// shows it in the same document, the browser reuses that data
// (`CACHE_CONTROL.pageData` in app/lib/cache-policy.ts), and the footer's code, which every next
// page renders, has come in by then (app/ui/when-visible.tsx).
import { expect, test } from "./support";

/** Each request the page made for `path` since `since`, and whether the network answered it. */
const requestsFor = (page: import("@playwright/test").Page, path: RegExp, since: number) =>
  page.evaluate(
    ({ source, since }) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname) && entry.startTime >= since)
        .map((entry) => ({
          kind: (entry as PerformanceResourceTiming).initiatorType,
          network: (entry as PerformanceResourceTiming).transferSize > 0,
        })),
    { source: path.source, since },
  );

/** The home page with the pointer resting on its link to /products, until React Router has fetched that page's data. */
async function hoverProductsLink(page: import("@playwright/test").Page) {
  await page.goto("/");
  const link = page.locator('main a[href="/products"]').first();
  await link.hover();
  await expect.poll(() => requestsFor(page, /^\/products\.data$/, 0)).toEqual([{ kind: "link", network: true }]);
  return link;
}

test("a click on a hovered link reads the data and code fetched on the hover, not the network", async ({ page }) => {
  const link = await hoverProductsLink(page);
  await expect.poll(async () => (await requestsFor(page, /\/site-footer-[\w-]+\.js$/, 0)).length).toBe(1);

  const clickedAt = await page.evaluate(() => performance.now());
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  expect(await requestsFor(page, /^\/products\.data$/, clickedAt)).toEqual([{ kind: "fetch", network: false }]);
  expect(await requestsFor(page, /\/site-footer-[\w-]+\.js$/, clickedAt)).toEqual([]);
});

test("a signed-out visitor's data is asked for again once the cookies change", async ({ page, context }) => {
  const link = await hoverProductsLink(page);
  // What a sign-in or a consent choice does: a cookie the next request carries.
  await context.addCookies([{ name: "mm_signed_in", value: "1", url: page.url() }]);
  const clickedAt = await page.evaluate(() => performance.now());
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  expect(await requestsFor(page, /^\/products\.data$/, clickedAt)).toEqual([{ kind: "fetch", network: true }]);
});

test("a click shows the next page in this document; a click with Ctrl or Cmd is the browser's", async ({ page, context }) => {
  await page.goto("/");
  // Set in this document: a page shown in the same document keeps it, a new document does not.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  const link = page.locator('main a[href="/products"]').first();

  const [tab] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(/\/products$/);
  await expect(page).toHaveURL(/\/$/);

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("a linked page paints its first screen first; Back returns to the same place in its whole list", async ({ page }) => {
  await page.goto("/");
  // Each frame from the one that shows the new heading: is the footer in view, and how many products are listed.
  await page.evaluate(() => {
    const seen: { footerInView: boolean; products: number }[] = [];
    (window as unknown as { frames: typeof seen }).frames = seen;
    const record = () => {
      if (document.querySelector("h1")?.textContent !== "Precast Concrete Products") return requestAnimationFrame(record);
      seen.push({
        footerInView: document.querySelector("footer")!.getBoundingClientRect().top < innerHeight,
        products: document.querySelectorAll("main article").length,
      });
      if (seen.length < 10) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.locator('main a[href="/products"]').first().click();
  await expect(page.locator("main article")).toHaveCount(8);
  await expect.poll(() => page.evaluate(() => (window as unknown as { frames: unknown[] }).frames.length)).toBe(10);
  const frames = await page.evaluate(() => (window as unknown as { frames: { footerInView: boolean; products: number }[] }).frames);
  expect(frames.some((frame) => frame.footerInView)).toBe(false);
  expect(frames.at(-1)!.products).toBe(8);

  // Back and Forward draw the whole page at once, so the scroll position they restore is there:
  // the last card is back where it was on the screen when it was clicked (read at the click, as
  // images settling meanwhile may shift the page and the browser's scroll anchoring with it).
  const card = page.locator("main article").last();
  await card.scrollIntoViewIfNeeded();
  const cardTop = () => card.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await page.evaluate(() =>
    addEventListener(
      "click",
      (event) =>
        Object.assign(window, { cardTopAtClick: Math.round((event.target as Element).closest("article")!.getBoundingClientRect().top) }),
      {
        capture: true,
        once: true,
      },
    ),
  );
  await card.locator('a[href^="/products/"]').first().click();
  await expect(page.locator("h1")).not.toHaveText("Precast Concrete Products");
  const atClick = await page.evaluate(() => (window as unknown as { cardTopAtClick: number }).cardTopAtClick);
  await page.goBack();
  await expect(page.locator("main article")).toHaveCount(8);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(800); // past a first screen with no list under it
  await expect.poll(cardTop).toBe(atClick);
});
