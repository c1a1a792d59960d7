// Each spec sheet is a controlled document (docs/decisions/0080-spec-sheet-document-numbers.md): a
// fixed number per product, a revision letter and the revision's date, printed on every page. The
// date is the revision's, not the request's, so a sheet is the same bytes until it is revised.
// A revision: bump the letter and the date of the products whose sheet changed.

export type SheetDocument = {
  /** "MM-SS-05": never reused, never renumbered. */
  number: string;
  revision: string;
  /** ISO date of the revision, "2026-11-28". */
  date: string;
};

/** Rev. C: every strand pattern with its own load–span column, topped tables, camber and fire ratings. */
const REV_C = { revision: "C", date: "2026-12-02" } as const;

export const SHEET_DOCUMENTS: Readonly<Record<string, SheetDocument>> = {
  "prestressed-piles": { number: "MM-SS-01", ...REV_C },
  "double-t-slabs": { number: "MM-SS-02", ...REV_C },
  "box-beams": { number: "MM-SS-03", ...REV_C },
  "l-beams": { number: "MM-SS-04", ...REV_C },
  "hollow-core": { number: "MM-SS-05", ...REV_C },
  "flat-slab": { number: "MM-SS-06", ...REV_C },
  "inverted-beams": { number: "MM-SS-07", ...REV_C },
  "concrete-bridge-planks": { number: "MM-SS-08", ...REV_C },
};

/** The document control line of every page: "MM-SS-05 · Rev. C · 2026-12-02". */
export const documentLine = (doc: SheetDocument) => `${doc.number} · Rev. ${doc.revision} · ${doc.date}`;
