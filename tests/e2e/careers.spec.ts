// /careers end to end: filters in the URL offering only what is open, table or cards by width, a
// posting's salary and closing date, applications stored in D1 and R2 (with or without
// JavaScript), refused files, subscriptions kept once, the empty list.
import { jobFilterOptions } from "../../app/careers/filters";
import { CAREERS_MESSAGES } from "../../app/careers/messages";
import { subscribedMessage } from "../../app/careers/subscribe-messages";
import { RESUME_MAX_BYTES } from "../../app/lib/constants";
import { JOB_PREVIEW_CHARS } from "../../app/careers/filters";
import { RESUME_PDF_TEXT } from "../fixtures/resume-pdf";
import { d1, expect, expectLeadMailed, hydratedControl, postUnchecked, r2Object, test, uniqueToken } from "./support";
import { axeViolations } from "./axe";

type Page = import("@playwright/test").Page;

const PDF = Buffer.from(RESUME_PDF_TEXT);
const pdfFile = { name: "marvin-castillo-cv.pdf", mimeType: "application/pdf", buffer: PDF };
const fakePdf = { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("Marvin Castillo\nRigger, 6 years\n") };
const hugePdf = {
  name: "scanned-cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES + 1024 - PDF.length)]),
};

/** Open postings: active, and not past their closing day in Belize (UTC−6). */
const OPEN = "active = 1 AND (closes_on IS NULL OR closes_on >= date('now', '-6 hours'))";
const activeCount = async (where = "") => (await d1<{ n: number }>(`SELECT COUNT(*) AS n FROM job_postings WHERE ${OPEN} ${where}`))[0]!.n;
/** What the filters may offer: the values of the open postings. */
const filterOptions = async () =>
  jobFilterOptions(
    await d1<{ location: string; department: string; type: string }>(`SELECT location, department, type FROM job_postings WHERE ${OPEN}`),
  );
/** The sample posting with a salary and a closing date (tests/fixtures/sample-postings.sql). */
const postingWithTerms = async () =>
  (
    await d1<{ id: number; title: string; closes_on: string }>(
      `SELECT id, title, closes_on FROM job_postings WHERE ${OPEN} AND salary_min = 2500 AND salary_max = 3200 AND salary_period = 'month' AND closes_on IS NOT NULL ORDER BY id DESC LIMIT 1`,
    )
  )[0]!;
const longDate = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
const applicationsFor = (email: string) =>
  d1<{ job_id: number; first_name: string; resume_key: string | null; resume_type: string | null; resume_size: number | null }>(
    `SELECT job_id, first_name, resume_key, resume_type, resume_size FROM job_applications WHERE email = '${email}'`,
  );
/** The reference on screen names the application, its staff notification and its acknowledgment. */
async function expectApplicationMailed(page: import("@playwright/test").Page, email: string) {
  const { staff } = await expectLeadMailed(page, { prefix: "AP", table: "job_applications", where: `email = '${email}'`, email });
  expect(staff.body).toMatch(/\/api\/files\?/); // the résumé, as a signed download link
}
const subscribers = (email: string) => d1(`SELECT id FROM job_subscribers WHERE email = '${email}'`);
const confirmedSubscribers = (email: string) => d1(`SELECT id FROM job_subscribers WHERE email = '${email}' AND confirmed_at IS NOT NULL`);
const confirmationMails = async (email: string) =>
  (
    await d1<{ body: string }>(`SELECT body FROM email_outbox WHERE recipient = '${email}' AND kind = 'job-alert-confirmation' ORDER BY id`)
  ).map((row) => row.body);
const firstJob = async () =>
  (
    await d1<{ id: number; title: string }>(`SELECT id, title FROM job_postings WHERE ${OPEN} ORDER BY created_at DESC, id DESC LIMIT 1`)
  )[0]!;

async function fillApplication(scope: Page | import("@playwright/test").Locator, email: string) {
  await scope.getByRole("textbox", { name: "First name" }).fill("Marvin");
  await scope.getByRole("textbox", { name: "Last name" }).fill("Castillo");
  await scope.getByRole("textbox", { name: "Email" }).fill(email);
  await scope.getByRole("textbox", { name: "Phone" }).fill("+501 610 2233");
  await scope.getByRole("textbox", { name: "Cover letter" }).fill("Six years rigging precast in Orange Walk.");
}

