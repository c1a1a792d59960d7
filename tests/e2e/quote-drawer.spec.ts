// The quote drawer (rules §2 "Quote drawer", §4 "Quote list"): the header's Quote button opens
// a 24rem panel with the items collected from the product cards, kept for the tab.
import type { Page } from "@playwright/test";
import {
  expect,
  expectLeadMailed,
  field,
  FULL_MOTION,
  leadEmail,
  openQuoteDrawer,
  quoteButton,
  quoteDrawer,
  test,
  twoFrames,
  uniqueToken,
} from "./support";
import { axeViolations } from "./axe";

test.use({ viewport: { width: 1280, height: 800 }, ...FULL_MOTION });

async function closeDrawer(page: Page) {
  await page.keyboard.press("Escape");
  await expect(quoteDrawer(page)).toBeHidden();
}

async function addToQuote(page: Page, title: string) {
  await page.getByRole("button", { name: `Add to Quote ${title}` }).click();
  await expect(page.getByText(`${title} has been added to your quote.`).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/products"); // the header's buttons work once hydrated
});

test("empty, it says so and offers the products and the request form", async ({ page }) => {
  await expect(quoteButton(page)).toHaveAccessibleName("Quote"); // no badge at zero
  const panel = await openQuoteDrawer(page);
  await expect.poll(() => panel.evaluate((el) => el.getAnimations().length)).toBe(0); // slid in
  const box = (await panel.boundingBox())!;
  expect(box.width).toBe(384); // 24rem
  expect(box.x + box.width).toBe(1280);
  await expect(panel.getByRole("heading", { name: "Request a quote" })).toBeVisible();
  await expect(panel.getByText("You have no products in your quote.")).toBeVisible();
  await expect(panel.getByText("Would you like to add some?")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
  await expect(panel.getByText("Or you can submit this quote without products.")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Continue to Request Form" })).toHaveAttribute("href", "/contact");
  await expect(panel.getByRole("button", { name: "Clear All" })).toHaveCount(0);
});

test("slides in, or under reduced motion simply appears", async ({ page }) => {
  await page.evaluate(() => {
    (window as unknown as { started: string[] }).started = [];
    document.addEventListener("animationstart", (e) => (window as unknown as { started: string[] }).started.push(e.animationName));
  });
  const started = () => page.evaluate(() => (window as unknown as { started: string[] }).started.splice(0));
  await openQuoteDrawer(page);
  await expect.poll(started).toContain("sheet-in");
  await closeDrawer(page);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await started();
  await openQuoteDrawer(page);
  await closeDrawer(page);
  expect(await started()).toEqual([]);
});

test("closes on the X, giving the focus back to the Quote button, and on a click beside it", async ({ page }) => {
  await openQuoteDrawer(page);
  await quoteDrawer(page).getByRole("button", { name: "Close" }).click();
  await expect(quoteDrawer(page)).toBeHidden();
  await expect(quoteButton(page)).toBeFocused();

  await openQuoteDrawer(page);
  await page.mouse.click(200, 500); // on the dimmed page
  await expect(quoteDrawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/products$/); // the click closed the drawer and did nothing else
});

test("the page does not scroll while the drawer is open", async ({ page }) => {
  await openQuoteDrawer(page);
  await page.mouse.move(200, 500);
  await page.mouse.wheel(0, 800);
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("lists the products added from the catalogue once each, with the count on the badge", async ({ page }) => {
  await addToQuote(page, "Box Beams");
  await addToQuote(page, "Hollow Core");
  // Already there: ignored, and the toast says so.
  await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
  await expect(page.getByText("Box Beams is already in your quote.")).toBeVisible();
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 2 items");

  const panel = await openQuoteDrawer(page);
  await expect(panel.getByRole("heading", { name: "Quote Items (2)" })).toBeVisible();
  const items = panel.getByRole("list", { name: "Quote Items (2)" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Box Beams");
  await expect(items.nth(0)).toContainText("Products"); // the category badge
  await expect(items.nth(1)).toContainText("Hollow Core");
  await expect(items.nth(0).getByRole("link", { name: "Box Beams" })).toHaveAttribute("href", "/products/box-beams");
  await expect(panel.getByRole("link", { name: "Continue to Request Form" })).toHaveAttribute("href", "/contact");
});

test("removes one item, then clears the rest", async ({ page }) => {
  await addToQuote(page, "Box Beams");
  await addToQuote(page, "Hollow Core");
  const panel = await openQuoteDrawer(page);

  await panel.getByRole("button", { name: "Remove Box Beams" }).click();
  await expect(panel.getByRole("heading", { name: "Quote Items (1)" })).toBeVisible();
  await expect(panel.getByText("Box Beams")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Remove Hollow Core" })).toBeFocused(); // focus stays in the list
  await closeDrawer(page);
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 1 item");

  await openQuoteDrawer(page);
  await panel.getByRole("button", { name: "Clear All" }).click();
  await expect(panel.getByText("You have no products in your quote.")).toBeVisible();
  await expect(panel.getByText("You have no products in your quote.")).toBeFocused();
  await closeDrawer(page);
  await expect(quoteButton(page)).toHaveAccessibleName("Quote");
});

test("a full list takes no more: Add to Quote says so, the drawer too, and the 50 items stay", async ({ page }) => {
  const full = Array.from({ length: 50 }, (_, n) => ({ id: `page-${n}`, name: `Page ${n}`, category: "General" }));
  await page.evaluate((items) => sessionStorage.setItem("quote-items", JSON.stringify(items)), full);
  await page.reload();
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 50 items");

  await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
  await expect(page.getByText("Your quote list is full")).toBeVisible();
  const full50 = "A quote list holds at most 50 items. Remove one to add another.";
  await expect(page.getByText(full50).first()).toBeVisible();
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 50 items");

  const panel = await openQuoteDrawer(page);
  await expect(panel.getByRole("heading", { name: "Quote Items (50)" })).toBeVisible();
  await expect(panel.getByText(full50)).toBeVisible();
  await expect(panel.getByText("Box Beams")).toHaveCount(0);
  // One removed, there is room again.
  await panel.getByRole("button", { name: "Remove Page 0", exact: true }).click();
  await expect(panel.getByText(full50)).toHaveCount(0);
});

test("the list survives a reload of the tab", async ({ page }) => {
  await addToQuote(page, "Flat Slab");
  await addToQuote(page, "Prestressed Piles");
  await page.reload();
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 2 items");
  const panel = await openQuoteDrawer(page);
  await expect(panel.getByRole("listitem")).toHaveText([/Flat Slab/, /Prestressed Piles/]);
});

test("Continue to Request Form closes the drawer and opens the contact page", async ({ page }) => {
  await addToQuote(page, "Double T Slabs");
  await (await openQuoteDrawer(page)).getByRole("link", { name: "Continue to Request Form" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(quoteDrawer(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`has no accessibility violations, empty and with items, at ${width} px`, async ({ page }) => {
    const axe = async () => {
      await expect.poll(() => quoteDrawer(page).evaluate((el) => el.getAnimations().length)).toBe(0);
      return axeViolations(page);
    };
    await openQuoteDrawer(page);
    await page.setViewportSize({ width, height: 800 });
    expect(await axe()).toEqual([]);
    await closeDrawer(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await addToQuote(page, "Inverted Beams");
    await openQuoteDrawer(page);
    await page.setViewportSize({ width, height: 800 });
    expect(await axe()).toEqual([]);
  });
}

test("each item takes a quantity and a note, which travel with the request to staff", async ({ page }) => {
  await addToQuote(page, "Hollow Core");
  const panel = await openQuoteDrawer(page);
  await panel.getByLabel("Quantity").fill("40");
  await panel.getByLabel("Note").fill("8 in, 12 m spans");
  await expect(panel.getByLabel("Quantity")).toHaveValue("40");
  expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);
  await panel.getByRole("link", { name: "Continue to Request Form" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText("Hollow Core × 40 m² (8 in, 12 m spans)")).toBeVisible();

  const token = uniqueToken();
  await field(page, "Name").fill("Ana Lopez");
  await field(page, "Email").fill(leadEmail(token));
  await field(page, "District").selectOption("Belize");
  await field(page, "Message").fill(`Slabs for a two-storey school, ${token}.`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Hollow Core × 40 m² (8 in, 12 m spans)")).toBeVisible();
  const { staff } = await expectLeadMailed(page, {
    prefix: "RQ",
    table: "contact_submissions",
    where: `message LIKE '%${token}%'`,
    email: leadEmail(token),
  });
  expect(staff.body).toContain("- Hollow Core × 40 m² (8 in, 12 m spans) [products]:");
});
