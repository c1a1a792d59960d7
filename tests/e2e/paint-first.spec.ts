// The page's scripts start after its first contentful paint (app/paint-first.server.ts), even on a
// phone slow enough that the load event comes first; where no paint will be reported (a browser
// without paint timing, a page loaded out of sight), they start at the load event instead.
import { expect, test } from "./support";

/** When the first contentful paint came, and when the first of the page's scripts was asked for. */
const paintAndFirstScript = () => ({
  paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
  load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
  script: Math.min(
    ...performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  ),
});

// With the network as fast as it is here, the page's load event mostly comes before its first paint,
// as on a slow phone with a good connection: scripts started at load held the paint back.
test("scripts are asked for only after the first paint, even when the page has loaded before it paints", async ({ page }) => {
  for (const path of ["/", "/products/hollow-core", "/contact", "/"]) {
    await page.goto(path); // returns once the page has hydrated
    const { paint, load, script } = await page.evaluate(paintAndFirstScript);
    expect(paint, `${path} painted`).toBeGreaterThan(0);
    expect(script, `${path} asked for its scripts`).toBeLessThan(Infinity);
    const times = `${path}: loaded at ${load} ms, painted at ${paint} ms, first script asked for at ${script} ms`;
    expect(script, times).toBeGreaterThanOrEqual(paint);
  }
});

test.describe("where no paint will be reported, the page still hydrates, at the load event", () => {
  test("a browser without paint timing", async ({ page }) => {
    await page.addInitScript(() => {
      const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== "paint");
      Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => types });
    });
    await page.goto("/contact"); // times out unless the page hydrates
    await expect(page.locator("html")).toHaveAttribute("data-hydrated-main", /.*/);
  });

  test("a page loaded out of sight (a background tab paints only once shown)", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
      // No paint is reported to the page while it is out of sight.
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        if (options?.type !== "paint") observe.call(this, options);
      };
    });
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated-main", /.*/);
  });
});
