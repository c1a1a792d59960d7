// Account care through the pages: a password reset by mail from /signin (the old session ends),
// changing the password, downloading the account's data and deleting the account; the reset
// pages with and without JavaScript, and axe on the screens they add.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { CARE_MESSAGES } from "../../app/accounts/account-care";
import { AUTH_MESSAGES } from "../../app/accounts/messages";
import { interpolate } from "../../app/lib/messages";
import { WIDTHS } from "./routes";
import { confirmedAccount, emailBox, fill, PASSWORD, postForm } from "./account-steps";
import { expect as baseExpect, d1, test } from "./support";
import { axeViolations } from "./axe";

// Each step loads a new route; on a loaded machine the first visit of each takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
const NEW_PASSWORD = "box-beam-3600";
const newPassword = (page: Page) => page.getByRole("textbox", { name: "New password" });
const spanishEmail = (page: Page) => page.getByRole("textbox", { name: "Correo electrónico" });

/** The newest reset link mailed to `address`, as a path on this site. */
async function resetLink(address: string): Promise<string> {
  const [mail] = await d1<{ body: string }>(
    `SELECT body FROM email_outbox WHERE recipient = '${address}' AND kind = 'password-reset' ORDER BY id DESC LIMIT 1`,
  );
  const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
  return link.pathname + link.search;
}

/** Another browser, signed in to `address` by a plain post: a session that should end later. */
async function otherBrowser(browser: Browser, baseURL: string, clientIp: string, address: string, password = PASSWORD) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": `${clientIp}9` } });
  const posted = await postForm(context.request, "/signin", { mode: "signin", email: address, password });
  expect(posted.status()).toBe(303);
  return context;
}

// The server closes a connection idle for 5 s, and the two checks of a test are about that far apart:
// a check sent on the kept connection as it closes is reset, and is sent once more on a new one.
const stillSignedIn = async (context: BrowserContext) =>
  (await context.request.get("/account", { maxRedirects: 0, maxRetries: 1 })).status() === 200;

async function signIn(page: Page, address: string, password = PASSWORD) {
  await page.goto("/signin?next=%2Faccount");
  await fill(page, address, password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test.describe("with JavaScript", () => {
  test("resets a forgotten password by mail from /signin, ending the old session", async ({ page, browser, baseURL, clientIp }) => {
    test.slow(); // five pages, a mail and a second browser
    const address = await confirmedAccount(page);
    const old = await otherBrowser(browser, baseURL!, clientIp, address);
    expect(await stillSignedIn(old)).toBe(true);

    await page.goto("/signin");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/signin\/forgot$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await emailBox(page).fill(address);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeFocused();
    await expect(page.getByText(interpolate(CARE_MESSAGES.resetSent, { email: address }))).toBeVisible();

    await page.goto(await resetLink(address));
    await expect(page).toHaveURL(/\/signin\/reset\?token=/);
    await newPassword(page).fill("12345");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(newPassword(page)).toHaveAccessibleDescription(`At least 12 characters. ${AUTH_MESSAGES.passwordShort}`);
    await newPassword(page).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/signin\?done=reset$/);
    await expect(page.getByText(CARE_MESSAGES.passwordReset)).toBeVisible();

    await fill(page, address, NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(await stillSignedIn(old)).toBe(false);
    await old.close();
  });

  test("changes the password on /account: a wrong current one is refused, the right one ends the other sessions", async ({
    page,
    browser,
    baseURL,
    clientIp,
  }) => {
    test.slow();
    const address = await confirmedAccount(page);
    const old = await otherBrowser(browser, baseURL!, clientIp, address);
    await signIn(page, address);

    const current = page.getByLabel("Current password");
    await current.fill("not-my-password");
    await newPassword(page).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(current).toHaveAccessibleDescription(CARE_MESSAGES.wrongPassword);
    expect(await stillSignedIn(old)).toBe(true);

    await current.fill(PASSWORD);
    await newPassword(page).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/account\?done=password$/);
    await expect(page.getByText(CARE_MESSAGES.passwordChanged)).toBeVisible();
    await expect(current).toHaveValue("");
    expect(await stillSignedIn(old)).toBe(false);
    await old.close();

    // This browser stays signed in, with the new password.
    await page.reload();
    await expect(page.getByText(address)).toBeVisible();
  });

  test("downloads the account's data as a JSON file, then deletes the account with its password", async ({ page }) => {
    test.slow();
    const address = await confirmedAccount(page);
    await signIn(page, address);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^mm-account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8")));
    expect(data).toMatchObject({ account: { email: address, emailConfirmed: true }, requests: [], applications: [] });
    await expect(page).toHaveURL(/\/account$/);

    const confirm = page.getByLabel("Your password");
    await confirm.fill("not-my-password");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(confirm).toHaveAccessibleDescription(`To confirm it is you. ${CARE_MESSAGES.wrongPassword}`);
    await confirm.fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/signin\?done=deleted$/);
    await expect(page.getByText(CARE_MESSAGES.accountDeleted)).toBeVisible();
    await expect(page.getByRole("link", { name: "Account", exact: true })).toHaveCount(0); // the sign-in page is bare

    await fill(page, address);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("form", { name: "Sign in to your account" }).getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asks for a link, sets the new password once, and a used link says so", async ({ page }) => {
    test.slow();
    const address = await confirmedAccount(page);
    await page.goto("/es/signin/forgot");
    await spanishEmail(page).fill("ana@");
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(spanishEmail(page)).toHaveValue("ana@");
    await spanishEmail(page).fill(address);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revise su correo electrónico");

    const link = await resetLink(address);
    await page.goto(link);
    await expect(page).toHaveURL(/\/es\/signin\/reset\?token=/);
    await page.getByRole("textbox", { name: "Nueva contraseña" }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Guardar nueva contraseña" }).click();
    await expect(page).toHaveURL(/\/es\/signin\?done=reset$/);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este enlace ya no funciona");
    await page.getByRole("link", { name: "Pedir un enlace nuevo" }).click();
    await expect(page).toHaveURL(/\/es\/signin\/forgot$/);
  });
});

for (const { name, width, height } of WIDTHS) {
  test.describe(`reset screens at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`the forgot, sent, reset and used-link screens have no axe violations (${name})`, async ({ page }) => {
      test.slow();
      const address = await confirmedAccount(page);
      await page.goto("/signin/forgot");
      expect(await axeViolations(page)).toEqual([]);
      await emailBox(page).fill(address);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(await resetLink(address));
      await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto("/signin/reset?error=INVALID_TOKEN");
      await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
