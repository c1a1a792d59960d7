// The shell in Spanish (docs/decisions/0065-the-spanish-edition.md): header, navigation panels,
// mobile menu, breadcrumbs, footer, cookie banner and preference centre, the 404 page, the units
// switch, and the language switch at both widths; on English pages, the note that offers a browser
// whose first language is Spanish the same page in Spanish (never a redirect).
import type { Page } from "@playwright/test";
import { productsIn } from "../../app/catalogue/content/localized-products";
import { catalogueServicesIn } from "../../app/company/content/services";
import { LANGUAGE_CHOICE_KEY } from "../../app/shell/language/language-choice";
import { consentDecided, expect, test, twoFrames } from "./support";
import { axeViolations } from "./axe";

/** English UI text of the shell that must not show on a Spanish page. */
const ENGLISH = [
  "Sales & support",
  "Monday to Friday",
  "Talk with an Engineer",
  "About Us",
  "Careers",
  "Browse",
  "Our Services",
  "All rights reserved",
  "Privacy Policy",
  "Suppliers",
  "Cookie preferences",
  "Skip to content",
];

/** The shell's text (header and footer, with aria-labels) and its internal links that leave the Spanish edition. */
async function shell(page: Page) {
  return page.evaluate(() => {
    const parts = [...document.querySelectorAll("header, footer, body > a.skip-link")];
    const labels = parts.flatMap((part) => [...part.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label")));
    const links = parts
      .flatMap((part) => [...part.querySelectorAll("a[href]:not([data-language-switch]), form[action]")])
      .map((el) => el.getAttribute("href") ?? el.getAttribute("action") ?? "")
      .filter((href) => href.startsWith("/") && !/^\/(images|api|es(\/|$))/.test(href));
    return { text: `${parts.map((part) => part.textContent).join(" ")} ${labels.join(" ")}`, englishLinks: links };
  });
}

async function expectSpanishShell(page: Page) {
  const { text, englishLinks } = await shell(page);
  for (const words of ENGLISH) expect(text, words).not.toContain(words);
  expect(englishLinks).toEqual([]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header, breadcrumbs and footer are Spanish, and every link stays in Spanish", async ({ page }) => {
    await page.goto("/es/projects");
    await expectSpanishShell(page);
    const topBar = page.locator("header > div").first();
    await expect(topBar).toContainText("Ventas y soporte");
    await expect(topBar).toContainText("lun–vie 8:00–17:00, hora de Belice (UTC−6)");
    const main = page.getByRole("navigation", { name: "Principal" });
    for (const [name, href] of [
      ["Proyectos", "/es/projects"],
      ["Empleo", "/es/careers"],
      ["Nosotros", "/es/about"],
      ["Hable con un ingeniero", "/es/contact"],
      ["Buscar", "/es/search"],
    ]) {
      await expect(main.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toHaveText(/Inicio\s*\/\s*Proyectos/);
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "Nuestros servicios" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Consultoría de ingeniería" })).toHaveAttribute(
      "href",
      "/es/services/engineering-consultation",
    );
    await expect(footer).toContainText("Ciudad de Belice, Belice");
    await expect(footer).toContainText("Todos los derechos reservados.");
  });

  test("the /products filters are named in Spanish in the breadcrumbs, and link in Spanish", async ({ page }) => {
    await page.goto("/es/products?category=beams&application=bridge");
    const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(crumbs.getByRole("listitem")).toHaveText([/Inicio/, /Productos/, /Vigas/, /Aplicaciones en puentes/]);
    await expect(crumbs.getByRole("link", { name: "Vigas" })).toHaveAttribute("href", "/es/products?category=beams");
  });

  test("a Spanish path with no page answers the Spanish 404 page, with its ways on in Spanish", async ({ page }) => {
    const response = await page.goto("/es/esta-pagina-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Página no encontrada | M&M");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Uy! No encontramos la página");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es/");
    const waysOn = page.getByRole("navigation", { name: "O vaya directamente a" }).getByRole("link");
    await expect(waysOn).toHaveCount(4);
    for (const href of await waysOn.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^\/es\//);
    await expectSpanishShell(page);
  });
});

for (const width of [390, 1280]) {
  test(`the language switch is visible, named for screen readers and leads to the same page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/es/products/hollow-core?x=1");
    const toEnglish = page.getByRole("link", { name: "English (read this page in English)" }).filter({ visible: true });
    await expect(toEnglish).toHaveCount(1);
    await expect(toEnglish).toHaveAttribute("href", "/products/hollow-core?x=1");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await expect(toEnglish).toBeInViewport();
    // Every control of the phone's navigation row fits the screen.
    for (const control of await page.locator("header nav a:visible, header nav button:visible").all()) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, (await control.textContent()) ?? "").toBeLessThanOrEqual(width);
    }
    expect(await axeViolations(page, { within: "header" })).toEqual([]);
    await toEnglish.click();
    await expect(page).toHaveURL(/\/products\/hollow-core\?x=1$/);
    await expect(page.locator("html[lang=en][data-hydrated-header]")).toBeAttached();
    await expect(page.getByRole("link", { name: "Español (leer esta página en español)" }).filter({ visible: true })).toBeVisible();
  });
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => consentDecided(page));

  test("the Products and Services panels show the Spanish titles, with Spanish links", async ({ page }) => {
    await page.goto("/es/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("button", { name: "Productos" }).click();
    await expect(nav.getByRole("link", { name: "Guía técnica sobre Losa alveolar" })).toHaveAttribute(
      "href",
      "/es/products/learn/hollow-core",
    );
    await expect(nav.getByRole("link", { name: "Cotizar Losa alveolar" })).toHaveAttribute("href", "/es/products/hollow-core#quote");
    await expect(nav.getByRole("link", { name: "Ver todos los productos" })).toHaveAttribute("href", "/es/products");
    await nav.getByRole("button", { name: "Servicios" }).click();
    for (const service of catalogueServicesIn("es")) await expect(nav.getByText(service.title, { exact: true })).toBeVisible();
    await expectSpanishShell(page);
  });

  test("the mobile menu is Spanish, lists the Spanish products and offers the page in English", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/about");
    // The menu's code (its Quote button adds to the list once here) arrives as the page hydrates.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.querySelector("#mobile-menu-body button") ?? {}).some((key) => key.startsWith("__reactProps")),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await page.getByRole("button", { name: "Menú" }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Cerrar" })).toBeVisible();
    await menu.locator("summary", { hasText: "Productos" }).click();
    for (const product of productsIn("es"))
      await expect(menu.getByRole("link", { name: product.title, exact: true })).toHaveAttribute("href", `/es/products/${product.slug}`);
    await expect(menu.getByRole("link", { name: "Todos los productos" })).toHaveAttribute("href", "/es/products");
    await expect(menu.getByRole("link", { name: "Nosotros" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Cuenta" })).toHaveAttribute("href", "/es/account");
    await expect(menu.getByRole("link", { name: "English (read this page in English)" })).toHaveAttribute("href", "/about");
    await expect(menu.getByRole("link", { name: /^Teléfono:/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: /^Correo electrónico:/ })).toBeVisible();
    expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);
    await menu.getByRole("button", { name: "Cotización" }).click();
    await expect(page.getByText("Partida agregada.")).toBeVisible();
  });

  test("the units switch says Métrico and Imperial, and a Spanish page starts metric whatever the browser", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/es/");
    await expect(page.locator("html")).toHaveAttribute("data-units", "metric");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // the footer hydrates near the viewport
    const units = page.getByRole("group", { name: "Unidades" });
    await expect(units.getByRole("link", { name: "Métrico" })).toHaveAttribute("aria-current", "true");
    await units.getByRole("link", { name: "Imperial" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-units", "imperial");
    await context.close();
  });
});

test.describe("cookie consent", () => {
  test("the banner and the preference centre are Spanish", async ({ page }) => {
    await page.goto("/es/");
    const banner = page.getByRole("region", { name: "Consentimiento de cookies" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Usamos cookies");
    await expect(banner.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/es/privacy");
    await banner.getByRole("button", { name: "Configurar cookies" }).click();
    const centre = page.getByRole("dialog", { name: "Preferencias de cookies" });
    await expect(centre).toBeVisible();
    for (const name of ["Cookies funcionales", "Cookies de publicidad", "Cookies de rendimiento"])
      await expect(centre.getByRole("switch", { name })).toBeVisible();
    await expect(centre.getByText("Siempre activas")).toBeVisible();
    expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);
    await centre.getByRole("button", { name: "Rechazar todas" }).click();
    await expect(page.getByRole("button", { name: "Configuración de cookies" })).toBeAttached();
  });
});

test.describe("the suggestion to read a page in Spanish", () => {
  const note = (page: Page) => page.getByRole("complementary", { name: "Esta página en español" });

  test.describe("for a browser whose first language is Spanish", () => {
    test.use({ locale: "es-MX" });

    test("shows on English pages once the page is interactive, moves nothing, and links to the same page under /es/", async ({ page }) => {
      await consentDecided(page);
      await page.goto("/products?category=slabs");
      await expect(note(page)).toBeVisible();
      await expect(note(page)).toContainText("¿Prefiere leer esta página en español?");
      await expect(note(page).getByRole("link", { name: "Ver en español" })).toHaveAttribute("href", "/es/products?category=slabs");
      expect(await note(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
      expect(await axeViolations(page, { within: "[data-language-suggestion]" })).toEqual([]);
      // Never a redirect: the English page stays.
      await expect(page).toHaveURL(/\/products\?category=slabs$/);
      await note(page).getByRole("link", { name: "Ver en español" }).click();
      await expect(page).toHaveURL(/\/es\/products\?category=slabs$/);
      await expect(note(page)).toHaveCount(0);
      // Having chosen, the visitor is not asked again on English pages.
      await page.goto("/about");
      await expect(page.locator("html[data-search-ready]")).toBeAttached(); // the after-load code has run
      await twoFrames(page);
      await expect(note(page)).toHaveCount(0);
    });

    test("waits until the cookie choice is made, never beside the banner, and once dismissed never shows again", async ({ page }) => {
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await expect(page.locator("html[data-search-ready]")).toBeAttached(); // the after-load code has run
      await twoFrames(page);
      await expect(note(page)).toHaveCount(0); // two notes would cover half a phone's first screen
      await banner.getByRole("button", { name: "Accept All" }).click();
      await expect(note(page)).toBeVisible();
      await note(page).getByRole("button", { name: "Cerrar" }).click();
      await expect(note(page)).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe("dismissed");
      await page.reload();
      await expect(page.locator("html[data-search-ready]")).toBeAttached();
      await twoFrames(page);
      await expect(note(page)).toHaveCount(0);
    });

    test("is not shown once the visitor has used the language switch", async ({ page }) => {
      await consentDecided(page);
      await page.goto("/es/services");
      await page.getByRole("link", { name: "English (read this page in English)" }).first().click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.locator("html[data-search-ready]")).toBeAttached();
      await twoFrames(page);
      await expect(note(page)).toHaveCount(0);
    });
  });

  test("is not shown to a browser whose first language is not Spanish", async ({ page }) => {
    await consentDecided(page);
    await page.goto("/");
    await expect(page.locator("html[data-search-ready]")).toBeAttached();
    await twoFrames(page);
    await expect(note(page)).toHaveCount(0);
  });
});
