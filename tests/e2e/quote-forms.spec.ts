// The quote list on the /quote page: without JavaScript, Add to Quote and the header's Quote button
// lead there, and the whole list is one form whose every button saves every quantity and note; with
// it, edits are saved as the visitor types and none is lost by leaving. The request form sends the
// kept list, which then empties. The page is personal: never cached.
import type { Page, Route } from "@playwright/test";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { d1, expect, field, holdBack, test, uniqueToken } from "./support";

const item = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });

/** The code a page loads once it is interactive (app/shell/after-load.tsx), drafts' code with it. */
const LATER_SCRIPTS = /\/assets\/after-load-[^/]+\.js$/;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to Quote, a quantity and a note, Remove, and a request that carries the list", async ({ page, context }) => {
    await page.goto("/products/hollow-core");
    await page.getByRole("button", { name: "Add to Quote Hollow Core" }).first().click();
    await expect(page).toHaveURL(/\/quote\?added=%2Fproducts%2Fhollow-core&back=%2Fproducts%2Fhollow-core$/);
    await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveText(
      "Hollow Core has been added to your quote. Continue browsing",
    );
    await expect(page.getByRole("link", { name: "Continue browsing" })).toHaveAttribute("href", "/products/hollow-core");

    const hollowCore = item(page, "Hollow Core");
    // The quantity says what it counts, per product.
    await expect(hollowCore.getByLabel("Quantity")).toHaveAccessibleDescription("m²");
    await hollowCore.getByLabel("Quantity").fill("40");
    await hollowCore.getByLabel("Note").fill("8 in, 12 m spans");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(item(page, "Hollow Core").getByLabel("Quantity")).toHaveValue("40");
    await expect(item(page, "Hollow Core").getByLabel("Note")).toHaveValue("8 in, 12 m spans");

    await page.goto("/products");
    await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
    await page.goto("/products");
    await page.getByRole("button", { name: "Add to Quote Double T Slabs" }).click();
    await expect(page.getByRole("heading", { name: "Quote Items (3)" })).toBeVisible();
    // Adding again keeps one.
    await page.goto("/products");
    await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
    await expect(page.getByRole("heading", { name: "Quote Items (3)" })).toBeVisible();
    await item(page, "Double T Slabs").getByRole("button", { name: "Remove Double T Slabs" }).click();
    await expect(page.getByRole("heading", { name: "Quote Items (2)" })).toBeVisible();
    await expect(item(page, "Double T Slabs")).toHaveCount(0);

    // The header's Quote button leads here too; the page is never cached.
    await page.goto("/about");
    await page
      .getByRole("button", { name: /^Quote/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/quote\??$/);
    const answer = await page.request.get("/quote");
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["x-cache"]).toBe("BYPASS");

    // A new browser with the same cookie finds the list.
    const other = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: false });
    await other.addCookies(await context.cookies());
    const again = await other.newPage();
    await again.goto("/quote");
    await expect(again.getByRole("heading", { name: "Quote Items (2)" })).toBeVisible();
    await other.close();

    // Typed and never saved on its own: Continue to Request Form saves it on the way.
    await item(page, "Box Beams").getByLabel("Quantity").fill("6");
    await expect(item(page, "Box Beams").getByLabel("Quantity")).toHaveAccessibleDescription("pieces");
    await page.getByRole("button", { name: "Continue to Request Form" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const token = uniqueToken();
    await field(page, "Name").fill("Ana Lopez");
    await field(page, "Email").fill("ana.lopez@example.com");
    await field(page, "District").selectOption("Cayo");
    await field(page, "Message").fill(`Planks and beams for a warehouse, ${token}.`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
    await expect(page.getByText("Hollow Core × 40 m² (8 in, 12 m spans), Box Beams × 6")).toBeVisible();
    const [row] = await d1<{ quote_items: string }>(`SELECT quote_items FROM contact_submissions WHERE message LIKE '%${token}%'`);
    expect(JSON.parse(row!.quote_items)).toEqual([
      { id: "/products/hollow-core", name: "Hollow Core", category: "products", quantity: 40, note: "8 in, 12 m spans" },
      { id: "/products/box-beams", name: "Box Beams", category: "products", quantity: 6 },
    ]);

    // Sending empties the list.
    await page.goto("/quote");
    await expect(page.getByText("You have no products in your quote.")).toBeVisible();
  });

  test("a quantity out of range is refused with a clear message, the list unchanged", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
    const boxBeams = item(page, "Box Beams");
    await boxBeams.getByLabel("Quantity").evaluate((input: HTMLInputElement) => {
      input.removeAttribute("max");
      input.value = "100000";
    });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert")).toContainText("a quantity is a whole number from 1 to 99,999");
    await expect(item(page, "Box Beams").getByLabel("Quantity")).toHaveValue("");
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByText("You have no products in your quote.")).toBeVisible();
  });
});

