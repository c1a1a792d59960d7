// Account steps several specs take through the pages: sign up, confirm by the mailed link, sign in.
import type { Page } from "@playwright/test";
import { d1, expect, uniqueToken } from "./support";

export const PASSWORD = "double-tee-12";
export const newEmail = () => `${uniqueToken()}@example.com`;

export const emailBox = (page: Page) => page.getByRole("textbox", { name: "Email" });
export const passwordBox = (page: Page) => page.getByLabel("Password");

/** The newest confirmation link mailed to `address`, as the local outbox holds it. */
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

/** An account created and confirmed through the pages, without JavaScript (fast, no toasts). */
export async function confirmedAccount(page: Page): Promise<string> {
  const address = newEmail();
  await page.goto("/signin?mode=signup");
  await fill(page, address);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible({ timeout: 15_000 });
  await page.goto(await confirmationLink(address));
  return address;
}
