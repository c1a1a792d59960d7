// One number per cell (rules §13, §3 spec sheets): a load–span cell reads the same on the product
// page, on the spec sheet's PDF (read back with poppler's pdftotext), in GET /api/catalogue and
// in find by span and load, in English and, with its kg/m² (kg/m), in Spanish.
import type { APIRequestContext, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support";

type Locale = "en" | "es";
/** A cell's metric number, and its kg/m² (kg/m) where the place shows it. */
type Reading = { metric: number; kg?: number };
type ApiCell = { spanM: number; capacityKPa: number | null; capacityKNPerM: number };
type ApiTable = { topped: boolean; designId: string; cells: ApiCell[] };
type ApiSection = { id: string; name: string; patterns: { id: string; tables?: ApiTable[] }[] };
type Catalogue = { products: { slug: string; sections: ApiSection[] }[] };

const prefix = (locale: Locale) => (locale === "es" ? "/es" : "");
const number = (text: string) => Number(text.replace(/,/g, ""));

/** "3.4 kPa · 346 kg/m²" (or the kg on a line of its own), "37.6 kN/m", "1.9 kPa": the metric value and the kg beside it. */
function reading(text: string): Reading {
  const match = /^(\d+(?:\.\d+)?) (?:kPa|kN\/m)(?:\s*(?:·\s*)?([\d,]+) kg\/m²?)?$/.exec(text.trim());
  if (!match) throw new Error(`Not a load: "${text}"`);
  return { metric: number(match[1]!), ...(match[2] ? { kg: number(match[2]) } : {}) };
}

async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const response = await request.get("/api/catalogue");
  expect(response.status()).toBe(200);
  return response.json();
}

/** The section's designs in table order (each pattern untopped, then each topped), with their cells. */
function designs(data: Catalogue, slug: string, sectionId: string) {
  const section = data.products.find((p) => p.slug === slug)!.sections.find((s) => s.id === sectionId)!;
  const tables = section.patterns.flatMap((p) => (p.tables ?? []).map((table) => ({ ...table, patternId: p.id })));
  return { section, ordered: [...tables.filter((t) => !t.topped), ...tables.filter((t) => t.topped)] };
}

const valueAt = (table: ApiTable, spanM: number, line: boolean) => {
  const cell = table.cells.find((c) => c.spanM === spanM);
  return cell ? (line ? cell.capacityKNPerM : cell.capacityKPa!) : null;
};

/** (a) The product page: the section's load table, the row of the span, the column of the design. */
async function fromPage(page: Page, locale: Locale, slug: string, sectionId: string, spanM: number, column: number): Promise<Reading> {
  await page.goto(`${prefix(locale)}/products/${slug}?units=metric`);
  const row = page
    .locator(`#section-${sectionId} tbody tr`)
    .filter({ has: page.locator("th .u-metric", { hasText: new RegExp(`^${spanM} m$`) }) });
  await expect(row).toHaveCount(1);
  return reading((await row.locator("td").nth(column).locator(".u-metric").first().textContent()) ?? "");
}

/** (b) The spec sheet as the server sends it, read back with pdftotext: the section's table, the span's row, the column's cell. */
async function fromSheet(
  request: APIRequestContext,
  locale: Locale,
  slug: string,
  title: string,
  spanM: number,
  column: number,
): Promise<Reading> {
  const response = await request.get(`${prefix(locale)}/products/${slug}/spec-sheet.pdf?paper=a4&units=metric`);
  expect(response.status()).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), "mm-one-number-"));
  try {
    const file = join(dir, "sheet.pdf");
    writeFileSync(file, await response.body());
    const lines = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\n");
    // The table's title stands alone on its line; its rows start with the span ("10.0").
    const start = lines.findIndex((line) => line.trim() === title);
    expect(start, `"${title}" on the sheet`).toBeGreaterThan(-1);
    const span = spanM.toFixed(1);
    const row = lines.slice(start).find((line) => line.trim().startsWith(`${span} `))!;
    // Each cell: "–" (nothing left), or the load with its kg in brackets on a Spanish sheet.
    const cells = [
      ...row
        .trim()
        .slice(span.length)
        .matchAll(/–|(\d+(?:\.\d+)?)(?: \(([\d,]+)\))?/g),
    ];
    const cell = cells[column]!;
    expect(cell[0], `${title} at ${span} m, column ${column}`).not.toBe("–");
    return { metric: number(cell[1]!), ...(cell[2] ? { kg: number(cell[2]) } : {}) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** (d) Find by span and load, asked for a load just under the cell's: the section's answer. */
async function fromFinder(page: Page, locale: Locale, sectionId: string, spanM: number, load: number) {
  await page.goto(`${prefix(locale)}/products?span=${spanM}&load=${(load - 0.05).toFixed(2)}&units=metric`);
  const answer = page.getByRole("listitem").filter({ has: page.locator(`a[href$="#section-${sectionId}"]`) });
  await expect(answer).toHaveCount(1);
  const carries = answer.locator("dl > div").filter({ has: page.locator("dt", { hasText: locale === "es" ? "Soporta" : "Carries" }) });
  return { name: (await answer.textContent()) ?? "", value: reading((await carries.locator("dd .u-metric").textContent()) ?? "") };
}

for (const locale of ["en", "es"] as const) {
  test(`${locale}: HC 200 at 10 m, a pattern untopped and one topped, is one number on the page, the sheet, the API and the finder`, async ({
    page,
    request,
  }) => {
    const data = await catalogue(request);
    const { section, ordered } = designs(data, "hollow-core", "hc-200");
    // The lightest pattern untopped: the finder answers it first. Topped: the first topped design
    // that carries more than every design before it, so that the finder answers that one.
    const untopped = 0;
    const topped = ordered.findIndex(
      (t, i) => t.topped && ordered.slice(0, i).every((o) => (valueAt(o, 10, false) ?? 0) < valueAt(t, 10, false)! - 0.05),
    );
    expect(topped).toBeGreaterThan(0);
    for (const column of [untopped, topped]) {
      const design = ordered[column]!;
      const api = valueAt(design, 10, false)!;
      const onPage = await fromPage(page, locale, "hollow-core", "hc-200", 10, column);
      const onSheet = await fromSheet(request, locale, "hollow-core", section.name, 10, column);
      const found = await fromFinder(page, locale, "hc-200", 10, api);
      expect(found.name, "the finder answers this design").toContain(design.patternId);
      expect([onPage.metric, onSheet.metric, found.value.metric], design.designId).toEqual([api, api, api]);
      if (locale === "es") {
        expect(onPage.kg).toBeGreaterThan(0);
        expect([onSheet.kg, found.value.kg], `${design.designId} kg/m²`).toEqual([onPage.kg, onPage.kg]);
      } else expect([onPage.kg, onSheet.kg]).toEqual([undefined, undefined]);
    }
  });

  test(`${locale}: an L-beam's line load at 8 m is one number on the page, the sheet and the API`, async ({ page, request }) => {
    // Beams that carry other units are never answers of find by span and load (rules §13).
    const data = await catalogue(request);
    const { section, ordered } = designs(data, "l-beams", "lb-610");
    const column = 1;
    const api = valueAt(ordered[column]!, 8, true)!;
    const onPage = await fromPage(page, locale, "l-beams", "lb-610", 8, column);
    const onSheet = await fromSheet(request, locale, "l-beams", section.name, 8, column);
    expect([onPage.metric, onSheet.metric]).toEqual([api, api]);
    if (locale === "es") {
      expect(onPage.kg).toBeGreaterThan(0);
      expect(onSheet.kg).toBe(onPage.kg);
    }
  });
}