test("with JavaScript, a change on the /quote page reaches the drawer's list", async ({ page }) => {
  await page.goto("/products");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "PUT" && r.ok());
  await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
  await saved;
  await page.goto("/quote");
  await item(page, "Box Beams").getByRole("button", { name: "Remove Box Beams" }).click();
  await expect(page.getByText("You have no products in your quote.")).toBeVisible();
  await page
    .getByRole("button", { name: /^Quote/ })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole("dialog", { name: "Request a quote" }).getByText("You have no products in your quote.")).toBeVisible({
    timeout: 15_000,
  });
});

test.describe("with JavaScript, the /quote page keeps every edit", () => {
  const putDone = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "PUT" && r.ok());

  test("saves as the visitor types, and says so", async ({ page, context }) => {
    await page.goto("/products");
    const saved = putDone(page);
    await page.getByRole("button", { name: "Add to Quote Hollow Core" }).click();
    await saved;
    await page.goto("/quote");
    const hollowCore = item(page, "Hollow Core");
    await hollowCore.getByLabel("Quantity").fill("120");
    await hollowCore.getByLabel("Note").fill("{20 ft} spans, typed only");
    await expect(page.getByText("All changes saved.")).toBeVisible();
    // Another browser with the same cookie sees the edit, the note exactly as typed.
    const other = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    await other.addCookies(await context.cookies());
    const again = await other.newPage();
    await again.goto("/quote");
    await expect(item(again, "Hollow Core").getByLabel("Quantity")).toHaveValue("120");
    await expect(item(again, "Hollow Core").getByLabel("Note")).toHaveValue("{20 ft} spans, typed only");
    await other.close();
  });

  test("an edit still waiting when the visitor leaves is sent anyway", async ({ page, context }) => {
    await page.goto("/products");
    const saved = putDone(page);
    await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
    await saved;
    await page.goto("/quote");
    await item(page, "Box Beams").getByLabel("Quantity").fill("9");
    // Straight away, before the save would start: a full page load elsewhere.
    await page.goto("/about");
    await expect
      .poll(async () => {
        const response = await context.request.get("/api/quote");
        return ((await response.json()) as { items: { quantity?: number }[] }).items[0]?.quantity;
      })
      .toBe(9);
  });

  test("a save that fails is said, and leaving asks first until a save succeeds", async ({ page, context }) => {
    test.slow(); // two pages and four saves
    await page.goto("/products");
    const saved = putDone(page);
    await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
    await saved;
    await page.goto("/quote");
    // The connection drops: every save answers 503 until it comes back.
    const refuse = (route: Route) => (route.request().method() === "PATCH" ? route.fulfill({ status: 503, body: "" }) : route.fallback());
    await page.route("**/api/quote", refuse);
    const quantity = item(page, "Box Beams").getByLabel("Quantity");
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.status() === 503);
    await quantity.click(); // a visitor's own click: a page may only ask before it is left once one has happened
    await quantity.fill("7");
    await refused;
    await expect(page.getByRole("alert")).toHaveText(
      "Your last change could not be saved. Check your connection; it is sent again with your next change.",
    );
    await expect(page.getByText("All changes saved.")).toHaveCount(0);

    // Closing the tab now would lose the change: the browser asks first; the visitor stays.
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    // The connection is back: the next change is saved, with the one that failed, and leaving no longer asks.
    await page.unroute("**/api/quote", refuse);
    await quantity.fill("8");
    await expect(page.getByText("All changes saved.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    const response = await context.request.get("/api/quote");
    expect(((await response.json()) as { items: { quantity?: number }[] }).items[0]?.quantity).toBe(8);
    const dialogs: string[] = [];
    page.on("dialog", (shown) => {
      dialogs.push(shown.type());
      void shown.accept();
    });
    const closed = page.waitForEvent("close");
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual([]);
  });

  test("an item added a moment before going to /quote is there when the page arrives", async ({ page }) => {
    await page.goto("/products");
    const syncing = putDone(page); // the list's sync has started
    await page.getByRole("button", { name: "Add to Quote Box Beams" }).click();
    await syncing;
    await page.getByRole("button", { name: "Add to Quote Flat Slab" }).click();
    await page.goto("/quote"); // at once: the list's own save is still waiting out its moment
    await expect(item(page, "Flat Slab")).toBeVisible();
  });
});

