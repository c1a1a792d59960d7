import { CONTACT_WINDOW_MS } from "../../app/lib/constants";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import type { Page } from "@playwright/test";
import { d1, expect, expectLeadMailed, field, holdBack, leadEmail, postUnchecked, test, uniqueToken } from "./support";
import { axeViolations } from "./axe";

/** The confirmation's reference, with the staff notification and the acknowledgment it names; the staff notification. */
async function expectRequestMailed(page: Page, token: string) {
  const { staff } = await expectLeadMailed(page, {
    prefix: "RQ",
    table: "contact_submissions",
    where: `message LIKE '%${token}%'`,
    email: leadEmail(token),
  });
  expect(staff.body).toContain(token);
  return staff;
}

async function fillValid(page: import("@playwright/test").Page, message: string, email = "ana.lopez@example.com") {
  await field(page, "Name").fill("Ana Lopez");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("+501 223 4567");
  await field(page, "District").selectOption("Cayo");
  await field(page, "Message").fill(message);
}

test.describe("contact form with JavaScript", () => {
  test("shows every field message, then sends and stores the submission", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();

    for (const message of [CONTACT_MESSAGES.name, CONTACT_MESSAGES.email, CONTACT_MESSAGES.district, CONTACT_MESSAGES.message]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    // Errors are tied to their fields for assistive technology, and focus goes to the first.
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Name")).toHaveAccessibleDescription(CONTACT_MESSAGES.name);
    await expect(field(page, "Name")).toBeFocused();

    const token = uniqueToken();
    await fillValid(page, `Forty 14 in piles for a dock, reference ${token}.`, leadEmail(token));
    await expect(page.getByText(CONTACT_MESSAGES.name)).toHaveCount(0);

    // Hold the request so the sending state can be seen.
    const release = await holdBack(page, "**/contact.data*");
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending…" });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole("status")).toHaveText(CONTACT_MESSAGES.success);
    await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeFocused();
    await expect(page.getByText(`Forty 14 in piles for a dock, reference ${token}.`)).toBeVisible();
    await expectRequestMailed(page, token);
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(field(page, "Name")).toHaveValue("");
    const rows = await d1<{ name: string; district: string; source: string }>(
      `SELECT name, district, source FROM contact_submissions WHERE message LIKE '%${token}%'`,
    );
    expect(rows).toEqual([{ name: "Ana Lopez", district: "Cayo", source: "page" }]);
  });

  test("a message goes as soon as its field is right while the others stay, the browser's and the server's alike", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.email)).toBeVisible();

    await field(page, "Email").fill("ana.lopez@"); // still wrong: the message stays
    await expect(field(page, "Email")).toHaveAccessibleDescription(CONTACT_MESSAGES.email);
    await field(page, "Email").fill("ana.lopez@example.com");
    await expect(page.getByText(CONTACT_MESSAGES.email)).toHaveCount(0);
    await expect(field(page, "Email")).not.toHaveAttribute("aria-invalid");
    for (const message of [CONTACT_MESSAGES.name, CONTACT_MESSAGES.district, CONTACT_MESSAGES.message]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await field(page, "Phone").fill("call me"); // a field without a message gets none while it is typed in
    await expect(page.getByText(CONTACT_MESSAGES.phone)).toHaveCount(0);
    await field(page, "Phone").fill("");

    // The server's messages (a post the page's script did not check) go the same way.
    await postUnchecked(page, page.locator("form[action='/contact']"));
    await expect(field(page, "Email")).toHaveValue("ana.lopez@example.com");
    await expect(page.getByText(CONTACT_MESSAGES.name)).toBeVisible();
    await field(page, "District").selectOption("Toledo");
    await expect(page.getByText(CONTACT_MESSAGES.district)).toHaveCount(0);
    await expect(page.getByText(CONTACT_MESSAGES.name)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.message)).toBeVisible();
  });

  test("carries the project details estimators ask for into the confirmation and the staff mail", async ({ page }) => {
    await page.goto("/contact");
    await expect(field(page, "Span")).toBeHidden(); // folded away until opened
    await page.getByText("Project details").click();
    const token = uniqueToken();
    await fillValid(page, `Hollow core for a two-storey clinic, ${token}.`, leadEmail(token));
    await field(page, "Project name").fill("Belmopan clinic");
    await field(page, "Project location").fill("Belmopan, Cayo");
    await page.getByLabel("Required by").fill("2027-03-31");
    await field(page, "Span").fill("9.5 m");
    await field(page, "Loads").fill("Live 3 kPa, partitions 1 kPa");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeFocused();
    for (const text of ["Belmopan clinic", "Belmopan, Cayo", "2027-03-31", "9.5 m", "Live 3 kPa, partitions 1 kPa"]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    const staff = await expectRequestMailed(page, token);
    expect(staff.body).toMatch(/^Span: +9\.5 m$/m);
    expect(staff.body).toMatch(/^Required by: 31\/03\/2027$/m); // day first, as English writes dates
  });

  test("shows the rate-limit message after three messages in five minutes", async ({ page }) => {
    await page.goto("/contact");
    for (let i = 0; i < 3; i++) {
      await fillValid(page, `Message number ${i + 1} about hollow core planks.`);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(CONTACT_MESSAGES.success);
      await page.getByRole("link", { name: "Send another message" }).click();
      await expect(field(page, "Name")).toHaveValue(""); // a fresh form once the row is stored
    }
    await fillValid(page, "A fourth message inside the same five minutes.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(CONTACT_MESSAGES.rateLimited);
    // Nothing typed is lost.
    await expect(field(page, "Message")).toHaveValue("A fourth message inside the same five minutes.");
  });
});

