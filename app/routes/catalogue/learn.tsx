// The explainer pages (rules §2 "Explainer (learn) pages"): six share one layout, inverted beams
// has its own. Bridge planks have none, so /products/learn/concrete-bridge-planks is a 404 like
// any unknown slug. The copy comes from the loader and never ships as JavaScript.
import { data } from "react-router";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/learn";
import { LEARN_SLUGS, productPath } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { productSummary } from "../../catalogue/content/product-summaries";
import { learnPage } from "../../catalogue/content/learn/index";
import { labelledRows, productDetail, specificationRows } from "../../catalogue/content/product-details/index";
import { localeOf } from "../../lib/locale";
import { StandardLearnPage } from "../../catalogue/components/learn/standard-learn-page";
import { InvertedBeamPage } from "../../catalogue/components/learn/inverted-beam-page";

export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const product = productsIn(locale).find((p) => p.slug === params.slug && LEARN_SLUGS.includes(p.slug));
  const [page, detail] = product ? await Promise.all([learnPage(product.slug, locale), productDetail(product.slug, locale)]) : [];
  if (!product || !page) {
    console.warn("404: no page at", url.pathname);
    throw data(null, { status: 404 });
  }
  // Facts show the product's own specification values, so the two pages never disagree.
  const rows = specificationRows(productSummary(product.slug, locale).specifications, detail ?? { moreSpecifications: [] });
  const labels = page.kind === "standard" ? page.basics.facts : page.engineering.facts;
  return withHead(
    url,
    withUnits(
      {
        page,
        // Picked by their English labels (the keys), then named in the page's language.
        facts: labelledRows(
          labels.flatMap((label) => rows.filter((row) => row.label === label)),
          locale,
        ),
        product: { title: product.title, path: productPath(product), slug: product.slug },
      },
      locale,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function LearnRoute({ loaderData }: Route.ComponentProps) {
  const { page, facts, product } = loaderData;
  return page.kind === "standard" ? (
    <StandardLearnPage page={page} facts={facts} product={product} />
  ) : (
    <InvertedBeamPage page={page} facts={facts} product={product} />
  );
}
