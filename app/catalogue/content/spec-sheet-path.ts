// Where a product's PDF spec sheet is served (docs/decisions/0052-pdf-spec-sheets.md). Its own
// module: only the pages that link a sheet load it.
export const specSheetPath = (slug: string, paper: "a4" | "letter", units: "metric" | "imperial") =>
  `/products/${slug}/spec-sheet.pdf?paper=${paper}&units=${units}`;
