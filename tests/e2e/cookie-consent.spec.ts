// Cookie consent UI (rules §2 "Cookie consent UI", §4 "Cookie consent storage", docs/decisions/0001-product-resolutions.md
// "Consent"): when the banner shows, every way it goes away, every choice with the exact
// values it stores and the event it fires, and the preference centre as a dialog.
import type { Page } from "@playwright/test";
import { WIDTHS } from "./routes";
import { expect, FULL_MOTION, test, twoFrames } from "./support";
import { axeViolations } from "./axe";

test.use(FULL_MOTION);

const KEYS = ["cookie-consent", "functional-cookies", "targeting-cookies", "performance-cookies"] as const;
const NOTHING_STORED = { "cookie-consent": null, "functional-cookies": null, "targeting-cookies": null, "performance-cookies": null };

/** The four stored values of a choice: the consent, then functional, targeting, performance. */
const stored = (consent: string, functional: boolean, targeting: boolean, performance: boolean) => ({
  "cookie-consent": consent,
  "functional-cookies": String(functional),
  "targeting-cookies": String(targeting),
  "performance-cookies": String(performance),
});

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const settingsButton = (page: Page) => page.getByRole("button", { name: "Cookie settings", exact: true });
const centre = (page: Page) => page.getByRole("dialog", { name: "Cookie preferences" });
const categorySwitch = (page: Page, name: string) => centre(page).getByRole("switch", { name });

/** What the page has stored under the consent keys (null when absent). */
function storedConsent(page: Page) {
  return page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), KEYS);
}

/** Records every consent event the page fires, from the first script on. */
async function recordConsentEvents(page: Page) {
  await page.addInitScript(() => {
    const fired: string[] = [];
    (window as unknown as { consentEvents: string[] }).consentEvents = fired;
    for (const name of ["cookies-accepted", "cookies-custom", "cookies-declined"]) {
      window.addEventListener(name, () => fired.push(name));
    }
  });
}
const consentEvents = (page: Page) => page.evaluate(() => (window as unknown as { consentEvents: string[] }).consentEvents);

