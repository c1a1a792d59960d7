// An account is its mailbox owner's (rules §2 Sign-in page): someone signs up Dana's address with a
// password of their own. Dana's mail provider scans the link, Dana opens it: neither confirms
// anything; the other person's sign-in is refused and nothing of Dana's (a request she sent with a
// drawing) can be seen, downloaded or exported; Dana deletes the account from the link's page.
// And Dana herself, signing up, confirms with her password and sees her request.
import type { Browser, Page } from "@playwright/test";
import { AUTH_MESSAGES } from "../../app/accounts/messages";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { confirmationLink, confirmWithPassword, fill, newEmail, PASSWORD } from "./account-steps";
import { expect as baseExpect, d1, newClientIp, test, uniqueToken } from "./support";

// Each step loads a new route; sign-up and sign-in hash a password.
const expect = baseExpect.configure({ timeout: 15_000 });

const ATTACKER_PASSWORD = "not-danas-password";

const drawing = () => ({
  name: "deck plan.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n% deck plan\n"), Buffer.from(uniqueToken().repeat(40))]),
});

/** Another person's browser: its own cookies and client address. */
async function browserOf(browser: Browser, baseURL: string | undefined, parallelIndex: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "en-BZ",
    extraHTTPHeaders: { "CF-Connecting-IP": newClientIp(parallelIndex) },
  });
  return context.newPage();
}

/** For a page of a context made here; the sign-in pages have no site header, so only the page's own mark. */
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated-main"));

/** Dana sends a request with a drawing from the contact page, signed out; its reference. */
async function sendRequest(page: Page, address: string): Promise<string> {
  await page.goto("/contact");
  const get = (name: string) => page.getByRole("textbox", { name, exact: true }).or(page.getByRole("combobox", { name, exact: true }));
  await get("Name").fill("Dana Young");
  await get("Email").fill(address);
  await get("District").selectOption("Cayo");
  await get("Message").fill("Hollow core for our deck, drawing attached.");
  await page.getByLabel("Drawings and documents").setInputFiles([drawing()]);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeFocused();
  return (await page.getByTestId("lead-reference").textContent())!;
}

async function signUp(page: Page, address: string, password: string) {
  await page.goto("/signin?mode=signup");
  await hydrated(page);
  await fill(page, address, password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

async function signIn(page: Page, address: string, password: string) {
  await page.goto("/signin");
  await hydrated(page);
  await fill(page, address, password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const verified = async (address: string) =>
  (await d1<{ v: number }>(`SELECT email_verified AS v FROM users WHERE email = '${address}'`))[0]?.v;

test("someone else's sign-up of Dana's address confirms nothing, shows nothing of hers, and Dana deletes it", async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000); // three browsers, a request with a drawing, sign-ups and sign-ins on a busy machine
  const address = newEmail();
  const reference = await sendRequest(page, address);

  // The other person signs Dana's address up with a password of their own.
  const attacker = await browserOf(browser, baseURL, testInfo.parallelIndex);
  await signUp(attacker, address, ATTACKER_PASSWORD);
  const link = await confirmationLink(address);
  expect(link).toMatch(/^\/signin\/confirm\?token=/);

  // Dana's mail provider scans the link: a plain GET, no cookie.
  const scanned = await request.get(link, { maxRedirects: 0 });
  expect(scanned.status()).toBe(200);
  expect(await verified(address)).toBe(0);

  // Dana opens it: a page asking for a password she never chose.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your account");
  await expect(page.getByText(`To activate the account for ${address}`)).toBeVisible();
  expect(await verified(address)).toBe(0);

  // The other person signs in with the password they chose: refused, the address is not confirmed.
  await signIn(attacker, address, ATTACKER_PASSWORD);
  await expect(attacker.getByText(AUTH_MESSAGES.emailNotConfirmed).first()).toBeVisible();
  await attacker.goto("/account");
  await expect(attacker).toHaveURL(/\/signin\?next=%2Faccount$/);
  const exported = await attacker.request.post("/account/data", { maxRedirects: 0 });
  expect(exported.status()).toBe(303);
  expect(await exported.text()).not.toContain(reference);
  await expect(attacker.getByText(reference)).toHaveCount(0);
  await expect(attacker.getByRole("link", { name: "deck plan.pdf" })).toHaveCount(0);

  // Dana: "Didn't create this account?"
  await page.getByRole("button", { name: "Delete this account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The account is deleted");
  await expect(page.getByText(`The account made with ${address} is deleted`)).toBeVisible();
  expect(await d1(`SELECT id FROM users WHERE email = '${address}'`)).toEqual([]);

  await signIn(attacker, address, ATTACKER_PASSWORD);
  await expect(attacker.getByText(AUTH_MESSAGES.invalidCredentials).first()).toBeVisible();
  await attacker.context().close();
});

test("Dana confirms her own account with her password and then sees her request and its drawing", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const address = newEmail();
  const reference = await sendRequest(page, address);

  await signUp(page, address, PASSWORD);
  // She opens the link in another browser (her phone's mail app), without a session.
  const phone = await browserOf(browser, baseURL, testInfo.parallelIndex);
  await phone.goto(await confirmationLink(address));
  await hydrated(phone);
  await phone.locator("input[name=password]").fill("a-wrong-guess");
  await phone.getByRole("button", { name: "Confirm my account" }).click();
  await expect(phone.getByText("That is not the password this account was created with.")).toBeVisible();
  await confirmWithPassword(phone, address);
  await expect(phone.getByText(AUTH_MESSAGES.confirmed)).toBeVisible();
  await phone.context().close();

  await page.goto("/signin?next=%2Faccount");
  await fill(page, address, PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByRole("article", { name: reference });
  await expect(card).toBeVisible();
  const file = card.getByRole("link", { name: "deck plan.pdf" });
  const download = await page.request.get((await file.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 8).toString()).toBe("%PDF-1.7");
});
