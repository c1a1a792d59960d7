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

/** Rev. B: sections, load–span tables, design basis and document control added. */
const REV_B = { revision: "B", date: "2026-11-28" } as const;

export const SHEET_DOCUMENTS: Readonly<Record<string, SheetDocument>> = {
  "prestressed-piles": { number: "MM-SS-01", ...REV_B },
  "double-t-slabs": { number: "MM-SS-02", ...REV_B },
  "box-beams": { number: "MM-SS-03", ...REV_B },
  "l-beams": { number: "MM-SS-04", ...REV_B },
  "hollow-core": { number: "MM-SS-05", ...REV_B },
  "flat-slab": { number: "MM-SS-06", ...REV_B },
  "inverted-beams": { number: "MM-SS-07", ...REV_B },
  "concrete-bridge-planks": { number: "MM-SS-08", ...REV_B },
};

/** The document control line of every page: "MM-SS-05 · Rev. B · 2026-11-28". */
export const documentLine = (doc: SheetDocument) => `${doc.number} · Rev. ${doc.revision} · ${doc.date}`;
