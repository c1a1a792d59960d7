// Caching as served by the production build: static assets (public/_headers, served before the
// Worker runs) and pages from the edge cache, which must stay right for every visitor who may
// receive them (signed in or not, at any time of day) and never hide a visitor's own write.
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { confirmedAccount, fill } from "./account-steps";
import { d1, expect, test } from "./support";

test("hashed assets are cached for a year and immutable", async ({ page, request }) => {
  const assets: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response.url());
  });
  await page.goto("/");
  expect(assets.length).toBeGreaterThan(2);
  for (const url of assets) {
    const response = await request.get(url);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"], url).toBe("nosniff");
  }
});

test("a drawing opened on its own runs nothing and loads nothing but itself", async ({ request }) => {
  for (const path of ["/images/products/hollow-core.svg", "/images/hero/bridge.svg", "/favicon.svg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain("image/svg+xml");
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("default-src 'none'");
    expect(policy, path).toContain("sandbox");
    expect(policy, path).not.toContain("script-src");
  }
});

test("anonymous pages come from the edge once rendered; form answers are never stored", async ({ request }) => {
  await request.get("/teaming");
  await expect.poll(async () => (await request.get("/teaming")).headers()["x-cache"]).toBe("HIT");
  const hit = await request.get("/teaming?utm_source=newsletter");
  expect(hit.headers()["x-cache"]).toBe("HIT");
  expect(hit.headers()["cache-control"]).toBe(CACHE_CONTROL.page);
  const answer = await request.post("/contact", { form: { name: "x" } });
  expect(answer.headers()["cache-control"]).toBe(CACHE_CONTROL.personal);
  expect(answer.headers()["x-cache"]).toBe("BYPASS");
});

test("a signed-in visitor never gets the anonymous copy's header, nor an anonymous one theirs", async ({ page, browser }) => {
  test.slow();
  const anonymous = await browser.newPage();
  await anonymous.goto("/about");
  await expect.poll(async () => (await anonymous.request.get("/about")).headers()["x-cache"]).toBe("HIT");

  const address = await confirmedAccount(page);
  await page.goto("/signin");
  await fill(page, address);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const mine = await page.goto("/about");
  expect(mine?.headers()["x-cache"]).toBe("BYPASS");
  expect(mine?.headers()["cache-control"]).toBe(CACHE_CONTROL.personal);
  // The signed-in state appears once the header has hydrated, after the first paint.
  await expect(page.getByRole("link", { name: "Account (signed in)" })).toHaveAttribute("href", "/account", { timeout: 15_000 });

  const theirs = await anonymous.goto("/about", { waitUntil: "networkidle" });
  expect(theirs?.headers()["x-cache"]).toBe("HIT");
  await expect(anonymous.getByRole("link", { name: "Account", exact: true })).toHaveAttribute("href", "/signin");
  await anonymous.close();
});

test.describe("office hours on a page served from the edge", () => {
  test.use({ timezoneId: "Europe/Madrid" });

  for (const [madrid, status] of [
    ["2025-07-16T15:05:00+02:00", "Opening in 55 minutes"],
    ["2025-07-16T18:30:00+02:00", "Open Now"],
    ["2025-07-17T01:30:00+02:00", "Closed for today"],
    ["2025-07-19T18:30:00+02:00", "Closed"],
  ] as const) {
    test(`say "${status}" at ${madrid} (Madrid), in Belize time`, async ({ page, request }) => {
      await request.get("/contact");
      await expect.poll(async () => (await request.get("/contact")).headers()["x-cache"]).toBe("HIT");
      await page.clock.install({ time: new Date(madrid) });
      const response = await page.goto("/contact");
      expect(response?.headers()["x-cache"]).toBe("HIT");
      // The stored HTML says nothing about the hour; the browser works it out.
      expect(await response?.text()).not.toMatch(/Open Now|Closed for today|Opening (in|at)/);
      await expect(page.getByTestId("business-status")).toHaveText(status);
    });
  }
});

test("a visitor reads their own write at once: the write's bookmark comes back with the next request", async ({ page }) => {
  const email = `bookmark-${Date.now().toString(36)}@example.com`;
  await page.goto("/careers");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  const [posted] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Subscribe" }).click(),
  ]);
  expect(await posted.headerValue("set-cookie")).toMatch(/^mm_d1=[0-9a-f-]+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax/);
  const cookies = await page.context().cookies();
  const bookmark = cookies.find((cookie) => cookie.name === "mm_d1");
  expect(bookmark?.httpOnly).toBe(true);
  // The confirmation page reads the subscription written a moment ago.
  const { token } = (await d1<{ token: string }>(`SELECT token FROM job_subscribers WHERE email = '${email}'`))[0]!;
  const sent = page.waitForRequest((request) => request.url().includes("/careers/alerts"));
  await page.goto(`/careers/alerts?token=${token}`);
  expect((await (await sent).allHeaders()).cookie).toContain(`mm_d1=${bookmark!.value}`);
  await expect(page.getByText(email)).toBeVisible();
});
