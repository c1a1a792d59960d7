// How a spec sheet breaks into pages: the content is a list of blocks (a heading with its list, a
// table), each made of lines of known height. A block that fits stays whole; one that does not
// moves to the next page, unless this page's text has not yet reached its middle (or the block is
// taller than a page): then it breaks between lines, never leaving fewer than `keep` lines on either
// side (2 for a list: no page holds a lone item), and a table repeats its header on the next page.
// So no page but the last is under half full, save where not even `keep` lines fit beside the head.
import type { PDFPage } from "pdf-lib";

export type Line = { height: number; draw: (page: PDFPage, top: number) => void };

export type Block = {
  /** Drawn at the block's start: a heading, a table's header. */
  head: Line[];
  body: Line[];
  /** Drawn at the top of each page the block continues on: a table's header. */
  repeat?: Line[];
  /** The fewest body lines on either side of a break. */
  keep?: number;
  /** Space after the block. */
  gap?: number;
};

export type Frame = { top: number; bottom: number; addPage: () => PDFPage };

const heightOf = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.height, 0);

/** Lays the blocks out from `y` on `page` on; returns where the content ended. */
export function layOut(blocks: readonly Block[], start: { page: PDFPage; y: number }, frame: Frame): { page: PDFPage; y: number } {
  let { page, y } = start;
  const full = frame.top - frame.bottom;
  // The top of the last line drawn on this page: its text reaches at least that far down (a line's
  // height and the gap after it are blank, so `y` alone would count a page fuller than it reads).
  let reached = start.y;
  const place = (lines: readonly Line[]) => {
    for (const line of lines) {
      line.draw(page, y);
      reached = y;
      y -= line.height;
    }
  };
  const nextPage = () => {
    page = frame.addPage();
    y = reached = frame.top;
  };
  for (const block of blocks) {
    const keep = block.keep ?? 1;
    let body = block.body;
    let first = true;
    for (;;) {
      const head = first ? block.head : (block.repeat ?? []);
      const left = y - frame.bottom;
      if (heightOf(head) + heightOf(body) <= left) {
        place(head);
        place(body);
        break;
      }
      // How many body lines fit under the head here, leaving at least `keep` for the next page.
      let fits = 0;
      for (let used = heightOf(head); fits < body.length && used + body[fits]!.height <= left; fits++) used += body[fits]!.height;
      fits = Math.min(fits, body.length - keep);
      const freshPage = y >= frame.top;
      const split = reached > frame.top - full / 2 || heightOf(head) + heightOf(body) > full;
      if ((split && fits >= keep) || (freshPage && fits >= 1)) {
        place(head);
        place(body.slice(0, fits));
        body = body.slice(fits);
        first = false;
        nextPage();
        continue;
      }
      if (freshPage) {
        // Not even one line fits a fresh page: draw it anyway rather than loop.
        place(head);
        place(body);
        break;
      }
      nextPage();
    }
    y -= block.gap ?? 0;
  }
  return { page, y };
}
