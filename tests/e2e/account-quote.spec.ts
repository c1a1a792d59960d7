// /account's requests and the quote list that follows an account (docs/decisions/0076-a-quote-list-that-follows-its-account.md):
// a request sent signed out with the account's confirmed address shows with the status staff
// give it, Request again fills the quote list, and a list made in one browser appears in another
// once both are signed in.
import { execFileSync } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import { confirmedAccount, fill } from "./account-steps";
import { expect as baseExpect, openQuoteDrawer, quoteButton, test } from "./support";

// Each step loads a new route; sign-in hashes a password.
const expect = baseExpect.configure({ timeout: 15_000 });

const quoteSaved = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "PUT" && r.ok());
const quoteRead = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "GET" && r.ok());

/**
 * What staff do (README "Operating"): a statement against the local database the preview server
 * uses. Two processes share that SQLite file, so a statement that meets the server's own write
 * (SQLITE_BUSY) waits and runs again, as SQLite's busy timeout would; a statement either ran or not.
 */
async function staffSql(sql: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "-c", "wrangler.toml", "--command", sql], { stdio: "pipe" });
      return;
    } catch (error) {
      const output = `${String(error)} ${String((error as { stderr?: unknown }).stderr ?? "")}`;
      if (attempt >= 5 || !output.includes("SQLITE_BUSY")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** For a page of a context made here (the `page` fixture's own visits wait for this already). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => ["data-hydrated-main", "data-hydrated-header"].every((mark) => document.documentElement.hasAttribute(mark)));

async function signIn(page: Page, address: string, next = "/") {
  await page.goto(`/signin?next=${encodeURIComponent(next)}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated-main"));
  await fill(page, address);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/\//g, "\\/")}$`));
}

async function newPage(browser: Browser, baseURL: string | undefined, ip: string) {
  const context = await browser.newContext({ baseURL, locale: "en-BZ", extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  return context.newPage();
}

test("a request sent signed out shows on /account with the status staff give it, and Request again fills the quote list", async ({
  page,
}) => {
  test.setTimeout(180_000); // an account, a request, a wrangler run and five pages on a busy machine
  const address = await confirmedAccount(page);
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Ana Rivera",
      email: address.toUpperCase(),
      district: "Cayo",
      message: "Please quote hollow core for our warehouse deck.",
      projectName: "Cayo warehouse",
      span: "12 m",
      quoteItems: [{ id: "/products/hollow-core", name: "Hollow Core", category: "products", quantity: 400, note: "8 in, 12 m spans" }],
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await staffSql(`UPDATE contact_submissions SET status = 'answered' WHERE reference = '${reference}'`);

  await signIn(page, address, "/account");
  const card = page.getByRole("article", { name: reference });
  await expect(card).toContainText("Answered");
  await expect(card).toContainText("Hollow Core × 400 m²");
  await expect(card).toContainText("8 in, 12 m spans");
  // The request in full: the project's details and the message sent.
  await expect(card.getByRole("definition").filter({ hasText: "Cayo warehouse" })).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: "12 m" })).toBeVisible();
  await expect(card.getByText("Please quote hollow core for our warehouse deck.")).toBeVisible();

  await card.getByRole("button", { name: `Request again ${reference}` }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByLabel("Quantity")).toHaveValue("400");
  await expect(page.getByLabel("Note")).toHaveValue("8 in, 12 m spans");
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 1 item");
});

test("a quote list made in one browser appears in another after sign-in, and back", async ({ page, browser, baseURL, clientIp }) => {
  test.setTimeout(180_000); // two browsers, two sign-ins on a busy machine
  const address = await confirmedAccount(page);

  // The first browser, signed out, collects Hollow Core, then signs in: its list goes with the account.
  await page.goto("/products");
  const first = quoteSaved(page);
  await page.getByRole("button", { name: "Add to Quote Hollow Core" }).click();
  await first;
  const merged = quoteRead(page);
  await signIn(page, address);
  await merged;

  // Another browser collects Box Beams, signs in, and holds both.
  const other = await newPage(browser, baseURL, clientIp);
  await other.goto("/products");
  await hydrated(other);
  const second = quoteSaved(other);
  await other.getByRole("button", { name: "Add to Quote Box Beams" }).click();
  await second;
  await signIn(other, address);
  await expect(quoteButton(other)).toHaveAccessibleName("Quote 2 items");
  const panel = await openQuoteDrawer(other);
  await expect(panel.getByText("Hollow Core")).toBeVisible();
  await expect(panel.getByText("Box Beams")).toBeVisible();
  await other.context().close();

  // The first browser sees Box Beams on its next visit.
  await page.goto("/products");
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 2 items");
});

test("signing out empties the quote list in this browser, and the account has it back at the next sign-in", async ({ page }) => {
  test.setTimeout(180_000); // an account and three pages on a busy machine
  const address = await confirmedAccount(page);
  const merged = quoteRead(page);
  await signIn(page, address, "/products");
  await merged;
  const saved = quoteSaved(page);
  await page.getByRole("button", { name: "Add to Quote Hollow Core" }).click();
  await saved;
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 1 item");

  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(quoteButton(page)).toHaveAccessibleName("Quote");
  const panel = await openQuoteDrawer(page);
  await expect(panel.getByText("You have no products in your quote.")).toBeVisible();
  await page.keyboard.press("Escape");
  // Nor does a reload bring it back.
  await page.reload();
  await expect(quoteButton(page)).toHaveAccessibleName("Quote");

  await signIn(page, address, "/products");
  await expect(quoteButton(page)).toHaveAccessibleName("Quote 1 item");
});
