// Search metadata of the catalogue, derived from the product content so a product's
// page, its catalogue JSON, its sitemap line and its JSON-LD never disagree.
import { LEARN_SLUGS, productPath, products } from "./products";
import { products as productsEs } from "./products.es";
import { summaries } from "./product-summaries";
import { summaries as summariesEs } from "./product-summaries.es";
import * as es from "./seo.es";
import type { CataloguePageText } from "./seo.es";
import type { PageEntry } from "../../site/seo-types";
import type { Category } from "./catalogue-filters";
import type { Locale } from "../../lib/locale";

/** One category page's SEO: its category, the page name and the description. */
export type CategoryPageSeo = readonly [category: Category, name: string, description: string];

export const CATEGORY_PAGES: readonly CategoryPageSeo[] = [
  [
    "prestressed",
    "Prestressed Concrete Products",
    "Prestressed piles, slabs, beams and bridge planks cast with tensioned high-strength strand for long spans, heavy loads and durable marine work.",
  ],
  [
    "beams",
    "Precast Concrete Beams",
    "Prestressed box beams, I- and L-beams and inverted tee beams for bridges, parking structures and commercial frames.",
  ],
  [
    "slabs",
    "Precast Concrete Slabs",
    "Double tee and flat slab floor and roof units in prestressed concrete: long spans, fast erection and fewer columns.",
  ],
  [
    "planks",
    "Concrete Bridge Planks",
    "Prestressed concrete bridge deck planks for short-span road bridges, placed in a day, with the bridge loading (HL-93) checked for each bridge.",
  ],
];

/** The explainers' own headings (rules §2 names them; they differ from the product titles) and descriptions. */
export const LEARN_PAGES: Readonly<Record<string, readonly [string, string]>> = {
  "prestressed-piles": [
    "Understanding Prestressed Piles",
    "How prestressed concrete piles are cast on tensioned strand, why they drive hard and last in salt water, and where they are used, from M&M's engineers.",
  ],
  "double-t-slabs": [
    "Understanding Double T Slabs",
    "How double tee slabs span {30 to 60 ft} without columns, how they are cast and erected, and where they are used, from M&M's engineers.",
  ],
  "box-beams": [
    "Understanding Box Beams",
    "How prestressed box beams become a bridge deck in days with no falsework: basics, manufacturing, benefits and uses, from M&M's engineers.",
  ],
  "l-beams": [
    "Understanding L-Beams",
    "How L-beams carry floors on their ledges, and where I- and L-beams fit in a precast frame: basics, manufacturing and benefits, from M&M's engineers.",
  ],
  "hollow-core": [
    "Understanding Hollow Core Slabs",
    "How hollow core slabs cut floor weight by up to 40% with 1 to 2 hour fire ratings: basics, extrusion, benefits and uses, from M&M's engineers.",
  ],
  "flat-slab": [
    "Understanding Flat Slabs",
    "How solid prestressed flat slabs give the shallowest precast floor with an exposed soffit: manufacturing, benefits and uses, from M&M's engineers.",
  ],
  "inverted-beams": [
    "Master Inverted Beam Technology",
    "How inverted tee beams carry two bays of floor on their ledges for lower storeys: design, load path, specifications and uses, from M&M's engineers.",
  ],
};

/** The fixed text written around each product's title (CataloguePageText in seo.es.ts), in English. */
const PAGE_TEXT: CataloguePageText = {
  productsTitle: "Precast Concrete Products | M&M",
  productsDescription: "Explore our complete range of high-quality precast concrete products.",
  productTitleSuffix: " | Precast & Prestressed Concrete | M&M",
  imageAltSuffix: ": dimensioned cross-section drawing",
  learnHeadingPrefix: "Understanding ",
};

const TEXT = {
  en: { products, summaries, categories: CATEGORY_PAGES, learn: LEARN_PAGES, page: PAGE_TEXT },
  es: {
    products: productsEs,
    summaries: summariesEs,
    categories: es.CATEGORY_PAGES,
    learn: es.LEARN_PAGES,
    page: es.CATALOGUE_PAGE_TEXT_ES,
  },
};

/** The catalogue's pages in `locale` (paths without the language prefix). */
export function cataloguePages(locale: Locale): PageEntry[] {
  const text = TEXT[locale];
  const summary = (slug: string) => text.summaries[slug]!;
  return [
    { path: "/products", title: text.page.productsTitle, description: text.page.productsDescription },
    ...text.categories.map(([category, name, description]): PageEntry => ({
      path: `/products/${category}`,
      title: `${name} | M&M`,
      description,
    })),
    ...text.products.map((product): PageEntry => ({
      path: productPath(product),
      title: `${product.title}${text.page.productTitleSuffix}`,
      description: summary(product.slug).description,
      image: `/share/products/${product.slug}.png`,
      imageAlt: `${product.title}${text.page.imageAltSuffix}`,
      structuredData: [{ kind: "product", slug: product.slug }],
    })),
    ...text.products
      .filter((product) => LEARN_SLUGS.includes(product.slug))
      .map((product): PageEntry => {
        const [heading, description] = text.learn[product.slug] ?? [
          `${text.page.learnHeadingPrefix}${product.title}`,
          summary(product.slug).description,
        ];
        return {
          path: `/products/learn/${product.slug}`,
          title: `${heading} | M&M`,
          description,
          image: `/share/products/${product.slug}.png`,
          imageAlt: `${product.title}${text.page.imageAltSuffix}`,
        };
      }),
  ];
}
