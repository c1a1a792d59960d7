// Request a Quote carries its product (app/contact/quoted-product.ts): what the contact page reads
// from its address (the product, titled in the page's language, and the page it came from), and the
// /contact action adding that product to what the request carries, as a form without JavaScript and
// the page's script post it. The whole path in a browser is tests/e2e/product-quote.spec.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { quoteContext } from "../../app/catalogue/quoted-product.server";
import { contactAction } from "../../app/routes/contact/contact.server";
import { LIMITS } from "../../app/lib/constants";
import { newClientIp, ORIGIN, validContact } from "./helpers";

const boxBeams = { slug: "box-beams", title: "Box Beams" };

describe("quoteContext (the contact page's address)", () => {
  const at = (address: string) => quoteContext(new URL(address, "https://www.mm-precast.example"));

  it("names the product in the page's language, and the page it came from", () => {
    expect(at("/contact?product=flat-slab&from=%2Fproducts%2Fflat-slab")).toEqual({
      product: { slug: "flat-slab", title: "Flat Slab" },
      from: "/products/flat-slab",
    });
    expect(at("/es/contact?product=flat-slab&from=%2Fes%2Fproducts%2Flearn%2Fflat-slab")).toEqual({
      product: { slug: "flat-slab", title: "Losa maciza prefabricada" },
      from: "/es/products/learn/flat-slab",
    });
  });

  it("names nothing for a product we do not make or a page not of this site", () => {
    expect(at("/contact")).toEqual({ product: null, from: null });
    expect(at("/contact?product=constructor&from=https%3A%2F%2Fexample.com%2F")).toEqual({ product: null, from: null });
    expect(at("/contact?product=box-beams&from=%2F%2Fexample.com")).toEqual({ product: boxBeams, from: null });
    expect(at(`/contact?from=%2F${"a".repeat(LIMITS.pathname)}`).from).toBeNull();
  });
});

/** The /contact action, posted to `address` with the form's fields. */
async function post(address: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...validContact, country: "Belize", website: "", ...fields })) body.append(name, value);
  const answer = await contactAction(
    new Request(`${ORIGIN}${address}`, { method: "POST", body, headers: { "CF-Connecting-IP": newClientIp() } }),
  );
  const [row] = (
    await env.DB.prepare("SELECT quote_items, page, source, locale FROM contact_submissions ORDER BY id DESC LIMIT 1").all<{
      quote_items: string;
      page: string;
      source: string;
      locale: string;
    }>()
  ).results;
  return { status: answer.data.status, stored: row && { ...row, quote_items: JSON.parse(row.quote_items) as unknown } };
}

describe("POST /contact?product=<slug>", () => {
  it("without JavaScript: the product joins the request, which records the product page", async () => {
    const sent = await post("/contact?product=box-beams&from=%2Fproducts%2Fbox-beams", {
      source: "page",
      page: "/products/box-beams",
      quoteItems: "[]",
    });
    expect(sent).toEqual({
      status: "sent",
      stored: {
        quote_items: [{ id: "/products/box-beams", name: "Box Beams", category: "products" }],
        page: "/products/box-beams",
        source: "page",
        locale: "en",
      },
    });
  });

  it("from the dialog: after the list the page sent, once, the visitor's quantity kept", async () => {
    const list = [
      { id: "/products/hollow-core", name: "Losa alveolar", category: "products" },
      { id: "/products/flat-slab", name: "Losa maciza prefabricada", category: "products", quantity: 400 },
    ];
    const sent = await post("/es/contact?product=flat-slab&from=%2Fes%2Fproducts%2Fflat-slab", {
      source: "dialog",
      page: "/es/products/flat-slab",
      quoteItems: JSON.stringify(list),
      quoteFrom: "page",
    });
    expect(sent.stored).toEqual({ quote_items: list, page: "/es/products/flat-slab", source: "dialog", locale: "es" });
  });

  it("names the product in the request's language, and adds nothing for a product we do not make", async () => {
    expect(
      (await post("/es/contact?product=hollow-core", { source: "page", page: "/es/contact", quoteItems: "[]" })).stored?.quote_items,
    ).toEqual([{ id: "/products/hollow-core", name: "Losa alveolar", category: "products" }]);
    expect(
      (await post("/contact?product=constructor", { source: "page", page: "/contact", quoteItems: "[]" })).stored?.quote_items,
    ).toEqual([]);
  });
});
