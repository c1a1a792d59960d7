// The layout rules at 390 × 844 (expectLayoutClean in support.ts: nothing fixed covers content,
// banners take at most a quarter of the screen, no table cell cut off without a scroll) in the
// states a page reaches on a phone beyond the way it loads (every-screen.spec.ts checks every
// screen as it loads): the cookie banner and the language suggestion shown, the menu open, the
// field messages of a refused send, the confirmation that replaces a form, an open dialog (Talk
// with an Engineer, a job application), the quote drawer and the finder's answers. Floating
// buttons step aside on any change to the page (app/ui/use-clear-of-content.ts); where a layer is
// drawn above them, they cover nothing there. The first test plants each kind of fault on a page
// and sees the check report it, so a check that stopped seeing would fail here.
import type { Page } from "@playwright/test";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import {
  consentDecided,
  COOKIE_BUTTON,
  expect,
  expectLayoutClean,
  expectLayoutCleanThroughout,
  field,
  layoutProblemsNow,
  openQuoteDrawer,
  test,
  uniqueToken,
} from "./support";

test.use({ viewport: { width: 390, height: 844 } });

// The banners are the same fixed bars on every page: these screens are those a first visit most
// often opens, with the longest texts of each language beneath them.
const BANNER_SCREENS = ["/products", "/products/hollow-core", "/contact", "/careers", "/es/products", "/es/contact"];

test("the check itself finds what it is for: a fixed box over a heading, banners past a quarter, a cut-off table cell", async ({
  page,
}) => {
  await consentDecided(page);
  await page.goto("/products/hollow-core");
  await expectLayoutClean(page, "as the page is");
  const plant = (what: "floating" | "banner" | "clip") =>
    page.evaluate((kind) => {
      if (kind === "clip") {
        const scroller = document.querySelector<HTMLElement>("[role=region]:has(table)")!;
        scroller.scrollIntoView({ block: "center", behavior: "instant" });
        scroller.style.overflowX = "hidden";
        return;
      }
      const box = document.createElement("div");
      box.id = "planted";
      if (kind === "banner") box.style.cssText = "position:fixed;left:0;right:0;bottom:0;height:240px;background:#fff";
      else {
        const heading = document.querySelector("main h1")!.getBoundingClientRect();
        box.style.cssText = `position:fixed;left:${heading.left}px;top:${heading.top}px;width:48px;height:48px;background:#000`;
      }
      document.body.append(box);
    }, what);
  const unplant = () => page.evaluate(() => document.getElementById("planted")?.remove());

  await plant("floating");
  expect((await layoutProblemsNow(page)).join("\n")).toMatch(/^div "" covers text /m);
  await unplant();
  await plant("banner");
  expect((await layoutProblemsNow(page)).join("\n")).toMatch(/^banners cover 28 % of the screen's height/m);
  await unplant();
  await plant("clip");
  expect((await layoutProblemsNow(page)).join("\n")).toMatch(/^table cell .* is cut off by div.*, which does not scroll$/m);
});

test.describe("a first visit from a browser that reads Spanish first", () => {
  test.use({ locale: "es-GT" });

  test("the cookie banner, then the language suggestion, cover at most a quarter of the screen and nothing floats over content", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.clear()); // every screen a first visit
    for (const path of BANNER_SCREENS) {
      await page.goto(path);
      const banner = page.locator("[data-cookie-banner]");
      await expect(banner).toBeVisible();
      await expectLayoutClean(page, `${path}: the cookie banner`);
      await banner.getByRole("button", { name: /^(Accept All|Aceptar todas)$/ }).click();
      await expect(banner).toHaveCount(0);
      // An English page offers the Spanish one once the cookie choice is made.
      await expect(page.locator("[data-language-suggestion]")).toHaveCount(path.startsWith("/es/") ? 0 : 1);
      await expectLayoutClean(page, `${path}: after the choice`);
    }
  });
});

test.describe("once the visitor has chosen about cookies", () => {
  test.beforeEach(async ({ page }) => {
    await consentDecided(page);
  });

  for (const [path, menu] of [
    ["/products/hollow-core", "Menu"],
    ["/es/products/hollow-core", "Menú"],
  ] as const) {
    test(`the menu open on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("button", { name: menu, exact: true }).click();
      await expect(page.getByRole("dialog", { name: menu })).toBeVisible({ timeout: 15_000 });
      await expectLayoutClean(page, "the menu open");
    });
  }

  test("the finder's answers in Spanish: each figure on one line, nothing floating over them", async ({ page }) => {
    await page.goto("/es/products?span=12&load=3&load_units=kpa");
    const answers = page.locator("li:has(> div > dl)");
    await expect(answers.first()).toBeVisible();
    await answers.first().scrollIntoViewIfNeeded();
    const wrapped = await answers
      .locator("dl > div")
      .evaluateAll((figures) =>
        figures
          .filter(
            (figure) =>
              figure.getClientRects().length > 1 ||
              figure.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(figure).lineHeight),
          )
          .map((figure) => figure.textContent),
      );
    expect(wrapped).toEqual([]);
    await expectLayoutCleanThroughout(page, "the finder's answers");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a job-updates subscription answers with its notice in view", async ({ page }) => {
      await page.goto("/careers");
      await page.getByRole("textbox", { name: "Email address" }).fill(`${uniqueToken()}@example.com`);
      await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Subscribe" }).click()]);
      await expect(page.getByText("Check your email to confirm.")).toBeInViewport();
    });
  });

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
    await expect(page.locator(COOKIE_BUTTON)).toHaveCount(1); // mounted (shown or held back)
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.message)).toBeVisible();
    await expectLayoutClean(page, "after a refused send");

    await fillRequest(page, uniqueToken());
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
    await expectLayoutClean(page, "the confirmation, where it appeared");
    await expectLayoutCleanThroughout(page, "the confirmation");

    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expectLayoutClean(page, "the form again");
  });

  test("the Talk with an Engineer dialog: open, with messages, and sent", async ({ page }) => {
    await page.goto("/products/box-beams");
    await page.locator("#quote").getByRole("button", { name: "Request a Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Talk with an Engineer" });
    await expect(dialog).toBeVisible({ timeout: 15_000 }); // the first open downloads the dialog
    await expectLayoutClean(page, "the dialog open");

    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText(CONTACT_MESSAGES.message)).toBeVisible();
    await expectLayoutClean(page, "the dialog after a refused send");

    await fillRequest(page, uniqueToken());
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
    await expectLayoutClean(page, "the dialog's confirmation");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectLayoutCleanThroughout(page, "the dialog closed");
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
    await expectLayoutClean(page, "the application dialog open");

    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectLayoutClean(page, "the application dialog after a refused send");
  });

  test("the quote drawer, open with an item", async ({ page }) => {
    await page.goto("/products/hollow-core");
    await page.locator("#quote").getByRole("button", { name: "Add to Quote Hollow Core" }).click();
    await expect(page.getByText("Hollow Core has been added to your quote.").first()).toBeVisible();
    await openQuoteDrawer(page);
    await expectLayoutClean(page, "the drawer open");
  });
});
