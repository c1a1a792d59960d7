// The catalogue in Spanish (docs/decisions/0065-the-spanish-edition.md): /es/products with its
// filters, search (find by span as Spanish speakers write it) and cards; the category listings;
// the product pages; the explainers; and every product's spec sheet in Spanish, A4 and Letter,
// metric and imperial. Every link stays in Spanish, nothing of the catalogue's English UI text is
// left, and nothing overflows a phone's width.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { LEARN_SLUGS, products } from "../../app/catalogue/content/products";
import { productsIn } from "../../app/catalogue/content/localized-products";
import { productSummary } from "../../app/catalogue/content/product-summaries";
import { specLabelNamesIn, type SpecLabel } from "../../app/catalogue/content/product-details/types";
import { categoryPagesIn } from "../../app/catalogue/content/product-categories";
import { cataloguePages } from "../../app/catalogue/content/seo";
import { specSheetPath } from "../../app/catalogue/content/spec-sheet-path";
import { plainText } from "../../app/lib/units";
import { compilePo } from "../../tools/i18n/catalogs.mjs";
import { consentDecided, expect, test, hydratedControl } from "./support";

const es = (path: string) => `/es${path}`;
const productsEs = productsIn("es");
const SPEC_LABELS_ES = specLabelNamesIn("es");
const titleEs = (slug: string) => productsEs.find((product) => product.slug === slug)!.title;
/** An explainer's heading: its page title without the site's name. */
const learnHeading = (slug: string) =>
  cataloguePages("es")
    .find((entry) => entry.path === `/products/learn/${slug}`)!
    .title.replace(/ \| M&M$/, "");
const results = (page: Page) => page.getByRole("region", { name: "Productos" });
const cardTitles = (page: Page) => results(page).getByRole("article").getByRole("heading");
const status = (page: Page) => results(page).getByRole("status");
const radio = (page: Page, group: string, option: string) =>
  page.getByRole("group", { name: group, exact: true }).getByRole("radio", { name: option, exact: true });

/**
 * Chooses a filter once its control has hydrated. The navigation it starts may hold the control's
 * checked state for a moment (while a part of the page still fetches its code), so the choice is
 * read back by waiting for it, not at once as `check()` does.
 */
async function choose(page: Page, group: string, option: string) {
  const control = radio(page, group, option);
  await hydratedControl(control);
  await control.click();
  await expect(control).toBeChecked();
}
const found = (n: number) => `${n} ${n === 1 ? "resultado encontrado" : "resultados encontrados"} (${n} de 8)`;

/** The catalogue's UI messages whose Spanish differs from the English: none of the English may be left on a Spanish page. */
const catalogue = compilePo(readFileSync(new URL("../../app/catalogue/locales/es.po", import.meta.url), "utf8")) as Record<
  string,
  string | string[]
