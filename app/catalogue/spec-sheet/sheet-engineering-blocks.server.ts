// The spec sheet's engineering as layout blocks (sheet-layout.server.ts): the sections'
// properties, their strand patterns, a load–span table per section (its name over it, the marks'
// legend under it) and the design basis, closing in bold with "for preliminary design, not for
// construction". A table that continues on the next page repeats its title, "(continued)" after
// it, and its header there; the strand patterns break only between sections, so a section's name
// stays over its patterns.
import { rgb, type PDFFont } from "pdf-lib";
import { pdfText } from "./pdf-text.server";
import type { SheetEngineering, SheetTable } from "./sheet-engineering.server";
import type { EngineeringText } from "./sheet-engineering-text";
import type { Block, Line } from "./sheet-layout.server";
import { tableLines } from "./sheet-table.server";

const NAVY = rgb(15 / 255, 42 / 255, 68 / 255);
const MUTED = rgb(71 / 255, 85 / 255, 105 / 255);
const MARGIN = 42;

/** What the page's own layout lends: its heading, paragraph and list item, in its fonts and width. */
export type Typesetting = {
  fonts: { regular: PDFFont; bold: PDFFont };
  contentWidth: number;
  headingLines: (title: string) => Line[];
  paragraph: (value: string, size: number, font?: PDFFont, color?: typeof MUTED) => Line[];
  item: (value: string, font?: PDFFont) => Line;
};

const space = (height: number): Line => ({ height, draw: () => {} });

/** One line per section: a row whose first cell is empty (the section's next pattern) joins the row before. */
function bySection(rows: readonly Line[], cells: SheetTable["rows"]): Line[] {
  const groups: Line[][] = [];
  rows.forEach((row, i) => (i > 0 && cells[i]![0]!.text === "" ? groups.at(-1)!.push(row) : groups.push([row])));
  return groups.map((group) => ({
    height: group.reduce((sum, row) => sum + row.height, 0),
    draw: (page, top) => {
      let at = top;
      for (const row of group) {
        row.draw(page, at);
        at -= row.height;
      }
    },
  }));
}

export function engineeringBlocks(engineering: SheetEngineering, words: EngineeringText, set: Typesetting): Block[] {
  const { fonts, contentWidth, headingLines, paragraph, item } = set;
  const continued = (title: string) => words.continued.replace("{title}", title);
  const table = (title: string, lines: ReturnType<typeof tableLines>, body = lines.rows, keep = 2): Block => ({
    head: [...headingLines(title), lines.header],
    body,
    repeat: [...headingLines(continued(title)), lines.header],
    keep,
    gap: 14,
  });
  const subheading = (title: string): Line => ({
    height: 15,
    draw: (page, top) => page.drawText(pdfText(title, fonts.bold), { x: MARGIN, y: top, size: 10, font: fonts.bold, color: NAVY }),
  });

  const patterns = tableLines(engineering.patterns, fonts, contentWidth);
  const sections = bySection(patterns.rows, engineering.patterns.rows);
  const blocks: Block[] = [
    table(words.headings.sections, tableLines(engineering.properties, fonts, contentWidth)),
    // Where a section has several patterns, its rows are enough to stand on a page.
    table(words.headings.patterns, patterns, sections, sections.length < patterns.rows.length ? 1 : 2),
  ];
  engineering.loadTables.forEach(({ title, table: loadSpan }, i) => {
    const lines = tableLines(loadSpan, fonts, contentWidth);
    const intro =
      i === 0 && engineering.intro
        ? [...headingLines(words.headings.loadSpan), ...paragraph(engineering.intro, 8.5, fonts.regular, MUTED), space(8)]
        : [];
    const legend = paragraph(engineering.legend.join(" "), 7.5, fonts.regular, MUTED);
    blocks.push({
      head: [...intro, subheading(title), lines.header],
      // The legend goes with the table's last rows, never alone on a page.
      body: [...lines.rows.slice(0, -1), { height: lines.rows.at(-1)!.height + 4, draw: lines.rows.at(-1)!.draw }, ...legend],
      repeat: [subheading(continued(title)), lines.header],
      keep: 2 + legend.length,
      gap: 14,
    });
  });
  blocks.push({
    head: headingLines(words.headings.designBasis),
    body: [...engineering.basis.map((line) => item(line)), item(engineering.preliminary, fonts.bold)],
    keep: 2,
    gap: 10,
  });
  return blocks;
}
