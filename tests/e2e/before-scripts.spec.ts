// Controls that work from the first paint and without JavaScript (rules §2 "Page shell",
// docs/decisions/0107-controls-before-scripts-links-as-anchors.md): the mobile menu and the header's
// panels are native popovers, the units switch is a pair of links the server honours; and every
// page carries speculation rules that never fetch a personal or state-changing address.
import { createHash } from "node:crypto";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support";

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", includeHidden: true });
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });

test.describe("without JavaScript, at 390 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("Menu opens the menu, and a link in it goes to its page", async ({ page }) => {
    await page.goto("/");
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the menu's Products section opens and its links work; Close closes the menu (in Spanish)", async ({ page }) => {
    await page.goto("/es/");
    const button = page.getByRole("button", { name: "Menú", includeHidden: true });
    const panel = page.getByRole("dialog", { name: "Menú" });
    await button.click();
    await panel.getByRole("button", { name: "Cerrar" }).click();
    await expect(panel).toBeHidden();
    await button.click();
    const hollowCore = panel.getByRole("link", { name: "Losa alveolar", exact: true });
    await expect(hollowCore).toBeHidden();
    await panel.locator("summary", { hasText: "Productos" }).click();
    await expect(hollowCore).toBeVisible();
    await hollowCore.click();
    await expect(page).toHaveURL(/\/es\/products\/hollow-core$/);
  });

  test("units links show the page in those units", async ({ page }) => {
    await page.goto("/products/double-t-slabs");
    const span = page.getByRole("row", { name: /^Span Capability/ });
    await expect(span.getByText("9.1 to 18.3 m")).toBeVisible();
    await page.locator("#specifications").getByRole("group", { name: "Units" }).getByRole("link", { name: "Imperial" }).click();
    await expect(page).toHaveURL(/\/products\/double-t-slabs\?units=imperial$/);
    await expect(span.getByText("30 to 60 ft")).toBeVisible();
    await expect(span.getByText("9.1 to 18.3 m")).toBeHidden();
    // The canonical address is the page's own, without the parameter.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\/double-t-slabs$/);
    await page.locator("#specifications").getByRole("group", { name: "Units" }).getByRole("link", { name: "Metric" }).click();
    await expect(span.getByText("9.1 to 18.3 m")).toBeVisible();
  });
});

test.describe("without JavaScript, at 1280 px", () => {
  test.use({ javaScriptEnabled: false });

  test("the Products dropdown opens, closes on Escape, and its links work", async ({ page }) => {
    await page.goto("/about");
    const products = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    const browse = page.getByRole("link", { name: "Browse all products" });
    await expect(browse).toBeHidden();
    await products.click();
    await expect(browse).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(browse).toBeHidden();
    await products.click();
    await browse.click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe("at 390 px, before the page's scripts have run", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Menu opens the menu at once; hydration keeps the same element, which then closes on Escape", async ({ context }) => {
    // A page of our own, whose visit does not wait for hydration (support.ts does), with the
    // page's script modules held back until released.
    const page = await context.newPage();
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect.poll(() => held.length).toBeGreaterThan(0); // the page asked for its scripts after painting, and waits

    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menu(page).evaluate((element) => ((element as HTMLElement & { mark?: string }).mark = "before hydration"));
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated-header"))).toBe(false);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated-header", "");
    // The menu's own code says its state once here.
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
    expect(await menu(page).evaluate((element) => (element as HTMLElement & { mark?: string }).mark)).toBe("before hydration");
    await expect(menu(page)).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await page.close();
  });
});

test.describe("speculation rules", () => {
  /** Addresses never fetched ahead: personal, state-changing, downloads. */
  const NEVER = [
    "/signin",
    "/signin?next=/account",
    "/account",
    "/es/account",
    "/api/files/abc",
    "/api/contact",
    "/quote",
    "/es/quote",
    "/careers/alerts?token=x",
    "/es/careers/alerts",
    "/products/hollow-core/spec-sheet.pdf?paper=a4&units=metric",
  ];

  test("every page carries them, allowed by the CSP's hash, and they never reach a forbidden address", async ({ page, request }) => {
    for (const path of ["/", "/es/products/hollow-core"]) {
      const response = await request.get(path);
      const html = await response.text();
      const text = /<script type="speculationrules">([^<]*)<\/script>/.exec(html)?.[1];
      expect(text, `${path} has speculation rules`).toBeTruthy();
      const hash = createHash("sha256").update(text!).digest("base64");
      expect(response.headers()["content-security-policy"]).toContain(`'sha256-${hash}'`);
    }

    // Read in the browser, with its URL patterns, relative to a page as the rules are.
    await page.goto("/contact");
    const rules = JSON.parse((await (await request.get("/contact")).text()).match(/<script type="speculationrules">([^<]*)</)![1]!);
    for (const kind of ["prefetch", "prerender"] as const) {
      const [rule] = rules[kind];
      expect(rule.eagerness).toBe("moderate");
      const conditions = rule.where.and;
      const verdicts = await page.evaluate(
        ({ conditions, never }) => {
          type Pattern = string | Record<string, string>;
          const matches = (patterns: Pattern | Pattern[], href: string) =>
            [patterns]
              .flat()
              .some((pattern) =>
                typeof pattern === "string"
                  ? new URLPattern(pattern, location.href).test(href)
                  : new URLPattern({ ...pattern, baseURL: location.href }).test(href),
              );
          const excluded = conditions
            .filter((c: { not?: { href_matches?: Pattern[] } }) => c.not?.href_matches)
            .map((c: { not: { href_matches: Pattern[] } }) => c.not.href_matches);
          const allowed = (href: string) => !excluded.some((patterns: Pattern[]) => matches(patterns, href));
          return {
            forbidden: never.map((path) => new URL(path, location.href).href).filter(allowed),
            pages: ["/products", "/es/about", "/products?category=slabs"].map((path) => new URL(path, location.href).href).every(allowed),
            optOut: conditions.some((c: { not?: { selector_matches?: string } }) => c.not?.selector_matches?.includes(".no-prefetch")),
          };
        },
        { conditions, never: NEVER },
      );
      expect(verdicts, kind).toEqual({ forbidden: [], pages: true, optOut: true });
    }
    // Prerendering is for the main navigation's links only.
    expect(JSON.stringify(rules.prerender)).toContain(".site-header nav a");
  });

  test("once the page is interactive, React Router's own prefetching takes over", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
  });
});