/** What the edge says of the visitor, as the local server takes it (miniflare's request.cf blob; local only). */
const fromEdge = (cf: { country?: string }) => ({ "MF-CF-Blob": JSON.stringify(cf) });

test.describe("a request from abroad", () => {
  // A browser in Guatemala that says so; the edge says Guatemala too.
  test.use({ locale: "es-GT", extraHTTPHeaders: fromEdge({ country: "GT" }) });

  test("the country is where the request comes from, and District is asked only for Belize", async ({ page }) => {
    await page.goto("/contact");
    await expect(field(page, "Country")).toHaveValue("Guatemala");
    await expect(field(page, "District")).toBeHidden();
    await field(page, "Country").selectOption("Belize");
    await expect(field(page, "District")).toBeVisible();
    await expect(field(page, "District").locator("option")).toHaveText([
      "Select a district",
      "Belize",
      "Cayo",
      "Corozal",
      "Orange Walk",
      "Stann Creek",
      "Toledo",
    ]);
    await field(page, "Country").selectOption("Guatemala");
    await expect(field(page, "District")).toBeHidden();

    const token = uniqueToken();
    await field(page, "Name").fill("Ana Lopez");
    await field(page, "Email").fill(leadEmail(token));
    await field(page, "Message").fill(`Hollow core slabs for a warehouse in Petén, ${token}.`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeFocused();
    await expect(page.getByText("Guatemala")).toBeVisible();
    const staff = await expectRequestMailed(page, token);
    expect(staff.body).toMatch(/^Country: +Guatemala$/m);
    expect(await d1(`SELECT country, district FROM contact_submissions WHERE message LIKE '%${token}%'`)).toEqual([
      { country: "Guatemala", district: "" },
    ]);
  });

  test("the country is already chosen when the page first paints, before its script runs", async ({ context }) => {
    const page = await context.newPage(); // a plain page: the fixture's visit would wait for hydration
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort()); // the page never hydrates
    await page.goto("/contact");
    await expect(field(page, "Country")).toHaveValue("Guatemala");
    await expect(field(page, "District")).toBeHidden(); // so nothing under it moves when it would hydrate
  });

  test("the dialog, drawn in the browser, starts at the same country", async ({ page }) => {
    await page.goto("/products/hollow-core#quote");
    await page.locator("#quote").getByRole("button", { name: "Request a Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Talk with an Engineer" });
    await expect(dialog).toBeVisible({ timeout: 15_000 }); // the first open downloads the dialog
    await expect(dialog.getByLabel("Country")).toHaveValue("Guatemala");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the country holds without a script, District goes with another one, and the request is sent", async ({ page }) => {
      await page.goto("/contact");
      await expect(field(page, "Country")).toHaveValue("Guatemala"); // chosen by the Worker, not a script
      await expect(field(page, "District")).toBeHidden();
      await field(page, "Country").selectOption("Mexico");
      await expect(field(page, "District")).toBeHidden();
      const token = uniqueToken();
      await field(page, "Name").fill("Luis Pech");
      await field(page, "Email").fill("luis.pech@example.com");
      await field(page, "Message").fill(`Bridge planks for a 12 m span in Quintana Roo, ${token}.`);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
      expect(await d1(`SELECT country, district FROM contact_submissions WHERE message LIKE '%${token}%'`)).toEqual([
        { country: "Mexico", district: "" },
      ]);
    });
  });
});

