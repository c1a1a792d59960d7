// Requests that carry drawings: chosen in the contact form (page and dialog, with and without
// JavaScript), judged by their content, and listed in the staff notification as links that
// download the very bytes sent.
import type { Page } from "@playwright/test";
import { ATTACHMENT_MESSAGES } from "../../app/contact/attachments";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { expect, expectLeadMailed, field, leadEmail, test, uniqueToken } from "./support";

/** A small PDF drawing, different each time. */
const drawing = (name = "General arrangement.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n% deck plan\n"), Buffer.from(uniqueToken().repeat(40))]),
});
const dwg = {
  name: "section A-A.dwg",
  mimeType: "application/octet-stream",
  buffer: Buffer.concat([Buffer.from("AC1032"), Buffer.alloc(3000, 7)]),
};
const notADrawing = { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("Beam schedule, see attached\n") };

async function fillValid(page: Page, scope: Page | import("@playwright/test").Locator, token: string) {
  const get = (name: string) => scope.getByRole("textbox", { name, exact: true }).or(scope.getByRole("combobox", { name, exact: true }));
  await get("Name").fill("Ana Lopez");
  await get("Email").fill(leadEmail(token));
  await get("District").selectOption("Cayo");
  await get("Message").fill(`Hollow core for a two-storey school, drawings attached, ${token}.`);
}

/** The staff notification's link for each attachment, in order. */
function attachmentLinks(body: string): { name: string; link: string }[] {
  return [...body.matchAll(/^- (.+) \(\d+(?:\.\d)? [KM]B\): (\S+)$/gm)].map((m) => ({ name: m[1]!, link: m[2]! }));
}

async function expectDownloads(page: Page, token: string, files: { name: string; buffer: Buffer }[]) {
  const { staff } = await expectLeadMailed(page, {
    prefix: "RQ",
    table: "contact_submissions",
    where: `message LIKE '%${token}%'`,
    email: leadEmail(token),
  });
  const links = attachmentLinks(staff.body);
  expect(links.map((l) => l.name)).toEqual(files.map((f) => f.name));
  for (const [i, { link }] of links.entries()) {
    // The link names the production origin the mail was written for; ask the local server.
    const url = new URL(link);
    const download = await page.request.get(`${url.pathname}${url.search}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toBe(`attachment; filename="${files[i]!.name}"`);
    expect((await download.body()).equals(files[i]!.buffer)).toBe(true);
  }
}

test.describe("drawings with JavaScript", () => {
  test("a refused file is named before anything is sent; two drawings go with the request and download unchanged", async ({ page }) => {
    await page.goto("/contact");
    const token = uniqueToken();
    await fillValid(page, page, token);
    const picker = page.getByLabel("Drawings and documents");
    await picker.setInputFiles([drawing(), notADrawing]);
    await expect(page.getByText(ATTACHMENT_MESSAGES.type("plan.pdf"))).toBeVisible();
    await expect(picker).toHaveAttribute("aria-invalid", "true");
    let posted = false;
    page.on("request", (request) => (posted ||= request.method() === "POST"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(picker).toBeFocused();
    expect(posted).toBe(false);
    await expect(field(page, "Message")).toHaveValue(new RegExp(token)); // nothing typed is lost

    const files = [drawing(), dwg];
    await picker.setInputFiles(files);
    await expect(page.getByText(ATTACHMENT_MESSAGES.type("plan.pdf"))).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeFocused();
    const summary = page.getByRole("definition").filter({ hasText: "section A-A.dwg" });
    await expect(summary).toContainText("General arrangement.pdf");
    await expectDownloads(page, token, files);
  });

  test("the contact dialog takes drawings too", async ({ page }) => {
    await page.goto("/services/consultation");
    await page.getByRole("button", { name: "Request a Consultation" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Send Message" })).toBeVisible({ timeout: 15_000 });
    const token = uniqueToken();
    await fillValid(page, dialog, token);
    const files = [drawing("slab layout.pdf")];
    await dialog.getByLabel("Drawings and documents").setInputFiles(files);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
    await expectDownloads(page, token, files);
  });
});

test.describe("drawings without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused file comes back with its message and everything typed; the drawing chosen again is sent", async ({ page }) => {
    await page.goto("/contact");
    const token = uniqueToken();
    await fillValid(page, page, token);
    await field(page, "Phone").fill("+501 223 4567");
    await page.getByText("Project details").click();
    await field(page, "Project name").fill("Ladyville Primary");
    await page.getByLabel("Drawings and documents").setInputFiles([notADrawing]);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText(ATTACHMENT_MESSAGES.type("plan.pdf"))).toBeVisible();
    await expect(page.getByText("Please choose your files again: plan.pdf.")).toBeVisible();
    await expect(field(page, "Message")).toHaveValue(new RegExp(token));
    await expect(field(page, "Phone")).toHaveValue("+501 223 4567");
    await expect(field(page, "District")).toHaveValue("Cayo");
    await expect(field(page, "Project name")).toHaveValue("Ladyville Primary");

    const files = [drawing()];
    await page.getByLabel("Drawings and documents").setInputFiles(files);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: CONTACT_MESSAGES.success })).toBeVisible();
    await expectDownloads(page, token, files);
  });
});