test.describe("job list", () => {
  test("filters by location, department and type, in the URL, replacing the history entry", async ({ page }) => {
    await page.goto("/careers");
    const total = await activeCount();
    // Only values some open posting has: none of them leads to an empty list.
    const options = await filterOptions();
    expect(options.location).not.toContain("Belmopan");
    await expect(page.getByLabel("Location").getByRole("option")).toHaveText(["All locations", ...options.location]);
    await expect(page.getByLabel("Department").getByRole("option")).toHaveText(["All departments", ...options.department]);
    await expect(page.getByLabel("Job Type").getByRole("option")).toHaveText(["All job types", ...options.type]);
    await expect(page.getByText(`${total} open position`)).toBeVisible();
    const rows = page.locator("table tbody tr");
    await expect(rows).toHaveCount(total);
    const historyLength = await page.evaluate(() => history.length);

    await page.getByLabel("Location").selectOption("Santa Elena");
    await expect(page).toHaveURL(/\/careers\?location=Santa\+Elena$/);
    const santaElena = await activeCount("AND location = 'Santa Elena'");
    await expect(page.getByText(`Showing ${santaElena} of ${total} open position`)).toBeVisible();
    await expect(rows).toHaveCount(santaElena);
    await expect(rows.first()).toContainText("Crane Assistant");

    await page.getByLabel("Department").selectOption("Operations");
    await page.getByLabel("Job Type").selectOption("Full-time");
    await expect(page).toHaveURL(/location=Santa\+Elena&department=Operations&type=Full-time$/);
    await expect(rows).toHaveCount(await activeCount("AND location = 'Santa Elena' AND department = 'Operations' AND type = 'Full-time'"));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.getByLabel("Location").selectOption("all");
    await expect(page).not.toHaveURL(/location=/);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(rows).toHaveCount(total);
  });

  test("a value no open posting has (an old link) is left at all, and named, rather than ending in an empty list", async ({ page }) => {
    expect(await activeCount("AND location = 'Belmopan'")).toBe(0);
    const total = await activeCount();
    await page.goto("/careers?location=Belmopan");
    await expect(page.getByText("No position is open for “Belmopan” right now. All open positions are shown.")).toBeVisible();
    await expect(page.getByLabel("Location")).toHaveValue("all");
    await expect(page.getByText(`${total} open position`)).toBeVisible();
    await expect(page.locator("table tbody tr")).toHaveCount(total);
  });

  test("shows the empty state for a combination with no jobs; 'Check back later' goes to the subscribe box", async ({ page }) => {
    expect(await activeCount("AND location = 'Santa Elena' AND department = 'Engineering'")).toBe(0);
    expect(await activeCount("AND location = 'Santa Elena'")).toBeGreaterThan(0);
    expect(await activeCount("AND department = 'Engineering'")).toBeGreaterThan(0);
    await page.goto("/careers?location=Santa+Elena&department=Engineering");
    await expect(page.getByText("Nothing is open for this combination of location, department and job type.")).toBeVisible();
    await expect(page.getByText("We don't have any active job posts right now.")).toHaveCount(0); // there are some
    await expect(page.locator("table")).toHaveCount(0);
    await page.getByRole("link", { name: "Check back later" }).click();
    await expect(page.getByRole("textbox", { name: "Email address" })).toBeFocused();
  });

  test("a table on desktop with 100-character previews", async ({ page }) => {
    await page.goto("/careers");
    const table = page.getByRole("table", { name: "Open positions" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Position", "Location", "Department", "Type", "Apply"]);
    await expect(page.getByRole("list", { name: "Open positions" })).toBeHidden();
    await expect(table.getByRole("button", { name: /^Apply Now for / }).first()).toBeVisible();
    const preview = (await table.locator("tbody th span").nth(1).textContent())!;
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(JOB_PREVIEW_CHARS.desktop + 1);
    await expect(table.getByText("Engineering", { exact: true })).toBeVisible();
  });

  test("a posting's salary and closing date: on the board, in the dialog and on its own page with its JobPosting data", async ({
    page,
  }) => {
    const job = await postingWithTerms();
    const terms = `BZ$2,500–3,200 a month · Apply by ${longDate(job.closes_on, "en-GB")}`;
    await page.goto("/careers");
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${job.title}`) }) });
    await expect(row.getByText(terms, { exact: true })).toBeVisible();
    // The list leaves JobPosting data to each posting's own page.
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(
      expect.stringContaining("JobPosting"),
    );

    await row.getByRole("button", { name: `Apply Now for ${job.title}` }).click();
    await expect(page.getByRole("dialog", { name: `Apply for ${job.title}` }).getByText(terms, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    await row.getByRole("link", { name: job.title }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByText(terms, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${job.title}`));
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = data.flatMap((text) => [JSON.parse(text)].flat()).filter((item) => item["@type"] === "JobPosting");
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      identifier: { value: String(job.id) },
      url: `https://www.mm-precast.example/careers/${job.id}`,
      validThrough: `${job.closes_on}T23:59:59-06:00`,
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "BZD",
        value: { "@type": "QuantitativeValue", minValue: 2500, maxValue: 3200, unitText: "MONTH" },
      },
    });
  });

  test("a posting's page takes an application in place; a closed one answers 410 and points at the open ones", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    const job = await firstJob();
    await page.goto(`/careers/${job.id}`);
    const form = page.getByRole("form", { name: `Application for ${job.title}` });
    await fillApplication(form, email);
    await form.getByLabel("Résumé").setInputFiles(pdfFile);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status").filter({ hasText: CAREERS_MESSAGES.applySuccess })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.id}$`));
    expect(await applicationsFor(email)).toMatchObject([{ job_id: job.id }]);

    const [closed] = await d1<{ id: number; title: string }>("SELECT id, title FROM job_postings WHERE active = 0 ORDER BY id LIMIT 1");
    const response = await page.goto(`/careers/${closed!.id}`);
    expect(response!.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: `${closed!.title}: no longer open` })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("main").getByRole("link", { name: "See open positions" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    expect((await page.goto("/careers/999999"))!.status()).toBe(404);

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>https://www.mm-precast.example/careers/${job.id}</loc>`);
    expect(sitemap).toContain(`<loc>https://www.mm-precast.example/es/careers/${job.id}</loc>`);
    expect(sitemap).not.toContain(`/careers/${closed!.id}<`);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("cards with 120-character previews instead of the table", async ({ page }) => {
      await page.goto("/careers");
      await expect(page.getByRole("table")).toBeHidden();
      const cards = page.getByRole("list", { name: "Open positions" });
      await expect(cards).toBeVisible();
      await expect(cards.getByRole("listitem")).toHaveCount(await activeCount());
      const card = cards.getByRole("article").first();
      await expect(card.getByRole("button", { name: /^Apply for / })).toBeVisible();
      const preview = (await card.locator("p").last().textContent())!;
      expect(preview.endsWith("…")).toBe(true);
      expect(preview.length).toBeLessThanOrEqual(JOB_PREVIEW_CHARS.mobile + 1);
      expect(preview.length).toBeGreaterThan(JOB_PREVIEW_CHARS.desktop + 1);
    });
  });
});

