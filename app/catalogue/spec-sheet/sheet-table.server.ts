// A table of a spec sheet as layout lines (sheet-layout.server.ts): a header of labels and units,
// under labels that group columns ("Untopped", "Topped, 50 mm") where the table has them, then one
// line per row, zebra-striped. A cell may hold several lines and a small line under them (a load's
// camber). Columns are as wide as their widest text, some spare width shared out; a table too wide
// for the page is set smaller. Units may carry "^" superscripts ("10^6 mm^4"): the standard fonts
// have no ⁴ or ⁶, so they are set small and raised.
import { rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { pdfText } from "./pdf-text.server";
import type { SheetTable } from "./sheet-engineering.server";
import type { Line } from "./sheet-layout.server";

const INK = rgb(30 / 255, 41 / 255, 59 / 255);
const MUTED = rgb(71 / 255, 85 / 255, 105 / 255);
const NAVY = rgb(15 / 255, 42 / 255, 68 / 255);
const ZEBRA = rgb(241 / 255, 245 / 255, 249 / 255);
const RULE = rgb(203 / 255, 213 / 255, 225 / 255);
const MARGIN = 42;
const PAD = 5;
const MAX_SPARE = 48;
/** The small line under a cell, as a share of the table's type size. */
const SUB = 0.8;

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

const linesOf = (text: string) => text.split("\n");
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The first column (names, spans) is bold; a column reads left to right where it says so, else numbers line up on the right. */
export function tableLines(table: SheetTable, fonts: Fonts, maxWidth: number): { header: Line; rows: Line[] } {
  const base = 8;
  const fontOf = (column: number) => (column === 0 ? fonts.bold : fonts.regular);
  const textWidth = (text: string, font: PDFFont, size: number) => font.widthOfTextAtSize(pdfText(text, font), size);
  const natural = table.columns.map(
    (column, i) =>
      Math.max(
        richWidth(column.label, fonts.bold, base),
        richWidth(column.unit, fonts.regular, base),
        ...table.rows.flatMap((row) => [
          ...linesOf(row[i]?.text ?? "").map((line) => textWidth(line, fontOf(i), base)),
          textWidth(row[i]?.sub ?? "", fonts.regular, base * SUB),
        ]),
      ) +
      2 * PAD,
  );
  // A group's label needs the width of its columns: widen them evenly where it does not fit.
  for (const group of table.groups ?? []) {
    const own = natural.slice(group.from, group.from + group.count);
    const short = richWidth(group.label, fonts.bold, base) + 2 * PAD - sum(own);
    if (short > 0) for (let i = group.from; i < group.from + group.count; i++) natural[i]! += short / group.count;
  }
  const total = sum(natural);
  const size = total > maxWidth ? (base * maxWidth) / total : base;
  const subSize = size * SUB;
  // Spare width widens each column by at most MAX_SPARE: a few columns of numbers stay near their labels.
  const spare = Math.min(MAX_SPARE, (maxWidth - total) / natural.length);
  const widths = natural.map((w) => (total > maxWidth ? (w * maxWidth) / total : w + spare));
  const tableWidth = sum(widths);
  const lefts = widths.map((_, i) => MARGIN + sum(widths.slice(0, i)));
  const place = (i: number, width: number) =>
    i === 0 || table.columns[i]!.align === "left" ? lefts[i]! + PAD : lefts[i]! + widths[i]! - PAD - width;
  const lineStep = size + 2;
  const groupHeight = table.groups?.length ? size + 6 : 0;

  const header: Line = {
    height: groupHeight + 2 * (size + 3) + 6,
    draw: (page, top) => {
      for (const group of table.groups ?? []) {
        const from = lefts[group.from]!;
        const width = sum(widths.slice(group.from, group.from + group.count));
        const label = richWidth(group.label, fonts.bold, size);
        drawRich(page, group.label, { x: from + (width - label) / 2, y: top }, fonts.bold, size, NAVY);
        page.drawLine({
          start: { x: from + PAD, y: top - 3.5 },
          end: { x: from + width - PAD, y: top - 3.5 },
          thickness: 0.5,
          color: RULE,
        });
      }
      const labelTop = top - groupHeight;
      table.columns.forEach((column, i) => {
        drawRich(page, column.label, { x: place(i, richWidth(column.label, fonts.bold, size)), y: labelTop }, fonts.bold, size, NAVY);
        const unitWidth = richWidth(column.unit, fonts.regular, size);
        drawRich(page, column.unit, { x: place(i, unitWidth), y: labelTop - size - 3 }, fonts.regular, size, MUTED);
      });
      const ruleY = labelTop - 2 * (size + 3) + 4;
      page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: MARGIN + tableWidth, y: ruleY }, thickness: 0.75, color: RULE });
    },
  };
  const rows = table.rows.map((row, r): Line => {
    const count = Math.max(...row.map((cell) => linesOf(cell.text).length));
    const withSub = row.some((cell) => cell.sub);
    const height = (count - 1) * lineStep + (withSub ? subSize + 1.5 : 0) + size + 6;
    return {
      height,
      draw: (page, top) => {
        if (r % 2 === 0) page.drawRectangle({ x: MARGIN, y: top + size + 2.5 - height, width: tableWidth, height, color: ZEBRA });
        row.forEach((cell, i) => {
          const font = fontOf(i);
          const lines = linesOf(cell.text);
          lines.forEach((line, n) => {
            const safe = pdfText(line, font);
            page.drawText(safe, { x: place(i, font.widthOfTextAtSize(safe, size)), y: top - n * lineStep, size, font, color: INK });
          });
          if (cell.sub) {
            const safe = pdfText(cell.sub, fonts.regular);
            const y = top - (lines.length - 1) * lineStep - subSize - 1.5;
            page.drawText(safe, {
              x: place(i, fonts.regular.widthOfTextAtSize(safe, subSize)),
              y,
              size: subSize,
              font: fonts.regular,
              color: MUTED,
            });
          }
        });
      },
    };
  });
  return { header, rows };
}
