// /es/careers and the Spanish sign-in page end to end: the job board, an application and a job-alert
// subscription in Spanish, with and without JavaScript (stored with their language, their mails in
// Spanish with links to the Spanish pages), and the sign-in page's messages and redirects in Spanish.
import { RESUME_PDF_TEXT } from "../fixtures/resume-pdf";
import { confirmationLink, confirmedAccount, confirmWithPassword, newEmail, PASSWORD } from "./account-steps";
import { d1, expect as baseExpect, expectLeadMailed, holdBack, hydratedControl, postUnchecked, test, uniqueToken } from "./support";

// Each step loads a new route; a cold dev server compiles it on first use.
const expect = baseExpect.configure({ timeout: 15_000 });

type Page = import("@playwright/test").Page;
type Scope = Page | import("@playwright/test").Locator;

const PDF = Buffer.from(RESUME_PDF_TEXT);
const pdfFile = { name: "cv-marvin.pdf", mimeType: "application/pdf", buffer: PDF };
const fakePdf = { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("Marvin Castillo\nAparejador, 6 años\n") };

/** Open postings: active, and not past their closing day in Belize (UTC−6). */
const OPEN = "active = 1 AND (closes_on IS NULL OR closes_on >= date('now', '-6 hours'))";
const activeCount = async (where = "") => (await d1<{ n: number }>(`SELECT COUNT(*) AS n FROM job_postings WHERE ${OPEN} ${where}`))[0]!.n;

