// The staff notification links a quote item only to a product of the catalogue (rules §3 "Quote
// item"): an id the visitor made up never becomes a link, on our origin or anyone else's.
import { describe, expect, it } from "vitest";
import { contactRows, outbox, postJson, validContact } from "./helpers";

describe("quote items in the staff notification", () => {
  it("links catalogue products and shows every other item as text, never as a link", async () => {
    const quoteItems = [
      { id: "/products/hollow-core", name: "Hollow Core", category: "products" },
      { id: "/es/products/flat-slab", name: "Losa plana", category: "products" },
      { id: "//evil.example/steal", name: "Steal", category: "products" },
      { id: "/\\evil2.example/x", name: "Steal again", category: "products" },
      { id: "/products/not-a-product", name: "Made up", category: "products" },
      { id: "https://evil3.example/", name: "Absolute", category: "services" },
      { id: "/services/engineering-consultation", name: "Engineering Consultation", category: "services" },
    ];
    expect((await postJson("/api/contact", { ...validContact, quoteItems })).status).toBe(201);
    const [row] = await contactRows();
    const [staff] = await outbox(row!.reference as string);
    const lines = staff!.body.slice(staff!.body.indexOf("Quote items (7):")).split("\n").slice(1, 8);
    expect(lines).toEqual([
      "- Hollow Core [products]: https://mm.test/products/hollow-core",
      "- Losa plana [products]: https://mm.test/products/flat-slab",
      "- Steal [products]",
      "- Steal again [products]",
      "- Made up [products]",
      "- Absolute [services]",
      "- Engineering Consultation [services]",
    ]);
    expect(staff!.body).not.toMatch(/evil\d?\.example/);
  });
});
