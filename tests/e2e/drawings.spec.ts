// Drawings in the page's language and the visitor's units (rules §11 "Drawings"): the browser
// fetches the one file the visitor sees, never its other units' twin, the page's first drawing as
// early as an eager image; a switch of units shows (and only then fetches) the other file.
import type { Page } from "@playwright/test";
import { expect, hydratedControl, test } from "./support";

/** The drawings under /images/ the page has asked the network for, by path. */
function drawingRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/images/") && path.endsWith(".svg")) paths.push(path);
  });
  return paths;
}

const cases = [
  { name: "metric, in English", path: "/", shown: "/images/hero/bridge.svg", hidden: "/images/hero/bridge.imperial.svg" },
  { name: "imperial, in English", path: "/?units=imperial", shown: "/images/hero/bridge.imperial.svg", hidden: "/images/hero/bridge.svg" },
  { name: "metric, in Spanish", path: "/es/", shown: "/images/hero/bridge.es.svg", hidden: "/images/hero/bridge.es.imperial.svg" },
  {
    name: "imperial, in Spanish",
    path: "/es/?units=imperial",
    shown: "/images/hero/bridge.es.imperial.svg",
    hidden: "/images/hero/bridge.es.svg",
  },
] as const;

for (const { name, path, shown, hidden } of cases) {
  test(`the home page's first drawing, ${name}: its own file, fetched at once, never the other`, async ({ page }) => {
    const requests = drawingRequests(page);
    await page.goto(path);
    const first = page.locator(`img[src="${shown}"]`);
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Made eager before layout: the browser treats it as the page's own, not as a lazy image.
    expect(await first.getAttribute("loading")).toBe("eager");
    await page.waitForLoadState("load");
    expect(requests).toContain(shown);
    expect(requests).not.toContain(hidden);
  });
}

test("the home page's first drawing is fetched while the stylesheet is still on its way", async ({ page }) => {
  // The choice of its file runs in the head, ahead of the stylesheet: a script after the image would
  // wait for the stylesheet, and the drawing's fetch with it.
  const order: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/images/hero/bridge.svg") order.push("drawing asked for");
  });
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    order.push("stylesheet sent");
    await route.continue();
  });
  await page.goto("/");
  await expect(page.locator('img[src="/images/hero/bridge.svg"]')).toBeVisible();
  expect(order[0]).toBe("drawing asked for");
  expect(order).toContain("stylesheet sent");
});

test("a project page's drawing follows a switch of units, fetching the other file only then", async ({ page }) => {
  const requests = drawingRequests(page);
  await page.goto("/es/projects/haulover-bridge");
  const metric = page.locator('img[src="/images/projects/haulover-bridge.es.svg"]');
  const imperial = page.locator('img[src="/images/projects/haulover-bridge.es.imperial.svg"]');
  await expect(metric).toBeVisible();
  await expect(imperial).toBeHidden();
  await page.waitForLoadState("load");
  expect(requests).not.toContain("/images/projects/haulover-bridge.es.imperial.svg");

  // The footer's switch, as a visitor uses it, once its island has hydrated: setting the page's
  // units attribute by hand raced the island, which writes the units it holds as it hydrates.
  const toImperial = page.locator("footer").getByRole("group", { name: "Unidades" }).getByRole("link", { name: "Imperial" });
  await hydratedControl(toImperial);
  await toImperial.click();
  await expect(imperial).toBeVisible();
  await expect(metric).toBeHidden();
  await expect.poll(() => imperial.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(requests).toContain("/images/projects/haulover-bridge.es.imperial.svg");
});
