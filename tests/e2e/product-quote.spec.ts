// Request a Quote carries its product (rules §2 "Product detail pages",
// docs/decisions/0104-a-phone-layout-checked-by-rule.md): with JavaScript the dialog lists the product
// as a quote item and sends it, recording the page it was opened on; without JavaScript the link
// leads to the contact page with the product listed, and the request records the product page.
// In both languages, from the product page and from its explainer.
import type { Page } from "@playwright/test";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { d1, expect, field, openQuoteDrawer, test, uniqueToken } from "./support";

type Stored = { quote_items: string; page: string; source: string; locale: string };

async function stored(token: string) {
  const rows = await d1<Stored>(`SELECT quote_items, page, source, locale FROM contact_submissions WHERE message LIKE '%${token}%'`);
  expect(rows).toHaveLength(1);
  const [row] = rows as [Stored];
  return { ...row, quote_items: JSON.parse(row.quote_items) as unknown };
}

/** The English form, filled in as a contractor in Cayo. */
async function fillEnglish(page: Page, token: string) {
  await field(page, "Name").fill("Ana Lopez");
  await field(page, "Email").fill("ana.lopez@example.com");
  await field(page, "District").selectOption("Cayo");
  await field(page, "Message").fill(`Spans of 12 m for a two-storey clinic, ${token}.`);
}

/** The Spanish form, the same. */
async function fillSpanish(page: Page, token: string) {
  await page.getByRole("textbox", { name: "Nombre", exact: true }).fill("Ana López");
  await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill("ana.lopez@example.com");
  await page.getByRole("combobox", { name: "Distrito", exact: true }).selectOption("Cayo");
  await page.getByRole("textbox", { name: "Mensaje", exact: true }).fill(`Claros de 12 m para una clínica, ${token}.`);
}

const item = (slug: string, name: string) => ({ id: `/products/${slug}`, name, category: "products" });

