// Page views (rules §7 logPageView, docs/decisions/0001-product-resolutions.md "Consent"): the server cannot see consent, so
// these tests prove the browser sends nothing without it, and exactly one view per path
// change, or per acceptance, with it.
import type { Page } from "@playwright/test";
import { expect, test } from "./support";

type PageView = { pathname: string; referrer: string | null; ua: string | null };

/**
 * Answers /api/pageview itself and records every body the page sends. In the page too, from its
 * first script (see probe below): each page view as it is sent, and each decision of the gate.
 */
async function capturePageViews(page: Page, status = 204) {
  await page.addInitScript(probe);
  const views: PageView[] = [];
  await page.route("**/api/pageview", async (route) => {
    views.push(route.request().postDataJSON() as PageView);
    await route.fulfill({ status });
  });
  return views;
}

async function seedConsent(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const ACCEPTED = { "cookie-consent": "accepted", "functional-cookies": "true", "targeting-cookies": "true", "performance-cookies": "true" };
const customWith = (performance: boolean) => ({
  "cookie-consent": "custom",
  "functional-cookies": "true",
  "targeting-cookies": "true",
  "performance-cookies": String(performance),
});

type Probe = { sent: string[]; decidedOn: string[] };

/**
 * In the page: the pathname of every page view it sends (fetch or sendBeacon to /api/pageview),
 * recorded as it is sent, before the request can reach the route; and the page's path each time
 * the page-view gate decides. The gate (app/shell/page-views.ts) reads the stored consent on every
 * path change and every choice that may grant consent, and sends in the same turn; the consent UI,
 * mounted in the same commit, reads it too. So once a read on a path is seen, whatever the
 * gate sends for that path is already in `sent`: absence checks wait for that, not for a delay.
 */
function probe() {
  const state: Probe = { sent: [], decidedOn: [] };
  (window as unknown as { pageViewProbe: Probe }).pageViewProbe = state;
  const isPageView = (url: string | URL) => new URL(url, location.href).pathname === "/api/pageview";
  const pathnameIn = (body: unknown) => {
    try {
      return (JSON.parse(String(body)) as { pathname: string }).pathname;
    } catch {
      return String(body);
    }
  };
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const url = input instanceof Request ? input.url : input;
    if (isPageView(url)) state.sent.push(input instanceof Request ? "(a Request)" : pathnameIn(init?.body));
    return fetch.call(this, input, init);
  };
  const sendBeacon = navigator.sendBeacon;
  navigator.sendBeacon = function (url, data) {
    if (isPageView(url)) state.sent.push(pathnameIn(data));
    return sendBeacon.call(this, url, data);
  };
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    if (key === "cookie-consent") state.decidedOn.push(location.pathname);
    return getItem.call(this, key);
  };
}

/** The pathnames of the page views the page has sent so far, in order. */
const sent = (page: Page) => page.evaluate(() => (window as unknown as { pageViewProbe: Probe }).pageViewProbe.sent);
const decidedOn = (page: Page) => page.evaluate(() => (window as unknown as { pageViewProbe: Probe }).pageViewProbe.decidedOn);
const forgetDecisions = (page: Page) =>
  page.evaluate(() => (window as unknown as { pageViewProbe: Probe }).pageViewProbe.decidedOn.splice(0));

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** Waits until the router has hydrated, so client-side navigation and effects are live. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/**
 * Home → contact → home, by clicking the site's own links (client-side navigation), returning once
 * the page-view gate has decided on the last page (and so on the contact page before it).
 */
