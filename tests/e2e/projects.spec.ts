// The projects gallery (rules §2 Projects, §4 "Project filters"): counts, filters, shareable URLs
// and the same page without JavaScript.
import type { Page } from "@playwright/test";
import { expect, test } from "./support";

const cards = (page: Page) => page.locator("[data-project-card]");
const loadMore = (page: Page) => page.getByRole("button", { name: "Load More Projects" });
const showLess = (page: Page) => page.getByRole("button", { name: "Show Less" });
const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

test.describe("projects with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/projects");
  });

  test("shows 8, then 4 more per Load More, then 4 fewer per Show Less", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
    await expect(
      page.getByText("Bridges, warehouses, offices and site work across Belize, each with the products we made for it."),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    await expect(showLess(page)).toHaveCount(0);
    await expect(page.getByText("Showing 8 of 13 projects.")).toBeVisible();

    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\/projects\?show=12$/);
    await expect(cards(page).nth(8).getByRole("link")).toBeFocused(); // focus goes to the first card revealed
    await expect(showLess(page)).toBeVisible();

    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(13);
    await expect(loadMore(page)).toHaveCount(0); // nothing left hidden
    await expect(cards(page).nth(12).getByRole("link")).toBeFocused();

    await showLess(page).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(loadMore(page)).toBeVisible();
    await showLess(page).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(showLess(page)).toHaveCount(0); // never below the initial count
    await expect(loadMore(page)).toBeFocused();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("follows the filter rules and puts them in the URL", async ({ page }) => {
    await expect(box(page, "All")).toBeChecked();

    await box(page, "Bridge").check();
    await expect(page).toHaveURL(/\/projects\?type=bridge$/);
    await expect(box(page, "All")).not.toBeChecked(); // a type removes All
    await expect(cards(page)).toHaveCount(4);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(showLess(page)).toHaveCount(0);

    await box(page, "Structural").check();
    await expect(page).toHaveURL(/\?type=bridge&type=structural$/);
    await expect(cards(page)).toHaveCount(8);
    await expect(loadMore(page)).toBeVisible(); // 12 match

    await box(page, "All").check(); // All clears the others
    await expect(page).toHaveURL(/\/projects$/);
    await expect(box(page, "Bridge")).not.toBeChecked();
    await expect(box(page, "Structural")).not.toBeChecked();
    await expect(cards(page)).toHaveCount(8);

    await box(page, "Site Design").check();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Design Depot Site Design");
    await box(page, "Site Design").uncheck(); // the last type unchecked returns to All
    await expect(box(page, "All")).toBeChecked();
    await expect(cards(page)).toHaveCount(8);
  });

  test("a filter change resets the visible count", async ({ page }) => {
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(12);
    await box(page, "Structural").check();
    await expect(page).toHaveURL(/\?type=structural$/);
    await expect(cards(page)).toHaveCount(8);
    await box(page, "Bridge").check();
    await expect(cards(page)).toHaveCount(8); // 12 match, back to the initial 8
    await expect(loadMore(page)).toBeVisible();
  });

  test("Transportation shows an empty state with a way back", async ({ page }) => {
    await box(page, "Transportation").check();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No projects match this filter" })).toBeVisible();
    await page.getByRole("link", { name: "Show all projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards(page)).toHaveCount(8);
  });

  test("hovering or focusing a card reveals its description", async ({ page }) => {
    const card = cards(page).first();
    const overlay = card.locator("p", { hasText: "Three-span river crossing" });
    const opacity = () => overlay.evaluate((el) => getComputedStyle(el.parentElement!).opacity);
    await expect.poll(opacity).toBe("0");
    await card.hover();
    await expect.poll(opacity).toBe("1");
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe("0");
    await card.getByRole("link").focus();
    await expect.poll(opacity).toBe("1");
    await expect(card.getByRole("img")).toHaveAttribute("alt", /Haulover Bridge/);
  });
});

test.describe("a shared projects URL", () => {
  test("renders the filtered view in the server's HTML", async ({ request }) => {
    const html = await (await request.get("/projects?type=bridge&type=site-design")).text();
    for (const title of [
      "Haulover Bridge",
      "Mountain Pine Ridge Bridge",
      "Laguna Seca Bridge",
      "Pinol Bridge",
      "Design Depot Site Design",
    ]) {
      expect(html).toMatch(new RegExp(`>${title}</a></h2>`));
    }
    expect(html).not.toMatch(/>Key Stone Building<\/a><\/h2>/);
  });

  test("opens with its filters ticked", async ({ page }) => {
    await page.goto("/projects?type=site-design&type=bridge");
    await expect(page).toHaveURL(/\?type=bridge&type=site-design$/); // canonical order
    await expect(cards(page)).toHaveCount(5);
    await expect(box(page, "Bridge")).toBeChecked();
    await expect(box(page, "Site Design")).toBeChecked();
    await expect(box(page, "All")).not.toBeChecked();
  });
});

test.describe("projects without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters with the Apply button and loads more with a real request", async ({ page }) => {
    await page.goto("/projects");
    await expect(cards(page)).toHaveCount(8);
    await loadMore(page).click();
    await expect(page).toHaveURL(/\/projects\?show=12$/);
    await expect(cards(page)).toHaveCount(12);

    await box(page, "Bridge").check(); // All stays ticked until the form is sent
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/projects\?type=bridge$/); // the server drops 'all' and the count
    await expect(cards(page)).toHaveCount(4);
    await expect(box(page, "All")).not.toBeChecked();
  });
});

test.describe("a project's case study", () => {
  test("opens from its card: where, the scope and our products with links, as search engines read them", async ({ page }) => {
    await page.goto("/projects");
    await cards(page).first().getByRole("link", { name: "Haulover Bridge" }).click();
    await expect(page).toHaveURL(/\/projects\/haulover-bridge$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Haulover Bridge");
    const facts = page.getByRole("definition");
    await expect(page.getByRole("term")).toHaveText(["Location", "Scope", "Our products"]);
    await expect(facts.first()).toHaveText("Belize District, Belize");
    await expect(facts.nth(1)).toContainText("3 spans");
    await page.getByRole("link", { name: "Box Beams" }).click();
    await expect(page).toHaveURL(/\/products\/box-beams$/);

    await page.goto("/projects/haulover-bridge");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const work = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "CreativeWork");
    expect(work).toMatchObject({
      name: "Haulover Bridge",
      locationCreated: { name: "Belize District, Belize" },
      about: [{ name: "Box Beams" }, { name: "Prestressed Piles" }],
    });
  });

  test("a case study that names who took part shows them", async ({ page }) => {
    await page.goto("/projects/design-depot-site-design");
    await expect(page.getByRole("term")).toHaveText(["Location", "Engineer", "Scope"]);
  });

  test("an unknown project is a 404", async ({ request }) => {
    expect((await request.get("/projects/no-such-project")).status()).toBe(404);
  });
});
