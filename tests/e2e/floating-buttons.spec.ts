// The floating buttons (the cookie-settings button, the scroll-down chevron) cover nothing in any
// state a page reaches on a phone, not only as it loads (every-screen.spec.ts): the field messages
// of a refused send, the confirmation that replaces a form, an open dialog (Talk with an Engineer,
// a job application) and the quote drawer. They step aside on any change to the page
// (app/ui/use-clear-of-content.ts); where a layer is drawn above them, they cover nothing there.
import type { Page } from "@playwright/test";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { consentDecided, expect, expectFloatingClear, field, FLOATING, openQuoteDrawer, test, uniqueToken } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await consentDecided(page);
});

/** The same check after scrolling to the top, the middle and the bottom of the page. */
async function expectClearThroughout(page: Page, state: string) {
  for (const where of ["top", "middle", "bottom"] as const) {
    await page.evaluate((at) => {
      const max = document.documentElement.scrollHeight - innerHeight;
      window.scrollTo({ top: at === "top" ? 0 : at === "middle" ? max / 2 : max, behavior: "instant" });
    }, where);
    await expectFloatingClear(page, `${state}, ${where}`);
  }
}

/** Filled in from abroad (no district): the message is the confirmation's last row, a long one. */
async function fillRequest(page: Page, token: string) {
  await field(page, "Name").fill("Ana Lucía Fernández Castillo");
  await field(page, "Email").fill("ana.fernandez.castillo@example.com");
  await field(page, "Country").selectOption("Guatemala");
  await field(page, "Message").fill(
    `Hollow core slabs for a three-storey clinic in Flores, spans of 12 m, loads to follow with the drawings, ${token}.`,
  );
}

test("the contact page: the messages of a refused send, then the confirmation, then the form again", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator(FLOATING[0]!)).toHaveCount(1); // mounted (shown or held back)
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(CONTACT_MESSAGES.message)).toBeVisible();
  await expectFloatingClear(page, "after a refused send");

  await fillRequest(page, uniqueToken());
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
  await expectFloatingClear(page, "the confirmation, where it appeared");
  await expectClearThroughout(page, "the confirmation");

  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  await expectFloatingClear(page, "the form again");
});

test("the Talk with an Engineer dialog: open, with messages, and sent", async ({ page }) => {
  await page.goto("/products/box-beams");
  await page.locator("#quote").getByRole("button", { name: "Request a Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Talk with an Engineer" });
  await expect(dialog).toBeVisible({ timeout: 15_000 }); // the first open downloads the dialog
  await expectFloatingClear(page, "the dialog open");

  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByText(CONTACT_MESSAGES.message)).toBeVisible();
  await expectFloatingClear(page, "the dialog after a refused send");

  await fillRequest(page, uniqueToken());
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
  await expectFloatingClear(page, "the dialog's confirmation");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectClearThroughout(page, "the dialog closed");
});

test("a job application dialog: open, and with messages", async ({ page }) => {
  await page.goto("/careers");
  await page
    .getByRole("button", { name: /^Apply( Now)? for / })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expectFloatingClear(page, "the application dialog open");

  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectFloatingClear(page, "the application dialog after a refused send");
});

test("the quote drawer, open with an item", async ({ page }) => {
  await page.goto("/products/hollow-core");
  await page.locator("#quote").getByRole("button", { name: "Add to Quote Hollow Core" }).click();
  await expect(page.getByText("Hollow Core has been added to your quote.").first()).toBeVisible();
  await openQuoteDrawer(page);
  await expectFloatingClear(page, "the drawer open");
});