test.describe("a phone in Belize that says en-US", () => {
  // Many phones sold in Belize report en-US; the edge knows better.
  test.use({ locale: "en-US", extraHTTPHeaders: fromEdge({ country: "BZ" }) });

  test("starts at Belize and asks for the District", async ({ page }) => {
    await page.goto("/contact");
    await expect(field(page, "Country")).toHaveValue("Belize");
    await expect(field(page, "District")).toBeVisible();
  });
});

test.describe("where the edge names no country", () => {
  test.use({ locale: "es-GT", extraHTTPHeaders: fromEdge({}) });

  test("the browser's language chooses, before the first paint", async ({ context }) => {
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/contact");
    await expect(field(page, "Country")).toHaveValue("Guatemala");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the server's messages, keeps what was typed, then sends", async ({ page }) => {
    await page.goto("/contact");
    await field(page, "Name").fill("A");
    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);

    for (const message of [CONTACT_MESSAGES.name, CONTACT_MESSAGES.email, CONTACT_MESSAGES.district, CONTACT_MESSAGES.message]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, "Email")).toHaveValue("not-an-email");

    const token = uniqueToken();
    await fillValid(page, `No-script request for bridge planks, reference ${token}.`, leadEmail(token));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(CONTACT_MESSAGES.success);
    await expectRequestMailed(page, token);
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(field(page, "Name")).toHaveValue("");
  });

  test("shows the rate-limit message from the server on the fourth message, with Retry-After", async ({ page }) => {
    await page.goto("/contact");
    for (let i = 0; i < 4; i++) {
      await fillValid(page, `No-script message ${i + 1} about box beams.`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      await expect(page.getByRole("status")).toHaveText(i < 3 ? CONTACT_MESSAGES.success : CONTACT_MESSAGES.rateLimited);
      if (i < 3) {
        await page.getByRole("link", { name: "Send another message" }).click();
        continue;
      }
      expect(response.status()).toBe(429);
      const retryAfter = Number(response.headers()["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(CONTACT_WINDOW_MS / 1000);
    }
  });
});

test("an unknown URL answers the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the 404 page offers the ways on a visitor would want", async ({ page }) => {
  const response = await page.goto("/products/precast-stairs");
  expect(response?.status()).toBe(404);
  const waysOn = page.getByRole("navigation", { name: "Or go straight to" });
  for (const [name, path] of [
    ["Products", "/products"],
    ["Services", "/services"],
    ["Projects", "/projects"],
    ["Contact us", "/contact"],
  ] as const) {
    await expect(waysOn.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", path);
  }
  await waysOn.getByRole("link", { name: /^Projects/ }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test("every sitemap URL answers 200 on this server", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
});
