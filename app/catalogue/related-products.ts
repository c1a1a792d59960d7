// Related Products on a product page (rules §2): up to 6 others, never the product itself.
// The closest come first: most categories and applications in common, then catalogue order.
import { products, type Product } from "./content/products";
import { RELATED_PRODUCTS_MAX } from "../lib/constants";

const shared = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x)).length;

export function relatedProducts(current: Product, max = RELATED_PRODUCTS_MAX): Product[] {
  return products
    .filter((p) => p.slug !== current.slug)
    .map((p, index) => ({
      p,
      index,
      score: shared(p.categories, current.categories) + shared(p.applications, current.applications),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .map(({ p }) => p);
}
