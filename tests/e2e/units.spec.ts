// Metric and imperial (docs/decisions/0053-metric-and-imperial.md): every quantity in both, the
// visitor's choice shown, remembered and followed on every page; the default from the browser's
// locale; find by span on /products, with and without JavaScript.
import type { Page } from "@playwright/test";
import { consentDecided, expect, test } from "./support";

const specRow = (page: Page, label: string) => page.getByRole("row", { name: new RegExp(`^${label}`) });
const unitsButton = (page: Page, name: "Metric" | "Imperial") =>
  page.locator("#specifications").getByRole("group", { name: "Units" }).getByRole("link", { name });

test.describe("units outside the United States", () => {
  test.use({ locale: "es-GT" });

  test("read metric first; Imperial switches every quantity, and the choice is remembered on the next page", async ({ page }) => {
    // The cookie banner, fixed to the bottom, would slide in over the footer's switch whenever it
    // arrived after the scroll that dismisses it; consent has tests of its own.
    await consentDecided(page);
    await page.goto("/products/double-t-slabs");
    const span = specRow(page, "Span Capability");
    await expect(span.getByText("9.1 to 18.3 m")).toBeVisible();
    await expect(span.getByText("30 to 60 ft")).toBeHidden();
    await expect(unitsButton(page, "Metric")).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("34 to 48 MPa")).toBeVisible();

    await unitsButton(page, "Imperial").click();
    await expect(unitsButton(page, "Imperial")).toHaveAttribute("aria-current", "true");
    await expect(span.getByText("30 to 60 ft")).toBeVisible();
    await expect(span.getByText("9.1 to 18.3 m")).toBeHidden();
    await expect(page.getByText("5,000 to 7,000 psi")).toBeVisible();
    await expect(page.getByText("960 sq ft", { exact: true })).toBeVisible();

    // Remembered: another page, and a reload, read imperial before any script of the page runs.
    await page.goto("/products/learn/double-t-slabs");
    await expect(page.getByText("30 to 60 ft", { exact: true }).first()).toBeVisible();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-units"))).toBe("imperial");

    // The footer's switch goes back.
    await page.locator("#site-footer").scrollIntoViewIfNeeded(); // the footer's code loads as it nears the viewport
    const footerSwitch = page.locator("footer").getByRole("group", { name: "Units" });
    await footerSwitch.getByRole("link", { name: "Metric" }).click();
    await expect(page.getByText("9.1 to 18.3 m", { exact: true }).first()).toBeVisible();
  });

  test("descriptions for search engines and share cards carry both systems", async ({ page }) => {
    await page.goto("/products/learn/double-t-slabs");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /9\.1 to 18\.3 m \(30 to 60 ft\)/);
  });
});

test.describe("units in the United States", () => {
  test.use({ locale: "en-US" });

  test("read imperial by default", async ({ page }) => {
    await page.goto("/products/hollow-core");
    await expect(specRow(page, "Span Capability").getByText("10 to 45 ft")).toBeVisible();
    await expect(unitsButton(page, "Imperial")).toHaveAttribute("aria-current", "true");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages read metric, and the switch's links show the page in the other units", async ({ page }) => {
    await page.goto("/products/box-beams");
    await expect(specRow(page, "Span Capability").getByText("9.1 to 29 m")).toBeVisible();
    await unitsButton(page, "Imperial").click();
    await expect(page).toHaveURL(/\/products\/box-beams\?units=imperial$/);
    await expect(specRow(page, "Span Capability").getByText("30 to 95 ft")).toBeVisible();
  });

  test("find by span: a length in the product search lists the products that cover it", async ({ page }) => {
    await page.goto("/products?q=28+m");
    const results = page.getByRole("region", { name: "Products" });
    await expect(results.getByRole("article").getByRole("heading")).toHaveText(["Box Beams"]);
  });
});

test("find by span as the visitor types, in either unit", async ({ page }) => {
  await page.goto("/products");
  const search = page.getByRole("searchbox", { name: "Search products" });
  const titles = page.getByRole("region", { name: "Products" }).getByRole("article").getByRole("heading");
  await search.fill("50 ft");
  await expect(titles).toHaveText(["Double T Slabs", "Box Beams", "I-Beams", "Inverted Beams"]);
  await search.fill("12 m");
  await expect(titles).not.toContainText(["Prestressed Piles"]);
  await expect(titles).toContainText(["Hollow Core"]);
});
