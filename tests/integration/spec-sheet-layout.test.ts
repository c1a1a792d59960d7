// How a spec sheet breaks into pages (app/catalogue/spec-sheet/sheet-layout.server.ts) and how its
// engineering tables continue on the next page (sheet-engineering-blocks.server.ts): no page but
// the last is left under half full, and a table that continues says so over its repeated header.
import { PDFDocument, StandardFonts, type PDFPage } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { layOut, type Block, type Line } from "../../app/catalogue/spec-sheet/sheet-layout.server";
import { engineeringBlocks, type Typesetting } from "../../app/catalogue/spec-sheet/sheet-engineering-blocks.server";
import { sheetEngineering } from "../../app/catalogue/spec-sheet/sheet-engineering.server";
import { engineeringText } from "../../app/catalogue/spec-sheet/sheet-engineering-text";

/** A page that records where each line's text starts (its top) and what text it draws. */
type FakePage = { tops: number[]; texts: string[] };
const fakePage = (): FakePage => ({ tops: [], texts: [] });
const asPage = (page: FakePage) =>
  ({
    drawText: (text: string) => page.texts.push(text),
    drawLine: () => {},
    drawRectangle: () => {},
    drawCircle: () => {},
  }) as unknown as PDFPage;

const FRAME = { top: 1000, bottom: 0 };
const line = (height = 20): Line => ({ height, draw: (page, top) => (page as unknown as { at: FakePage }).at.tops.push(top) });
const lines = (count: number, height = 20) => Array.from({ length: count }, () => line(height));

/** Lays the blocks out on fake pages; returns each page's line tops. */
function pagesOf(blocks: Block[]): number[][] {
  const pages: FakePage[] = [];
  const addPage = () => {
    const page = fakePage();
    pages.push(page);
    return { at: page } as unknown as PDFPage;
  };
  layOut(blocks, { page: addPage(), y: FRAME.top }, { ...FRAME, addPage });
  return pages.map((page) => page.tops);
}

describe("the spec sheet's page breaks", () => {
  it("continues a table on a page whose text has not reached the middle, rather than leave the page under half full", () => {
    // 25 lines and a gap end the first block's text at 48 % of the page: the table fits whole only on
    // the next page, so it starts here and continues there.
    const pages = pagesOf([
      { head: [], body: lines(25), gap: 14 },
      { head: lines(2), body: lines(40), repeat: lines(1), keep: 2 },
    ]);
    expect(pages.length).toBe(2);
    for (const tops of pages.slice(0, -1)) expect(Math.min(...tops)).toBeLessThanOrEqual(FRAME.top - (FRAME.top - FRAME.bottom) / 2);
  });

  it("moves a table whole to the next page when this page's text is already past the middle", () => {
    const pages = pagesOf([
      { head: [], body: lines(30), gap: 14 },
      { head: lines(2), body: lines(40), repeat: lines(1), keep: 2 },
    ]);
    expect(pages.map((tops) => tops.length)).toEqual([30, 42]);
  });
});

async function typesetting(): Promise<Typesetting> {
  const pdf = await PDFDocument.create();
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const textLine = (text: string, height: number): Line => ({ height, draw: (page) => page.drawText(text) });
  return {
    fonts,
    contentWidth: 511,
    headingLines: (title) => [textLine(title, 22)],
    paragraph: (value, size) => [textLine(value, size + 3)],
    item: (value) => textLine(value, 15),
  };
}

/** The text a block draws at the top of a page it continues on. */
function repeatText(block: Block): string[] {
  const page = fakePage();
  for (const each of block.repeat ?? []) each.draw(asPage(page), 500);
  return page.texts;
}

describe("the spec sheet's engineering tables across pages", () => {
  it("repeats a table's title with “(continued)” over its header on the next page, in the sheet's language", async () => {
    const set = await typesetting();
    for (const locale of ["en", "es"] as const) {
      const words = engineeringText(locale);
      const engineering = sheetEngineering("double-t-slabs", "metric", locale)!;
      const blocks = engineeringBlocks(engineering, words, set);
      const continued = (title: string) => words.continued.replace("{title}", title);
      expect(repeatText(blocks[0]!)).toContain(continued(words.headings.sections));
      expect(repeatText(blocks[1]!)).toContain(continued(words.headings.patterns));
      expect(repeatText(blocks[2]!)).toContain(continued(engineering.loadTables[0]!.title));
    }
    expect(engineeringText("en").continued).toBe("{title} (continued)");
    expect(engineeringText("es").continued).toBe("{title} (continuación)");
  });

  it("breaks the strand-pattern table between sections, never inside one", async () => {
    const engineering = sheetEngineering("double-t-slabs", "imperial", "en")!;
    const patterns = engineeringBlocks(engineering, engineeringText("en"), await typesetting())[1]!;
    const sections = engineering.patterns.rows.filter((row) => row[0]!.text !== "").length;
    expect(patterns.body.length).toBe(sections);
  });
});
