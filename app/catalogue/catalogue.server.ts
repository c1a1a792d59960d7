// The catalogue JSON served by GET /api/catalogue (rules §3 product catalogue entry, rules §13 sections).
import { keywordList, productImage, productPath, products, productSku } from "./content/products";
import { productSummary } from "./content/product-summaries";
import { plainText } from "../lib/units";
import { ENGINEERING_BASIS, productSections } from "./engineering/summary";

export function buildCatalogue() {
  return {
    // What the sections' numbers mean: code, factors, limits, what the load includes, units.
    engineering: ENGINEERING_BASIS,
    products: products.map((product) => ({
      title: product.title,
      slug: product.slug,
      link: productPath(product),
      image: productImage(product),
      sku: productSku(product),
      categories: product.categories,
      applications: product.applications,
      keywords: keywordList(product),
      ...catalogueText(product.slug),
      // Typical sections, each pattern with its computed tables (piles: allowable axial load), in SI.
      sections: productSections(product.slug),
    })),
  };
}

/** Quantities as published (imperial) in `value`, with the metric conversion beside them. */
function catalogueText(slug: string) {
  const { description, specifications } = productSummary(slug);
  return {
    description: plainText(description, "imperial"),
    specifications: specifications.map(({ label, value }) => ({
      label,
      value: plainText(value, "imperial"),
      metric: plainText(value, "metric"),
    })),
  };
}
