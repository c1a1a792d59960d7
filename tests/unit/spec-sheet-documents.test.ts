// Spec sheets as controlled documents (docs/decisions/0080-spec-sheet-document-numbers.md): every
// product's sheet has its own number and a dated revision (the address: tests/unit/plant-address.test.tsx).
import { describe, expect, it } from "vitest";
import { products } from "../../app/catalogue/content/products";
import { documentLine, SHEET_DOCUMENTS } from "../../app/catalogue/spec-sheet/sheet-documents";

describe("spec sheet documents", () => {
  it("numbers every product's sheet once, with a revision letter and a real date", () => {
    const numbers = products.map((product) => SHEET_DOCUMENTS[product.slug]?.number);
    expect(numbers.every((number) => /^MM-SS-\d{2}$/.test(number ?? ""))).toBe(true);
    expect(new Set(numbers).size).toBe(products.length);
    for (const doc of Object.values(SHEET_DOCUMENTS)) {
      expect(doc.revision).toMatch(/^[A-Z]$/);
      expect(new Date(`${doc.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(doc.date);
    }
    expect(documentLine(SHEET_DOCUMENTS["hollow-core"]!)).toBe("MM-SS-05 · Rev. C · 2026-12-02");
  });
});