test("what a quick visitor types before the page's later scripts arrive is kept too", async ({ page }) => {
  // The code that keeps drafts loads after the page is interactive: held back here until the
  // visitor has typed, as on a slow connection.
  const release = await holdBack(page, LATER_SCRIPTS);
  await page.goto("/contact"); // returns once the page has hydrated
  const token = uniqueToken();
  await field(page, "Name").fill("Rosa Chan");
  await field(page, "Message").fill(`Hollow-core for a school roof, ${token}.`);
  const kept = page.waitForRequest((r) => r.url().endsWith("/api/quote/draft") && r.method() === "PUT");
  release();
  expect((await kept).postDataJSON()).toEqual({
    draft: expect.objectContaining({ name: "Rosa Chan", message: `Hollow-core for a school roof, ${token}.` }),
  });
});

test("a request sent before the page's later scripts arrive is not kept as a draft", async ({ page }) => {
  // The code that keeps drafts arrives while the request is on its way, and the answer comes
  // within its moment's wait: what it finds in the form is a request, not a draft.
  const loadScripts = await holdBack(page, LATER_SCRIPTS);
  const answer = await holdBack(page, "**/contact.data*");
  await page.clock.install(); // time flows, and clock.runFor() below brings a waiting save forward
  await page.goto("/contact");
  const token = uniqueToken();
  await field(page, "Name").fill("Rosa Chan");
  await field(page, "Email").fill("rosa.chan@example.com");
  await field(page, "District").selectOption("Cayo");
  await field(page, "Message").fill(`Hollow-core for a school roof, ${token}.`);
  const saves: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/quote/draft") && r.method() === "PUT") saves.push(r.postData() ?? "");
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  loadScripts();
  // The later scripts have run once they take the page's speculation rules away.
  await page.waitForFunction(() => !document.querySelector('script[type="speculationrules"]'));
  answer();
  await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeFocused();
  await page.clock.runFor(2000); // a draft save waits a second after the last keystroke
  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(field(page, "Name")).toHaveValue("");
  await expect(field(page, "Message")).toHaveValue("");
  expect(saves).toEqual([]);
});

test("a request being written in Spanish is kept as well", async ({ page }) => {
  await page.goto("/es/contact");
  const token = uniqueToken();
  const kept = page.waitForRequest((r) => r.url().endsWith("/api/quote/draft") && r.method() === "PUT");
  await page.locator('main form [name="name"]').fill("Rosa Chan");
  await page.locator('main form [name="message"]').fill(`Losas alveolares para una escuela, ${token}.`);
  expect((await kept).postDataJSON()).toEqual({
    draft: expect.objectContaining({ name: "Rosa Chan", message: `Losas alveolares para una escuela, ${token}.` }),
  });
});

test("a request being written survives closing the browser, and is forgotten once sent", async ({ page, context }) => {
  await page.goto("/contact");
  const token = uniqueToken();
  const kept = page.waitForResponse((r) => r.url().endsWith("/api/quote/draft") && r.request().method() === "PUT" && r.ok());
  await field(page, "Name").fill("Ana Lopez");
  await field(page, "Email").fill("ana.lopez@example.com");
  await field(page, "Country").selectOption("Guatemala");
  await field(page, "Message").fill(`Bridge planks for a 12 m span, ${token}.`);
  await kept;

  // A new browser holding only the cookie: the form comes back as it was left.
  const reopen = async () => {
    const next = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin, locale: "en-BZ" });
    await next.addCookies(await context.cookies());
    const again = await next.newPage();
    await again.goto("/contact");
    await again.waitForSelector("html[data-hydrated-main]");
    return { next, again };
  };
  const first = await reopen();
  await expect(field(first.again, "Message")).toHaveValue(`Bridge planks for a 12 m span, ${token}.`);
  await expect(field(first.again, "Name")).toHaveValue("Ana Lopez");
  await expect(field(first.again, "Country")).toHaveValue("Guatemala");
  await first.next.close();

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
  const second = await reopen();
  await second.again.waitForTimeout(1000); // a kept draft would have been put back by now
  await expect(field(second.again, "Message")).toHaveValue("");
  await second.next.close();
});
