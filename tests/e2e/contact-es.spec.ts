// Requests and the quote list in Spanish (docs/decisions/0065-the-spanish-edition.md): on /es/contact
// and /es/quote everything a visitor reads is Spanish, the browser's messages and the server's
// alike, with and without JavaScript; the country list shows Spanish names and sends the English
// ones; a request sent from a Spanish page is stored as Spanish, acknowledged in Spanish (with
// nothing the visitor typed), and staff are told its language.
import type { Page } from "@playwright/test";
import { ANSWER_PROMISE } from "../../app/site/company.es";
import { d1, expect, expectLeadMailed, holdBack, leadEmail, test, uniqueToken } from "./support";

/** What the Spanish pages say (app/contact/locales/es.po). */
const ES = {
  name: "El nombre debe tener al menos 2 caracteres.",
  email: "Ingrese un correo electrónico válido.",
  district: "Seleccione un distrito.",
  message: "El mensaje debe tener al menos 10 caracteres.",
  success: "¡Su mensaje fue enviado! Pronto nos pondremos en contacto con usted.",
  rateLimited: "Demasiados envíos. Espere 5 minutos antes de intentarlo de nuevo.",
  send: "Enviar mensaje",
};

/** A control of the Spanish form by its label. */
const control = (page: Page, name: string) =>
  page.getByRole(name === "País" || name === "Distrito" ? "combobox" : "textbox", { name, exact: true });

async function fillValid(page: Page, message: string, email = "ana.lopez@example.com") {
  await control(page, "Nombre").fill("Ana López");
  await control(page, "Correo electrónico").fill(email);
  await control(page, "Teléfono").fill("+501 223 4567");
  await control(page, "País").selectOption("Belize");
  await control(page, "Distrito").selectOption("Cayo");
  await control(page, "Mensaje").fill(message);
}

/** The request's two mails: the acknowledgment in Spanish with nothing typed, the staff notification in English naming the language. */
async function expectSpanishMails(page: Page, token: string, typed: readonly string[] = []) {
  const { reference, staff, visitor } = await expectLeadMailed(page, {
    prefix: "RQ",
    table: "contact_submissions",
    where: `message LIKE '%${token}%'`,
    email: leadEmail(token),
  });
  // One read for the stored request and the acknowledgment's subject (each read copies the local database).
  const [stored] = await d1<{ locale: string; country: string; district: string; subject: string }>(
    `SELECT r.locale, r.country, r.district, o.subject FROM contact_submissions r
     JOIN email_outbox o ON o.lead_reference = r.reference AND o.audience = 'visitor' WHERE r.reference = '${reference}'`,
  );
  expect(stored).toEqual({ locale: "es", country: "Belize", district: "Cayo", subject: `Recibimos su solicitud ${reference}` });
  expect(visitor.body).toMatch(
    /^Hola:\n\nGracias por comunicarse con M&M\. Recibimos su (solicitud de cotización|solicitud|consulta para nuestros ingenieros) el /,
  );
  expect(visitor.body).toMatch(/ de 20\d\d, \d{1,2}:\d\d, hora de Belice\. Su referencia es RQ-/); // the 24-hour clock
  expect(visitor.body).toContain(ANSWER_PROMISE.request);
  for (const text of [token, "Ana López", "+501 223 4567", ...typed]) expect(visitor.body).not.toContain(text);
  expect(staff.body).toContain("Language:  Spanish");
  expect(staff.body).toContain(token);
  return { reference, staff, visitor };
}

