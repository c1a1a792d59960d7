// Text the PDF's standard fonts can set. Helvetica in a PDF reads the Windows-1252 character set:
// en dashes, ×, ², ¾ and accented letters are in it; primes, ≤ and a few others are not, and get
// their plain equivalents. Anything else unknown becomes "?" rather than failing the sheet.
import type { PDFFont } from "pdf-lib";

const PLAIN: Record<string, string> = {
  "\u2032": "'", // prime
  "\u2033": '"', // double prime
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2212": "-", // minus sign
  "\u2009": " ", // thin space
  "\u00a0": " ",
  "\u2011": "-",
  "\u2192": "->",
};

const settable = new WeakMap<PDFFont, Map<string, boolean>>();

function canSet(font: PDFFont, char: string): boolean {
  let known = settable.get(font);
  if (!known) settable.set(font, (known = new Map()));
  let ok = known.get(char);
  if (ok === undefined) {
    try {
      font.encodeText(char);
      ok = true;
    } catch {
      ok = false;
    }
    known.set(char, ok);
  }
  return ok;
}

export function pdfText(text: string, font: PDFFont): string {
  return [...text].map((char) => PLAIN[char] ?? (canSet(font, char) ? char : "?")).join("");
}
