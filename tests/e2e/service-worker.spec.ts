// The service worker (rules §7 "Service worker", docs/decisions/0001-product-resolutions.md): on PRECACHE_IMAGES it caches
// exactly the hero images and serves them cache-first; every other request passes it by.
// Most tests register /sw.js from a page with no app script (robots.txt), so they test the
// worker itself whatever the page does; the last one tests the site's own registration.
import type { Page } from "@playwright/test";
import { HERO_IMAGES } from "../../app/company/content/hero-images";
import { expect, test } from "./support";

// Blocked in the other tests (tests/playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const CACHE = "mm-hero-images-v2";

/** Registers /sw.js, waits until it controls the page, then sends it the message. */
async function registerAndPrecache(page: Page, urls: string[]) {
  await page.evaluate(async (urls) => {
    await navigator.serviceWorker.register("/sw.js");
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
    registration.active!.postMessage({ type: "PRECACHE_IMAGES", urls });
  }, urls);
}

/** Paths held in the worker's cache (empty when the cache does not exist). */
function cachedPaths(page: Page) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).sort();
  }, CACHE);
}

/** Puts a marker response into the worker's cache under a path, to see who answers. */
function plantMarker(page: Page, path: string, marker: string) {
  return page.evaluate(
    async ({ name, path, marker }) => {
      const cache = await caches.open(name);
      await cache.put(path, new Response(marker, { headers: { "Content-Type": "image/svg+xml" } }));
    },
    { name: CACHE, path, marker },
  );
}

/** Fetches a path from the page and reports its body and whether the worker answered. */
async function fetchFromPage(page: Page, path: string) {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === path);
  const text = await page.evaluate((path) => fetch(path).then((r) => r.text()), path);
  return { text, fromServiceWorker: (await response).fromServiceWorker() };
}

test("the hero images are three SVG drawings that exist", async ({ request }) => {
  expect(HERO_IMAGES).toHaveLength(3);
  for (const path of HERO_IMAGES) {
    expect(path).toMatch(/^\/images\/hero\/[a-z-]+\.svg$/);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  }
});

test("PRECACHE_IMAGES caches exactly the hero images, then they are served cache-first", async ({ page }) => {
  await page.goto("/robots.txt");
  await registerAndPrecache(page, HERO_IMAGES);
  await expect.poll(() => cachedPaths(page)).toEqual([...HERO_IMAGES].sort());

  // A marker planted in the cache is what the page gets: the cache answers before the network.
  await plantMarker(page, HERO_IMAGES[0]!, "<svg>cached copy</svg>");
  expect(await fetchFromPage(page, HERO_IMAGES[0]!)).toEqual({ text: "<svg>cached copy</svg>", fromServiceWorker: true });
  const second = await fetchFromPage(page, HERO_IMAGES[1]!);
  expect(second.fromServiceWorker).toBe(true);
  expect(second.text).toContain("<svg");
});

test("everything else passes through untouched and is never cached", async ({ page }) => {
  await page.goto("/robots.txt");
  // Even when asked to, the worker caches nothing outside the hero images.
  await registerAndPrecache(page, [...HERO_IMAGES, "/favicon.svg", "/", "https://example.com/images/hero/x.svg"]);
  await expect.poll(() => cachedPaths(page)).toEqual([...HERO_IMAGES].sort());

  // A marker planted for another path is ignored: the worker does not answer for it.
  await plantMarker(page, "/favicon.svg", "<svg>planted</svg>");
  const favicon = await fetchFromPage(page, "/favicon.svg");
  expect(favicon.fromServiceWorker).toBe(false);
  expect(favicon.text).not.toContain("planted");

  const robots = await fetchFromPage(page, "/robots.txt");
  expect(robots.fromServiceWorker).toBe(false);
  expect(robots.text).toContain("User-agent");
  expect(await cachedPaths(page)).toEqual([...HERO_IMAGES, "/favicon.svg"].sort()); // only our planted marker
});

test("a later message drops an image that is no longer listed", async ({ page }) => {
  await page.goto("/robots.txt");
  await registerAndPrecache(page, HERO_IMAGES);
  await expect.poll(() => cachedPaths(page)).toHaveLength(3);
  await registerAndPrecache(page, HERO_IMAGES.slice(1));
  await expect.poll(() => cachedPaths(page)).toEqual(HERO_IMAGES.slice(1).sort());
});

test("activation deletes older versions of its cache and leaves other caches alone", async ({ page }) => {
  await page.goto("/robots.txt");
  await page.evaluate(async () => {
    await (await caches.open("mm-hero-images-v0")).put("/images/hero/old.svg", new Response("old"));
    await (await caches.open("someone-elses-cache")).put("/x", new Response("x"));
  });
  await registerAndPrecache(page, HERO_IMAGES);
  await expect.poll(() => page.evaluate(() => caches.keys().then((names) => names.sort()))).toEqual([CACHE, "someone-elses-cache"]);
});

test("the site registers /sw.js at load and has it precache the hero images", async ({ page }) => {
  await page.goto("/");
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptURL!).pathname).toBe("/sw.js");
  await expect.poll(() => cachedPaths(page)).toEqual([...HERO_IMAGES].sort());
});