test.describe("/es/contact with JavaScript", () => {
  test("the browser's messages in Spanish, one going as its field is put right, a refused file named at once", async ({ page }) => {
    await page.goto("/es/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hable con un ingeniero");
    // Spanish names, English values: what is sent and stored does not change with the page's language.
    await expect(control(page, "País").locator("option[value='United States']")).toHaveText("Estados Unidos");
    await expect(control(page, "País").locator("option[value='Belize']")).toHaveText("Belice");

    await page.getByRole("button", { name: ES.send }).click();
    for (const message of [ES.name, ES.email, ES.district, ES.message]) await expect(page.getByText(message)).toBeVisible();
    await expect(control(page, "Nombre")).toHaveAccessibleDescription(ES.name);
    await expect(control(page, "Nombre")).toBeFocused();
    await control(page, "Correo electrónico").fill("ana.lopez@example.com");
    await expect(page.getByText(ES.email)).toHaveCount(0);
    await expect(page.getByText(ES.name)).toBeVisible();

    // A refused file is named at once, in Spanish.
    const files = page.getByLabel("Planos y documentos");
    await files.setInputFiles({ name: "plano.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some notes") });
    await expect(page.getByText("“plano.pdf” no es un archivo PDF, DWG, DXF, PNG ni JPEG. Quítelo o elija otro.")).toBeVisible();
    await files.setInputFiles([]);
    await expect(page.getByText("“plano.pdf”")).toHaveCount(0);
  });

  test("Enviando…, then the confirmation in Spanish and the mails", async ({ page }) => {
    await page.goto("/es/contact");
    const token = uniqueToken();
    await fillValid(page, `Cuarenta pilotes de 14 in para un muelle, ${token}.`, leadEmail(token));
    const release = await holdBack(page, "**/es/contact.data*");
    await page.getByRole("button", { name: ES.send }).click();
    await expect(page.getByRole("button", { name: "Enviando…" })).toBeDisabled();
    release();

    await expect(page.getByRole("heading", { name: ES.success })).toBeFocused();
    const confirmation = page.locator("section[aria-labelledby='lead-confirmation-title']");
    await expect(confirmation).toContainText("País");
    await expect(confirmation).toContainText("Belice");
    await expect(confirmation).toContainText(ANSWER_PROMISE.request);
    await expect(confirmation).toContainText("Si es urgente, llame al");
    await expectSpanishMails(page, token); // stored as Belize and Cayo: the English names, whatever the page showed
    await page.getByRole("link", { name: "Enviar otro mensaje" }).click();
    await expect(control(page, "Nombre")).toHaveValue("");
  });

  test("the Talk with an Engineer dialog, in Spanish, sends a Spanish request", async ({ page }) => {
    await page.goto("/es/products/hollow-core");
    await page.locator("#quote").getByRole("button", { name: "Solicitar cotización" }).click();
    const dialog = page.getByRole("dialog", { name: "Hable con un ingeniero" });
    await expect(dialog.getByRole("button", { name: ES.send })).toBeVisible({ timeout: 15_000 }); // the first open downloads the dialog
    await dialog.getByRole("button", { name: ES.send }).click();
    await expect(dialog.getByText(ES.name)).toBeVisible();
    const token = uniqueToken();
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill("Ana López");
    await dialog.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(leadEmail(token));
    await dialog.getByRole("combobox", { name: "País" }).selectOption("Belize");
    await dialog.getByRole("combobox", { name: "Distrito" }).selectOption("Cayo");
    await dialog.getByRole("textbox", { name: "Mensaje", exact: true }).fill(`Losa alveolar para una escuela, ${token}.`);
    await dialog.getByRole("button", { name: ES.send }).click();
    await expect(dialog.getByRole("heading", { name: ES.success })).toBeVisible();
    const { staff } = await expectSpanishMails(page, token);
    expect(staff.body).toMatch(/\/es\/products\/hollow-core \(Talk with an Engineer dialog\)/);
  });

  test("Add to Quote says so in Spanish, and the drawer lists the item in Spanish", async ({ page }) => {
    await page.goto("/es/products");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "PUT" && r.ok());
    await page.getByRole("button", { name: "Agregar a la cotización Vigas cajón" }).click();
    await expect(page.getByText("Agregado a la cotización", { exact: true })).toBeVisible();
    await expect(page.getByText("Vigas cajón se agregó a su cotización.")).toBeVisible();
    await saved;
    await page.getByRole("button", { name: "Agregar a la cotización Vigas cajón" }).click();
    await expect(page.getByText("Vigas cajón ya está en su cotización.")).toBeVisible();

    // From the top of a page, where the header (and its Quote button) is in view.
    await page.goto("/es/about");
    await page.locator("[data-quote-button]").filter({ visible: true }).click();
    const drawer = page.getByRole("dialog", { name: "Solicitar cotización" });
    await expect(drawer.getByRole("heading", { name: "Partidas de la cotización (1)" })).toBeVisible();
    await expect(drawer.getByText("Productos")).toBeVisible();
    await expect(drawer.getByLabel("Cantidad")).toHaveAccessibleDescription("piezas");
    await expect(drawer.getByLabel("Nota")).toHaveAttribute("placeholder", "Claro, longitud, cargas");
    await expect(drawer.getByRole("link", { name: "Vigas cajón" })).toHaveAttribute("href", "/es/products/box-beams");
    await expect(drawer.getByRole("link", { name: "Continuar al formulario de solicitud" })).toHaveAttribute("href", "/es/contact");
    await drawer.getByRole("button", { name: "Borrar todo" }).click();
    await expect(drawer.getByText("No tiene productos en su cotización.")).toBeVisible();
  });

  test("/es/quote saves as the visitor types, and says so in Spanish", async ({ page }) => {
    await page.goto("/es/products");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "PUT" && r.ok());
    await page.getByRole("button", { name: "Agregar a la cotización Losa alveolar" }).click();
    await saved;
    await page.goto("/es/quote");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su cotización");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Losa alveolar", exact: true }) });
    await expect(item.getByText("Productos")).toBeVisible();
    await item.getByLabel("Cantidad").fill("120");
    await expect(page.getByText("Todos los cambios se guardaron.")).toBeVisible();
  });
});

