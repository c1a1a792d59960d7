// Requests carry their context (rules §3 projects, §9 "What an acknowledgment repeats"): Request a
// Similar Solution on a case study names the project above the form and the request records it,
// with and without JavaScript; the acknowledgment lists our catalogue's names of the items with
// their quantities, and the project, never a word the visitor typed. In both languages.
import type { Page } from "@playwright/test";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { d1, expect, field, test, uniqueToken } from "./support";

type Stored = { reference: string; similar_project: string | null; page: string; locale: string };

async function stored(token: string) {
  const rows = await d1<Stored>(`SELECT reference, similar_project, page, locale FROM contact_submissions WHERE message LIKE '%${token}%'`);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The acknowledgment of the request with this reference. */
async function acknowledgment(reference: string) {
  const [mail] = await d1<{ body: string }>(
    `SELECT body FROM email_outbox WHERE lead_reference = '${reference}' AND audience = 'visitor' AND kind = 'lead-acknowledgment'`,
  );
  return mail!.body;
}

async function fillEnglish(page: Page, token: string) {
  await field(page, "Name").fill("Ana Lopez");
  await field(page, "Email").fill(`${token}@example.com`);
  await field(page, "District").selectOption("Cayo");
  await field(page, "Message").fill(`A river crossing of 40 m near Bullet Tree, ${token}.`);
}

test("with JavaScript, Request a Similar Solution names the project, and the request and its acknowledgment carry it", async ({ page }) => {
  await page.goto("/projects/haulover-bridge");
  await page.getByRole("link", { name: "Request a Similar Solution" }).click();
  await expect(page).toHaveURL(/\/contact\?project=haulover-bridge&from=%2Fprojects%2Fhaulover-bridge$/);
  const note = page.getByText("About: a solution like our project Haulover Bridge");
  await expect(note).toBeVisible();
  await expect(note.getByRole("link", { name: "Haulover Bridge" })).toHaveAttribute("href", "/projects/haulover-bridge");

  const token = uniqueToken();
  await fillEnglish(page, token);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
  await expect(page.getByText("Haulover Bridge", { exact: true })).toBeVisible(); // the confirmation's "Similar to"
  const row = await stored(token);
  expect(row).toMatchObject({ similar_project: "haulover-bridge", page: "/projects/haulover-bridge", locale: "en" });

  const mail = await acknowledgment(row.reference);
  expect(mail).toContain("What you asked us about:\n- A solution like our project Haulover Bridge");
  expect(mail).not.toContain(token); // nothing the visitor typed
  expect(mail).not.toContain("Ana");
});

test("the acknowledgment lists our names of catalogued items with quantities, and only counts the others, in English and Spanish", async ({
  page,
}) => {
  for (const [locale, expected] of [
    ["en", ["- Hollow Core × 400 m²", "- Box Beams × 6", "- 1 other item"]],
    ["es", ["- Losa alveolar × 400 m²", "- Vigas cajón × 6", "- 1 partida más"]],
  ] as const) {
    const token = uniqueToken();
    const response = await page.request.post("/api/contact", {
      data: {
        name: "Ana Lopez",
        email: `${token}@example.com`,
        country: "Belize",
        district: "Cayo",
        message: `Slabs for a clinic, ${token}.`,
        locale,
        quoteItems: [
          // The name and note are the visitor's to write: the mail uses our own name instead.
          {
            id: "/products/hollow-core",
            name: "FREE PRIZE at evil.example",
            category: "products",
            quantity: 400,
            note: "visit evil.example",
          },
          { id: "/es/products/box-beams", name: "Box Beams", category: "products", quantity: 6 },
          { id: "/services/general-construction", name: "Call +1 555 0100 now", category: "services" },
        ],
      },
    });
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const mail = await acknowledgment(reference);
    expect(mail).toContain(`${locale === "en" ? "What you asked us about:" : "Lo que nos consultó:"}\n${expected.join("\n")}`);
    expect(mail).not.toMatch(/evil\.example|555 0100|FREE PRIZE/);
  }
});

test.describe("without JavaScript, in Spanish", () => {
  test.use({ javaScriptEnabled: false });

  test("Solicitar una solución similar names the project, and the request and its acknowledgment carry it", async ({ page }) => {
    await page.goto("/es/projects/haulover-bridge");
    await page.getByRole("link", { name: "Solicitar una solución similar" }).click();
    await expect(page).toHaveURL(/\/es\/contact\?project=haulover-bridge&from=%2Fes%2Fprojects%2Fhaulover-bridge$/);
    await expect(page.getByText("Sobre: una solución como nuestro proyecto Puente Haulover")).toBeVisible();

    const token = uniqueToken();
    await page.getByRole("textbox", { name: "Nombre", exact: true }).fill("Ana López");
    await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(`${token}@example.com`);
    await page.getByRole("combobox", { name: "Distrito", exact: true }).selectOption("Cayo");
    await page.getByRole("textbox", { name: "Mensaje", exact: true }).fill(`Un puente de 40 m, ${token}.`);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Puente Haulover", { exact: true })).toBeVisible();
    const row = await stored(token);
    expect(row).toMatchObject({ similar_project: "haulover-bridge", page: "/es/projects/haulover-bridge", locale: "es" });
    const mail = await acknowledgment(row.reference);
    expect(mail).toContain("Lo que nos consultó:\n- Una solución como nuestro proyecto Puente Haulover");
    expect(mail).not.toContain(token);
  });
});
