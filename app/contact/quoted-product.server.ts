// What the contact page's address says a request is about (app/contact/quoted-product.ts): the
// product, titled in the page's language from the catalogue, and the page that asked for it.
import { LIMITS } from "../lib/constants";
import { localeOf } from "../lib/locale";
import type { QuotedProduct } from "./quoted-product";
import { products } from "../catalogue/content/products";
import { products as productsEs } from "../catalogue/content/products.es";

/** A path of this site, as a request's `page` may be (requests.server.ts keeps only those). */
const SITE_PATH = /^\/(?!\/)[\w\-./]*$/;

/** The product and page `/contact?product=<slug>&from=<path>` names; anything else is none. */
export function quoteContext(url: URL): { product: QuotedProduct | null; from: string | null } {
  const slug = url.searchParams.get("product");
  const found = slug ? (localeOf(url.pathname) === "es" ? productsEs : products).find((product) => product.slug === slug) : undefined;
  const from = url.searchParams.get("from");
  return {
    product: found ? { slug: found.slug, title: found.title } : null,
    from: from && from.length <= LIMITS.pathname && SITE_PATH.test(from) ? from : null,
  };
}
