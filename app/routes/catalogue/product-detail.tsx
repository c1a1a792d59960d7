// A product page (rules §2 "Product detail pages"): hero with the drawing and the quote button,
// features / specifications / applications, the 'Real World Applications' gallery and Related
// Products. The page's copy comes from the loader, so none of it ships as JavaScript.
import { data } from "react-router";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/product-detail";
import { learnPath, LEARN_SLUGS, products, productSku } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { productSummary } from "../../catalogue/content/product-summaries";
import { labelledRows, productDetail, relatedBlurb, specificationRows } from "../../catalogue/content/product-details/index";
import { localeOf } from "../../lib/locale";
import { relatedProducts } from "../../catalogue/related-products";
import { productLoadTables } from "../../catalogue/engineering/page-tables.server";
import { ProductHero } from "../../catalogue/components/product/product-hero";
import type { ProductDetailsBelowProps } from "../../catalogue/components/product/product-details-below";
import { whenVisible } from "../../ui/when-visible";
import { drawnOnly } from "../../lib/drawn-only";
import { drawnLoadTables } from "../../catalogue/components/product/load-span-frame";
import printStylesheet from "../../catalogue/components/product/spec-sheet-print.css?url";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const product = products.find((p) => p.slug === params.slug);
  const detail = product ? await productDetail(product.slug, locale) : undefined;
  if (!product || !detail) {
    console.warn("404: no page at", url.pathname);
    throw data(null, { status: 404 });
  }
  const titleOf = (slug: string) => productsIn(locale).find((p) => p.slug === slug)!.title;
  // Computed here, sent as text in both unit systems: the calculation never reaches the browser.
  // A first load's document shows them without sending them again as data.
  const loadTables = drawnOnly(request, context, drawnLoadTables, productLoadTables(product.slug, locale));
  return withHead(url, {
    loadTables,
    ...withUnits(
      {
        product: {
          slug: product.slug,
          title: titleOf(product.slug),
          description: productSummary(product.slug, locale).description,
          sku: productSku(product),
          learnPath: LEARN_SLUGS.includes(product.slug) ? learnPath(product) : null,
        },
        overview: detail.overview,
        features: detail.features,
        specifications: labelledRows(specificationRows(productSummary(product.slug, locale).specifications, detail), locale),
        applications: detail.applications,
        gallery: detail.gallery,
        related: relatedProducts(product).map((p) => ({
          slug: p.slug,
          title: titleOf(p.slug),
          blurb: relatedBlurb(p.slug, locale) ?? productSummary(p.slug, locale).description,
        })),
      },
      locale,
    ),
  });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

/** The printable spec sheet: loaded for print only, so it never blocks the screen. */
export function links(): Route.LinkDescriptors {
  return [{ rel: "stylesheet", href: printStylesheet, media: "print" }];
}

// Under the hero: its code loads as it nears the viewport (the id is its own).
const ProductDetailsBelow = whenVisible<ProductDetailsBelowProps>(
  "product-details",
  () => import("../../catalogue/components/product/product-details-below"),
);

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product, overview, features, specifications, applications, gallery, related, loadTables } = loaderData;
  return (
    <article>
      <ProductHero product={product} overview={overview} />
      <ProductDetailsBelow
        title={product.title}
        slug={product.slug}
        features={features}
        specifications={specifications}
        applications={applications}
        gallery={gallery}
        related={related}
        loadTables={loadTables}
      />
    </article>
  );
}
