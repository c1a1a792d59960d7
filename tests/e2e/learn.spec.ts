// The explainer pages (rules §2 "Explainer (learn) pages"): six share one layout, the
// inverted beams page has its own; View Product Details is a full-page navigation; Download
// Specs opens the inverted beams spec sheet; bridge planks and unknown slugs are 404s.
import type { Page } from "@playwright/test";
import { productPath, products } from "../../app/catalogue/content/products";
import { expect, test } from "./support";

test.use({ viewport: { width: 1280, height: 800 } });

const STANDARD = [
  ["prestressed-piles", "Understanding Prestressed Piles"],
  ["double-t-slabs", "Understanding Double T Slabs"],
  ["box-beams", "Understanding Box Beams"],
  ["l-beams", "Understanding L-Beams"],
  ["hollow-core", "Understanding Hollow Core Slabs"],
  ["flat-slab", "Understanding Flat Slabs"],
] as const;

/** Every drawing shown on the page has loaded (scrolling them into view first: most are lazy); the other units' stay hidden. */
async function expectImagesLoaded(page: Page) {
  for (const img of await page.locator("main img:visible").all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

for (const [slug, title] of STANDARD) {
  test(`${title}: hero, basics, six steps, six benefits, applications, call to action`, async ({ page }) => {
    const product = products.find((p) => p.slug === slug)!;
    const response = await page.goto(`/products/learn/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Get a Fast Quote" })).toBeVisible();

    const basics = page.getByRole("region", { name: /basics$/ });
    await expect(basics.getByRole("paragraph").first()).toBeVisible();
    await expect(basics.getByRole("definition").first()).toBeVisible();

    const process = page.getByRole("region", { name: "Manufacturing Process" });
    await expect(process.getByRole("listitem")).toHaveCount(6);
    await expect(process).toContainText("70 to 80%");
    await expect(page.getByRole("region", { name: "Benefits" }).getByRole("listitem")).toHaveCount(6);
    expect(await page.getByRole("region", { name: "Common Applications" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    await expectImagesLoaded(page);

    const closing = page.getByRole("region", { name: /\?$/ });
    await expect(closing.getByRole("button", { name: "Request a Consultation" })).toBeVisible();
    const details = closing.getByRole("link", { name: "View Product Details" });
    await expect(details).toHaveAttribute("href", productPath(product));

    // A full-page navigation: the document is replaced, so this marker does not survive.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${productPath(product)}$`));
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });
}

test("Master Inverted Beam Technology: its own sections and the spec sheet downloads", async ({ page }) => {
  await page.goto("/products/learn/inverted-beams");
  await expect(page.getByRole("heading", { level: 1, name: "Master Inverted Beam Technology" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Get a Fast Quote" })).toBeVisible();
  for (const name of ["What are inverted beams?", "Engineering excellence", "Applications", "Ready to Start Your Project"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Engineering excellence" })).toContainText("Hanger reinforcement");
  await expectImagesLoaded(page);

  // Both lead to the PDF spec sheet: A4 and metric in a browser outside the United States.
  const sheet = "/products/inverted-beams/spec-sheet.pdf?paper=a4&units=metric";
  await expect(page.getByRole("link", { name: "Download Technical Specs" })).toHaveAttribute("href", sheet);
  const specs = page.getByRole("link", { name: "Download Specs", exact: true });
  await expect(specs).toHaveAttribute("href", sheet);
  const download = page.waitForEvent("download");
  await specs.click();
  expect((await download).suggestedFilename()).toBe("mm-inverted-beams-spec-sheet-a4-metric.pdf");
});

test("Get a Fast Quote opens the Talk with an Engineer dialog", async ({ page }) => {
  await page.goto("/products/learn/box-beams");
  await page.getByRole("button", { name: "Get a Fast Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Talk with an Engineer" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText("Box Beams");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("bridge planks have no explainer; unknown slugs are 404s", async ({ page }) => {
  for (const path of ["/products/learn/concrete-bridge-planks", "/products/learn/nope", "/products/learn/constructor"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  }
});
