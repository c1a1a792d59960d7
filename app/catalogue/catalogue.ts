// The catalogue JSON served by GET /api/catalogue (rules §3 product catalogue entry).
import { productImage, productPath, products, productSku } from "./content/products";
import { productSummary } from "./content/product-summaries";

export function buildCatalogue() {
  return {
    products: products.map((product) => ({
      title: product.title,
      slug: product.slug,
      link: productPath(product),
      image: productImage(product),
      sku: productSku(product),
      categories: product.categories,
      applications: product.applications,
      keywords: product.keywords,
      ...productSummary(product.slug),
    })),
  };
}
