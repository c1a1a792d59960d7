// Load–span tables on product pages and find by span and load (rules §13): the answers from the
// server with and without JavaScript, in both unit systems and in kg/m²; a table per section,
// readable on a phone; a search for "9 m 5 kPa"; the Spanish twin.
import type { Page } from "@playwright/test";
import { consentDecided, expect, holdBack, hydratedControl, test } from "./support";
import { axeViolations } from "./axe";

const finder = (page: Page) => page.getByRole("region", { name: "Find by span and load" });
const field = (page: Page, name: "Span" | "Load" | "Claro" | "Carga") =>
  finder(page).getByRole("textbox", { name }).filter({ visible: true });
const answers = (page: Page) => finder(page).getByRole("listitem");
const finderStatus = (page: Page) => finder(page).getByRole("status");
// Quantities are in the page in both systems; what a visitor reads is the rendered text.
const INNER = { useInnerText: true };

test.beforeEach(async ({ page }) => {
  await consentDecided(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers the form, metric by default", async ({ page }) => {
    await page.goto("/products");
    await expect(finder(page).getByText("(m)", { exact: true }).filter({ visible: true })).toBeVisible();
    await field(page, "Span").fill("9");
    await field(page, "Load").fill("5");
    await finder(page).getByRole("button", { name: "Find sections" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/products\?units=metric&span=9&load=5&load_units=kpa$/);
    await expect(finderStatus(page)).toContainText(/\d+ sections? carr(y|ies) 5 kPa over 9 m, lightest first/, INNER);
    await expect(answers(page).first()).toContainText(/Margin:\s*\+[\d,]+%/, INNER);
    await expect(
      answers(page)
        .first()
        .getByRole("button", { name: /^Add to Quote/ }),
    ).toBeVisible();
  });

  test("an imperial question shows its answers in imperial units, as the address asks", async ({ page }) => {
    // The server honours `units` in the address, so the page answers in the units asked.
    await page.goto("/products?span=30&load=100&units=imperial");
    await expect(finderStatus(page)).toContainText("100 psf over 30 ft", INNER);
    await expect(field(page, "Span")).toHaveValue("30");
    await expect(field(page, "Load")).toHaveValue("100");
  });

  test("bad input gets a message beside its field, and nothing found a way on", async ({ page }) => {
    const response = await page.goto("/products?span=-4&load=abc&units=metric");
    expect(response?.status()).toBe(200);
    await expect(field(page, "Span")).toHaveAccessibleDescription("The span must be more than zero.");
    await expect(field(page, "Load")).toHaveAccessibleDescription("Enter the load as a number, such as 5 or 2.5.");
    await expect(field(page, "Span")).toHaveValue("-4");
    await page.goto("/products?span=900&load=5&units=metric");
    await expect(field(page, "Span")).toHaveAccessibleDescription("Enter a span of at most 40 m (131 ft).");
    await page.goto("/products?span=20&load=50&units=metric");
    await expect(finderStatus(page)).toHaveText("Nothing we make carries 50 kPa over 20 m.", INNER);
    await expect(finder(page).getByRole("link", { name: "Contact our engineers" })).toBeVisible();
    // Longer than every table: it says why.
    await page.goto("/products?span=35&load=1&units=metric");
    await expect(finderStatus(page)).toHaveText("Nothing we tabulate spans 35 m: our longest table reaches 30 m.", INNER);
  });

  test("a Spanish page asks in kg/m² first, and says when the span asked is shorter than a table", async ({ page }) => {
    await page.goto("/es/products");
    const region = page.getByRole("region", { name: "Buscar por claro y carga" });
    await expect(region.getByRole("combobox", { name: "Unidad de carga" })).toHaveValue("kgm2");
    await region.getByRole("textbox", { name: "Claro" }).filter({ visible: true }).fill("2");
    await region.getByRole("textbox", { name: "Carga" }).filter({ visible: true }).fill("500");
    await region.getByRole("button", { name: "Buscar secciones" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/es\/products\?units=metric&span=2&load=500&load_units=kgm2$/);
    await expect(region.getByRole("status")).toContainText("soportan 500 kg/m² en un claro de 2 m", INNER);
    const hollowCore = region.getByRole("listitem").filter({ hasText: "HC 200 × 1200" });
    await expect(hollowCore).toContainText(/Soporta:\s*[\d.]+ kPa · [\d,]+ kg\/m²/, INNER);
    await expect(hollowCore).toContainText("Nuestra tabla empieza en 3 m", INNER);
    await page.goto("/es/products?span=2&load=5&units=metric&load_units=kgm2");
    await expect(region.getByRole("textbox", { name: "Carga" }).filter({ visible: true })).toHaveAccessibleDescription(
      "Ingrese una carga de 50 kg/m² como mínimo.",
    );
  });

  test("a load or span too small gets a message, never a margin, in either language", async ({ page }) => {
    const response = await page.goto("/products?span=9&load=0.0000000000000001&units=metric");
    expect(response?.status()).toBe(200);
    await expect(field(page, "Load")).toHaveAccessibleDescription("Enter a load of at least 0.5 kPa (10 psf).");
    await expect(finder(page)).not.toContainText("Margin");
    await expect(answers(page)).toHaveCount(0);
    await page.goto("/es/products?span=0.2&load=5&units=metric");
    const region = page.getByRole("region", { name: "Buscar por claro y carga" });
    await expect(region.getByRole("textbox", { name: "Claro" }).filter({ visible: true })).toHaveAccessibleDescription(
      "Ingrese un claro de 1 m (3 ft) como mínimo.",
    );
    await expect(region.getByRole("listitem")).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test("metric: the same answers without a full reload, and Add to Quote notes the span and load", async ({ page }) => {
    await page.goto("/products");
    await hydratedControl(field(page, "Span"));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await field(page, "Span").fill("9");
    await field(page, "Load").fill("5");
    await field(page, "Load").press("Enter");
    await expect(page).toHaveURL(/span=9&load=5/);
    await expect(finderStatus(page)).toContainText("carry 5 kPa over 9 m", INNER);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const first = answers(page).first();
    await first.getByRole("button", { name: /^Add to Quote/ }).click();
    await expect(page.getByText("Added to Quote", { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(Object.values(sessionStorage)));
    expect(stored).toContain("span 9 m (29.5 ft), load 5 kPa (104 psf)");
  });

  test.describe("imperial", () => {
    test.use({ locale: "en-US" });

    test("the fields read feet and psf and the form sends imperial", async ({ page }) => {
      await page.goto("/products");
      await hydratedControl(field(page, "Span"));
      await expect(finder(page).getByText("(ft)", { exact: true }).filter({ visible: true })).toBeVisible();
      await field(page, "Span").fill("30");
      await field(page, "Load").fill("100");
      await finder(page).getByRole("button", { name: "Find sections" }).filter({ visible: true }).click();
      await expect(page).toHaveURL(/units=imperial&span=30&load=100/);
      await expect(finderStatus(page)).toContainText("carry 100 psf over 30 ft", INNER);
      await expect(answers(page).first()).toContainText(/\d psf/, INNER);
    });
  });

  test("a search for a span and a load shows the same answers, in kPa or kg/m²", async ({ page }) => {
    await page.goto("/search?q=9%20m%205%20kPa");
    await expect(page).toHaveURL(/\/products\?span=9&load=5&units=metric#span-load$/);
    await expect(finderStatus(page)).toContainText("carry 5 kPa over 9 m", INNER);
    await page.goto("/search?q=9%20m%20500%20kg%2Fm2");
    await expect(page).toHaveURL(/\/products\?span=9&load=500&units=metric&load_units=kgm2#span-load$/);
    await expect(finderStatus(page)).toContainText("carry 500 kg/m² over 9 m", INNER);
  });

  test("in Spanish: the same form and answers", async ({ page }) => {
    await page.goto("/es/search?q=9%20m%205%20kN%2Fm%C2%B2");
    await expect(page).toHaveURL(/\/es\/products\?span=9&load=5&units=metric/);
    const region = page.getByRole("region", { name: "Buscar por claro y carga" });
    await expect(region.getByRole("status")).toContainText("5 kPa en un claro de 9 m", INNER);
    await expect(region.getByRole("textbox", { name: "Claro" }).filter({ visible: true })).toHaveValue("9");
  });
});

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("a table per section, untopped then topped, its span column in view as it scrolls sideways", async ({ page }) => {
      await page.goto("/products/hollow-core");
      const table = page.getByRole("table", { name: /^HC 200 × 1200: safe superimposed service load by span/ });
      await table.scrollIntoViewIfNeeded();
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader", { name: "Span" })).toBeVisible();
      await expect(table.getByRole("columnheader", { name: "Untopped" })).toBeAttached();
      await expect(table.getByRole("columnheader", { name: "Topped, 50 mm" })).toBeAttached();
      await expect(table.getByRole("rowheader", { name: "3 m", exact: true })).toBeVisible();
      // A span where a design carries nothing beyond its weight has a mark that says so.
      await expect(table.getByText("no capacity beyond self-weight").first()).toBeAttached();
      for (const name of ["HC 250 × 1200", "HC 305 × 1220"])
        await expect(page.getByRole("table", { name: new RegExp(`^${name}: safe superimposed`) })).toBeAttached();
      const region = page.getByRole("region", { name: "HC 200 × 1200: load–span table, scrolls sideways" });
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      if (width === 390) {
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        await expect(page.getByText("Swipe the table sideways for every pattern").first()).toBeVisible();
        // The span column stays in view as the table scrolls.
        await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect(table.getByRole("rowheader", { name: "3 m", exact: true })).toBeInViewport();
      }
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const patterns = page.getByRole("table", { name: "HC 200 × 1200: strand patterns" });
      await expect(patterns.getByRole("rowheader", { name: /^Light/ })).toBeAttached();
      await expect(patterns.getByRole("columnheader", { name: "Fire rating" })).toBeAttached();
      await expect(page.getByRole("link", { name: "DXF of HC 200 × 1200" })).toHaveAttribute("download", "");
      await expect(page.getByText("For preliminary design, not for construction; final design by M&M's engineers.")).toBeVisible();
      expect(await axeViolations(page, { within: "#load-span" })).toEqual([]);
    });

    test("an answer keeps each figure on one line", async ({ page }) => {
      await page.goto("/es/products?span=2&load=500&units=metric&load_units=kgm2");
      const figures = page.getByRole("region", { name: "Buscar por claro y carga" }).getByRole("listitem").locator("dd");
      await expect(figures.first()).toBeVisible();
      const lines = await figures.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight))),
      );
      expect(lines.every((count) => count === 1)).toBe(true);
      expect(await axeViolations(page, { within: "#span-load" })).toEqual([]);
    });
  });
}

