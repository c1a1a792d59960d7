// PDF spec sheets (docs/decisions/0052-pdf-spec-sheets.md): every product in A4 and Letter,
// metric and imperial, as real documents (read back with poppler's pdfinfo and pdftotext), and
// the product page's links to them, with and without JavaScript.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { products } from "../../app/catalogue/content/products";
import { specSheetPath } from "../../app/catalogue/content/spec-sheet-path";
import { productSummary } from "../../app/catalogue/content/product-summaries";
import { plainText } from "../../app/lib/units";
import { expect, test } from "./support";

const dir = mkdtempSync(join(tmpdir(), "mm-spec-sheets-"));
const SIZES = { a4: "595.28 x 841.89", letter: "612 x 792" } as const;

for (const product of products) {
  test(`${product.title}: a PDF in A4 and Letter, metric and imperial, with the drawing and the specifications`, async ({ request }) => {
    for (const paper of ["a4", "letter"] as const) {
      for (const units of ["metric", "imperial"] as const) {
        const response = await request.get(specSheetPath(product.slug, paper, units));
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        expect(response.headers()["content-disposition"]).toBe(
          `attachment; filename="mm-${product.slug}-spec-sheet-${paper}-${units}.pdf"`,
        );
        const body = await response.body();
        expect(body.subarray(0, 5).toString()).toBe("%PDF-");
        const file = join(dir, `${product.slug}-${paper}-${units}.pdf`);
        writeFileSync(file, body);

        const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
        expect(info).toContain(`Page size:       ${SIZES[paper]} pts`);
        expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeLessThanOrEqual(2);
        expect(info).toContain(`Title:           ${product.title} specification sheet`);

        // Real text, in the sheet's units; the drawing's own labels are text too.
        const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
        expect(text).toContain(product.title);
        expect(text).toContain(units === "metric" ? "Metric units (SI)" : "Imperial units (US customary)");
        for (const row of productSummary(product.slug).specifications) {
          expect(text).toContain(row.label);
          expect(text).toContain(plainText(row.value, units).split(", ")[0]!.replace(/\s+/g, " "));
        }
        expect(text).toMatch(/CROSS-SECTION · NOT TO SCALE/); // the drawing's title block
        expect(text).toMatch(/Issued \d{1,2} \w+ \d{4} · Page 1 of [12]/);
      }
    }
  });
}

test("asking for a paper or units we do not make is a clear 400, an unknown product a 404", async ({ request }) => {
  const bad = await request.get("/products/hollow-core/spec-sheet.pdf?paper=a3&units=metric");
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("paper=a4 or paper=letter");
  expect((await request.get("/products/no-such-product/spec-sheet.pdf")).status()).toBe(404);
});

test("the product page links the sheet in the units the visitor reads", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("units", "imperial"));
  await page.goto("/products/hollow-core");
  await page.locator("#product-details").scrollIntoViewIfNeeded();
  const letter = page.getByRole("link", { name: "Download the spec sheet (PDF), Letter" });
  await expect(letter).toHaveAttribute("href", specSheetPath("hollow-core", "letter", "imperial"));
  const download = page.waitForEvent("download");
  await letter.click();
  expect((await download).suggestedFilename()).toBe("mm-hollow-core-spec-sheet-letter-imperial.pdf");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the links are there, in metric", async ({ page }) => {
    await page.goto("/products/box-beams");
    await expect(page.getByRole("link", { name: "Download the spec sheet (PDF), A4" })).toHaveAttribute(
      "href",
      specSheetPath("box-beams", "a4", "metric"),
    );
  });
});
