// What the contact page's address says a request is about (app/contact/quoted-product.ts): the
// product, titled in the page's language from the catalogue, and the page that asked for it; and
// which quote items name a product of the catalogue.
import { LIMITS } from "../lib/constants";
import { localeOf, localePath, type Locale } from "../lib/locale";
import type { QuotedProduct } from "../contact/quoted-product";
import { productPath, products } from "./content/products";
import { productsIn } from "./content/localized-products";

/** A path of this site, as a request's `page` may be (requests.server.ts keeps only those). */
const SITE_PATH = /^\/(?!\/)[\w\-./]*$/;

/** The product and page `/contact?product=<slug>&from=<path>` names; anything else is none. */
export function quoteContext(url: URL): { product: QuotedProduct | null; from: string | null } {
  const slug = url.searchParams.get("product");
  const found = slug ? productsIn(localeOf(url.pathname)).find((product) => product.slug === slug) : undefined;
  const from = url.searchParams.get("from");
  return {
    product: found ? { slug: found.slug, title: found.title } : null,
    from: from && from.length <= LIMITS.pathname && SITE_PATH.test(from) ? from : null,
  };
}

/** The English page of each catalogue product, by the ids a quote item may carry ("/products/x", "/es/products/x"). */
const PRODUCT_PAGES = new Map(
  products.flatMap((product) => [productPath(product), localePath("es", productPath(product))].map((id) => [id, productPath(product)])),
);

/** The catalogue product page a quote item's id names, or null: an id is the visitor's to write. */
export const catalogueProductPage = (id: string): string | null => PRODUCT_PAGES.get(id) ?? null;

/** Our name, in `locale`, of the catalogue product a quote item's id names, or null: the acknowledgment lists only those. */
export function catalogueName(id: string, locale: Locale): string | null {
  const page = PRODUCT_PAGES.get(id);
  return page ? (productsIn(locale).find((product) => productPath(product) === page)?.title ?? null) : null;
}
