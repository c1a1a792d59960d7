// Field Core Web Vitals (docs/decisions/0072-field-web-vitals.md): nothing is measured or sent
// without consent; with it, leaving a page sends one beacon that the server stores per metric,
// under the route pattern, never the query the page was opened with.
import type { Page, Request } from "@playwright/test";
import { d1, expect, test } from "./support";

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const centre = (page: Page) => page.getByRole("dialog", { name: "Cookie preferences" });

/** Every request the page makes for the measuring code or to the vitals endpoint. */
function vitalsTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/vitals" || /\/vitals-report-[\w-]+\.js$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

test.describe("field web vitals", () => {
  test("declined: the measuring code never loads and leaving the page sends nothing", async ({ page }) => {
    const traffic = vitalsTraffic(page);
    await page.goto("/products?category=beams");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await centre(page).getByRole("button", { name: "Reject All" }).click();
    await expect(centre(page)).toHaveCount(0);
    // The next page has hydrated: whatever the first one sent as it was left has been sent.
    await page.goto("/about");
    await expect(page.locator("html")).not.toHaveAttribute("data-vitals");
    expect(traffic).toEqual([]);
  });

  test("accepted: leaving the page stores its measurements under the route pattern, without the query", async ({ page }) => {
    // Two page loads, a choice and a row written after the first page is gone: room on a loaded machine, not a speed check.
    test.setTimeout(60_000);
    // A beacon sent as a page unloads is not reported to Playwright, and its Blob cannot be read
    // in the same turn: the page notes the JSON each Blob is made of, and keeps the one it beacons
    // to /api/vitals in session storage, which the next page of the same tab reads.
    await page.addInitScript(() => {
      const texts = new WeakMap<Blob, string>();
      const NativeBlob = Blob;
      window.Blob = class extends NativeBlob {
        constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
          super(parts, options);
          if (typeof parts?.[0] === "string") texts.set(this, parts[0]);
        }
      };
      const sendBeacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith("/api/vitals") && data instanceof NativeBlob) sessionStorage.setItem("vitals-sent", texts.get(data) ?? "");
        return sendBeacon(url, data);
      };
    });
    await page.goto("/products?category=beams&ref=e2e");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-vitals", "measuring");

    await page.goto("/about");
    const sentText = await page.waitForFunction(() => sessionStorage.getItem("vitals-sent"));
    const sent = JSON.parse((await sentText.jsonValue())!) as { route: string; metrics: { name: string; value: number }[] };
    expect(sent.route).toBe("/products");
    expect(sent.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(["TTFB", "FCP"]));

    // Stored once the server has answered: the row with this page load's own first-byte time
    // (to within SQLite's reading of a decimal).
    const ttfb = sent.metrics.find((metric) => metric.name === "TTFB")!.value;
    // The beacon is stored after the next page has started loading: a loaded machine may take seconds.
    await expect
      .poll(
        () =>
          d1<{ route: string; locale: string; metric: string }>(
            `SELECT route, locale, metric FROM web_vitals WHERE metric = 'TTFB' AND ABS(value - ${ttfb}) < 0.0001`,
          ),
        { timeout: 20_000 },
      )
      .toEqual([{ route: "/products", locale: "en", metric: "TTFB" }]);
    expect(await d1("SELECT id FROM web_vitals WHERE route LIKE '%?%' OR route LIKE '%beams%'")).toEqual([]);
  });
});
