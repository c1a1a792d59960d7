// The company pages in Spanish (docs/decisions/0065-the-spanish-edition.md): the home page with its
// hero, dialog and sections, the services and their aliases, the projects gallery (with and without
// JavaScript) and case studies, about, teaming, suppliers and privacy. Everything a visitor reads is
// Spanish and every internal link stays under /es/.
import type { Page } from "@playwright/test";
import { heroSlidesIn } from "../../app/company/content/home";
import { serviceAliasesIn } from "../../app/company/content/service-aliases";
import { expect, FULL_MOTION, test } from "./support";

/** English UI text of the company pages that must not show on a Spanish page. */
const ENGLISH = [
  "View our products",
  "Let's Talk",
  "M&M in 90 Seconds",
  "Go to slide",
  "Learn More",
  "See all projects",
  "View all products",
  "More about M&M",
  "Explore teaming opportunities",
  "Talk with an Engineer",
  "Request a Consultation",
  "Browse All Services",
  "Our Projects",
  "Load More Projects",
  "Filter by type",
  "Our products",
  "Request a Similar Solution",
  "Our Core Values",
  "Leadership Team",
  "Key Advantages",
  "Privacy Policy",
  "Last updated",
];

/** The page's main content: visible text, alt texts and aria-labels, and every internal link. */
async function mainContent(page: Page) {
  return page.locator("main").evaluate((main) => {
    const labels = [...main.querySelectorAll("[alt], [aria-label], [aria-roledescription]")].map((el) =>
      ["alt", "aria-label", "aria-roledescription"].map((name) => el.getAttribute(name) ?? "").join(" "),
    );
    const links = [...main.querySelectorAll("a[href], form[action]")]
      .map((el) => el.getAttribute("href") ?? el.getAttribute("action") ?? "")
      .filter((href) => href.startsWith("/") && !/^\/(images|api|es(\/|$))/.test(href));
    return { text: `${main.textContent ?? ""} ${labels.join(" ")}`, englishLinks: links };
  });
}

async function expectSpanish(page: Page) {
  const { text, englishLinks } = await mainContent(page);
  for (const words of ENGLISH) expect(text, words).not.toContain(words);
  expect(englishLinks).toEqual([]);
}

