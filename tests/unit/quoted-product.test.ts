// Request a Quote carries its product (app/contact/quoted-product.ts): the address that names it,
// and the items a request then carries. What the contact page reads from that address is server
// code: tests/integration/quoted-product.test.ts.
import { describe, expect, it } from "vitest";
import { contactPath, withQuotedProduct } from "../../app/contact/quoted-product";
import { LIMITS } from "../../app/lib/constants";
import { localePath } from "../../app/lib/locale";

const boxBeams = { slug: "box-beams", title: "Box Beams" };
const hollowCore = { id: "/products/hollow-core", name: "Hollow Core", category: "products" };

describe("contactPath", () => {
  it("is the plain form without a product, and names the product and the page with one", () => {
    expect(contactPath(null, "/products/box-beams")).toBe("/contact");
    expect(contactPath(boxBeams, "/products/box-beams")).toBe("/contact?product=box-beams&from=%2Fproducts%2Fbox-beams");
    expect(contactPath(boxBeams)).toBe("/contact?product=box-beams");
  });

  it("takes the page's language like any path of the site", () => {
    expect(localePath("es", contactPath(boxBeams, "/es/products/box-beams"))).toBe(
      "/es/contact?product=box-beams&from=%2Fes%2Fproducts%2Fbox-beams",
    );
  });
});

describe("withQuotedProduct", () => {
  it("adds the product after the list, as Add to Quote would make it", () => {
    expect(withQuotedProduct([hollowCore], boxBeams)).toEqual([
      hollowCore,
      { id: "/products/box-beams", name: "Box Beams", category: "products" },
    ]);
    expect(withQuotedProduct([], boxBeams)).toHaveLength(1);
    expect(withQuotedProduct([hollowCore], null)).toEqual([hollowCore]);
  });

  it("keeps the visitor's own item for a product already listed, whichever language it was added in", () => {
    const noted = { id: "/products/box-beams", name: "Box Beams", category: "products", quantity: 6, note: "90 ft" };
    expect(withQuotedProduct([noted], boxBeams)).toEqual([noted]);
    const spanish = { id: "/es/products/box-beams", name: "Vigas cajón", category: "products" };
    expect(withQuotedProduct([spanish], boxBeams)).toEqual([spanish]);
  });

  it("never makes a list longer than a request may carry", () => {
    const full = Array.from({ length: LIMITS.quoteItems }, (_, i) => ({ id: `page-${i}`, name: `Page ${i}`, category: "General" }));
    expect(withQuotedProduct(full, boxBeams)).toEqual(full);
  });
});
