// The mobile menu (rules §2 "Mobile menu"): below 768 px the header's Menu button opens a 16rem
// panel with the site's navigation, the Quote shortcut and the contact details.
import type { Locator, Page } from "@playwright/test";
import { telHref } from "../../app/site/company";
import facts from "../../app/site/facts.json" with { type: "json" };
import { productPath, products } from "../../app/catalogue/content/products";
import { catalogueServices, servicePath } from "../../app/company/content/services";
import { expect, FULL_MOTION, test, twoFrames } from "./support";
import { axeViolations } from "./axe";

test.use({ viewport: { width: 390, height: 844 }, ...FULL_MOTION });

// While the menu is open the rest of the page is hidden from assistive technology, the Menu button too.
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", includeHidden: true });
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/** Opens the menu once its code is here (it arrives as the page hydrates; before, the menu is plain HTML). */
async function openMenu(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector("#mobile-menu-body nav a") ?? {}).some((key) => key.startsWith("__reactProps")),
      ),
    )
    .toBe(true);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  return menu(page);
}

/** A section's native disclosure (its summary), by name. */
const section = (panel: Locator, label: string) => panel.locator("details", { has: panel.page().locator("summary", { hasText: label }) });

/** The panel's box once its slide-in has finished. */
async function settledBox(page: Page) {
  await expect.poll(() => menu(page).evaluate((el) => el.getAnimations().length)).toBe(0);
  return (await menu(page).boundingBox())!;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/"); // the header's buttons work once hydrated
});

test("opens a 16rem panel on the right from the Menu button", async ({ page }) => {
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  const panel = await openMenu(page);
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(panel.getByRole("heading", { name: "Menu" })).toBeVisible();
  const box = await settledBox(page);
  expect(box.width).toBe(256);
  expect(box.x + box.width).toBe(390);
  expect(box.height).toBe(844);
});

test("lists its entries in the spec's order, with the phone and email as tel: and mailto: links", async ({ page }) => {
  const panel = await openMenu(page);
  await expect(panel).toMatchAriaSnapshot(`
    - dialog "Menu":
      - button "Close"
      - heading "Menu" [level=2]
      - navigation "Mobile":
        - list:
          - listitem:
            - group: Products
          - listitem:
            - group: Services
          - listitem:
            - link "Projects":
              - /url: /projects
          - listitem:
            - link "Careers":
              - /url: /careers
          - listitem:
            - link "About Us":
              - /url: /about
          - listitem:
            - link "Contact Us":
              - /url: /contact
        - list:
          - listitem:
            - link "Account":
              - /url: /account
          - listitem:
            - button "Quote"
          - listitem:
            - link "Español (leer esta página en español)":
              - /url: /es/
        - link "Talk with an Engineer":
          - /url: /contact
      - 'link "Phone: ${facts.phone.value} Example"':
        - /url: ${telHref(facts.phone.value)}
      - 'link "Email: ${facts.email.value} Example"':
        - /url: mailto:${facts.email.value}
  `);
  // Ordinary links: the phone dials and the mail client opens; neither opens a tab.
  for (const name of [/^Phone/, /^Email/]) await expect(panel.getByRole("link", { name })).not.toHaveAttribute("target");
});

test("Products and Services expand to list every product and service", async ({ page }) => {
  const panel = await openMenu(page);
  const sections = [
    {
      label: "Products",
      links: [{ title: "All products", link: "/products" }, ...products.map((p) => ({ title: p.title, link: productPath(p) }))],
    },
    {
      label: "Services",
      links: [{ title: "All services", link: "/services" }, ...catalogueServices.map((s) => ({ title: s.title, link: servicePath(s) }))],
    },
  ];
  for (const { label, links } of sections) {
    const disclosure = section(panel, label);
    const toggle = disclosure.locator("summary");
    const first = panel.getByRole("link", { name: links[1]!.title, exact: true });
    await expect(first).toBeHidden();
    await toggle.click();
    await expect(disclosure).toHaveAttribute("open", "");
    await expect(disclosure.getByRole("link")).toHaveText(links.map((l) => l.title));
    for (const { title, link } of links)
      await expect(disclosure.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", link);
    await toggle.click();
    await expect(disclosure).not.toHaveAttribute("open");
    await expect(first).toBeHidden();
  }
});

test("choosing a link closes the menu and lands at the top of the new page", async ({ page }) => {
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.mouse.wheel(0, -100); // bring the header back
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await (await openMenu(page)).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("going Back closes the menu too", async ({ page }) => {
  await page.goto("/contact");
  await openMenu(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page)).toBeHidden();
});

test("Escape closes it and puts the focus back on the Menu button", async ({ page }) => {
  await openMenu(page);
  await expect(menu(page).getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("the page does not scroll while the menu is open", async ({ page }) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await openMenu(page);
  await page.mouse.move(60, 500); // over the dimmed page
  await page.mouse.wheel(0, 800);
  await page.keyboard.press("PageDown");
  await twoFrames(page);
  expect(await scrollY()).toBe(0);

  await menu(page).getByRole("button", { name: "Close" }).click();
  await expect(menu(page)).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect.poll(scrollY).toBeGreaterThan(0); // the same gesture scrolls once it is closed
});

test("Quote adds the current page as a General item and says so", async ({ page }) => {
  const title = await page.title();
  await (await openMenu(page)).getByRole("button", { name: "Quote" }).click();
  await expect(page.getByText("Added to Quote")).toBeVisible();
  await expect(page.getByText("Item added.")).toBeVisible();
  await expect(menu(page)).toBeHidden();

  // The quote drawer (from the desktop header) shows the page as an item of category General.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: /^Quote/ }).click();
  const drawer = page.getByRole("dialog", { name: "Request a quote" });
  await expect(drawer.getByRole("heading", { name: "Quote Items (1)" })).toBeVisible();
  const item = drawer.getByRole("listitem");
  await expect(item).toContainText(title);
  await expect(item).toContainText("General");
});

test("has no accessibility violations open, with both sections expanded", async ({ page }) => {
  const panel = await openMenu(page);
  await section(panel, "Products").locator("summary").click();
  await section(panel, "Services").locator("summary").click();
  await settledBox(page);
  expect(await axeViolations(page)).toEqual([]);
});
