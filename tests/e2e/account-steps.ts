// Account steps several specs take: sign up, confirm on the mailed link's page with the password,
// sign in; through the pages, or by posting their forms for a test that only starts from there.
import type { APIRequestContext, Page } from "@playwright/test";
import { contextUse } from "../playwright.config";
import { d1, expect, uniqueToken } from "./support";

export const PASSWORD = "double-tee-12";
export const newEmail = () => `${uniqueToken()}@example.com`;

/** Where the site is served: a browser's form post carries it as its Origin, which the Worker checks. */
const SITE_ORIGIN = new URL(contextUse.baseURL).origin;

/** Posts `form` to `path` as a browser without JavaScript posts a form of the site; redirects are not followed. */
export function postForm(request: APIRequestContext, path: string, form: Record<string, string>) {
  return request.post(path, { form, headers: { Origin: SITE_ORIGIN }, maxRedirects: 0 });
}

export const emailBox = (page: Page) => page.getByRole("textbox", { name: "Email" });
export const passwordBox = (page: Page) => page.getByLabel("Password");

/** The newest confirmation link mailed to `address` (its path and token), as the local outbox holds it. */
export async function confirmationLink(address: string): Promise<string> {
  const [mail] = await d1<{ body: string }>(
    `SELECT body FROM email_outbox WHERE recipient = '${address}' AND kind = 'email-confirmation' ORDER BY id DESC LIMIT 1`,
  );
  const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
  return link.pathname + link.search;
}

export async function fill(page: Page, address: string, secret = PASSWORD) {
  await emailBox(page).fill(address);
  await passwordBox(page).fill(secret);
}

/**
 * Confirms `address` as its owner does: opens the mailed link and types the password chosen at
 * sign-up; the page leads to sign-in, which says the address is confirmed. English pages, or
 * Spanish ones with `button` in Spanish.
 */
export async function confirmWithPassword(page: Page, address: string, { secret = PASSWORD, button = "Confirm my account" } = {}) {
  await page.goto(await confirmationLink(address));
  await page.locator("input[name=password]").fill(secret);
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\/signin\?confirmed=1$/);
}

/**
 * An account created and confirmed for a test that starts from there: the forms of the sign-up and
 * confirmation pages posted as a browser without JavaScript posts them, through the test's browser
 * (its cookies and client address), without drawing the pages: those pages have tests of their own
 * (accounts.spec.ts). The browser is left where it was, signed out.
 */
export async function confirmedAccount(page: Page): Promise<string> {
  const address = newEmail();
  const signedUp = await postForm(page.request, "/signin?mode=signup", { mode: "signup", email: address, password: PASSWORD });
  expect(signedUp.status(), "sign-up").toBeLessThan(400);
  const link = await confirmationLink(address);
  const token = new URL(link, SITE_ORIGIN).searchParams.get("token")!;
  const confirmed = await postForm(page.request, link, { intent: "confirm", token, password: PASSWORD });
  expect(confirmed.headers().location, "confirmation").toMatch(/\/signin\?confirmed=1$/);
  return address;
}