test("with JavaScript, an item edited on /es/quote goes with a request sent in Spanish, as typed", async ({ page, context }) => {
  test.slow(); // three pages, two saves and a request
  await page.goto("/es/products");
  const added = page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "PUT" && r.ok());
  await page.getByRole("button", { name: "Agregar a la cotización Losa alveolar" }).click();
  await added;
  await page.goto("/es/quote");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Losa alveolar", exact: true }) });
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/quote") && r.request().method() === "PATCH" && r.ok());
  await item.getByLabel("Cantidad").fill("35");
  await item.getByLabel("Nota").fill("Peralte de 20 cm, claros de 9 m");
  await expect(page.getByText("Todos los cambios se guardaron.")).toBeVisible();
  await saved;
  // Saved as typed: the list the server keeps.
  await expect
    .poll(async () => ((await (await context.request.get("/api/quote")).json()) as { items: unknown[] }).items)
    .toEqual([expect.objectContaining({ id: "/products/hollow-core", quantity: 35, note: "Peralte de 20 cm, claros de 9 m" })]);

  await page.getByRole("button", { name: "Continuar al formulario de solicitud" }).click();
  await expect(page).toHaveURL(/\/es\/contact$/);
  const token = uniqueToken();
  await fillValid(page, `Losas para un entrepiso, ${token}.`, leadEmail(token));
  await page.getByRole("button", { name: ES.send }).click();
  await expect(page.getByRole("heading", { name: ES.success })).toBeVisible();
  await expect(page.getByText("Losa alveolar × 35 m² (Peralte de 20 cm, claros de 9 m)")).toBeVisible();
  const { reference } = await expectSpanishMails(page, token, ["Peralte de 20 cm, claros de 9 m"]);
  const [row] = await d1<{ quote_items: string; locale: string }>(
    `SELECT quote_items, locale FROM contact_submissions WHERE reference = '${reference}'`,
  );
  expect(row!.locale).toBe("es");
  expect(JSON.parse(row!.quote_items)).toEqual([
    { id: "/products/hollow-core", name: "Losa alveolar", category: "products", quantity: 35, note: "Peralte de 20 cm, claros de 9 m" },
  ]);
});

