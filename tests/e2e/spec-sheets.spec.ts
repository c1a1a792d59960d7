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
import { withText } from "../../app/lib/localized";
import type { ProductDetail } from "../../app/catalogue/content/product-details/types";
import { expect, test } from "./support";

const dir = mkdtempSync(join(tmpdir(), "mm-spec-sheets-"));
const SIZES = { a4: "595.28 x 841.89", letter: "612 x 792" } as const;

/** Each page's text (pdftotext -layout, pages split at form feeds), whitespace collapsed. */
const pagesOf = (file: string) =>
  execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
    .split("\f")
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, " "));

/**
 * How full each page's body is, from the words' positions (pdftotext -bbox): from under the header
 * band to the lowest word above the footer's rule, as a share of that height.
 */
function fillOf(file: string): number[] {
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  return html
    .split("<page ")
    .slice(1)
    .map((page) => {
      const height = Number(/height="([\d.]+)"/.exec(page)![1]);
      const bodyTop = 92;
      const bodyBottom = height - 42 - 64; // the footer's band
      const bottoms = [...page.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/g)]
        .map((m) => [Number(m[1]), Number(m[2])] as const)
        .filter(([top, bottom]) => top > 64 && bottom < bodyBottom)
        .map(([, bottom]) => bottom);
      return (Math.max(bodyTop, ...bottoms) - bodyTop) / (bodyBottom - bodyTop);
    });
}

/** The start of a list item as the sheet sets it: its first few words. */
const itemStart = (item: string, units: "metric" | "imperial", locale: "en" | "es") =>
  plainText(item, units, locale).replace(/\s+/g, " ").split(" ").slice(0, 5).join(" ");

/** A product page's own content, its Spanish text laid over it (product-details/index.ts does so with Vite's glob, which Playwright has not). */
async function productDetail(slug: string, locale: "en" | "es"): Promise<ProductDetail> {
  const path = `../../app/catalogue/content/product-details/${slug}`;
  const [{ detail }, text] = await Promise.all([
    import(`${path}.ts`) as Promise<{ detail: ProductDetail }>,
    locale === "es" ? (import(`${path}.es.ts`) as Promise<{ detail: unknown }>) : undefined,
  ]);
  return withText(detail, text?.detail);
}

/** The product's typical sections as the catalogue JSON states them (rules §13). */
type CatalogueSection = {
  name: string;
  patterns: { tables?: { cells: { capacityKPa: number | null }[] }[]; allowableAxialKN?: number }[];
};

const WORDS = {
  en: {
    title: (t: string) => `${t} specification sheet`,
    page: "Page",
    of: "of",
    units: { metric: "Metric units (SI)", imperial: "Imperial units (US customary)" },
    sections: "Typical sections and properties",
    table: "Load–span tables",
    code: "ACI 318-19; PCI Design Handbook",
    final: "For preliminary design, not for construction; final design by M&M's engineers",
  },
  es: {
    title: (t: string) => `Ficha técnica: ${t}`,
    page: "Página",
    of: "de",
    units: { metric: "Unidades métricas (SI)", imperial: "Unidades imperiales (sistema usual de EE. UU.)" },
    sections: "Secciones típicas y propiedades",
    table: "Tablas de carga y claro",
    code: "ACI 318-19; PCI Design Handbook",
    final: "Para diseño preliminar, no para construcción; el diseño final lo hacen los ingenieros de M&M",
  },
} as const;

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
      }
    }
  });
}

// Read as an engineer reads it: the sections, the load–span table in the sheet's units, the design
// basis, a document number on every page, and pages that break between whole blocks.
for (const product of products) {
  test(`${product.title}: the sheet's engineering and page breaks, in English and Spanish`, async ({ request }) => {
    // Eight sheets read back with poppler: more than the default time on a loaded machine.
    test.slow();
    const catalogue = (await (await request.get("/api/catalogue")).json()) as {
      products: { slug: string; sections: CatalogueSection[] }[];
    };
    const sections = catalogue.products.find((p) => p.slug === product.slug)!.sections;
    expect(sections.length).toBeGreaterThan(0);
    const tables = sections.flatMap((s) => s.patterns.flatMap((p) => p.tables ?? []));
    const piles = tables.length === 0;
    const line = tables.some((table) => table.cells.some((cell) => cell.capacityKPa === null));
    for (const locale of ["en", "es"] as const) {
      const detail = await productDetail(product.slug, locale);
      const words = WORDS[locale];
      for (const paper of ["a4", "letter"] as const) {
        for (const units of ["metric", "imperial"] as const) {
          const path = (locale === "es" ? "/es" : "") + specSheetPath(product.slug, paper, units);
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          const file = join(dir, `${product.slug}-${locale}-${paper}-${units}.pdf`);
          writeFileSync(file, await response.body());
          const pages = pagesOf(file);
          const text = pages.join(" ");
          expect(text).toContain(words.units[units]);

          // Every page carries the document number, revision and date.
          const stamp = /MM-SS-\d{2} · Rev\. [A-Z] · \d{4}-\d{2}-\d{2}/;
          pages.forEach((page, i) => {
            expect(page, `${path} page ${i + 1}`).toMatch(stamp);
            expect(page).toContain(`${words.page} ${i + 1} ${words.of} ${pages.length}`);
          });
          // The address is a name, never converted: "Mile 6.16" ("Milla 6.16") in both unit systems.
          expect(text).toMatch(/(Mile|Milla) 6\.16, Old Northern Highway/);

          // Sections, their properties, the load–span table and the design basis.
          expect(text).toContain(words.sections);
          for (const section of sections) expect(text).toContain(section.name);
          expect(text).toContain(units === "metric" ? "106 mm4" : "in4"); // I's unit, superscript set apart
          expect(text).toContain(words.code);
          expect(text).toContain(words.final);
          if (piles) expect(text).not.toContain(words.table);
          else {
            expect(text).toContain(words.table);
            const unit = line ? (units === "metric" ? "kN/m" : "plf") : units === "metric" ? "kPa" : "psf";
            expect(text).toContain(`${units === "metric" ? "m" : "ft"} ${unit}`);
          }

          // No page but the last under half full; no list leaves one lone item on a page.
          const fill = fillOf(file);
          fill
            .slice(0, -1)
            .forEach((share, i) => expect(share, `${path} page ${i + 1} is ${Math.round(share * 100)} % full`).toBeGreaterThanOrEqual(0.5));
          for (const items of [detail.applications, detail.features]) {
            // The page an item is on: the last that holds its opening words (the specifications
            // and the description before the lists may use the same words).
            const pageOf = items.map((item) => pages.map((page) => page.includes(itemStart(item, units, locale))).lastIndexOf(true));
            expect(pageOf, `${path}: every item found`).not.toContain(-1);
            const perPage = pages.map((_, n) => pageOf.filter((at) => at === n).length);
            expect(
              perPage.filter((n) => n > 0).every((n) => n >= 2 || n === items.length),
              `${path}: ${perPage.join(", ")}`,
            ).toBe(true);
          }
        }
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