>;
const englishLeft = (text: string) =>
  Object.entries(catalogue)
    .filter(([english, spanish]) => typeof spanish === "string" && spanish !== english && !english.includes("{") && english.length > 3)
    .map(([english]) => english)
    .filter((english) => new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^\\p{L}]|$)`, "u").test(text));

/** Every internal link and form of the page's main part is a Spanish page (files and /api/* aside). */
async function expectSpanishLinks(page: Page) {
  const targets = await page
    .locator("main")
    .evaluate((main) => [
      ...[...main.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!),
      ...[...main.querySelectorAll("form[action]")].map((form) => form.getAttribute("action")!),
    ]);
  const internal = targets.filter((target) => target.startsWith("/") && !target.startsWith("/images/") && !target.startsWith("/api/"));
  expect(internal.length).toBeGreaterThan(0);
  for (const target of internal) expect(target, target).toMatch(/^\/es\//);
}

async function expectAllSpanish(page: Page) {
  // Lazy parts (the product page's lower half) render on the server already; scroll so they hydrate too.
  await page.locator("main").evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Every text node, shown or not (screen-reader text, the other unit system), as written (no CSS upper case).
  const text = await page.locator("main").evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
    return parts.join(" ");
  });
  expect(englishLeft(text)).toEqual([]);
  const labels = await page
    .locator("main")
    .evaluate((main) =>
      [...main.querySelectorAll("[aria-label], [alt], [placeholder], [title]")].flatMap((el) =>
        ["aria-label", "alt", "placeholder", "title"].map((name) => el.getAttribute(name) ?? ""),
      ),
    );
  expect(englishLeft(labels.join("\n"))).toEqual([]);
  await expectSpanishLinks(page);
}

test.beforeEach(async ({ page }) => {
  await consentDecided(page);
});

test.describe("/es/products", () => {
  test("Spanish throughout: heading, search, filters, counts and cards", async ({ page }) => {
    await page.goto(es("/products"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Productos de concreto prefabricado");
    const search = page.getByRole("searchbox", { name: "Buscar productos" });
    await expect(search).toHaveAttribute("placeholder", "Buscar productos…");
    await expect(page.getByText("O un claro: 12 m, 40 ft.")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Filtrar por:" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filtros/ })).toHaveAttribute("title", "Mostrar u ocultar los filtros (Ctrl+B)");
    await expect(status(page)).toHaveText(found(8));
    await expect(cardTitles(page)).toHaveText(productsEs.map((product) => product.title));

    const piles = results(page).getByRole("article", { name: "Pilotes presforzados" });
    await expect(piles.getByRole("list", { name: "Aplicaciones" }).getByRole("listitem")).toHaveText([
      "Marítima",
      "Puentes",
      "Comercial",
      "+1 más",
    ]);
    await expect(piles.getByText("SKU: MM-PR-001")).toBeVisible();
    await expect(piles.getByText("Entrega en: Belice y países vecinos")).toContainText("Ejemplo");
    await expect(piles.getByRole("img")).toHaveAttribute("alt", "Pilotes presforzados: dibujo de la sección transversal");
    await expect(piles.getByRole("link", { name: "Más información sobre Pilotes presforzados" })).toHaveAttribute(
      "href",
      "/es/products/prestressed-piles",
    );
    await expectAllSpanish(page);
  });

  test("filters rewrite the Spanish URL in place; clearing goes back to /es/products", async ({ page }) => {
    await page.goto(es("/products"));
    await choose(page, "Categoría", "Vigas");
    await expect(page).toHaveURL(/\/es\/products\?category=beams$/);
    await expect(cardTitles(page)).toHaveText(["Vigas cajón", "Vigas I", "Vigas T invertidas"]);
    await choose(page, "Aplicación", "Marítima");
    await expect(page).toHaveURL(/\/es\/products\?category=beams&application=marine$/);
    await expect(status(page)).toHaveText(found(1));

    await choose(page, "Aplicación", "Residencial");
    await expect(status(page)).toHaveText(found(0));
    await expect(page.getByText("Ningún producto coincide con estos filtros.")).toBeVisible();
    await expect(page.getByText("Pruebe con otra categoría o aplicación, o borre los filtros para ver los 8 productos.")).toBeVisible();

    await page.getByRole("link", { name: "Borrar todos los filtros" }).click();
    await expect(page).toHaveURL(/\/es\/products$/);
    await expect(status(page)).toHaveText(found(8));
    await expect(radio(page, "Categoría", "Todas")).toBeChecked();
  });

  test("search finds Spanish names and search words, with or without accents, and spans as Spanish speakers write them", async ({
    page,
  }) => {
    await page.goto(es("/products"));
    const search = page.getByRole("searchbox", { name: "Buscar productos" });
    await search.fill("viga cajon");
    await expect(cardTitles(page)).toHaveText(["Vigas cajón"]);
    await search.fill("Spancrete");
    await expect(cardTitles(page)).toHaveText(["Losa alveolar"]);
    await search.fill("12,5 metros");
    await expect(cardTitles(page)).toHaveText([
      "Losas doble T",
      "Vigas cajón",
      "Vigas I",
      "Losa alveolar",
      "Vigas T invertidas",
      "Losas de concreto para puente",
    ]);
    await search.fill("28 m");
    await expect(cardTitles(page)).toHaveText(["Vigas cajón"]);
    await expect(status(page)).toHaveText(found(1));
    await search.fill("50 pies");
    await expect(cardTitles(page)).toHaveText(["Losas doble T", "Vigas cajón", "Vigas I", "Vigas T invertidas"]);
    await search.press("Enter");
    await expect(page).toHaveURL(/\/es\/products$/);
  });

  test("the list/grid switch is in Spanish", async ({ page }) => {
    await page.goto(es("/products"));
    const view = page.getByRole("group", { name: "Vista" });
    await expect(view.getByRole("button", { name: "Lista" })).toHaveAttribute("aria-pressed", "true");
    await view.getByRole("button", { name: "Cuadrícula" }).click();
    await expect(view.getByRole("button", { name: "Cuadrícula" })).toHaveAttribute("aria-pressed", "true");
    await expect(results(page).getByRole("list").first()).toHaveAttribute("data-view", "grid");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter form posts to the Spanish page and finds by span", async ({ page }) => {
      await page.goto(es("/products?category=beams&application=marine"));
      await expect(status(page)).toHaveText(found(1));
      await expect(cardTitles(page)).toHaveText(["Vigas I"]);
      await expect(page.locator("form#product-filters")).toHaveAttribute("action", "/es/products");

      await radio(page, "Categoría", "Todas").check();
      await radio(page, "Aplicación", "Todas").check();
      await page.getByRole("searchbox", { name: "Buscar productos" }).fill("40 pies");
      await page.getByRole("button", { name: "Aplicar filtros" }).click();
      await expect(page).toHaveURL(/\/es\/products\?/);
      await expect(cardTitles(page)).toHaveText([
        "Losas doble T",
        "Vigas cajón",
        "Vigas I",
        "Losa alveolar",
        "Vigas T invertidas",
        "Losas de concreto para puente",
      ]);
      await expect(page.getByRole("link", { name: "Borrar todos los filtros" })).toHaveAttribute("href", "/es/products");
    });
  });
});

test.describe("category listings in Spanish", () => {
  for (const [category, page_] of Object.entries(categoryPagesIn("es"))) {
    test(`/es/products/${category}`, async ({ page }) => {
      await page.goto(es(`/products/${category}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Nuestras soluciones de ${page_.title}`);
      const listed = products.filter((product) => product.categories.includes(category as never));
      await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(listed.map((product) => titleEs(product.slug)));
      const others = page.getByRole("navigation", { name: "Otras categorías" }).getByRole("link");
      await expect(others).toHaveCount(3);
      await expect(page.getByRole("link", { name: "Ver todos los productos" })).toHaveAttribute("href", "/es/products");
      await expectAllSpanish(page);
    });
  }

  test("a lone product shows its key figures with Spanish labels", async ({ page }) => {
    await page.goto(es("/products/planks"));
    const card = page.getByRole("article", { name: "Losas de concreto para puente" });
    for (const { label } of productSummary("concrete-bridge-planks").specifications) {
      await expect(card.getByRole("term").filter({ hasText: SPEC_LABELS_ES[label as SpecLabel] })).toHaveCount(1);
    }
    await expect(card.getByRole("definition").first()).toHaveText(/4\.6 a 13\.7 m|15 a 45 ft/);
  });
});

test.describe("product pages in Spanish", () => {
  for (const product of products) {
    test(`/es/products/${product.slug}`, async ({ page }) => {
      const title = titleEs(product.slug);
      const response = await page.goto(es(`/products/${product.slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      // The request names the product and the page (app/contact/quoted-product.ts).
      await expect(page.getByRole("button", { name: "Solicitar cotización" })).toHaveAttribute(
        "href",
        `/es/contact?product=${product.slug}&from=%2Fes%2Fproducts%2F${product.slug}`,
      );
      await expect(page.getByText("Prefabricado y presforzado", { exact: false }).first()).toBeVisible();
      for (const heading of ["Características", "Especificaciones", "Aplicaciones", "Aplicaciones reales", "Productos relacionados"]) {
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      }
      const table = page.getByRole("table", { name: `Especificaciones de ${title}` });
      for (const { label } of productSummary(product.slug).specifications) {
        await expect(table.getByRole("rowheader", { name: SPEC_LABELS_ES[label as SpecLabel], exact: true })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Descargar la ficha técnica (PDF), A4" })).toHaveAttribute(
        "href",
        es(specSheetPath(product.slug, "a4", "metric")),
      );
      await expect(page.getByRole("link", { name: "Descargar la ficha técnica (PDF), Carta" })).toHaveAttribute(
        "href",
        es(specSheetPath(product.slug, "letter", "metric")),
      );
      await expect(page.getByRole("button", { name: "Solicitar una solución similar" })).toBeVisible();
      await expectAllSpanish(page);
    });
  }

  test("Related Products: Spanish titles and links, and a carousel with Spanish controls", async ({ page }) => {
    await page.goto(es("/products/hollow-core"));
    const related = page.getByRole("region", { name: "Productos relacionados" });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole("link", { name: /^Ver detalles ?: Losas doble T$/ })).toHaveAttribute(
      "href",
      "/es/products/double-t-slabs",
    );
    const next = related.getByRole("button", { name: "Siguiente producto relacionado" });
    await expect(related.getByRole("button", { name: "Producto relacionado anterior" })).toBeVisible();
    await next.click();
    await expect(related.locator("[aria-live]")).toHaveText(/^Losa maciza prefabricada, 2 de 6$/);
  });

  test("the gallery speaks Spanish: alt texts, captions and the call to action", async ({ page }) => {
    await page.goto(es("/products/hollow-core"));
    const gallery = page.getByRole("region", { name: "Aplicaciones reales" });
    await expect(gallery.getByText("Proyectos típicos construidos con losa alveolar, dibujados por nuestros ingenieros.")).toBeVisible();
    await expect(gallery.getByRole("img").first()).toHaveAttribute("alt", /^Sección de un edificio de apartamentos/);
    await expect(gallery.locator("figcaption").first()).toHaveText(/^Apartamentos: /);
  });

  test("the spec sheet links follow the units the visitor reads, and download a Spanish sheet", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("units", "imperial"));
    await page.goto(es("/products/hollow-core"));
    await page.locator("#product-details").scrollIntoViewIfNeeded();
    const letter = page.getByRole("link", { name: "Descargar la ficha técnica (PDF), Carta" });
    await expect(letter).toHaveAttribute("href", es(specSheetPath("hollow-core", "letter", "imperial")));
    const download = page.waitForEvent("download");
    await letter.click();
    expect((await download).suggestedFilename()).toBe("mm-hollow-core-ficha-tecnica-carta-imperial.pdf");
  });
});

