// A quote that lasts (docs/decisions/0050-a-quote-that-lasts.md): the list is kept with us for 30
// days behind a cookie holding only a session id, so it survives closing the browser; a list from
// the tab storage of before moves over; and it stays in reach when the header has scrolled away.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, openQuoteDrawer, quoteButton, quoteDrawer, test } from "./support";

const saved = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "PUT" && r.ok());

/** A new browser (no tab storage, nothing in memory) holding only the cookies of `context`. */
async function freshBrowser(context: BrowserContext, page: Page) {
  const next = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin, locale: "en-BZ" });
  await next.addCookies(await context.cookies());
  return next.newPage();
}

test("the list, with quantities and notes, survives closing the browser", async ({ page, context }) => {
  await page.goto("/products");
  const first = saved(page);
  await page.getByRole("button", { name: "Add to Quote Hollow Core" }).click();
  await first;
  const panel = await openQuoteDrawer(page);
  const noted = saved(page);
  await panel.getByLabel("Quantity").fill("40");
  await panel.getByLabel("Note").fill("8 in, 12 m spans");
  await noted;

  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === "mm_quote")!;
  expect(session.httpOnly).toBe(true);
  expect(session.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
  expect(session.value).not.toContain("Hollow"); // only the session's id
  expect(cookies.find((cookie) => cookie.name === "quote_count")?.value).toBe("1");

  const later = await freshBrowser(context, page);
  await later.goto("/");
  await expect(quoteButton(later)).toHaveAccessibleName("Quote 1 item");
  const again = await openQuoteDrawer(later);
  await expect(again.getByText("Hollow Core")).toBeVisible();
  await expect(again.getByLabel("Quantity")).toHaveValue("40");
  await expect(again.getByLabel("Note")).toHaveValue("8 in, 12 m spans");
  await later.context().close();
});

test("a list from the tab storage of before moves over, and nothing is lost", async ({ page, context }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("quote-items")) {
      sessionStorage.setItem(
        "quote-items",
        JSON.stringify([{ id: "/products/box-beams", name: "Box Beams", category: "products", quantity: 6, note: "27 m spans" }]),
      );
    }
  });
  const moved = saved(page);
  await page.goto("/");
  await moved;
  const later = await freshBrowser(context, page);
  await later.goto("/products");
  await expect(quoteButton(later)).toHaveAccessibleName("Quote 1 item");
  const panel = await openQuoteDrawer(later);
  await expect(panel.getByText("Box Beams")).toBeVisible();
  await expect(panel.getByLabel("Note")).toHaveValue("27 m spans");
  await later.context().close();
});

for (const width of [1280, 390]) {
  test(`at ${width} px the list stays in reach when the header has scrolled away`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/products");
    await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
    const inReach = page.getByRole("button", { name: "Your quote 1 item" });
    // Scrolled by the page itself: a wheel goes to whatever is under the pointer at that moment
    // (the toast, the cookie banner sliding in), which on a loaded machine once left the page where it was.
    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await scrollTo(0); // back to the top: the header's Quote is in view
    await expect(inReach).toHaveCount(0);
    // Like every floating button it shows only where it covers nothing: down the page until it does.
    // A place found may be lost again before the click lands (a toast leaving, a picture loading
    // under it), so a click that cannot land goes on searching below; on a busy machine the search,
    // a frame at a time, takes a while.
    test.slow();
    let from = 1500;
    await expect(async () => {
      const shownAt = await page.evaluate(async (start) => {
        for (let y = start; y < document.documentElement.scrollHeight; y += 24) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
          const button = document.querySelector('[data-floating="quote"]');
          if (button && !button.classList.contains("opacity-0")) return y;
        }
        return null;
      }, from);
      from = shownAt === null ? 1500 : shownAt + 24;
      expect(shownAt, "a place on the page where the quote list's button shows").not.toBeNull();
      await expect.poll(() => inReach.evaluate((button) => getComputedStyle(button).opacity)).toBe("1");
      await inReach.click({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(quoteDrawer(page)).toBeVisible({ timeout: 15_000 });
  });
}

test("the kept list refuses what the form would refuse, with a clear error", async ({ request }) => {
  const bad = await request.put("/api/quote", { data: { items: [{ id: "", name: "x", category: "products" }] } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()) as unknown).toMatchObject({ ok: false, error: "Invalid quote items." });
  expect((await request.put("/api/quote", { data: { nope: 1 } })).status()).toBe(400);
});