/** Stores a choice before the page's own scripts run, as a returning visitor would have it. */
async function seedConsent(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Whether the banner's transitions (its slide-in, or a slide-out) have ended. */
const bannerAtRest = (page: Page) => banner(page).evaluate((el) => el.getAnimations().length === 0);

/** Whether an element, its content and its ancestors (a backdrop fading in, say) have stopped moving. */
const atRest = (locator: import("@playwright/test").Locator) =>
  locator.evaluate((el) => {
    const running = el.getAnimations({ subtree: true });
    for (let node = el.parentElement; node; node = node.parentElement) running.push(...node.getAnimations());
    return running.length === 0;
  });

async function expectDismissedWithoutStoring(page: Page) {
  await expect(banner(page)).toHaveCount(0);
  await expect(settingsButton(page)).toBeVisible();
  expect(await storedConsent(page)).toEqual(NOTHING_STORED);
  expect(await consentEvents(page)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await recordConsentEvents(page);
});

test.describe("banner", () => {
  test("appears 500 ms after load, not before", async ({ page }) => {
    // The consent UI arrives once the page is interactive (its own chunk), and the effect that
    // reads the stored choice starts the delay: once the page has read it, the delay is running.
    await page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key) {
        if (key === "cookie-consent") (window as unknown as { consentRead: boolean }).consentRead = true;
        return getItem.call(this, key);
      };
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { consentRead?: boolean }).consentRead);
    await page.clock.runFor(450);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(60);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Cookie Settings" })).toBeVisible();
    await expect(settingsButton(page)).toHaveCount(0);
  });

  test("is fixed to the bottom of the viewport and does not move the page", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    const before = await main.boundingBox();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveCSS("position", "fixed");
    // Once slid in, its bottom edge is the viewport's.
    await expect
      .poll(async () => {
        const box = (await banner(page).boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBe(page.viewportSize()!.height);
    expect(await main.boundingBox()).toEqual(before);
  });

  test("the close button dismisses it, stores nothing and leaves the cookie settings button", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
    await expectDismissedWithoutStoring(page);
    await expect(settingsButton(page)).toBeFocused(); // focus is not lost with the banner
  });

  test("scrolling the page dismisses it and stores nothing", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.mouse.wheel(0, 300);
    await expectDismissedWithoutStoring(page);
  });

  test("a click on a menu-labelled control dismisses it; other clicks do not", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => {
      const bar = document.createElement("div");
      bar.style.cssText = "position:fixed;top:0;left:0;z-index:60;display:flex;gap:8px;background:white";
      bar.innerHTML =
        '<button type="button">Show brochure</button>' +
        '<button type="button" aria-label="Open MENU"><svg width="16" height="16" aria-hidden="true"><rect width="16" height="16"/></svg></button>';
      document.body.append(bar);
    });
    await page.getByRole("button", { name: "Show brochure" }).click();
    // A dismissal would be on screen within two frames, as the slide-out; at rest, the banner is still in view.
    await twoFrames(page);
    await expect.poll(() => bannerAtRest(page)).toBe(true);
    await expect(banner(page)).toBeInViewport();
    // The click lands on the icon inside the button: the control's label is what counts.
    await page.getByRole("button", { name: "Open MENU" }).locator("svg").click();
    await expectDismissedWithoutStoring(page);
  });

  test("the header's Menu button dismisses it on a phone and stores nothing", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("region", { name: "Cookie consent", includeHidden: true })).toHaveCount(0);
    expect(await storedConsent(page)).toEqual(NOTHING_STORED);
    expect(await consentEvents(page)).toEqual([]);
  });

  test("comes back on the next visit after a dismissal, since nothing was chosen", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
    await expect(settingsButton(page)).toBeVisible();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test("does not appear when a choice is stored; the cookie settings button is there at once", async ({ page }) => {
    await seedConsent(page, { "cookie-consent": "declined" });
    await page.clock.install();
    await page.goto("/");
    await expect(settingsButton(page)).toBeVisible();
    // Past the banner's delay at once on the page's clock; a banner that delay let in would render within two frames.
    await page.clock.runFor(800);
    await twoFrames(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test("Accept All stores accepted with every category true and fires cookies-accepted", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(settingsButton(page)).toBeVisible();
    expect(await storedConsent(page)).toEqual(stored("accepted", true, true, true));
    expect(await consentEvents(page)).toEqual(["cookies-accepted"]);
  });

  test("the server renders no consent UI, and hydration raises no warnings", async ({ page, request }) => {
    await page.route("**/api/pageview", (route) => route.fulfill({ status: 204 }));
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Cookie consent");
    expect(html).not.toContain("Cookie settings");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await seedConsent(page, { "cookie-consent": "accepted" });
    await page.reload();
    await expect(settingsButton(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("preference centre", () => {
  test("loads on demand: its code is not fetched with the page", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(requested.filter((url) => /preference-centre|react-dialog/.test(url))).toEqual([]);
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await expect(centre(page)).toBeVisible();
    expect(requested.some((url) => /preference-centre/.test(url))).toBe(true);
  });

  test("explains cookies and offers four categories; the three switches start on", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await expect(centre(page)).toBeVisible();
    await expect(centre(page)).toContainText("When you visit a website, it may store or read information in your browser");
    for (const title of ["Strictly Necessary Cookies", "Functional Cookies", "Targeting Cookies", "Performance Cookies"]) {
      await expect(centre(page).getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(centre(page).getByText("Always Active")).toBeVisible();
    await expect(centre(page).getByRole("switch")).toHaveCount(3);
    for (const name of ["Functional Cookies", "Targeting Cookies", "Performance Cookies"]) {
      await expect(categorySwitch(page, name)).toHaveAttribute("aria-checked", "true");
    }
    for (const name of ["Accept All", "Confirm My Choices", "Reject All"]) {
      await expect(centre(page).getByRole("button", { name })).toBeVisible();
    }
    // Opened from the banner there is no floating button to turn into a close button.
    await expect(page.getByRole("button", { name: "Close cookie settings" })).toHaveCount(0);
  });

  test("Confirm My Choices stores custom with the switches' values and fires cookies-custom", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    await categorySwitch(page, "Functional Cookies").click();
    await categorySwitch(page, "Targeting Cookies").focus();
    await page.keyboard.press("Space");
    await expect(categorySwitch(page, "Functional Cookies")).toHaveAttribute("aria-checked", "false");
    await expect(categorySwitch(page, "Targeting Cookies")).toHaveAttribute("aria-checked", "false");
    await centre(page).getByRole("button", { name: "Confirm My Choices" }).click();

    await expect(centre(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expect(settingsButton(page)).toBeVisible();
    expect(await storedConsent(page)).toEqual(stored("custom", false, false, true));
    expect(await consentEvents(page)).toEqual(["cookies-custom"]);

    // Reopened, the centre shows what is stored.
    await settingsButton(page).click();
    await expect(categorySwitch(page, "Functional Cookies")).toHaveAttribute("aria-checked", "false");
    await expect(categorySwitch(page, "Targeting Cookies")).toHaveAttribute("aria-checked", "false");
    await expect(categorySwitch(page, "Performance Cookies")).toHaveAttribute("aria-checked", "true");
  });

  test("Reject All stores declined with every category false and fires cookies-declined", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
    await settingsButton(page).click();
    await centre(page).getByRole("button", { name: "Reject All" }).click();
    await expect(centre(page)).toHaveCount(0);
    expect(await storedConsent(page)).toEqual(stored("declined", false, false, false));
    expect(await consentEvents(page)).toEqual(["cookies-declined"]);
  });

  test("Accept All in the centre stores accepted with every category true and fires cookies-accepted", async ({ page }) => {
    await seedConsent(page, stored("declined", false, false, false));
    await page.goto("/");
    await settingsButton(page).click();
    await expect(categorySwitch(page, "Performance Cookies")).toHaveAttribute("aria-checked", "false");
    await centre(page).getByRole("button", { name: "Accept All" }).click();
    await expect(centre(page)).toHaveCount(0);
    expect(await storedConsent(page)).toEqual(stored("accepted", true, true, true));
    expect(await consentEvents(page)).toEqual(["cookies-accepted"]);
  });

  test("the floating button turns into a close button while the centre is open", async ({ page }) => {
    await seedConsent(page, { "cookie-consent": "accepted" });
    await page.goto("/");
    await settingsButton(page).click();
    await expect(centre(page)).toBeVisible();
    const close = page.getByRole("button", { name: "Close cookie settings" });
    await expect(close).toBeVisible();
    // Drawn in the same spot as the settings button, which the modal hides from assistive technology.
    const underneath = page.locator('button[aria-label="Cookie settings"]');
    expect(await close.boundingBox()).toEqual(await underneath.boundingBox());
    await close.click();
    await expect(centre(page)).toHaveCount(0);
    await expect(close).toHaveCount(0);
    await expect(settingsButton(page)).toBeVisible();
    await expect(settingsButton(page)).toBeFocused();
  });

  for (const [how, close] of [
    ["its X", (page: Page) => centre(page).getByRole("button", { name: "Close preference centre" }).click()],
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["a click on the overlay", (page: Page) => page.mouse.click(8, 8)],
  ] as const) {
    test(`closes with ${how} and stores nothing`, async ({ page }) => {
      await page.goto("/");
      await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
      await expect(centre(page)).toBeVisible();
      // Radix closes on a click outside only once the centre is open and its overlay in place.
      await expect.poll(() => atRest(centre(page))).toBe(true);
      await close(page);
      await expect(centre(page)).toHaveCount(0);
      expect(await storedConsent(page)).toEqual(NOTHING_STORED);
      expect(await consentEvents(page)).toEqual([]);
      // No choice was made, so the banner is still there, and focus is back on its button.
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByRole("button", { name: "Cookie Settings" })).toBeFocused();
    });
  }

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await seedConsent(page, { "cookie-consent": "accepted" });
    await page.goto("/");
    await settingsButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(centre(page)).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await centre(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  });
});

for (const { name, width, height } of WIDTHS) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    const axe = async (page: Page) => {
      expect(await axeViolations(page)).toEqual([]);
    };

    test(`banner, preference centre and settings button have no axe violations (${name})`, async ({ page }) => {
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      await expect.poll(() => bannerAtRest(page)).toBe(true); // after the slide-in, so colours are final
      await axe(page);
      await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
      await expect(centre(page)).toBeVisible();
      await expect.poll(() => atRest(centre(page))).toBe(true); // the centre and its backdrop have faded in
      await axe(page);
      await page.keyboard.press("Escape");
      await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
      await expect(settingsButton(page)).toBeVisible();
      await expect.poll(() => atRest(settingsButton(page))).toBe(true);
      await axe(page);
    });

    test(`the centre fits the viewport and its buttons can be reached (${name})`, async ({ page }) => {
      await page.goto("/");
      await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
      const box = (await centre(page).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.width).toBeLessThanOrEqual(width);
      await expect(centre(page).getByRole("button", { name: "Reject All" })).toBeInViewport();
    });
  });
}