test.describe("explainers in Spanish", () => {
  for (const slug of LEARN_SLUGS) {
    test(`/es/products/learn/${slug}`, async ({ page }) => {
      const response = await page.goto(es(`/products/learn/${slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(learnHeading(slug));
      await expect(page.getByText("Guía técnica · Ingeniería de prefabricados")).toBeVisible();
      await expect(page.getByRole("button", { name: "Obtener una cotización rápida" })).toHaveAttribute(
        "href",
        `/es/contact?product=${slug}&from=%2Fes%2Fproducts%2Flearn%2F${slug}`,
      );
      await expect(page.getByText(`${titleEs(slug)} de un vistazo`)).toBeVisible();
      await expect(page.getByRole("button", { name: "Solicitar una consulta" })).toBeVisible();
      if (slug === "inverted-beams") {
        for (const name of ["Descargar especificaciones", "Descargar especificaciones técnicas"]) {
          await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", es(specSheetPath(slug, "a4", "metric")));
        }
      } else {
        for (const heading of ["Proceso de fabricación", "Ventajas", "Aplicaciones comunes"]) {
          await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        }
        await expect(page.getByRole("link", { name: "Ver detalles del producto" })).toHaveAttribute("href", es(`/products/${slug}`));
      }
      await expectAllSpanish(page);
    });
  }

  test("Download Specs gives a reader of imperial the Letter sheet in imperial, in Spanish", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("units", "imperial"));
    await page.goto(es("/products/learn/inverted-beams"));
    const specs = page.getByRole("link", { name: "Descargar especificaciones", exact: true });
    await expect(specs).toHaveAttribute("href", es(specSheetPath("inverted-beams", "letter", "imperial")));
    const download = page.waitForEvent("download");
    await specs.click();
    expect((await download).suggestedFilename()).toBe("mm-inverted-beams-ficha-tecnica-carta-imperial.pdf");
  });

  test("bridge planks have no explainer in Spanish either", async ({ page }) => {
    const response = await page.goto(es("/products/learn/concrete-bridge-planks"));
    expect(response?.status()).toBe(404);
  });
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    "/products",
    "/products/beams",
    "/products/planks",
    "/products/concrete-bridge-planks",
    "/products/learn/inverted-beams",
  ]) {
    test(`${es(path)}: nothing wider than the screen`, async ({ page }) => {
      await page.goto(es(path));
      const wide = await page
        .locator("main")
        .evaluate((main) =>
          [...main.querySelectorAll("h1, h2, h3, p, a, button, label, li, th, td, dt, dd, figcaption")]
            .filter(
              (el) => !el.closest(".overflow-hidden, .overflow-x-auto, .sr-only") && el.getBoundingClientRect().right > innerWidth + 1,
            )
            .map((el) => `${el.tagName}: ${(el.textContent ?? "").slice(0, 40)}`),
        );
      expect(wide).toEqual([]);
    });
  }
});

const dir = mkdtempSync(join(tmpdir(), "mm-spec-sheets-es-"));
const SIZES = { a4: "595.28 x 841.89", letter: "612 x 792" } as const;

test.describe("spec sheets in Spanish", () => {
  for (const product of products) {
    test(`${product.slug}: A4 and Letter, metric and imperial, all in Spanish`, async ({ request }) => {
      const title = titleEs(product.slug);
      for (const paper of ["a4", "letter"] as const) {
        for (const units of ["metric", "imperial"] as const) {
          const response = await request.get(es(specSheetPath(product.slug, paper, units)));
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toBe("application/pdf");
          expect(response.headers()["content-disposition"]).toBe(
            `attachment; filename="mm-${product.slug}-ficha-tecnica-${paper === "a4" ? "a4" : "carta"}-${units === "metric" ? "metrico" : "imperial"}.pdf"`,
          );
          const file = join(dir, `${product.slug}-${paper}-${units}.pdf`);
          writeFileSync(file, await response.body());

          const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
          expect(info).toContain(`Page size:       ${SIZES[paper]} pts`);
          const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
          expect(pages).toBeGreaterThanOrEqual(1);
          expect(info).toContain(`Title:           Ficha técnica: ${title}`);

          const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
          expect(text).toContain(title);
          expect(text).toContain("FICHA TÉCNICA");
          expect(text).toContain(units === "metric" ? "Unidades métricas (SI)" : "Unidades imperiales (sistema usual de EE. UU.)");
          for (const heading of ["Especificaciones", "Aplicaciones", "Características"]) expect(text).toContain(heading);
          for (const row of productSummary(product.slug, "es").specifications) {
            expect(text).toContain(SPEC_LABELS_ES[row.label as SpecLabel]);
            expect(text).toContain(plainText(row.value, units, "es").split(", ")[0]!.replace(/\s+/g, " "));
          }
          expect(text).toContain("Ciudad de Belice, Belice");
          expect(text).toContain("Lunes a viernes, de 8:00 a 17:00, hora de Belice"); // the sheet writes UTC-6 with a hyphen
          expect(text).toContain(`/es/products/${product.slug}`);
          expect(text).toMatch(/SECCI[ÓO]N .*· SIN ESCALA/); // the drawing's title block, in Spanish
          // The document number, revision and date, on every page, in Spanish.
          expect(text).toMatch(new RegExp(`MM-SS-\\d{2} · Rev\\. [A-Z] · \\d{4}-\\d{2}-\\d{2} · Página 1 de ${pages}`));
          expect(text).toContain(`Página ${pages} de ${pages}`);
          for (const english of ["Specifications", "Applications", "Features", "Issued", "NOT TO SCALE", "Monday"]) {
            expect(text).not.toContain(english);
          }
        }
      }
    });
  }

  test("a wrong paper or unit, or an unknown product, is refused in Spanish", async ({ request }) => {
    const bad = await request.get(es("/products/hollow-core/spec-sheet.pdf?paper=a3&units=metric"));
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toBe("Elija paper=a4 o paper=letter, y units=metric o units=imperial.");
    expect((await request.get(es("/products/no-such-product/spec-sheet.pdf"))).status()).toBe(404);
  });
});
