// The product catalogue: one typed source for pages, /api/catalogue, search, the sitemap and
// JSON-LD. This is the light part every page may need (names, links, filters, search words);
// each product's description and specifications are in product-summaries.ts, read by loaders.
// The list in other languages is in localized-products.ts, kept apart from this first-load module.

import type { Quantity } from "../../lib/units";
import type { Application, Category } from "./catalogue-filters";

export type Product = {
  title: string;
  /** Path segment under /products/ and the key for learn pages (docs/decisions/0001-product-resolutions.md: by slug, never title). */
  slug: string;
  categories: readonly Category[];
  applications: readonly Application[];
  /** The words a buyer may search for, ", " between them (each language has its own, as many as it needs). */
  keywords: string;
  /**
   * The spans the product covers, as published (a bridge plank spans its length; a pile spans
   * nothing): within the spans its load tables reach, each end rounded inwards to five feet
   * (rules §2 "Product detail pages"; tests/integration/pages/product-claims.test.ts checks it).
   * The product's "Span Capability" row and "find by span" both read this.
   */
  span?: Quantity & { unit: "ft" };
};

export const products: readonly Product[] = [
  {
    title: "Prestressed Piles",
    slug: "prestressed-piles",
    categories: ["prestressed"],
    applications: ["marine", "bridge", "commercial", "industrial"],
    keywords: "piles, foundation, pile driving, marine, square pile, bearing",
  },
  {
    title: "Double T Slabs",
    slug: "double-t-slabs",
    categories: ["prestressed", "slabs"],
    applications: ["commercial", "industrial", "residential"],
    keywords: "double tee, double t, floor, roof, parking, long span",
    span: { from: 30, to: 60, unit: "ft" },
  },
  {
    title: "Box Beams",
    slug: "box-beams",
    categories: ["prestressed", "beams"],
    applications: ["bridge", "commercial", "industrial"],
    keywords: "box beam, bridge beam, girder, hollow beam, torsion",
    span: { from: 30, to: 95, unit: "ft" },
  },
  {
    title: "I-Beams",
    slug: "l-beams",
    categories: ["prestressed", "beams"],
    applications: ["marine", "bridge", "commercial"],
    keywords: "i-beam, l-beam, ledger beam, girder, tee beam, spandrel",
    span: { from: 20, to: 50, unit: "ft" },
  },
  {
    title: "Hollow Core",
    slug: "hollow-core",
    categories: ["prestressed"],
    applications: ["commercial", "residential", "industrial"],
    keywords: "hollow core, hollowcore, plank, floor slab, voided slab, fire rated",
    span: { from: 10, to: 45, unit: "ft" },
  },
  {
    title: "Flat Slab",
    slug: "flat-slab",
    categories: ["prestressed", "slabs"],
    applications: ["commercial", "residential", "industrial"],
    keywords: "flat slab, solid slab, floor, plank, thin slab",
    span: { from: 10, to: 30, unit: "ft" },
  },
  {
    title: "Inverted Beams",
    slug: "inverted-beams",
    categories: ["prestressed", "beams"],
    applications: ["commercial", "industrial"],
    keywords: "inverted beam, inverted tee, ledger, ledge, parking structure",
    span: { from: 15, to: 55, unit: "ft" },
  },
  {
    title: "Concrete Bridge Planks",
    slug: "concrete-bridge-planks",
    categories: ["prestressed", "planks"],
    applications: ["bridge"],
    keywords: "bridge plank, deck plank, bridge deck, short span bridge, HL-93",
    span: { from: 15, to: 45, unit: "ft" },
  },
];

/** A product's published span range as a content quantity mark, "{20 to 50 ft}" (its specification row). */
export function spanMark(slug: string): string {
  const span = products.find((product) => product.slug === slug)?.span;
  if (!span) throw new Error(`No span for product ${slug}`);
  return `{${span.from} to ${span.to ?? span.from} ft}`;
}

/** A product's search words, one by one. */
export const keywordList = (product: Pick<Product, "keywords">): string[] => product.keywords.split(", ");

export const productPath = (product: Pick<Product, "slug">) => `/products/${product.slug}`;

/** rules §3 "image": the product's cross-section drawing (public/images/products/, 4:3). */
export const productImage = (product: Pick<Product, "slug">) => `/images/products/${product.slug}.svg`;
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** Products with an explainer page (rules §2: every one but the bridge planks). */
export const LEARN_SLUGS: readonly string[] = products.map((p) => p.slug).filter((slug) => slug !== "concrete-bridge-planks");

/** docs/decisions/0001-product-resolutions.md: Learn resolves by slug; a product without an explainer goes to its own page. */
export function learnPath(product: Pick<Product, "slug">): string {
  return LEARN_SLUGS.includes(product.slug) ? `/products/learn/${product.slug}` : productPath(product);
}

/** rules §9: the SKU code is PR when the first category is prestressed, else BM, SL or PL, otherwise PC. */
export function skuCode(categories: readonly string[]): string {
  const codes: Record<string, string> = { prestressed: "PR", beams: "BM", slabs: "SL", planks: "PL" };
  return codes[categories[0] ?? ""] ?? "PC";
}

/** rules §9: MM-{code}-{3-digit position starting at 001}. */
export function productSku(product: Pick<Product, "slug" | "categories">): string {
  // By slug: another language's entries (localized-products.ts) are other objects for the same products.
  const position = products.findIndex((p) => p.slug === product.slug) + 1;
  return `MM-${skuCode(product.categories)}-${String(position).padStart(3, "0")}`;
}
