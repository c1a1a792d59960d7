// A table of a spec sheet as layout lines (sheet-layout.server.ts): a header of labels and units,
// then one line per row, zebra-striped. Columns are as wide as their widest text, some spare width
// shared out; a table too wide for the page is set smaller. Units may carry "^" superscripts
// ("10^6 mm^4"): the standard fonts have no ⁴ or ⁶, so they are set small and raised.
import { rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { pdfText } from "./pdf-text.server";
import type { Table } from "./sheet-engineering.server";
import type { Line } from "./sheet-layout.server";

const INK = rgb(30 / 255, 41 / 255, 59 / 255);
const MUTED = rgb(71 / 255, 85 / 255, 105 / 255);
const NAVY = rgb(15 / 255, 42 / 255, 68 / 255);
const ZEBRA = rgb(241 / 255, 245 / 255, 249 / 255);
const RULE = rgb(203 / 255, 213 / 255, 225 / 255);
const MARGIN = 42;
const PAD = 5;
const MAX_SPARE = 48;

type Fonts = { regular: PDFFont; bold: PDFFont };
type Run = { text: string; raised: boolean };

const runs = (text: string): Run[] =>
  text.split(/(\^\d+)/).flatMap((part) => (part ? [{ text: part.replace(/^\^/, ""), raised: part.startsWith("^") }] : []));

function richWidth(text: string, font: PDFFont, size: number): number {
  return runs(text).reduce((sum, run) => sum + font.widthOfTextAtSize(pdfText(run.text, font), run.raised ? size * 0.7 : size), 0);
}

function drawRich(page: PDFPage, text: string, at: { x: number; y: number }, font: PDFFont, size: number, color = INK) {
  let x = at.x;
  for (const run of runs(text)) {
    const runSize = run.raised ? size * 0.7 : size;
    const safe = pdfText(run.text, font);
    page.drawText(safe, { x, y: run.raised ? at.y + size * 0.38 : at.y, size: runSize, font, color });
    x += font.widthOfTextAtSize(safe, runSize);
  }
}

/** The first column (names) reads left to right; numbers line up on the right. */
export function tableLines(table: Table, fonts: Fonts, maxWidth: number): { header: Line; rows: Line[] } {
  const base = 8;
  const natural = table.columns.map(
    (column, i) =>
      Math.max(
        richWidth(column.label, fonts.bold, base),
        richWidth(column.unit, fonts.regular, base),
        ...table.rows.map((row) => fonts.regular.widthOfTextAtSize(pdfText(row[i] ?? "", fonts.regular), base)),
      ) +
      2 * PAD,
  );
  const total = natural.reduce((a, b) => a + b, 0);
  const width = maxWidth;
  const size = total > width ? (base * width) / total : base;
  // Spare width widens each column by at most MAX_SPARE: a few columns of numbers stay near their labels.
  const spare = Math.min(MAX_SPARE, (width - total) / natural.length);
  const widths = natural.map((w) => (total > width ? (w * width) / total : w + spare));
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const place = (i: number, textWidth: number) => (i === 0 ? lefts[i]! + PAD : lefts[i]! + widths[i]! - PAD - textWidth);
  const rowHeight = size + 6;

  const header: Line = {
    height: 2 * (size + 3) + 6,
    draw: (page, top) => {
      table.columns.forEach((column, i) => {
        drawRich(page, column.label, { x: place(i, richWidth(column.label, fonts.bold, size)), y: top }, fonts.bold, size, NAVY);
        drawRich(
          page,
          column.unit,
          { x: place(i, richWidth(column.unit, fonts.regular, size)), y: top - size - 3 },
          fonts.regular,
          size,
          MUTED,
        );
      });
      const ruleY = top - 2 * (size + 3) + 4;
      page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: MARGIN + tableWidth, y: ruleY }, thickness: 0.75, color: RULE });
    },
  };
  const rows = table.rows.map((row, r): Line => ({
    height: rowHeight,
    draw: (page, top) => {
      if (r % 2 === 0) page.drawRectangle({ x: MARGIN, y: top - 3.5, width: tableWidth, height: rowHeight, color: ZEBRA });
      row.forEach((value, i) => {
        const font = i === 0 ? fonts.bold : fonts.regular;
        const safe = pdfText(value, font);
        page.drawText(safe, { x: place(i, font.widthOfTextAtSize(safe, size)), y: top, size, font, color: INK });
      });
    },
  }));
  return { header, rows };
}