test("a first load's tables stay as the server drew them; a client navigation draws the next product's", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await page.goto("/products/hollow-core");
  const hc200 = page.getByRole("table", { name: /^HC 200 × 1200: safe superimposed/ });
  await hc200.scrollIntoViewIfNeeded();
  // The part around the tables hydrates once it nears the viewport; the tables stay as they were.
  const next = page.locator('#product-details a[href="/products/box-beams"]').first();
  await hydratedControl(next);
  await expect(hc200.getByRole("rowheader", { name: "3 m", exact: true })).toBeAttached();
  await next.click();
  await expect(page).toHaveURL(/\/products\/box-beams$/);
  const tables = page.locator("#load-span table");
  await expect(tables.first()).toBeAttached();
  await expect(hc200).toHaveCount(0);
  await page.goBack();
  await expect(hc200.getByRole("rowheader", { name: "3 m", exact: true })).toBeAttached();
  expect(errors).toEqual([]);
});

test("the tables stay when a navigation reaches their part before its code, which React then draws anew", async ({ page }) => {
  const release = await holdBack(page, /\/product-details-below-[\w-]+\.js$/);
  await page.goto("/products/hollow-core");
  const cells = page.locator("#load-span td");
  const drawn = await cells.count();
  const server = await page.evaluateHandle(() => document.getElementById("load-span")!);
  // A same-page link is a navigation: every part gets the router's new state.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "#load-span" });
    document.querySelector("main")!.append(link);
    link.click();
  });
  await expect(page).toHaveURL(/#load-span$/);
  release();
  await expect.poll(() => server.evaluate((element) => element !== document.getElementById("load-span"))).toBe(true);
  const hc200 = page.getByRole("table", { name: /^HC 200 × 1200: safe superimposed/ });
  await hc200.scrollIntoViewIfNeeded();
  await expect(hc200.getByRole("rowheader", { name: "3 m", exact: true })).toBeVisible();
  await expect(cells).toHaveCount(drawn);
});