test.describe("/es/contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's messages in Spanish, what was typed kept; then the confirmation and the mails", async ({ page }) => {
    await page.goto("/es/contact");
    await control(page, "Nombre").fill("A");
    await control(page, "Correo electrónico").fill("no-es-correo");
    await page.getByRole("button", { name: ES.send }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    for (const message of [ES.name, ES.email, ES.district, ES.message]) await expect(page.getByText(message)).toBeVisible();
    await expect(control(page, "Correo electrónico")).toHaveValue("no-es-correo");

    const token = uniqueToken();
    await fillValid(page, `Solicitud sin script para losas de puente, ${token}.`, leadEmail(token));
    await page.getByRole("button", { name: ES.send }).click();
    await expect(page.getByRole("status")).toHaveText(ES.success);
    await expectSpanishMails(page, token);
    await page.getByRole("link", { name: "Enviar otro mensaje" }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
  });

  test("the rate-limit message in Spanish", async ({ page }) => {
    // Three requests from this client (the API and the page share the limit), then the page's fourth.
    for (let i = 0; i < 3; i++) {
      const sent = await page.request.post("/api/contact", {
        data: { name: "Ana López", email: "ana.lopez@example.com", district: "Cayo", message: `Solicitud número ${i + 1} por la API.` },
      });
      expect(sent.status()).toBe(201);
    }
    await page.goto("/es/contact");
    await fillValid(page, "Una cuarta solicitud en los mismos cinco minutos.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: ES.send }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("status")).toHaveText(ES.rateLimited);
    await expect(control(page, "Mensaje")).toHaveValue("Una cuarta solicitud en los mismos cinco minutos.");
  });

  test("a quote list kept on /es/quote goes with a request sent in Spanish, then empties", async ({ page }) => {
    await page.goto("/es/products/hollow-core");
    await page.getByRole("button", { name: "Agregar a la cotización Losa alveolar" }).first().click();
    await expect(page).toHaveURL(/\/es\/quote\?added=%2Fproducts%2Fhollow-core&back=%2Fes%2Fproducts%2Fhollow-core$/);
    await expect(page.getByRole("status").filter({ hasText: "agregó" })).toHaveText(
      "Losa alveolar se agregó a su cotización. Seguir navegando",
    );
    await expect(page.getByRole("link", { name: "Seguir navegando" })).toHaveAttribute("href", "/es/products/hollow-core");

    const item = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(item("Losa alveolar").getByLabel("Cantidad")).toHaveAccessibleDescription("m²");
    await item("Losa alveolar").getByLabel("Cantidad").fill("40");
    await item("Losa alveolar").getByLabel("Nota").fill("8 in, claros de 12 m");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(item("Losa alveolar").getByLabel("Cantidad")).toHaveValue("40");

    await page.goto("/es/products");
    await page.getByRole("button", { name: "Agregar a la cotización Vigas cajón" }).click();
    await expect(page.getByRole("heading", { name: "Partidas de la cotización (2)" })).toBeVisible();
    await expect(item("Vigas cajón").getByLabel("Cantidad")).toHaveAccessibleDescription("piezas");
    await item("Vigas cajón").getByLabel("Cantidad").fill("6");
    await page.getByRole("button", { name: "Continuar al formulario de solicitud" }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);

    const token = uniqueToken();
    await fillValid(page, `Losas y vigas para una bodega, ${token}.`, leadEmail(token));
    await page.getByRole("button", { name: ES.send }).click();
    await expect(page.getByRole("heading", { name: ES.success })).toBeVisible();
    await expect(page.getByText("Losa alveolar × 40 m² (8 in, claros de 12 m), Vigas cajón × 6")).toBeVisible();
    const { staff, visitor } = await expectSpanishMails(page, token, ["claros de 12 m"]);
    // The acknowledgment names the items in our catalogue's words, with their quantities, and nothing typed.
    expect(visitor.body).toContain("Lo que nos consultó:\n- Losa alveolar × 40 m²\n- Vigas cajón × 6\n");
    // The list keeps each page's path without its language, so one product is one item whichever page it came from.
    expect(staff.body).toMatch(/- Losa alveolar × 40 m² \(8 in, claros de 12 m\) \[products\]: https?:\/\/[^/]+\/products\/hollow-core\n/);
    const [row] = await d1<{ quote_items: string }>(`SELECT quote_items FROM contact_submissions WHERE message LIKE '%${token}%'`);
    expect(JSON.parse(row!.quote_items)).toEqual([
      { id: "/products/hollow-core", name: "Losa alveolar", category: "products", quantity: 40, note: "8 in, claros de 12 m" },
      { id: "/products/box-beams", name: "Vigas cajón", category: "products", quantity: 6 },
    ]);

    await page.goto("/es/quote");
    await expect(page.getByText("No tiene productos en su cotización.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continuar al formulario de solicitud" })).toHaveAttribute("href", "/es/contact");
  });
});
