// The product a request is about (rules §2 "Product detail pages"; docs/decisions/0104-a-phone-layout-checked-by-rule.md):
// Request a Quote on a product's page, and the quote buttons of its explainer, open the request
// form with the product as a quote item, with or without JavaScript. The form's own address
// names it (/contact?product=<slug>&from=<page>): the dialog posts there, a page without
// JavaScript links there, and the action adds the product to the items the request carries.
import { LIMITS } from "../lib/constants";
import { unprefixed } from "../lib/locale";
import type { QuoteItem } from "../lib/stored-shapes";

/** A product as its page names it: its slug, and its title in the page's language. */
export type QuotedProduct = { slug: string; title: string };

/**
 * A project as its case study names it (Request a Similar Solution): its id, and its title in the
 * page's language. The form's address names it (/contact?project=<id>&from=<page>) and the request
 * records it, with and without JavaScript, as it does a product.
 */
export type SimilarProject = { id: string; title: string };

/** The product as a quote item, as Add to Quote makes it: its page, without a language prefix, is its id. */
const quotedItem = (product: QuotedProduct): QuoteItem => ({ id: `/products/${product.slug}`, name: product.title, category: "products" });

/**
 * The items and the product, unless one of them is it already (with the visitor's quantity and
 * note) or the list is full (a request carries at most LIMITS.quoteItems).
 */
export function withQuotedProduct(items: readonly QuoteItem[], product: QuotedProduct | null | undefined): QuoteItem[] {
  if (!product || items.length >= LIMITS.quoteItems) return [...items];
  const item = quotedItem(product);
  // Compared without a language prefix, as the list keeps items (keptItem in quote-item.ts).
  return items.some((kept) => unprefixed(kept.id) === item.id) ? [...items] : [...items, item];
}

/**
 * The request form about `product` (or a solution like `project`), asked for from the page at
 * `from` (a path of this site, in its language).
 */
export function contactPath(product: QuotedProduct | null | undefined, from?: string | null, project?: SimilarProject | null): string {
  if (!product && !project) return "/contact";
  const query = new URLSearchParams(product ? { product: product.slug } : { project: project!.id });
  if (from) query.set("from", from);
  return `/contact?${query}`;
}