/** The newest open posting, with the title a Spanish page shows (its Spanish one where staff wrote it). */
async function firstJob() {
  const [job] = await d1<{ id: number; title: string; title_es: string | null }>(
    `SELECT id, title, title_es FROM job_postings WHERE ${OPEN} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return { id: job!.id, title: job!.title_es?.trim() ? job!.title_es : job!.title };
}

const applications = (email: string) =>
  d1<{ job_id: number; locale: string }>(`SELECT job_id, locale FROM job_applications WHERE email = '${email}'`);
const subscribers = (email: string) =>
  d1<{ locale: string; confirmed_at: string | null }>(`SELECT locale, confirmed_at FROM job_subscribers WHERE email = '${email}'`);
const confirmationMail = async (email: string) =>
  (
    await d1<{ subject: string; body: string }>(
      `SELECT subject, body FROM email_outbox WHERE recipient = '${email}' AND kind = 'job-alert-confirmation' ORDER BY id DESC LIMIT 1`,
    )
  )[0]!;

const SPANISH = {
  firstName: "Ingrese su nombre.",
  lastName: "Ingrese su apellido.",
  email: "Ingrese un correo electrónico válido.",
  resumeType: "Adjunte un documento PDF o Word (.pdf, .doc, .docx).",
  resumeAgain: "Si adjuntó un currículum, selecciónelo de nuevo.",
  applied: "Postulación enviada. ¡Gracias por postularse! Pronto nos pondremos en contacto con usted.",
  subscribeEmail: "Ingrese un correo electrónico válido",
  subscribedTitle: "Revise su correo electrónico para confirmar",
  subscribed: (email: string) => `Enviamos un enlace de confirmación a ${email}. Ábralo para empezar a recibir las alertas de empleo.`,
};

async function fillApplication(scope: Scope, email: string) {
  await scope.getByRole("textbox", { name: "Nombre", exact: true }).fill("Marvin");
  await scope.getByRole("textbox", { name: "Apellido", exact: true }).fill("Castillo");
  await scope.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(email);
  await scope.getByRole("textbox", { name: "Teléfono", exact: true }).fill("+501 610 2233");
  await scope.getByRole("textbox", { name: "Carta de presentación", exact: true }).fill("Seis años de maniobras con prefabricados.");
}

/** The application and both its mails: the applicant's in Spanish (the posting's Spanish title), the row stored as Spanish. */
async function expectSpanishApplication(page: Page, email: string, title: string) {
  const { visitor } = await expectLeadMailed(page, { prefix: "AP", table: "job_applications", where: `email = '${email}'`, email });
  expect(visitor.body).toContain(title);
  expect(visitor.body).not.toMatch(/Thank you|Belize time/);
  expect(await applications(email)).toEqual([expect.objectContaining({ locale: "es" })]);
}

/** The confirmation mail of a Spanish subscription: Spanish words, links to the Spanish alerts page. */
async function expectSpanishConfirmation(email: string) {
  expect(await subscribers(email)).toEqual([{ locale: "es", confirmed_at: null }]);
  const mail = await confirmationMail(email);
  expect(mail.subject).toBe("Confirme sus alertas de empleo de M&M");
  expect(mail.body).toContain("Para empezar a recibirlas, confirme aquí:");
  const confirm = new URL(mail.body.match(/https?:\/\/\S+\/es\/careers\/alerts\?token=\w+(?=\s)/)![0]);
  const unsubscribe = new URL(mail.body.match(/https?:\/\/\S+\/es\/careers\/alerts\?token=\w+&action=unsubscribe/)![0]);
  return { confirm: confirm.pathname + confirm.search, unsubscribe: unsubscribe.pathname + unsubscribe.search };
}

test.describe("the job board in Spanish", () => {
  test("Spanish labels over English values, filters in the URL, links that stay in Spanish", async ({ page }) => {
    await page.goto("/es/careers");
    const total = await activeCount();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forme parte de nuestro equipo");
    await expect(page.getByRole("heading", { name: "Vacantes disponibles" })).toBeVisible();
    await expect(page.getByText(`${total} vacante`)).toBeVisible();
    const table = page.getByRole("table", { name: "Vacantes disponibles" });
    await expect(table.getByRole("columnheader")).toHaveText(["Puesto", "Ubicación", "Departamento", "Tipo", "Postularse"]);
    const job = await firstJob();
    await expect(table.getByRole("button", { name: `Postularse al puesto de ${job.title}` })).toHaveAttribute(
      "href",
      `/es/careers?apply=${job.id}#apply`,
    );

    // Only the locations of open postings (the samples: tests/fixtures/sample-postings.sql), in Spanish.
    const locations = await d1<{ location: string }>(`SELECT DISTINCT location FROM job_postings WHERE ${OPEN} ORDER BY location`);
    expect(locations.map((row) => row.location)).toEqual(["Belize City", "Santa Elena"]);
    const location = page.getByLabel("Ubicación");
    await expect(location.getByRole("option")).toHaveText(["Todas las ubicaciones", "Ciudad de Belice", "Santa Elena"]);
    await location.selectOption({ label: "Santa Elena" });
    await expect(page).toHaveURL(/\/es\/careers\?location=Santa\+Elena$/);
    const santaElena = await activeCount("AND location = 'Santa Elena'");
    await expect(page.getByText(`Mostrando ${santaElena} de ${total} vacante`)).toBeVisible();
    await page.getByLabel("Tipo de empleo").selectOption({ label: "Tiempo completo" });
    await expect(page).toHaveURL(/\/es\/careers\?location=Santa\+Elena&type=Full-time$/);
    await page.getByRole("link", { name: "Quitar filtros" }).click();
    await expect(page).toHaveURL(/\/es\/careers$/);
  });

  test("a value no open posting has is left at all and named in Spanish; a salary and closing date read in Spanish", async ({ page }) => {
    expect(await activeCount("AND department = 'Management'")).toBe(0);
    await page.goto("/es/careers?department=management");
    await expect(page.getByText("Por ahora no hay vacantes para “Dirección”. Se muestran todas las vacantes.")).toBeVisible();
    await expect(page.getByLabel("Departamento")).toHaveValue("all");
    await expect(page.locator("table tbody tr")).toHaveCount(await activeCount());

    const [job] = await d1<{ title_es: string; closes_on: string }>(
      `SELECT title_es, closes_on FROM job_postings WHERE ${OPEN} AND salary_min = 2500 AND salary_max = 3200 AND salary_period = 'month' AND closes_on IS NOT NULL ORDER BY id DESC LIMIT 1`,
    );
    const day = new Intl.DateTimeFormat("es-419", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${job!.closes_on}T00:00:00Z`),
    );
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${job!.title_es}`) }) });
    await expect(row.getByText(`BZ$2,500–3,200 al mes · Postúlese a más tardar el ${day}`, { exact: true })).toBeVisible();
  });

  test("the empty state in Spanish; 'Check back later' leads to the job-alerts box", async ({ page }) => {
    expect(await activeCount("AND location = 'Santa Elena' AND department = 'Engineering'")).toBe(0);
    await page.goto("/es/careers?location=Santa+Elena&department=Engineering");
    await expect(page.getByText("No hay vacantes para esta combinación de ubicación, departamento y tipo de empleo.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Mostrar todas las vacantes" })).toHaveAttribute("href", "/es/careers");
    // The box's own code first: on a Spanish page it is drawn anew once the page has hydrated (the
    // server's HTML of <main> is not kept there yet), which would take the focus away again.
    const box = page.getByRole("textbox", { name: "Correo electrónico" });
    await hydratedControl(box);
    await page.getByRole("link", { name: "Vuelva a consultar más tarde" }).click();
    await expect(box).toBeFocused();
  });

  test("a posting's own Spanish page: its text, its JobPosting in Spanish, an application in place; a closed one answers 410", async ({
    page,
  }) => {
    const job = await firstJob();
    await page.goto("/es/careers");
    await page.getByRole("link", { name: job.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/es/careers/${job.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = data.flatMap((text) => [JSON.parse(text)].flat()).filter((item) => item["@type"] === "JobPosting");
    expect(postings).toMatchObject([{ title: job.title, url: `https://www.mm-precast.example/es/careers/${job.id}` }]);

    const email = `${uniqueToken()}@example.com`;
    const form = page.getByRole("form", { name: `Postulación al puesto de ${job.title}` });
    await fillApplication(form, email);
    await form.getByRole("button", { name: "Enviar postulación" }).click();
    await expect(page.getByText(SPANISH.applied)).toBeVisible();
    await expectSpanishApplication(page, email, job.title);

    const [closed] = await d1<{ id: number; title_es: string }>(
      "SELECT id, title_es FROM job_postings WHERE active = 0 ORDER BY id LIMIT 1",
    );
    const response = await page.goto(`/es/careers/${closed!.id}`);
    expect(response!.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: `${closed!.title_es}: este puesto ya se cerró` })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Ver puestos abiertos" }).click();
    await expect(page).toHaveURL(/\/es\/careers$/);
  });
});

