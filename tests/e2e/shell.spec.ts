// The site shell: header rows, dropdowns, breadcrumbs, hide-on-scroll, body offset,
// same-path scrolling, toasts, and the quote list's hand-off to the contact form.
import type { Page } from "@playwright/test";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { WIDTHS } from "./routes";
import { consentDecided, d1, expect, field, FULL_MOTION, holdBack, test, uniqueToken } from "./support";

test.use(FULL_MOTION);

const headerTop = (page: Page) => page.locator("header.site-header").evaluate((el) => Math.round(el.getBoundingClientRect().top));

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`the body offset equals the header height from the first paint (${name})`, async ({ page }) => {
      await page.goto("/contact");
      const { padding, header } = await page.evaluate(() => ({
        padding: parseFloat(getComputedStyle(document.body).paddingTop),
        header: document.querySelector("header.site-header")!.getBoundingClientRect().height,
      }));
      expect(padding).toBe(header);
      expect(header).toBe(width >= 768 ? 156 : 120);
      // Nothing in the header moves after load: no layout shift. The cookie banner is the last
      // thing the page adds by itself (500 ms after its after-load code has mounted); two frames
      // later every shift up to then has been recorded, and the buffered entries hold them all.
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      const shifts = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type: "layout-shift", buffered: true });
        const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
        observer.disconnect();
        return entries.reduce((total, entry) => total + entry.value, 0);
      });
      expect(shifts).toBe(0);
    });

    test(`the breadcrumb bar names nested and filtered pages (${name})`, async ({ page }) => {
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
      await page.goto("/products/learn/double-t-slabs");
      await expect(crumbs).toHaveText(["Home", "/Products", "/Learn", "/Double T Slabs"]);
      await page.goto("/products?category=beams&application=marine");
      await expect(crumbs).toHaveText(["Home", "/Products", "/Beams", "/Marine Applications"]);
      await page.goto("/teaming");
      await expect(crumbs).toHaveText(["Home", "/Teaming Opportunities"]);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).locator("[aria-current=page]")).toHaveText("Teaming Opportunities");
    });

    test(`the header slides away scrolling down and returns scrolling up, within its height (${name})`, async ({ page }) => {
      await page.goto("/"); // the scroll listener attaches on hydration
      const headerHeight = width >= 768 ? 156 : 120;
      await page.mouse.wheel(0, 600);
      await expect.poll(() => headerTop(page)).toBe(-headerHeight);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => headerTop(page)).toBe(-headerHeight); // never further than its height
      await page.mouse.wheel(0, -60);
      await expect.poll(() => headerTop(page)).toBe(-headerHeight + 60);
      await page.mouse.wheel(0, -2000);
      await expect.poll(() => headerTop(page)).toBe(0);
    });
  });
}

