// Search metadata of the catalogue (issue 4), derived from the product content so a product's
// page, its catalogue JSON, its sitemap line and its JSON-LD never disagree.
import { LEARN_SLUGS, productPath, products } from "../products";
import type { PageEntry } from "./types";

const CATEGORY_PAGES = [
  ["prestressed", "Prestressed Concrete Products", "Prestressed piles, slabs, beams and bridge planks cast with tensioned high-strength strand for long spans, heavy loads and durable marine work."],
  ["beams", "Precast Concrete Beams", "Prestressed box beams, I- and L-beams and inverted tee beams for bridges, parking structures and commercial frames."],
  ["slabs", "Precast Concrete Slabs", "Double tee and flat slab floor and roof units in prestressed concrete: long spans, fast erection and fewer columns."],
  ["planks", "Concrete Bridge Planks", "Prestressed concrete bridge deck planks for short-span road bridges, designed for HL-93 loading and placed in a day."],
] as const;

export const cataloguePages: readonly PageEntry[] = [
  {
    path: "/products",
    title: "Precast Concrete Products | M&M",
    description: "Explore our complete range of high-quality precast concrete products.",
  },
  ...CATEGORY_PAGES.map(
    ([category, name, description]): PageEntry => ({ path: `/products/${category}`, title: `${name} | M&M`, description }),
  ),
  ...products.map(
    (product): PageEntry => ({
      path: productPath(product),
      title: `${product.title} | Precast & Prestressed Concrete | M&M`,
      description: product.description,
      image: `/share/products/${product.slug}.png`,
      imageAlt: `${product.title}: dimensioned cross-section drawing`,
      structuredData: [{ kind: "product", slug: product.slug }],
    }),
  ),
  ...products
    .filter((product) => LEARN_SLUGS.includes(product.slug))
    .map(
      (product): PageEntry => ({
        path: `/products/learn/${product.slug}`,
        title: `Understanding ${product.title} | How They Are Made and Used | M&M`,
        description: `How ${product.title.toLowerCase()} are designed and manufactured, their benefits and where they are used: a guide from M&M's engineers.`,
        image: `/share/products/${product.slug}.png`,
        imageAlt: `${product.title}: dimensioned cross-section drawing`,
      }),
    ),
];
