// Accessibility beyond what a page shows when it loads (axe, WCAG 2.2 AA tags): the contact form
// showing its errors, the check itself, and keyboard-only walks through the main flows.
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { WIDTHS } from "./routes";
import { expect, field, test } from "./support";
import { axeViolations } from "./axe";

async function expectNoViolations(page: import("@playwright/test").Page) {
  expect(await axeViolations(page)).toEqual([]);
}

// Every screen is checked at both widths, with the layout checks, in every-screen.spec.ts.
for (const { name, width, height } of WIDTHS) {
  test(`the contact form showing its errors has no violations (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.name)).toBeVisible();
    await expectNoViolations(page);
  });
}

test("the check itself finds what fails: an image without text and a button without a name", async ({ page }) => {
  await page.goto("/");
  await page.locator("main").evaluate((main) => {
    main.insertAdjacentHTML("afterbegin", '<img src="/favicon.svg" width="20" height="20"><button type="button"></button>');
  });
  const found = (await axeViolations(page)).map((line) => line.split(":")[0]);
  expect(found).toEqual(expect.arrayContaining(["image-alt", "button-name"]));
  // Limited to one part of the page, what lies outside it is not reported.
  expect(await axeViolations(page, { within: "footer" })).toEqual([]);
});

test.describe("keyboard only", () => {
  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();
  });

  test("reaches Talk with an Engineer from the header and opens the contact page", async ({ page }) => {
    await page.goto("/");
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      if (await page.getByRole("link", { name: "Talk with an Engineer" }).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(page.getByRole("link", { name: "Talk with an Engineer" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("fills and sends the contact form without a mouse", async ({ page }) => {
    await page.goto("/contact");
    await field(page, "Name").focus();
    await page.keyboard.type("Marco Tun");
    await page.keyboard.press("Tab");
    await page.keyboard.type("marco.tun@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+501 610 0000");
    await page.keyboard.press("Tab");
    await expect(field(page, "Country")).toHaveValue("Belize"); // the browser's locale, en-BZ
    await expect(field(page, "Country")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page, "District")).toBeFocused();
    await page.keyboard.press("ArrowDown"); // first district
    await expect(field(page, "District")).toHaveValue("Belize");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Quote for 24 in inverted tee beams, 40 ft spans, keyboard test.");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Drawings and documents")).toBeFocused(); // the file picker opens with Enter or Space; passed over here
    await page.keyboard.press("Tab");
    const details = page.locator("summary", { hasText: "Project details" });
    await expect(details).toBeFocused(); // the optional details open with Enter; passed over here
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(field(page, "Project name")).toBeFocused();
    await page.keyboard.type("Keyboard test bridge");
    await page.keyboard.press("Shift+Tab");
    await expect(details).toBeFocused();
    await page.keyboard.press("Enter"); // folded again: its fields leave the tab order
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText(CONTACT_MESSAGES.success);
  });
});