test.describe("home", () => {
  test.use(FULL_MOTION); // the hero's Pause and Play
  const hero = (page: Page) => page.locator("section:has(#hero-heading)");
  const activeSlide = (page: Page) => page.getByRole("group", { name: /de 3$/ });

  test("the hero, its controls and the six sections are in Spanish", async ({ page }) => {
    await page.goto("/es/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("M&M · Concreto prefabricado y presforzado en Belice desde 1998");
    await expect(hero(page)).toHaveAttribute("aria-roledescription", "carrusel");
    await expect(activeSlide(page)).toHaveAccessibleName("1 de 3");
    await expect(activeSlide(page).getByRole("heading")).toHaveText(heroSlidesIn("es")[0]!.title);

    await page.getByRole("button", { name: "Pausar la presentación" }).click();
    await expect(page.getByRole("button", { name: "Reproducir la presentación" })).toBeVisible();
    await page.getByRole("button", { name: "Ir a la diapositiva 2" }).click();
    await expect(activeSlide(page)).toHaveAccessibleName("2 de 3");
    await expect(activeSlide(page).getByRole("heading")).toHaveText(heroSlidesIn("es")[1]!.title);
    await page.getByRole("button", { name: "Diapositiva siguiente" }).click();
    await expect(activeSlide(page)).toHaveAccessibleName("3 de 3");
    await page.getByRole("button", { name: "Diapositiva anterior" }).click();
    await expect(activeSlide(page)).toHaveAccessibleName("2 de 3");

    await expect(page.getByRole("link", { name: "Ver nuestros productos" })).toHaveAttribute("href", "/es/products");
    await expect(page.getByRole("link", { name: "Hablemos" })).toHaveAttribute("href", "/es/contact");

    for (const [id, title] of [
      ["home-about", "Concreto presforzado colado en Ciudad de Belice desde 1998"],
      ["home-products", "Elementos prefabricados para cada parte de la estructura"],
      ["home-services", "Ingeniería y construcción de quienes cuelan el concreto"],
      ["home-projects", "Construidos en todo Belice"],
      ["home-teaming", "Licitemos juntos proyectos más grandes"],
      ["home-contact", "¿Tiene un proyecto en mente?"],
    ] as const) {
      await expect(page.locator(`#${id}`)).toHaveText(title);
    }
    await expect(page.getByRole("link", { name: "Losa alveolar" })).toHaveAttribute("href", "/es/products/hollow-core");
    await expect(page.getByRole("img", { name: "Dibujo de la sección transversal: Losa alveolar" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Más información sobre Consultoría de ingeniería" })).toHaveAttribute(
      "href",
      "/es/services/engineering-consultation",
    );
    await expect(page.getByRole("link", { name: "Más sobre M&M" })).toHaveAttribute("href", "/es/about");
    await expect(page.getByRole("link", { name: "Ver todos los proyectos" })).toHaveAttribute("href", "/es/projects");
    await expect(page.getByRole("link", { name: "Conozca las oportunidades de alianza" })).toHaveAttribute("href", "/es/teaming");
    // Project categories are keys in the content: the teaser shows their Spanish labels.
    await expect(page.getByRole("region", { name: "Construidos en todo Belice" })).toContainText("Infraestructura");
    const contact = page.getByRole("region", { name: "¿Tiene un proyecto en mente?" });
    await expect(contact).toContainText("hora de Belice (UTC−6)");
    await expect(contact).toContainText("Llame al");
    await expectSpanish(page);
  });

  test("'M&M en 90 segundos' shows only with a film: none is configured, so no button", async ({ page }) => {
    await page.goto("/es/");
    await expect(page.getByRole("link", { name: "Hablemos" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "M&M en 90 segundos" })).toHaveCount(0);
    await expect(page.getByText("no está disponible")).toHaveCount(0);
  });
});

test.describe("services", () => {
  test("/es/services and the consultation listing", async ({ page }) => {
    await page.goto("/es/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Servicios de ingeniería y construcción");
    await expect(page.getByRole("heading", { level: 2, name: "Lo que hacemos" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Cómo trabajamos" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Lo que dicen nuestros clientes" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Servicios de diseño e ingeniería" })).toHaveAttribute("href", "/es/services/consultation");
    await expectSpanish(page);

    await page.goto("/es/services/consultation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuestras soluciones de consultoría");
    const tags = page.getByRole("list", { name: "Aplicaciones" });
    await expect(tags).toHaveCount(8);
    await expect(tags.first().getByRole("listitem")).toHaveText(["Comercial", "Industrial", "Marítima", "Puentes"]);
    for (const key of ["marine", "bridge", "commercial", "industrial", "residential"]) {
      await expect(tags.getByText(key, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: "Más información sobre Diseño de puentes" })).toHaveAttribute(
      "href",
      "/es/services/bridge-design",
    );
    await expect(page.getByRole("link", { name: "Ver todos los servicios" })).toHaveAttribute("href", "/es/services");
    await expectSpanish(page);
  });

  test("the five aliases name their specialisation in Spanish", async ({ page }) => {
    const eyebrows: Record<string, string> = {
      "sea-wall-design": "Consultoría de ingeniería · marítima",
      "bridge-design": "Consultoría de ingeniería · puentes",
      "structural-design": "Consultoría de ingeniería · estructural",
      "marine-engineering": "Consultoría de ingeniería · marítima",
      "foundation-design": "Consultoría de ingeniería · cimentaciones",
    };
    for (const alias of serviceAliasesIn("es")) {
      await page.goto(`/es/services/${alias.alias}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(alias.title);
      await expect(page.locator("#service-title").locator("xpath=preceding-sibling::p")).toHaveText(eyebrows[alias.alias]!);
      await expect(page.getByRole("heading", { level: 2, name: "Áreas de especialidad" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Consultoría de ingeniería", exact: true })).toHaveAttribute(
        "href",
        "/es/services/engineering-consultation",
      );
      await expectSpanish(page);
    }
  });

  test("general construction and quality assurance", async ({ page }) => {
    await page.goto("/es/services/general-construction");
    await expect(page.getByRole("heading", { level: 2, name: "Por qué construir con M&M" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Comercial e industrial" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Residencial" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Llamar al +501 000 0000" })).toBeVisible();
    await expectSpanish(page);

    await page.goto("/es/services/quality-assurance");
    await expect(page.getByRole("heading", { level: 2, name: "Nuestro proceso de calidad" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver nuestros productos" })).toHaveAttribute("href", "/es/products");
    await expectSpanish(page);
  });
});

const cards = (page: Page) => page.locator("[data-project-card]");
const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

test.describe("projects with JavaScript", () => {
  test("filters, counts, Load More and Show Less in Spanish", async ({ page }) => {
    await page.goto("/es/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuestros proyectos");
    for (const name of ["Todos", "Puentes", "Estructurales", "Diseño de conjunto", "Transporte"])
      await expect(box(page, name)).toHaveCount(1);
    await expect(page.getByText("Se muestran 8 de 13 proyectos.")).toBeVisible();
    await expect(cards(page).first()).toContainText("Infraestructura");
    await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", "/es/projects/haulover-bridge");
    await expectSpanish(page);

    await page.getByRole("button", { name: "Cargar más proyectos" }).click();
    await expect(page).toHaveURL(/\/es\/projects\?show=12$/);
    await expect(page.getByText("Se muestran 12 de 13 proyectos.")).toBeVisible();
    await page.getByRole("button", { name: "Mostrar menos" }).click();
    await expect(cards(page)).toHaveCount(8);

    await box(page, "Puentes").check();
    await expect(page).toHaveURL(/\/es\/projects\?type=bridge$/);
    await expect(page.getByText("Se muestran 4 de 4 proyectos.")).toBeVisible();

    await box(page, "Transporte").check();
    await box(page, "Puentes").uncheck();
    await expect(page).toHaveURL(/\/es\/projects\?type=transportation$/);
    await expect(page.getByText("No hay proyectos de transporte para mostrar.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ningún proyecto coincide con este filtro" })).toBeVisible();
    await page.getByRole("link", { name: "Mostrar todos los proyectos" }).click();
    await expect(page).toHaveURL(/\/es\/projects$/);
    await expect(cards(page)).toHaveCount(8);
  });
});

test.describe("projects without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET forms stay in Spanish", async ({ page }) => {
    await page.goto("/es/projects?type=all");
    await expect(page).toHaveURL(/\/es\/projects$/); // the canonical query, in Spanish
    await page.getByRole("button", { name: "Cargar más proyectos" }).click();
    await expect(page).toHaveURL(/\/es\/projects\?show=12$/);
    await expect(cards(page)).toHaveCount(12);
    await box(page, "Transporte").check();
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\/es\/projects\?type=transportation$/);
    await expect(page.getByText("No hay proyectos de transporte para mostrar.")).toBeVisible();
    await expect(page.getByText("Ninguno de los proyectos de nuestra galería está clasificado en Transporte.")).toBeVisible();
  });
});

test("a case study in Spanish", async ({ page }) => {
  await page.goto("/es/projects/haulover-bridge");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Puente Haulover");
  await expect(page.getByText("Infraestructura")).toBeVisible();
  await expect(page.getByRole("term")).toHaveText(["Ubicación", "Alcance", "Nuestros productos"]);
  await expect(page.getByRole("definition").first()).toHaveText("Distrito de Belice, Belice");
  await expect(page.getByRole("link", { name: "Vigas cajón" })).toHaveAttribute("href", "/es/products/box-beams");
  await expect(page.getByRole("link", { name: "Solicitar una solución similar" })).toHaveAttribute(
    "href",
    "/es/contact?project=haulover-bridge&from=%2Fes%2Fprojects%2Fhaulover-bridge",
  );
  await expect(page.getByRole("link", { name: "Todos los proyectos" })).toHaveAttribute("href", "/es/projects");
  await expectSpanish(page);

  // A project with a named engineer: the people's labels are Spanish too, and so is its structured data.
  await page.goto("/es/projects/design-depot-site-design");
  await expect(page.getByRole("term")).toHaveText(["Ubicación", "Ingeniero", "Alcance"]);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
  expect(ld).toContain('"genre":"Diseño de conjunto"');
  expect(ld).toContain('"description":"Ingeniero"');
});

test.describe("about, teaming, suppliers", () => {
  test("about", async ({ page }) => {
    await page.goto("/es/about");
    for (const name of ["Nuestros valores", "Equipo directivo", "Nuestra trayectoria"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText("Puente Haulover: vigas cajón presforzadas coladas y montadas por nuestras cuadrillas.")).toBeVisible();
    await expectSpanish(page);
  });

  test("about's badges on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/about");
    await expect(page.getByRole("list", { name: "De un vistazo" }).getByRole("listitem")).toHaveText(["Desde 1998", "25+ años"]);
  });

  test("teaming", async ({ page }) => {
    await page.goto("/es/teaming");
    await expect(page.getByRole("heading", { level: 3, name: "Paso 1: Identificar necesidades" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Red de aliados" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Logotipo de / })).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Contáctenos para una alianza" })).toBeVisible();
    await expectSpanish(page);
  });

  test("suppliers", async ({ page }) => {
    await page.goto("/es/suppliers");
    await expect(page.getByRole("region", { name: "Proveedores" }).getByRole("img", { name: /^Logotipo de / })).toHaveCount(5);
    await expectSpanish(page);
  });
});

test("privacy: the date in es-419, the 13 sections and the retention periods", async ({ page }) => {
  await page.goto("/es/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  await expect(page.getByText("Última actualización: 28 de noviembre de 2026")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Contenido" }).getByRole("listitem")).toHaveCount(13);
  const retention = page.locator("#data-retention");
  for (const period of ["dos años", "hasta 25 meses", "un año después", "siete días", "3 meses", "5 minutos"]) {
    await expect(retention).toContainText(period);
  }
  const office = page.getByRole("main").locator("address");
  await expect(office).toContainText("Atención: Privacidad");
  await expect(office).toContainText("Ciudad de Belice, Belice");
  await expectSpanish(page);
});