test.describe("with JavaScript", () => {
  test("applies in the dialog: Spanish messages, the confirmation, the application stored as Spanish and acknowledged in Spanish", async ({
    page,
  }) => {
    const email = `${uniqueToken()}@example.com`;
    const job = await firstJob();
    await page.goto("/es/careers");
    await page.getByRole("button", { name: `Postularse al puesto de ${job.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Postularse al puesto de ${job.title}` });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Enviar postulación" }).click();
    await expect(dialog.getByText(SPANISH.firstName)).toBeVisible();
    await expect(dialog.getByText(SPANISH.email)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Nombre", exact: true })).toBeFocused();

    await fillApplication(dialog, email);
    await expect(dialog.getByText(SPANISH.firstName)).toHaveCount(0);
    const resume = dialog.getByLabel("Currículum");
    await resume.setInputFiles(fakePdf);
    await dialog.getByRole("button", { name: "Enviar postulación" }).click();
    await expect(dialog.getByText(SPANISH.resumeType)).toBeVisible();
    await resume.setInputFiles(pdfFile);
    await expect(dialog.getByText(SPANISH.resumeType)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Enviar postulación" }).click();

    await expect(dialog.getByRole("status")).toContainText(SPANISH.applied);
    await expect(dialog.getByText(job.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText("Nuestro equipo lee cada postulación")).toBeVisible();
    await expectSpanishApplication(page, email, job.title);
    await dialog.getByRole("button", { name: "Volver a las vacantes" }).click();
    await expect(dialog).toBeHidden();
  });

  test("subscribes to job alerts: the Spanish check, the toast, and the confirmation mailed in Spanish", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    await page.goto("/es/careers");
    const box = page.getByRole("textbox", { name: "Correo electrónico" });
    await hydratedControl(box);
    await box.fill("no-es-un-correo");
    await page.getByRole("button", { name: "Suscribirse" }).click();
    await expect(box).toHaveAccessibleDescription(SPANISH.subscribeEmail);
    await box.fill(email);
    await expect(page.getByText(SPANISH.subscribeEmail, { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Suscribirse" }).click();
    await expect(page.getByText(SPANISH.subscribedTitle).first()).toBeVisible();
    await expect(page.getByText(SPANISH.subscribed(email)).first()).toBeVisible();
    await expect(box).toHaveValue("");
    await expectSpanishConfirmation(email);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters on the server with the Spanish button", async ({ page }) => {
    await page.goto("/es/careers");
    await page.getByLabel("Ubicación").selectOption({ label: "Ciudad de Belice" });
    await page.getByRole("button", { name: "Mostrar vacantes" }).click();
    await expect(page).toHaveURL(/\/es\/careers\?location=Belize\+City/);
    await expect(page.locator("table tbody tr")).toHaveCount(await activeCount("AND location = 'Belize City'"));
  });

  test("applies through the in-page form: the server's messages in Spanish, then the confirmation", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    const job = await firstJob();
    await page.goto("/es/careers");
    await page.getByRole("button", { name: `Postularse al puesto de ${job.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/es/careers\\?apply=${job.id}#apply$`));
    await expect(page.getByRole("heading", { name: `Postularse al puesto de ${job.title}` })).toBeVisible();
    const form = page.getByRole("form", { name: `Postulación al puesto de ${job.title}` });

    await fillApplication(form, email);
    await form.getByRole("textbox", { name: "Apellido", exact: true }).fill("");
    await form.getByLabel("Currículum").setInputFiles(fakePdf);
    await form.getByRole("button", { name: "Enviar postulación" }).click();
    await expect(form.getByText(SPANISH.lastName)).toBeVisible();
    await expect(form.getByText(SPANISH.resumeType)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue(email);
    expect(await applications(email)).toEqual([]);

    await form.getByRole("textbox", { name: "Apellido", exact: true }).fill("Castillo");
    await form.getByLabel("Currículum").setInputFiles(pdfFile);
    await form.getByRole("button", { name: "Enviar postulación" }).click();
    await expect(page.getByRole("status").filter({ hasText: SPANISH.applied })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver a las vacantes" })).toHaveAttribute("href", "/es/careers");
    await expectSpanishApplication(page, email, job.title);
  });

  test("subscribes, then confirms and unsubscribes on the Spanish alerts page the mail links to", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    await page.goto("/es/careers");
    const box = page.getByRole("textbox", { name: "Correo electrónico" });
    await box.fill("cuadrilla@");
    await page.getByRole("button", { name: "Suscribirse" }).click();
    await expect(page.getByText(SPANISH.subscribeEmail, { exact: true })).toBeVisible();
    await box.fill(email);
    await page.getByRole("button", { name: "Suscribirse" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${SPANISH.subscribedTitle}. ${SPANISH.subscribed(email)}` })).toBeVisible();

    const links = await expectSpanishConfirmation(email);
    await page.goto(links.confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme sus alertas de empleo");
    await page.getByRole("button", { name: "Confirmar suscripción" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suscripción confirmada");
    await expect(page.getByRole("link", { name: "Ver las vacantes" })).toHaveAttribute("href", "/es/careers");
    expect(await subscribers(email)).toEqual([{ locale: "es", confirmed_at: expect.any(String) }]);

    await page.goto(links.unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancelar las alertas de empleo");
    await page.getByRole("button", { name: "Cancelar suscripción" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suscripción cancelada");
    expect(await subscribers(email)).toEqual([]);
    await page.goto(links.confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este enlace ya no es válido");
  });
});

const emailBox = (page: Page) => page.getByRole("textbox", { name: "Correo electrónico" });
const passwordBox = (page: Page) => page.getByLabel("Contraseña");
async function fill(page: Page, address: string, secret = PASSWORD) {
  await emailBox(page).fill(address);
  await passwordBox(page).fill(secret);
}

test.describe("the Spanish sign-in page", () => {
  test("its messages, toasts and links in Spanish; a Spanish sign-up is confirmed by a Spanish mail", async ({ page }) => {
    test.slow(); // five pages and three posts
    await page.goto("/es/signin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inicie sesión en su cuenta");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es/");
    // "Forgot password?" leads to the Spanish reset page, and back.
    await page.getByRole("link", { name: "¿Olvidó su contraseña?" }).click();
    await expect(page).toHaveURL(/\/es\/signin\/forgot$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restablecer su contraseña");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inicie sesión en su cuenta");

    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(emailBox(page)).toHaveAccessibleDescription("Ingrese un correo electrónico válido.");
    await expect(passwordBox(page)).toHaveAccessibleDescription("Ingrese su contraseña.");

    const address = newEmail();
    await emailBox(page).fill(address);
    await passwordBox(page).fill("not-the-password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("No se pudo iniciar sesión")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Correo electrónico o contraseña incorrectos." })).toBeVisible();

    await page.getByRole("link", { name: "Cree una cuenta" }).click();
    await expect(page).toHaveURL(/\/es\/signin\?mode=signup$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cree su cuenta");
    await expect(passwordBox(page)).toHaveAccessibleDescription("Al menos 12 caracteres.");
    await fill(page, address);
    // Hold the post so the waiting state can be seen.
    const release = await holdBack(page, "**/es/signin.data*");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("button", { name: "Espere…" })).toBeDisabled();
    release();
    await expect(page.getByText("Cuenta creada", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Revise su correo electrónico" })).toBeVisible();
    await expect(page.getByText(`Enviamos un enlace de confirmación a ${address}.`)).toBeVisible();
    await page.unroute("**/es/signin.data*");

    const [mail] = await d1<{ subject: string; body: string }>(
      `SELECT subject, body FROM email_outbox WHERE recipient = '${address}' AND kind = 'email-confirmation'`,
    );
    expect(mail!.subject).toBe("Confirme su cuenta de M&M");
    const link = await confirmationLink(address);
    expect(link).toMatch(/^\/es\/signin\/confirm\?token=/);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme su cuenta");
    await confirmWithPassword(page, address, { button: "Confirmar mi cuenta" });
    await expect(page).toHaveURL(/\/es\/signin\?confirmed=1$/);
    await expect(page.getByText("Su correo electrónico quedó confirmado. Ya puede iniciar sesión.")).toBeVisible();
    await fill(page, address);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("¡Sesión iniciada!")).toBeVisible();
    await expect(page).toHaveURL(/\/es\/account$/);
  });

  test("returns a visitor to where they were going, or else to the Spanish account page, which shows each request in full", async ({
    page,
  }) => {
    const address = await confirmedAccount(page);
    const sent = await page.request.post("/api/contact", {
      data: {
        name: "Ana Rivera",
        email: address,
        district: "Cayo",
        locale: "es",
        message: "Cotícenos losa alveolar para la bodega.",
        projectName: "Bodega en Cayo",
        quoteItems: [{ id: "/products/hollow-core", name: "Losa alveolar", category: "products", quantity: 400, note: "claros de 12 m" }],
      },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    await page.goto("/es/signin?next=%2Fes%2Fproducts%2Fhollow-core");
    await fill(page, address);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/es\/products\/hollow-core$/);
    await page.goto("/es/signin");
    await expect(page).toHaveURL(/\/es\/account$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su cuenta");
    const card = page.getByRole("article", { name: reference });
    await expect(card).toContainText("Losa alveolar × 400 m²");
    await expect(card).toContainText("claros de 12 m");
    await expect(card.getByRole("term").filter({ hasText: "Proyecto" })).toBeVisible();
    await expect(card.getByRole("definition").filter({ hasText: "Bodega en Cayo" })).toBeVisible();
    await expect(card.getByRole("heading", { name: "Su mensaje" })).toBeVisible();
    await expect(card.getByText("Cotícenos losa alveolar para la bodega.")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the account page sends a visitor to sign in and back, all in Spanish", async ({ page }) => {
      const address = newEmail();
      await page.goto("/es/account");
      await expect(page).toHaveURL(/\/es\/signin\?next=%2Fes%2Faccount$/);
      await page.getByRole("link", { name: "Cree una cuenta" }).click();
      await expect(page).toHaveURL(/\/es\/signin\?mode=signup&next=%2Fes%2Faccount$/);
      await fill(page, address, "12345");
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(page.getByText("La contraseña debe tener al menos 12 caracteres.")).toBeVisible();
      await fill(page, address);
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(page.getByRole("heading", { name: "Revise su correo electrónico" })).toBeVisible();

      await confirmWithPassword(page, address, { button: "Confirmar mi cuenta" });
      await page.goto("/es/account");
      await fill(page, address, PASSWORD);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await expect(page).toHaveURL(/\/es\/account$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su cuenta");
      await expect(page.getByText(address)).toBeVisible();
      await page.getByRole("button", { name: "Cerrar sesión", exact: true }).click();
      await expect(page).toHaveURL(/\/es\/$/);
    });
  });
});

test("a post the page did not check gets the server's Spanish messages, with the address kept", async ({ page }) => {
  await page.goto("/es/signin");
  await fill(page, "ana@", "");
  await postUnchecked(page, page.locator("form[action='/es/signin']"));
  await expect(page.getByText("Ingrese su contraseña.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue("ana@");
});