async function walkHomeContactHome(page: Page) {
  await page.getByRole("link", { name: "Talk with an Engineer" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  // Rendered: its decision comes before the next page's.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk with an Engineer");
  await forgetDecisions(page);
  await page.getByRole("link", { name: "M&M home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => decidedOn(page)).toContain("/");
}

// Against the dev server, the first visit to a route can make Vite optimise a new dependency and
// reload the page in the middle of a test; visiting both routes once beforehand settles that.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    await hydrated(page);
  }
  await page.close();
});

test.describe("without consent", () => {
  test("no page view is sent, while browsing or after dismissing the banner", async ({ page }) => {
    const views = await capturePageViews(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await walkHomeContactHome(page);
    await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
    await walkHomeContactHome(page);
    expect(await sent(page)).toEqual([]);
    expect(views).toEqual([]);
  });

  for (const [name, values] of [
    [
      "declined",
      { "cookie-consent": "declined", "functional-cookies": "false", "targeting-cookies": "false", "performance-cookies": "false" },
    ],
    ["custom with performance off", customWith(false)],
    ["performance on but no consent value", { "performance-cookies": "true" }],
  ] as const) {
    test(`no page view is sent when the stored choice is ${name}`, async ({ page }) => {
      await seedConsent(page, values);
      const views = await capturePageViews(page);
      await page.goto("/");
      await hydrated(page);
      await walkHomeContactHome(page);
      expect(await sent(page)).toEqual([]);
      expect(views).toEqual([]);
    });
  }

  test("Reject All and Confirm My Choices without performance send nothing", async ({ page }) => {
    const views = await capturePageViews(page);
    await page.goto("/contact");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await page.getByRole("switch", { name: "Performance Cookies" }).click();
    await page.getByRole("button", { name: "Confirm My Choices" }).click();
    await page.getByRole("button", { name: "Cookie settings", exact: true }).click();
    await page.getByRole("button", { name: "Reject All" }).click();
    await walkHomeContactHome(page);
    expect(await sent(page)).toEqual([]);
    expect(views).toEqual([]);
  });
});

test.describe("with consent", () => {
  for (const [name, values] of [
    ["accepted", ACCEPTED],
    ["custom with performance on", customWith(true)],
  ] as const) {
    test(`one view per path change when the stored choice is ${name}`, async ({ page }) => {
      await seedConsent(page, values);
      const views = await capturePageViews(page);
      await page.goto("/");
      await expect.poll(() => views.length).toBe(1);
      await walkHomeContactHome(page);
      await expect.poll(() => views.map((view) => view.pathname)).toEqual(["/", "/contact", "/"]);
      expect(await sent(page)).toEqual(["/", "/contact", "/"]);
    });
  }

  test("a change of search or hash alone is not a new view", async ({ page }) => {
    await seedConsent(page, ACCEPTED);
    const views = await capturePageViews(page);
    await page.goto("/contact");
    await expect.poll(() => views.length).toBe(1);
    await page.evaluate(async () => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      await router.navigate("/contact?from=test");
      await router.navigate("/contact?from=test#form");
    });
    await expect(page).toHaveURL(/\/contact\?from=test#form$/);
    // A path change after them is logged, after any view the search or hash change would have sent.
    await page.getByRole("link", { name: "M&M home" }).click();
    await expect.poll(() => sent(page)).toContain("/");
    expect(await sent(page)).toEqual(["/contact", "/"]);
    await expect.poll(() => views.map((view) => view.pathname)).toEqual(["/contact", "/"]);
  });

  test("the body is {pathname, referrer, ua}, sent as JSON with keepalive", async ({ page }) => {
    await seedConsent(page, ACCEPTED);
    await page.addInitScript(() => {
      const calls: { url: string; keepalive?: boolean; contentType?: string | null }[] = [];
      (window as unknown as { pageViewCalls: typeof calls }).pageViewCalls = calls;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        if (url.includes("/api/pageview")) {
          calls.push({ url, keepalive: init?.keepalive, contentType: new Headers(init?.headers).get("content-type") });
        }
        return original(input, init);
      };
    });
    const views = await capturePageViews(page);
    const requests: { method: string; contentType: string | null }[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/pageview"))
        requests.push({ method: request.method(), contentType: request.headers()["content-type"] ?? null });
    });
    await page.goto("/contact", { referer: "https://www.google.com/search?q=precast+belize" });
    await expect.poll(() => views.length).toBe(1);
    const [ua, referrer] = await page.evaluate(() => [navigator.userAgent, document.referrer]);
    expect(referrer).toContain("https://www.google.com/");
    expect(views[0]).toEqual({ pathname: "/contact", referrer, ua });
    expect(Object.keys(views[0]!).sort()).toEqual(["pathname", "referrer", "ua"]);
    expect(requests).toEqual([{ method: "POST", contentType: "application/json" }]);
    const calls = await page.evaluate(() => (window as unknown as { pageViewCalls: unknown[] }).pageViewCalls);
    expect(calls).toEqual([{ url: "/api/pageview", keepalive: true, contentType: "application/json" }]);

    // Reached directly, there is no referrer: null, not an empty string.
    const direct = await page.context().newPage();
    const directViews = await capturePageViews(direct);
    await direct.goto("/");
    await expect.poll(() => directViews.length).toBe(1);
    expect(directViews[0]!.referrer).toBeNull();
  });
});

test.describe("on acceptance", () => {
  test("Accept All in the banner logs the current page once, then each path change", async ({ page }) => {
    const views = await capturePageViews(page);
    await page.goto("/contact");
    await expect(banner(page)).toBeVisible(); // 500 ms after the gate decided, when the consent UI mounted
    expect(await sent(page)).toEqual([]);
    expect(views).toEqual([]);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => views.map((view) => view.pathname)).toEqual(["/contact"]);

    // Accepting again on the same page is not a second view of it.
    await page.getByRole("button", { name: "Cookie settings", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Accept All" }).click();
    await page.getByRole("link", { name: "M&M home" }).click();
    await expect.poll(() => views.map((view) => view.pathname)).toEqual(["/contact", "/"]);
    expect(await sent(page)).toEqual(["/contact", "/"]); // a second view of /contact would have come before /
  });

  test("Confirm My Choices with performance on logs the current page once", async ({ page }) => {
    const views = await capturePageViews(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await page.getByRole("switch", { name: "Targeting Cookies" }).click();
    await page.getByRole("button", { name: "Confirm My Choices" }).click();
    await expect.poll(() => views.map((view) => view.pathname)).toEqual(["/"]);
    // The choice's effects have run their course: the banner has slid out and left the settings button.
    await expect(page.getByRole("button", { name: "Cookie settings", exact: true })).toBeVisible();
    expect(await sent(page)).toEqual(["/"]);
    expect(views).toHaveLength(1);
  });

  test("after Reject All, no further views are sent", async ({ page }) => {
    await seedConsent(page, ACCEPTED);
    const views = await capturePageViews(page);
    await page.goto("/");
    await expect.poll(() => views.length).toBe(1);
    await page.getByRole("button", { name: "Cookie settings", exact: true }).click();
    await page.getByRole("button", { name: "Reject All" }).click();
    await walkHomeContactHome(page);
    expect(await sent(page)).toEqual(["/"]);
    expect(views.map((view) => view.pathname)).toEqual(["/"]);
  });
});

test("a failed page view is only a console warning", async ({ page }) => {
  await seedConsent(page, ACCEPTED);
  const views = await capturePageViews(page, 503);
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
    if (message.type() === "error" && !message.text().includes("503")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect.poll(() => views.length).toBe(1);
  await expect.poll(() => warnings.some((text) => text.includes("Page view not logged"))).toBe(true);
  await page.getByRole("link", { name: "Talk with an Engineer" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk with an Engineer");
  expect(errors).toEqual([]);
});