test.describe("desktop navigation", () => {
  test("Products opens its panel of cards, and closes on outside click, Escape, scroll and choosing a link", async ({ page }) => {
    await page.goto("/");
    const products = page.getByRole("button", { name: "Products" });
    const panel = page.locator(`#${await products.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));

    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeCloseTo(Math.min(1280 * 0.75, 1000), 0);
    await expect(panel.getByRole("link", { name: "Learn about Concrete Bridge Planks" })).toHaveAttribute(
      "href",
      "/products/concrete-bridge-planks",
    );
    await expect(panel.getByRole("link", { name: "Learn about Hollow Core" })).toHaveAttribute("href", "/products/learn/hollow-core");
    await expect(panel.getByRole("link", { name: "Order Box Beams" })).toHaveAttribute("href", "/products/box-beams#quote");

    await page.mouse.click(5, 700);
    await expect(panel).toBeHidden();

    await products.click();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(products).toBeFocused();

    await products.click();
    await page.mouse.wheel(0, 200);
    await expect(panel).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    await products.click();
    await panel.getByRole("link", { name: "Browse all products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(panel).toBeHidden();
  });

  test("the dropdowns work from the keyboard", async ({ page }) => {
    await page.goto("/"); // the buttons work once hydrated
    const services = page.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" }); // the home page has its own service cards
    // The panel's cards arrive with its code, fetched when the button got the focus.
    await expect(nav.getByRole("link", { name: "Learn more about Engineering Consultation" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Learn more about Engineering Consultation" })).toBeFocused();
    await expect(nav.getByRole("link", { name: "Contact us about General Construction" })).toBeVisible();
    // Tabbing past the last card closes the panel.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" })).toBeFocused();
  });

  test("a navigation link to the current page scrolls smoothly to the top; other links open at the top", async ({ page }) => {
    await page.goto("/contact"); // the scroll is the hydrated link's
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.mouse.wheel(0, -300); // bring the header back
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Talk with an Engineer" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/contact$/);

    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.mouse.wheel(0, -300);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Talk with an Engineer" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the scroll-down chevron shows near the top, moves one screen down, and bounces for less than five seconds", async ({ page }) => {
  await consentDecided(page); // no banner at the bottom for the chevron to step aside for
  await page.goto("/about");
  const chevron = page.getByRole("button", { name: "Scroll down" });
  await expect(chevron).toBeVisible();
  // Moving content that starts by itself stops within five seconds (no pause control needed).
  const bounce = await chevron.evaluate((button) =>
    button.getAnimations().map((animation) => {
      const { iterations, duration } = animation.effect!.getComputedTiming();
      return Number(iterations) * Number(duration);
    }),
  );
  expect(bounce).toHaveLength(1);
  expect(bounce[0]).toBeLessThan(5000);
  await chevron.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(page.viewportSize()!.height);
  await expect(chevron).toBeHidden(); // more than 100 px down

  await page.evaluate(() => window.scrollTo({ top: 100, behavior: "instant" }));
  await expect(chevron).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the scroll-down chevron does not bounce", async ({ page }) => {
    await page.goto("/about");
    const chevron = page.getByRole("button", { name: "Scroll down" });
    await expect(chevron).toBeVisible();
    expect(await chevron.evaluate((button) => button.getAnimations().length)).toBe(0);
  });
});

test("the footer stays in place when the page changes before the footer's code has arrived", async ({ page }) => {
  // The footer's code loads at the first click; here it is held back until the click's change
  // (Load More, a navigation within the page) has been drawn.
  const release = await holdBack(page, /\/assets\/site-footer-[\w-]+\.js$/);
  await page.goto("/projects");
  const footer = page.locator("#site-footer");
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const footerWentMissing = async () => (await page.locator("html").getAttribute("data-footer-was-missing")) !== null;
  const before = await height();
  await page.evaluate(() => {
    const missing = () => !document.getElementById("site-footer")?.offsetHeight;
    new MutationObserver(() => {
      if (missing()) document.documentElement.dataset.footerWasMissing = "";
    }).observe(document.body, { childList: true, subtree: true });
  });

  await page.getByRole("button", { name: "Load More Projects" }).click();
  await expect(page).toHaveURL(/\?show=12$/);
  await expect(page.locator("[data-project-card]")).toHaveCount(12);
  await expect(footer.getByRole("link", { name: "Contact Us" })).toBeVisible();
  expect(await footerWentMissing()).toBe(false);
  expect(await height()).toBeGreaterThan(before); // four more cards, and nothing gone

  release();
  await expect(footer.getByRole("button", { name: "Cookie preferences" })).toBeVisible(); // its code has arrived
  expect(await footerWentMissing()).toBe(false);
});

test.describe("quote list", () => {
  test("adds deduped items with a toast, counts them, survives a reload and goes with the contact request", async ({ page }) => {
    await page.goto("/products");
    const badge = page.getByRole("button", { name: /^Quote/ });
    await expect(badge).toHaveAccessibleName("Quote");

    await page.getByRole("button", { name: "Add to Quote Hollow Core" }).click();
    await expect(page.getByText("Hollow Core has been added to your quote.")).toBeVisible();
    await page.getByRole("button", { name: "Add to Quote Hollow Core" }).click();
    await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
    // One toast at a time: the newest replaces the one before.
    await expect(page.getByText("Box Beams has been added to your quote.")).toBeVisible();
    await expect(page.getByText("Hollow Core has been added to your quote.")).toHaveCount(0);
    await expect(page.getByText("Added to Quote")).toHaveCount(1);
    await expect(badge).toHaveAccessibleName("Quote 2 items");

    await page.reload();
    await expect(badge).toHaveAccessibleName("Quote 2 items");

    await page.goto("/contact");
    await expect(page.getByText("Items in your quote (2)")).toBeVisible();
    const token = uniqueToken();
    await field(page, "Name").fill("Ana Lopez");
    await field(page, "Email").fill("ana.lopez@example.com");
    await field(page, "District").selectOption("Orange Walk");
    await field(page, "Message").fill(`Please quote the listed items, reference ${token}.`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(CONTACT_MESSAGES.success);

    const [row] = await d1<{ quote_items: string }>(`SELECT quote_items FROM contact_submissions WHERE message LIKE '%${token}%'`);
    expect(JSON.parse(row!.quote_items)).toEqual([
      { id: "/products/hollow-core", name: "Hollow Core", category: "products" },
      { id: "/products/box-beams", name: "Box Beams", category: "products" },
    ]);
    // Sent, so the list starts over.
    await expect(badge).toHaveAccessibleName("Quote");
    await expect(page.getByText("Items in your quote")).toHaveCount(0);
  });
});