test.describe("applying with JavaScript", () => {
  test("stores the application in D1 and the résumé in R2, then confirms it with its reference", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    const job = await firstJob();
    await page.goto("/careers");
    await page.getByRole("button", { name: `Apply Now for ${job.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByText(CAREERS_MESSAGES.firstName)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();

    await fillApplication(dialog, email);
    await dialog.getByLabel("Résumé").setInputFiles(pdfFile);
    await dialog.getByRole("button", { name: "Submit Application" }).click();

    await expect(dialog.getByRole("status")).toContainText(CAREERS_MESSAGES.applySuccess);
    await expect(dialog.getByText(job.title, { exact: true })).toBeVisible();
    await expectApplicationMailed(page, email);
    await dialog.getByRole("button", { name: "Back to open positions" }).click();
    await expect(dialog).toBeHidden();

    const [row] = await applicationsFor(email);
    expect(row).toMatchObject({ job_id: job.id, first_name: "Marvin", resume_type: "application/pdf", resume_size: PDF.length });
    expect(row!.resume_key).toMatch(/^resumes\/\d{4}\/[0-9a-f-]{36}\.pdf$/);
    expect((await r2Object(row!.resume_key!)).equals(PDF)).toBe(true);
  });

  test("refuses a file over 5 MB and a text file named .pdf, and stores nothing", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    await page.goto("/careers");
    await page
      .getByRole("button", { name: /^Apply Now for / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await fillApplication(dialog, email);
    const resume = dialog.getByLabel("Résumé");

    await resume.setInputFiles(hugePdf);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByText(CAREERS_MESSAGES.resumeTooLarge)).toBeVisible();
    await expect(resume).toHaveAttribute("aria-invalid", "true");

    await resume.setInputFiles(fakePdf);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByText(CAREERS_MESSAGES.resumeType)).toBeVisible();
    await expect(resume).toBeFocused();

    // The refusal is on screen, so the answer is in: nothing was stored.
    expect(await applicationsFor(email)).toEqual([]);
  });

  test("a message goes as soon as its field is right while the others stay, the browser's and the server's alike", async ({ page }) => {
    const job = await firstJob();
    await page.goto("/careers");
    await page.getByRole("button", { name: `Apply Now for ${job.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByText(CAREERS_MESSAGES.firstName)).toBeVisible();

    await dialog.getByRole("textbox", { name: "First name" }).fill("Marvin");
    await expect(dialog.getByText(CAREERS_MESSAGES.firstName)).toHaveCount(0);
    await expect(dialog.getByText(CAREERS_MESSAGES.lastName)).toBeVisible();
    await expect(dialog.getByText(CAREERS_MESSAGES.email)).toBeVisible();
    const resume = dialog.getByLabel("Résumé");
    await resume.setInputFiles(fakePdf);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByText(CAREERS_MESSAGES.resumeType)).toBeVisible();
    await resume.setInputFiles(pdfFile); // the file is read again once it changes
    await expect(dialog.getByText(CAREERS_MESSAGES.resumeType)).toHaveCount(0);
    await expect(dialog.getByText(CAREERS_MESSAGES.lastName)).toBeVisible();

    // The server's messages, in the page's own form (a post the page's script did not check).
    await page.goto(`/careers?apply=${job.id}#apply`);
    const form = page.getByRole("form", { name: `Application for ${job.title}` });
    await form.getByRole("textbox", { name: "Email" }).fill("marvin@");
    await postUnchecked(page, form);
    await expect(form.getByText(CAREERS_MESSAGES.email)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("marvin@");
    await form.getByRole("textbox", { name: "Last name" }).fill("Castillo");
    await expect(form.getByText(CAREERS_MESSAGES.lastName)).toHaveCount(0);
    await expect(form.getByText(CAREERS_MESSAGES.firstName)).toBeVisible();
    await expect(form.getByText(CAREERS_MESSAGES.email)).toBeVisible();
  });

  test("the dialog showing its errors has no accessibility violations", async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/careers");
      await page
        .getByRole("button", { name: /^Apply( Now)? for / })
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole("dialog").getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByText(CAREERS_MESSAGES.lastName)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test.describe("subscribing with JavaScript", () => {
  test("checks the address, toasts, resets, and keeps one row for a repeat", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    await page.goto("/careers");
    const box = page.getByRole("textbox", { name: "Email address" });
    await hydratedControl(box);
    await box.fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(CAREERS_MESSAGES.subscribeEmail, { exact: true })).toBeVisible();
    await expect(box).toHaveAccessibleDescription(CAREERS_MESSAGES.subscribeEmail);

    await box.fill("crew@example"); // still wrong: the message stays
    await expect(box).toHaveAccessibleDescription(CAREERS_MESSAGES.subscribeEmail);
    await box.fill(email);
    await expect(page.getByText(CAREERS_MESSAGES.subscribeEmail, { exact: true })).toHaveCount(0);

    for (let i = 0; i < 2; i++) {
      await box.fill(email.toUpperCase());
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Check your email to confirm").first()).toBeVisible();
      await expect(page.getByText(subscribedMessage(email)).first()).toBeVisible();
      await expect(box).toHaveValue("");
    }
    expect(await subscribers(email)).toHaveLength(1);
  });

  test("the server's message on the address goes once the address is right", async ({ page }) => {
    await page.goto("/careers");
    const box = page.getByRole("textbox", { name: "Email address" });
    await box.fill("crew@");
    await postUnchecked(page, page.locator("form#job-updates"));
    await expect(box).toHaveAccessibleDescription(CAREERS_MESSAGES.subscribeEmail);
    await expect(box).toHaveValue("crew@");
    await hydratedControl(box);
    await box.fill("crew@example");
    await expect(box).toHaveAccessibleDescription(CAREERS_MESSAGES.subscribeEmail);
    await box.fill("crew@example.com");
    await expect(page.getByText(CAREERS_MESSAGES.subscribeEmail, { exact: true })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters on the server with the form's button, offering only what is open", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByLabel("Location").getByRole("option")).toHaveText(["All locations", ...(await filterOptions()).location]);
    await page.getByLabel("Location").selectOption("Belize City");
    await page.getByRole("button", { name: "Show positions" }).click();
    await expect(page).toHaveURL(/location=Belize\+City/);
    await expect(page.locator("table tbody tr")).toHaveCount(await activeCount("AND location = 'Belize City'"));
  });

  test("a posting's page takes an application without JavaScript", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    const job = await firstJob();
    await page.goto("/careers");
    await page.getByRole("link", { name: job.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.id}$`));
    const form = page.getByRole("form", { name: `Application for ${job.title}` });
    await fillApplication(form, email);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.id}#apply$`));
    await expect(page.getByRole("status").filter({ hasText: CAREERS_MESSAGES.applySuccess })).toBeVisible();
    expect(await applicationsFor(email)).toMatchObject([{ job_id: job.id }]);
  });

  test("the in-page form shows a posting's salary and closing date", async ({ page }) => {
    const job = await postingWithTerms();
    await page.goto(`/careers?apply=${job.id}#apply`);
    const section = page.getByRole("region", { name: `Apply for ${job.title}` });
    await expect(section.getByText(`BZ$2,500–3,200 a month · Apply by ${longDate(job.closes_on, "en-GB")}`, { exact: true })).toBeVisible();
  });

  test("applies through the in-page form: a fake file is refused, a real one stored", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    const job = await firstJob();
    await page.goto("/careers");
    await page.getByRole("button", { name: `Apply Now for ${job.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/careers\\?apply=${job.id}#apply$`));
    const form = page.getByRole("form", { name: `Application for ${job.title}` });

    await fillApplication(form, email);
    await form.getByLabel("Résumé").setInputFiles(fakePdf);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText(CAREERS_MESSAGES.resumeType)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(email); // nothing typed is lost
    expect(await applicationsFor(email)).toEqual([]);

    await form.getByLabel("Résumé").setInputFiles(pdfFile);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status").filter({ hasText: CAREERS_MESSAGES.applySuccess })).toBeVisible();
    await expectApplicationMailed(page, email);
    const [row] = await applicationsFor(email);
    expect(row).toMatchObject({ job_id: job.id, resume_size: PDF.length });
    expect((await r2Object(row!.resume_key!)).equals(PDF)).toBe(true);
  });

  test("a post over the size limit gets a clear 413 page and stores nothing", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    const job = await firstJob();
    await page.goto(`/careers?apply=${job.id}#apply`);
    const form = page.getByRole("form", { name: `Application for ${job.title}` });
    await fillApplication(form, email);
    await form.getByLabel("Résumé").setInputFiles({ ...hugePdf, buffer: Buffer.alloc(6 * 1024 * 1024) });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Submit Application" }).click(),
    ]);
    expect(response.status()).toBe(413);
    await expect(page.getByRole("heading", { name: "File too large" })).toBeVisible();
    await expect(page.getByText(CAREERS_MESSAGES.bodyTooLarge)).toBeVisible();
    expect(await applicationsFor(email)).toEqual([]);
  });

  test("subscribes through the page, keeps one row and one mail for a repeat, then limits the client with Retry-After", async ({
    page,
  }) => {
    const email = `${uniqueToken()}@example.com`;
    const box = page.getByRole("textbox", { name: "Email address" });
    await page.goto("/careers");
    await box.fill("crew@");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(CAREERS_MESSAGES.subscribeEmail, { exact: true })).toBeVisible();
    await expect(box).toHaveValue("crew@");

    for (const address of [email, email, `other-${email}`]) {
      await box.fill(address);
      await page.getByRole("button", { name: "Subscribe" }).click();
      // The same words as the toast: what to do first, then the link it is about.
      await expect(
        page.getByRole("status").filter({ hasText: `Check your email to confirm. ${subscribedMessage(address)}` }),
      ).toBeVisible();
    }
    expect(await subscribers(email)).toHaveLength(1);
    expect(await confirmationMails(email)).toHaveLength(1);

    await box.fill(`third-${email}`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: "Too many subscriptions" })).toBeVisible();
    await expect(box).toHaveValue(`third-${email}`);
    expect(await subscribers(`third-${email}`)).toEqual([]);
  });

  test("a job alert counts once confirmed by the mailed link, and its unsubscribe link works without signing in", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    await page.goto("/careers");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: subscribedMessage(email) })).toBeVisible();
    expect(await confirmedSubscribers(email)).toEqual([]);

    const [mail] = await confirmationMails(email);
    const confirm = new URL(mail!.match(/https?:\/\/\S+\/careers\/alerts\?token=\w+(?=\s)/)![0]);
    const unsubscribe = new URL(mail!.match(/https?:\/\/\S+&action=unsubscribe/)![0]);
    // Opening the link changes nothing by itself (mail scanners open links too).
    const opened = await page.goto(confirm.pathname + confirm.search);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your job alerts");
    expect(await confirmedSubscribers(email)).toEqual([]);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
    expect(await confirmedSubscribers(email)).toHaveLength(1);

    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from job alerts");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
    expect(await subscribers(email)).toEqual([]);
    // The link is spent: it says so, and offers the careers page.
    const again = await page.goto(confirm.pathname + confirm.search);
    expect(again?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is no longer valid");
  });
});