test.describe("with JavaScript", () => {
  test("the dialog lists the product with the quote list, once, and the request carries them and the product page", async ({ page }) => {
    await page.goto("/products/hollow-core");
    await page.locator("#quote").getByRole("button", { name: "Add to Quote Hollow Core" }).click();
    await expect(page.getByText("Hollow Core has been added to your quote.").first()).toBeVisible();
    // The product itself is in the list already, with a quantity. The page first reads the list kept
    // with us, and puts it in place of what it read on arrival: only then is an item added.
    const kept = page.waitForResponse((response) => response.url().endsWith("/api/quote") && response.request().method() === "GET");
    await page.goto("/products/box-beams");
    await kept;
    await page.locator("#quote").getByRole("button", { name: "Add to Quote Box Beams" }).click();
    await expect(page.getByText("Box Beams has been added to your quote.").first()).toBeVisible();
    const drawer = await openQuoteDrawer(page);
    await drawer.getByRole("listitem").filter({ hasText: "Box Beams" }).getByLabel("Quantity").fill("6");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.locator("#quote").getByRole("button", { name: "Request a Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Talk with an Engineer" });
    await expect(dialog).toBeVisible({ timeout: 15_000 }); // the first open downloads the dialog
    await expect(dialog.getByText("Items in your quote (2)")).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveText(["Hollow Core (products)", "Box Beams × 6 (products)"]);

    const token = uniqueToken();
    await fillEnglish(page, token);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
    await expect(dialog.getByText("Hollow Core, Box Beams × 6")).toBeVisible();
    expect(await stored(token)).toEqual({
      quote_items: [item("hollow-core", "Hollow Core"), { ...item("box-beams", "Box Beams"), quantity: 6 }],
      page: "/products/box-beams",
      source: "dialog",
      locale: "en",
    });
  });

  test("in Spanish, from the explainer: the product named in Spanish, the explainer recorded", async ({ page }) => {
    await page.goto("/es/products/learn/hollow-core");
    await page.getByRole("button", { name: "Obtener una cotización rápida" }).click();
    const dialog = page.getByRole("dialog", { name: "Hable con un ingeniero" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText("Partidas de su cotización (1)")).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveText(["Losa alveolar (Productos)"]);

    const token = uniqueToken();
    await fillSpanish(page, token);
    await dialog.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(
      dialog.getByRole("heading", { name: "¡Su mensaje fue enviado! Pronto nos pondremos en contacto con usted." }),
    ).toBeVisible();
    expect(await stored(token)).toEqual({
      quote_items: [item("hollow-core", "Losa alveolar")],
      page: "/es/products/learn/hollow-core",
      source: "dialog",
      locale: "es",
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Request a Quote leads to the contact page with the product, kept through a refused post, sent with the quote list", async ({
    page,
  }) => {
    // A list kept with us (/quote), as Add to Quote keeps it without JavaScript.
    await page.goto("/products/hollow-core");
    await page.locator("#quote").getByRole("button", { name: "Add to Quote Hollow Core" }).click();
    await expect(page).toHaveURL(/\/quote\?added=/);

    await page.goto("/products/double-t-slabs");
    const quote = page.locator("#quote").getByRole("button", { name: "Request a Quote" });
    await expect(quote).toHaveAttribute("href", "/contact?product=double-t-slabs&from=%2Fproducts%2Fdouble-t-slabs");
    await quote.click();
    await expect(page).toHaveURL(/\/contact\?product=double-t-slabs&from=/);
    await expect(page.getByText("Items in your quote (1)")).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Double T Slabs" })).toHaveText(
      "Double T Slabs (products)",
    );
    // The list kept with us goes too, the page says (read as shown: Playwright's text search skips <noscript>).
    await expect(page.locator("noscript")).toHaveText("The items in your quote list go with this request.", { useInnerText: true });

    // Sent with a mistake, the page comes back with the product still named.
    await field(page, "Name").fill("A");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.name)).toBeVisible();
    await expect(page.getByText("Items in your quote (1)")).toBeVisible();

    const token = uniqueToken();
    await fillEnglish(page, token);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
    await expect(page.getByText("Hollow Core, Double T Slabs")).toBeVisible();
    expect(await stored(token)).toEqual({
      quote_items: [item("hollow-core", "Hollow Core"), item("double-t-slabs", "Double T Slabs")],
      page: "/products/double-t-slabs",
      source: "page",
      locale: "en",
    });
  });

  test("in Spanish: the product page's link stays Spanish, and the request names the product in Spanish", async ({ page }) => {
    await page.goto("/es/products/flat-slab");
    await page.locator("#quote").getByRole("button", { name: "Solicitar cotización" }).click();
    await expect(page).toHaveURL(/\/es\/contact\?product=flat-slab&from=%2Fes%2Fproducts%2Fflat-slab$/);
    await expect(page.getByText("Partidas de su cotización (1)")).toBeVisible();

    const token = uniqueToken();
    await fillSpanish(page, token);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("heading", { name: "¡Su mensaje fue enviado! Pronto nos pondremos en contacto con usted." })).toBeVisible();
    expect(await stored(token)).toEqual({
      quote_items: [item("flat-slab", "Losa maciza prefabricada")],
      page: "/es/products/flat-slab",
      source: "page",
      locale: "es",
    });
  });

  test("the explainer's quote buttons lead there too, recording the explainer", async ({ page }) => {
    await page.goto("/products/learn/box-beams");
    for (const name of ["Get a Fast Quote", "Request a Consultation"]) {
      await expect(page.getByRole("button", { name })).toHaveAttribute(
        "href",
        "/contact?product=box-beams&from=%2Fproducts%2Flearn%2Fbox-beams",
      );
    }
    await page.goto("/contact?product=box-beams&from=%2Fproducts%2Flearn%2Fbox-beams");
    await expect(page.locator('input[name="page"]')).toHaveValue("/products/learn/box-beams");
    // An address naming no product of ours, or no page of this site, is the plain form.
    await page.goto("/contact?product=nonsense&from=https%3A%2F%2Fexample.com%2F");
    await expect(page.getByText(/Items in your quote/)).toHaveCount(0);
    await expect(page.locator('input[name="page"]')).toHaveValue("/contact");
  });
});
