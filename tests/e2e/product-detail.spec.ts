// Product detail pages (rules §2 "Product detail pages"): all eight render their copy,
// specifications and gallery; Request a Quote stores a real request; Related Products loop;
// the printable spec sheet; 404s for unknown products; JSON-LD.
import { plainText } from "../../app/lib/units";
import type { Page } from "@playwright/test";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { productPath, products, productSku } from "../../app/catalogue/content/products";
import { productSummary } from "../../app/catalogue/content/product-summaries";
import { d1, expect, field, FULL_MOTION, test, uniqueToken } from "./support";
import { axeViolations } from "./axe";

test.use({ viewport: { width: 1280, height: 800 }, ...FULL_MOTION });

const gallery = (page: Page) => page.getByRole("region", { name: "Real World Applications" });
const related = (page: Page) => page.getByRole("region", { name: "Related Products" });

for (const product of products) {
  test(`${product.title}: title, specifications and the gallery`, async ({ page }) => {
    const response = await page.goto(productPath(product));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByText(`SKU ${productSku(product)}`)).toBeVisible();

    const specs = page.getByRole("table", { name: `${product.title} specifications` });
    for (const row of productSummary(product.slug).specifications) {
      await expect(specs.locator("tr", { has: page.getByRole("rowheader", { name: row.label, exact: true }) })).toContainText(
        plainText(row.value, "metric"), // the page reads metric here (a browser in Belize, no choice made)
        { useInnerText: true },
      );
    }
    await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Applications", exact: true })).toBeVisible();

    const pictures = gallery(page).getByRole("img");
    await expect(pictures).toHaveCount(4);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute("alt", /.{30,}/);
      // Loaded, then faded in: the drawing is really there and ends fully visible.
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(picture).toHaveAttribute("data-loaded", "");
      await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
    }
    await expect(gallery(page).getByRole("button", { name: "Request a Similar Solution" })).toBeVisible();

    // Related Products: up to 6 others, never this one, each with a View Details link.
    const cards = related(page).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    const links = related(page).getByRole("link", { name: /^View Details/ });
    await expect(links).toHaveCount(6);
    const targets = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(targets).not.toContain(productPath(product));
    expect(new Set(targets).size).toBe(6);
  });
}

test("the #quote anchor holds Request a Quote, whose dialog stores a real request", async ({ page }) => {
  await page.goto("/products/box-beams#quote");
  const quote = page.locator("#quote");
  await expect(quote).toBeInViewport();
  await quote.getByRole("button", { name: "Request a Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Talk with an Engineer" });
  await expect(dialog).toBeVisible({ timeout: 15_000 }); // the first open downloads the dialog
  await expect(dialog).toContainText("Request a quote for Box Beams");

  const token = uniqueToken();
  await field(page, "Name").fill("Marco Tillett");
  await field(page, "Email").fill("marco.tillett@example.com");
  await field(page, "District").selectOption("Orange Walk");
  await field(page, "Message").fill(`Six 90 ft box beams for a river crossing, reference ${token}.`);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("status")).toHaveText(CONTACT_MESSAGES.success);
  expect(await d1(`SELECT name, district, source, page FROM contact_submissions WHERE message LIKE '%${token}%'`)).toEqual([
    { name: "Marco Tillett", district: "Orange Walk", source: "dialog", page: "/products/box-beams" },
  ]);
});

