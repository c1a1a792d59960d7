// The category listings /products/prestressed, /beams, /slabs and /planks (rules §2 "Category
// listings"): one module for four route ids; the category comes from the URL path.
import { data } from "react-router";
import { Link } from "../../ui/link";
import { CATEGORIES } from "../../catalogue/content/catalogue-filters";
import { applicationLabelsIn, categoryLabelsIn } from "../../catalogue/content/catalogue-filters";
import { products, type Product } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { productSummary } from "../../catalogue/content/product-summaries";
import { labelledRows } from "../../catalogue/content/product-details/index";
import { categoryPagesIn } from "../../catalogue/content/product-categories";
import type { FilterLabels } from "../../catalogue/product-search";
import { CategoryCard } from "../../catalogue/components/category-card";
import { ArrowRightIcon } from "../../catalogue/components/icons";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/product-category";
import { Measured } from "../../ui/measured";
import { localeOf, unprefixed } from "../../lib/locale";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../catalogue/translations";

/** What a page in another language needs beyond the English the page's code holds: the products' titles and the applications' names. */
type InLocale = { products?: readonly Product[]; labels?: FilterLabels };

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const segment = unprefixed(url.pathname).split("/").filter(Boolean)[1];
  const category = CATEGORIES.find((c) => c === segment);
  if (!category) throw data(null, { status: 404 });
  const pages = categoryPagesIn(locale);
  const { title, intro } = pages[category];
  const summary = (slug: string) => {
    const { description, specifications } = productSummary(slug, locale);
    return { description, specifications: labelledRows(specifications, locale) };
  };
  const shown = productsIn(locale);
  const inLocale: InLocale =
    shown === products ? {} : { products: shown, labels: { ...categoryLabelsIn(locale), ...applicationLabelsIn(locale) } };
  return withHead(
    url,
    withUnits(
      {
        title,
        intro,
        summaries: Object.fromEntries(products.filter((p) => p.categories.includes(category)).map((p) => [p.slug, summary(p.slug)])),
        others: CATEGORIES.filter((c) => c !== category).map((c) => ({ href: `/products/${c}`, title: pages[c].title })),
        ...inLocale,
      },
      locale,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function ProductCategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const { title, intro, summaries, others } = loaderData;
  const { products: list = products, labels }: InLocale = loaderData;
  const listed = list.filter((p) => Object.hasOwn(summaries, p.slug));
  const wide = listed.length === 1;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{t("Our {title} Solutions", { title })}</h1>
        <div className="mt-4 max-w-3xl space-y-3 text-slate-700 md:text-lg">
          {intro.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>
              <Measured text={paragraph} />
            </p>
          ))}
        </div>

        <ul className={wide ? "mt-10 grid gap-6" : "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}>
          {listed.map((product, i) => (
            <li key={product.slug}>
              <CategoryCard product={product} summary={summaries[product.slug]!} labels={labels} eager={i === 0} wide={wide} />
            </li>
          ))}
        </ul>

        <div className="mt-10 flex flex-col gap-6 border-t border-slate-200 pt-8 md:flex-row md:items-center md:justify-between">
          <Link to={to("/products")} className="btn-secondary self-start">
            {t("Browse All Products")}
            <ArrowRightIcon className="size-4" />
          </Link>
          <nav aria-label={t("Other categories")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
              {others.map(({ href, title: other }) => (
                <li key={href}>
                  <Link to={to(href)} className="-my-0.5 inline-block py-0.5 text-brand-700 underline-offset-2 hover:underline">
                    {t("{title} Solutions", { title: other })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
