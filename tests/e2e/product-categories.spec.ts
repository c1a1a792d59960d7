// The category listings /products/prestressed, /beams, /slabs and /planks (rules §2 "Category
// listings"): heading, cards with Learn More and Add to Quote, Browse All Products, both widths.
import { WIDTHS } from "./routes";
import { expect, test } from "./support";
import { expected, SPEC_TABLE } from "../fixtures/catalogue-table";

const LISTINGS = [
  { path: "/products/prestressed", heading: "Our Prestressed Concrete Solutions", category: "prestressed" },
  { path: "/products/beams", heading: "Our Precast Beam Solutions", category: "beams" },
  { path: "/products/slabs", heading: "Our Precast Slab Solutions", category: "slabs" },
  { path: "/products/planks", heading: "Our Bridge Plank Solutions", category: "planks" },
];

for (const { path, heading, category } of LISTINGS) {
  test(`${path} lists its products with Learn More, Add to Quote and Browse All Products`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const titles = expected(category, "all");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.getByRole("heading")).toHaveText(titles);
    for (const title of titles) {
      const card = cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card.getByRole("img")).toHaveAttribute("alt", /cross-section drawing/);
      await expect(card.getByRole("link", { name: `Learn More about ${title}` })).toHaveAttribute("href", /^\/products\/[a-z-]+$/);
      await expect(card.getByRole("button", { name: `Add to Quote ${title}` })).toBeVisible();
      await expect(card.getByRole("list", { name: "Applications" }).getByRole("listitem")).toHaveText(
        SPEC_TABLE[title]![1].map((a) => a[0]!.toUpperCase() + a.slice(1)),
      );
    }
    await expect(page.getByRole("link", { name: /^Browse All Products/ })).toHaveAttribute("href", "/products");
  });
}

for (const { name, width, height } of WIDTHS) {
  test(`category listings fit the screen at ${width} px (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const { path } of LISTINGS) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    }
  });
}