test("double tees link to their explainer; every product with one does, the bridge planks do not", async ({ page }) => {
  await page.goto("/products/double-t-slabs");
  const learn = page.locator("#quote").getByRole("link", { name: /^Learn More/ });
  await expect(learn).toHaveAttribute("href", "/products/learn/double-t-slabs");
  await learn.click();
  await expect(page).toHaveURL(/\/products\/learn\/double-t-slabs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Understanding Double T Slabs" })).toBeVisible();

  await page.goto("/products/concrete-bridge-planks");
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveCount(0);
});

test("Related Products loop: next from the last goes to the first, previous from the first to the last", async ({ page }) => {
  await page.goto("/products/hollow-core");
  await related(page).scrollIntoViewIfNeeded();
  const next = page.getByRole("button", { name: "Next related product" });
  const previous = page.getByRole("button", { name: "Previous related product" });
  await expect(next).toBeVisible({ timeout: 15_000 }); // the carousel loads as the section nears the viewport
  const titles = await related(page).getByRole("heading", { level: 3 }).allTextContents();
  expect(titles).toHaveLength(6);
  const status = related(page).locator("[aria-live=polite]");
  const firstInView = async () => {
    const viewport = (await related(page).locator("ul").locator("..").boundingBox())!;
    const boxes = await related(page)
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => ({ index: Number(item.getAttribute("data-slide-index")), x: item.getBoundingClientRect().x })),
      );
    return boxes.find((box) => Math.abs(box.x - viewport.x) < 20)?.index;
  };

  await previous.click();
  await expect(status).toHaveText(`${titles[5]}, 6 of 6`);
  await expect.poll(firstInView).toBe(5);
  await next.click();
  await expect(status).toHaveText(`${titles[0]}, 1 of 6`);
  for (let i = 1; i < 6; i++) await next.click();
  await expect(status).toHaveText(`${titles[5]}, 6 of 6`);
  await next.click();
  await expect(status).toHaveText(`${titles[0]}, 1 of 6`);
  await expect.poll(firstInView).toBe(0);
});

test("with the carousel running, the page has no axe violations at 1280 and 390 px", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/products/l-beams");
    await related(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Next related product" })).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Next related product" }).click();
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
});

test("shows one related product per view on phones, two on tablets, three from 1024 px", async ({ page }) => {
  for (const [width, perView] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/products/flat-slab");
    const viewport = (await related(page).locator("ul").locator("..").boundingBox())!;
    const card = (await related(page).getByRole("listitem").first().boundingBox())!;
    expect(Math.round(viewport.width / card.width)).toBe(perView);
  }
});

test("printing the page itself: no site chrome, the drawing, the specifications and where to reach us", async ({ page }) => {
  await page.goto("/products/prestressed-piles");
  const header = page.locator("body > header");
  await expect(header).toBeVisible();
  await page.locator("#product-details").scrollIntoViewIfNeeded(); // its code loads as it nears the viewport
  await expect(page.locator('[data-print="only"]')).toBeAttached();

  await page.emulateMedia({ media: "print" });
  await expect(header).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Prestressed Piles" })).toBeVisible();
  await expect(page.locator("#quote img:visible")).toBeVisible();
  await expect(page.getByRole("table", { name: "Prestressed Piles specifications" })).toBeVisible();
  await expect(gallery(page)).toBeHidden();
  await expect(related(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Request a Quote" })).toBeHidden();
  await expect(page.getByRole("link", { name: /Download the spec sheet/ }).first()).toBeHidden();
  const contact = page.locator('[data-print="only"]');
  await expect(contact).toBeVisible();
  await expect(contact).toContainText("Mile 6.16, Old Northern Highway");
  await expect(contact).toContainText(/https?:\/\/\S+\/products\/prestressed-piles/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is complete: visible gallery, related list, quote link to the contact page about the product", async ({ page }) => {
    await page.goto("/products/double-t-slabs");
    for (const picture of await gallery(page).getByRole("img").all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
    }
    await expect(related(page).getByRole("link", { name: /^View Details/ })).toHaveCount(6);
    await expect(page.locator("#quote").getByRole("button", { name: "Request a Quote" })).toHaveAttribute(
      "href",
      "/contact?product=double-t-slabs&from=%2Fproducts%2Fdouble-t-slabs",
    );
  });
});

test("unknown products answer the 404 page", async ({ page }) => {
  for (const path of ["/products/not-a-product", "/products/constructor", "/products/learn"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  }
});

test("JSON-LD names the product with its SKU, and the breadcrumb trail", async ({ page }) => {
  for (const product of products) {
    await page.goto(productPath(product));
    const objects = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const item = objects.find((o) => o["@type"] === "Product");
    expect(item, product.slug).toMatchObject({
      name: product.title,
      sku: productSku(product),
      description: productSummary(product.slug).description,
    });
    const trail = objects.find((o) => o["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((crumb: { name: string }) => crumb.name)).toEqual(["Home", "Products", product.title]);
  }
});
