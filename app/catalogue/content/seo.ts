// Search metadata of the catalogue, derived from the product content so a product's
// page, its catalogue JSON, its sitemap line and its JSON-LD never disagree.
import { localized } from "../../lib/localized";
import { LEARN_SLUGS, productPath } from "./products";
import { productsIn } from "./localized-products";
import { productSummary } from "./product-summaries";
import * as es from "./seo.es";
import type { PageEntry } from "../../site/seo-types";
import type { Category } from "./catalogue-filters";
import type { Locale } from "../../lib/locale";

/** One category page's SEO: its category, the page name and the description. */
export type CategoryPageSeo = { category: Category; name: string; description: string };

export const CATEGORY_PAGES: readonly CategoryPageSeo[] = [
  {
    category: "prestressed",
    name: "Prestressed Concrete Products",
    description:
      "Prestressed piles, slabs, beams and bridge planks cast with tensioned high-strength strand for long spans, heavy loads and durable marine work.",
  },
  {
    category: "beams",
    name: "Precast Concrete Beams",
    description: "Prestressed box beams, I- and L-beams and inverted tee beams for bridges, parking structures and commercial frames.",
  },
  {
    category: "slabs",
    name: "Precast Concrete Slabs",
    description: "Double tee and flat slab floor and roof units in prestressed concrete: long spans, fast erection and fewer columns.",
  },
  {
    category: "planks",
    name: "Concrete Bridge Planks",
    description:
      "Prestressed concrete bridge deck planks for short-span road bridges, placed in a day, with the bridge loading (HL-93) checked for each bridge.",
  },
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
    "How inverted tee beams carry two bays of floor on their ledges for less floor-to-floor height: design, load path, specifications and uses, from M&M's engineers.",
  ],
};

/** The fixed text cataloguePages writes around each product's title. */
type CataloguePageText = {
  /** The /products entry. */
  productsTitle: string;
  productsDescription: string;
  /** After the product title: '{title} | Precast & Prestressed Concrete | M&M'. */
  productTitleSuffix: string;
  /** After the product title in a share image's alt text: '{title}: dimensioned cross-section drawing'. */
  imageAltSuffix: string;
  /** Before the product title, for a learn page without its own heading: 'Understanding {title}'. */
  learnHeadingPrefix: string;
};

export const PAGE_TEXT: CataloguePageText = {
  productsTitle: "Precast Concrete Products | M&M",
  productsDescription: "Explore our complete range of high-quality precast concrete products.",
  productTitleSuffix: " | Precast & Prestressed Concrete | M&M",
  imageAltSuffix: ": dimensioned cross-section drawing",
  learnHeadingPrefix: "Understanding ",
};

const categoryPagesIn = localized(CATEGORY_PAGES, { es: es.CATEGORY_PAGES });
const learnPagesIn = localized(LEARN_PAGES, { es: es.LEARN_PAGES });
const pageTextIn = localized(PAGE_TEXT, { es: es.PAGE_TEXT });

/** The catalogue's pages in `locale` (paths without the language prefix). */
export function cataloguePages(locale: Locale): PageEntry[] {
  const page = pageTextIn(locale);
  const learn = learnPagesIn(locale);
  const products = productsIn(locale);
  const summary = (slug: string) => productSummary(slug, locale);
  return [
    { path: "/products", title: page.productsTitle, description: page.productsDescription },
    ...categoryPagesIn(locale).map(({ category, name, description }): PageEntry => ({
      path: `/products/${category}`,
      title: `${name} | M&M`,
      description,
    })),
    ...products.map((product): PageEntry => ({
      path: productPath(product),
      title: `${product.title}${page.productTitleSuffix}`,
      description: summary(product.slug).description,
      image: `/share/products/${product.slug}.png`,
      imageAlt: `${product.title}${page.imageAltSuffix}`,
      structuredData: [{ kind: "product", slug: product.slug }],
    })),
    ...products
      .filter((product) => LEARN_SLUGS.includes(product.slug))
      .map((product): PageEntry => {
        const [heading, description] = learn[product.slug] ?? [
          `${page.learnHeadingPrefix}${product.title}`,
          summary(product.slug).description,
        ];
        return {
          path: `/products/learn/${product.slug}`,
          title: `${heading} | M&M`,
          description,
          image: `/share/products/${product.slug}.png`,
          imageAlt: `${product.title}${page.imageAltSuffix}`,
        };
      }),
  ];
}
