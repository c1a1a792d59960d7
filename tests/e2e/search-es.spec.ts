// Site search in Spanish (docs/decisions/0049-site-search.md, 0065): /es/search and the search box on
// Spanish pages search the Spanish index (from the content twins), find the words buyers type
// (app/site/glossary.ts: losa hueca, Spancrete, trabe, claro…) and link to the Spanish pages.
import type { Page } from "@playwright/test";
import { consentDecided, expect, test } from "./support";
import { axeViolations } from "./axe";

const box = (page: Page) => page.getByRole("combobox", { name: "Buscar en el sitio" });
const options = (page: Page) => page.getByRole("listbox", { name: "Resultados" }).getByRole("option");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/es/search answers in Spanish and links to Spanish pages", async ({ page }) => {
    await page.goto("/es/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar");
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toHaveText(/Inicio\s*\/\s*Buscar/);
    await page.getByRole("searchbox", { name: "Buscar en el sitio" }).fill("losa hueca");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(/\/es\/search\?q=losa\+hueca$/);
    const found = page.getByRole("region", { name: "Productos" }).getByRole("link");
    await expect(found.first()).toContainText("Losa alveolar");
    await expect(found.first()).toHaveAttribute("href", "/es/products/hollow-core");
    await expect(page.getByRole("status")).toHaveText(/^\d+ resultados para “losa hueca”\.$/);
    for (const href of await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/es\//);
    }
  });

  test("the words buyers type find the products the pages name otherwise", async ({ page }) => {
    for (const [query, title, href] of [
      ["spancrete", "Losa alveolar", "/es/products/hollow-core"],
      ["placa alveolar", "Losa alveolar", "/es/products/hollow-core"],
      ["doble te", "Losas doble T", "/es/products/double-t-slabs"],
      ["trabe cajón", "Vigas cajón", "/es/products/box-beams"],
      ["pilote hincado", "Pilotes presforzados", "/es/products/prestressed-piles"],
    ] as const) {
      await page.goto(`/es/search?q=${encodeURIComponent(query)}`);
      const first = page.getByRole("region", { name: "Productos" }).getByRole("link").first();
      await expect(first, query).toContainText(title);
      await expect(first, query).toHaveAttribute("href", href);
    }
  });

  test("a span finds the products that span it, with or without the word claro", async ({ page }) => {
    for (const query of ["claro 9 m", "9 m", "luz de 9 m"]) {
      await page.goto(`/es/search?q=${encodeURIComponent(query)}`);
      const found = page.getByRole("region", { name: "Productos" });
      await expect(found, query).toContainText("Losa alveolar");
      await expect(found, query).not.toContainText("Pilotes presforzados"); // piles span nothing
    }
  });

  test("a term for what we do not make leads to the nearest products we make, with a note in each language", async ({ page }) => {
    await page.goto("/es/search?q=vigueta%20y%20bovedilla");
    await expect(page.getByText(/^No fabricamos vigueta y bovedilla\./)).toBeVisible();
    const found = page.getByRole("region", { name: "Productos" });
    await expect(found.getByRole("link")).toHaveText([/^Losa alveolar/, /^Losa maciza prefabricada/]);
    await page.goto("/search?q=vigueta%20y%20bovedilla");
    await expect(page.getByText(/^We do not make beam and block floors/)).toBeVisible();
  });

  test("no results offer Spanish suggestions and ways on", async ({ page }) => {
    await page.goto("/es/search?q=xyzzy");
    await expect(page.getByRole("status")).toHaveText("No hay resultados para “xyzzy”.");
    await expect(page.getByRole("link", { name: "losa alveolar" })).toHaveAttribute("href", "/es/search?q=losa%20alveolar");
    await expect(page.getByRole("link", { name: "todos los productos" })).toHaveAttribute("href", "/es/products");
    await expect(page.getByRole("link", { name: "consulte a un ingeniero" })).toHaveAttribute("href", "/es/contact");
  });
});

test("the search box on a Spanish page searches the Spanish pages, in Spanish", async ({ page }) => {
  await consentDecided(page);
  await page.goto("/es/");
  await expect(page.locator("html[data-search-ready]")).toBeAttached();
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Buscar" }).first().click();
  await expect(page.getByRole("dialog", { name: "Buscar" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Escriba para buscar productos, servicios, proyectos y vacantes.");
  await box(page).fill("losa hueca");
  await expect(options(page).first()).toContainText("Losa alveolar");
  await expect(page.getByRole("listbox").getByRole("group", { name: "Productos" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("status")).toContainText(
    "resultados. Elija con las flechas y presione Enter para abrir.",
  );
  expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/es\/products\/hollow-core$/);

  await page.keyboard.press("/");
  await box(page).fill("xyzzy");
  await expect(page.getByRole("dialog").getByRole("status")).toContainText("No hay resultados para “xyzzy”");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/es\/search\?q=xyzzy$/);
});
