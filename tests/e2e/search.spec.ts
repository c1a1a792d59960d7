// Site search (docs/decisions/0049-site-search.md): the header's search box (button and "/",
// results as you type, a combobox driven from the keyboard) and the /search page, which works
// without JavaScript; forgiving of typos, Spanish words and lengths.
import type { Page } from "@playwright/test";
import { expect, test } from "./support";
import { axeViolations } from "./axe";

const searchReady = (page: Page) => expect(page.locator("html[data-search-ready]")).toBeAttached();
const box = (page: Page) => page.getByRole("combobox", { name: "Search the site" });
const options = (page: Page) => page.getByRole("listbox", { name: "Results" }).getByRole("option");

test("the header's Search opens the search box; typing finds pages, grouped by kind", async ({ page }) => {
  await page.goto("/");
  await searchReady(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" }).first().click();
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
  await box(page).fill("hollow core");
  await expect(options(page).first()).toContainText("Hollow Core");
  await expect(page.getByRole("listbox").getByRole("group", { name: "Products" })).toBeVisible();
  await expect(page.getByRole("listbox").getByRole("group", { name: "Learn" })).toContainText("Understanding Hollow Core");
  await expect(page.getByRole("listbox").getByRole("group", { name: "Projects" })).toContainText("Atlantic Insurance Building");
  expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);
});

test('"/" opens it, and the keyboard does the rest: arrows, Enter, Escape', async ({ page }) => {
  await page.goto("/products");
  await searchReady(page);
  await page.keyboard.press("/");
  await expect(box(page)).toBeFocused();
  await page.keyboard.type("beems"); // a typo
  await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
  await expect(options(page).first()).toContainText("Box Beams");
  await page.keyboard.press("ArrowDown");
  await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(box(page)).toHaveAttribute("aria-activedescendant", (await options(page).nth(1).getAttribute("id"))!);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/products\/box-beams$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.keyboard.press("/");
  await expect(box(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // In a text field "/" is just a character.
  await page.goto("/products");
  await searchReady(page);
  await page.getByRole("searchbox", { name: "Search products" }).press("/");
  await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("/");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Spanish words, lengths and open jobs find their pages", async ({ page }) => {
  await page.goto("/");
  await searchReady(page);
  await page.keyboard.press("/");
  for (const [query, first] of [
    ["losa", /Flat Slab|Double T Slabs|Hollow Core/],
    ["viga", /Beams/],
    ["pilote", /Prestressed Piles/],
    ["puente", /Bridge/],
    ["28 m", /Box Beams/],
    ["architect", /Architects/],
  ] as const) {
    await box(page).fill(query);
    await expect(options(page).first()).toContainText(first);
  }
  await box(page).fill("12 m");
  await expect(options(page)).not.toContainText(["Prestressed Piles"]);
  await box(page).fill("xyzzy");
  await expect(page.getByRole("dialog").getByRole("status")).toContainText("No results");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=xyzzy$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Search is a link to the search page, which answers a query on its own", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" }).first().click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole("searchbox", { name: "Search the site" }).fill("pilote");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=pilote$/);
    await expect(page.getByRole("region", { name: "Products" }).getByRole("link").first()).toContainText("Prestressed Piles");
    await expect(page.getByRole("status")).toContainText("for “pilote”");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("no results offer a way on", async ({ page }) => {
    await page.goto("/search?q=xyzzy");
    await expect(page.getByRole("status")).toHaveText("No results for “xyzzy”.");
    await expect(page.getByRole("link", { name: "hollow core" })).toHaveAttribute("href", "/search?q=hollow%20core");
  });
});
