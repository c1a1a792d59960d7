// /products (rules §2 Products search page, §4 Product search, §5): filters in the URL, text
// search on the page, list/grid view, and the collapsible 'Refine by:' sidebar whose state the
// server reads from its cookies so the first HTML is already right (docs/decisions/0001-product-resolutions.md).
import { useState } from "react";
import { data, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "../../ui/link";
import { products, type Product } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { productSummary } from "../../catalogue/content/product-summaries";
import { applicationLabelsIn, categoryLabelsIn } from "../../catalogue/content/catalogue-filters";
import {
  hasActiveFilter,
  parseFilters,
  productsUrl,
  readSidebarState,
  searchProducts,
  type FilterLabels,
  type ProductFilters,
} from "../../catalogue/product-search";
import { ProductCard, type ViewMode } from "../../catalogue/components/product-card";
import { FILTER_FORM_ID, SearchSidebar, SIDEBAR_ID } from "../../catalogue/components/search-sidebar";
import { SearchIcon, SidebarIcon } from "../../catalogue/components/icons";
import { useSearchSidebar } from "../../catalogue/components/use-search-sidebar";
import { ViewToggle } from "../../catalogue/components/view-toggle";
import { atHydration } from "../../ui/when-visible";
import { AfterFirstFrame } from "../../ui/after-first-frame";
import type { FindBySpanLoadProps } from "../../catalogue/components/find-by-span-load";
import { spanLoadPage } from "../../catalogue/engineering/finder.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/products";
import { localeOf } from "../../lib/locale";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../catalogue/translations";

// The find-by-span form works as plain HTML (a GET form) from the first paint; its code loads as
// the page hydrates, off the first load.
const FindBySpanLoad = atHydration<FindBySpanLoadProps>("span-load", () => import("../../catalogue/components/find-by-span-load"));

/** What a page in another language needs beyond the English the page's code holds: the products' titles and search words, and the filters' names. */
type InLocale = { products?: readonly Product[]; labels?: FilterLabels };

export function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const descriptions = Object.fromEntries(products.map((p) => [p.slug, productSummary(p.slug, locale).description]));
  // English pages read the catalogue the page's code already holds; another language's comes with the data.
  const shown = productsIn(locale);
  const inLocale: InLocale =
    shown === products ? {} : { products: shown, labels: { ...categoryLabelsIn(locale), ...applicationLabelsIn(locale) } };
  const { remembered, ...sidebar } = readSidebarState(request.headers.get("Cookie"));
  // The HTML depends on the sidebar cookies: a page rendered from them is this visitor's alone,
  // and the shared copy (rendered without them) must never be handed to a visitor who has them.
  return withHead(
    url,
    data(
      { sidebar, descriptions: withUnits(descriptions, locale), spanLoad: spanLoadPage(url.searchParams, locale), ...inLocale },
      remembered ? { headers: { "Cache-Control": CACHE_CONTROL.personal } } : undefined,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args);
}

/** Filters and text live on the page: only a new span or load (rules §13) needs new data from the server. */
const SPAN_LOAD_PARAMS = ["span", "load", "units", "load_units"];
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return SPAN_LOAD_PARAMS.some((name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name));
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const { products: list = products, labels }: InLocale = loaderData;
  const [searchParams] = useSearchParams();
  const { text: submittedText, ...urlFilters } = parseFilters(searchParams);
  // The URL is the source of truth; the page shows a choice at once, before the URL catches up
  // (a controlled radio would otherwise flick back until the navigation lands).
  const urlKey = productsUrl(urlFilters);
  const [shown, setShown] = useState({ key: urlKey, filters: urlFilters });
  if (shown.key !== urlKey) setShown({ key: urlKey, filters: urlFilters });
  const filters = shown.filters;
  const [text, setText] = useState(submittedText);
  const [view, setView] = useState<ViewMode>("list");
  const sidebar = useSearchSidebar(loaderData.sidebar);
  const navigate = useNavigate();

  const results = searchProducts(list, filters, text);
  // rules §2: a filter change replaces the history entry; 'all' is left out of the URL.
  const applyFilters = (next: ProductFilters) => {
    setShown({ key: urlKey, filters: next });
    void navigate(to(productsUrl(next)), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{t("Precast Concrete Products")}</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          {t("Explore our complete range of high-quality precast concrete products.")}{" "}
          <Link to={to("/delivery")} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {t("Delivery, lead times and how quotes are priced")}
          </Link>
        </p>

        <FindBySpanLoad page={loaderData.spanLoad} />

        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={sidebar.toggle}
            aria-expanded={sidebar.open}
            aria-controls={SIDEBAR_ID}
            aria-keyshortcuts="Control+B Meta+B"
            title={t("Show or hide filters (Ctrl+B)")}
            className="btn-secondary order-2 px-3 py-2 aria-expanded:border-brand-600 aria-expanded:bg-brand-50 md:order-1"
          >
            <SidebarIcon className="size-4" />
            {t("Filters")}
            <kbd className="hidden rounded border border-slate-300 px-1 font-sans text-xs text-slate-600 md:inline">Ctrl B</kbd>
          </button>
          <div className="order-1 w-full md:order-2 md:w-auto md:flex-1">
            <div className="relative">
              <label htmlFor="product-search" className="sr-only">
                {t("Search products")}
              </label>
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
              <input
                id="product-search"
                type="search"
                name="q"
                form={FILTER_FORM_ID}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t("Search products…")}
                autoComplete="off"
                aria-describedby="product-search-hint"
                className="input pl-9"
              />
            </div>
            <p id="product-search-hint" className="mt-1 text-xs text-slate-600">
              {t("Or a span: 12 m, 40 ft.")}
            </p>
          </div>
          <div className="order-3 ml-auto">
            <ViewToggle view={view} onChange={setView} />
          </div>
        </div>

        <AfterFirstFrame>
          <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
            <SearchSidebar
              filters={filters}
              open={sidebar.open}
              categoryOpen={sidebar.categoryOpen}
              applicationOpen={sidebar.applicationOpen}
              labels={labels}
              showClear={hasActiveFilter(filters) || text.trim() !== ""}
              onFilter={applyFilters}
              onSection={sidebar.set}
              onClear={() => setText("")}
            />
            <section aria-labelledby="results-heading" className="min-w-0 flex-1">
              <h2 id="results-heading" className="sr-only">
                {t("Products")}
              </h2>
              <p role="status" className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{t.n(results.length, "# result found", "# results found")}</span>{" "}
                {t("({count} of {total})", { count: results.length, total: list.length })}
              </p>
              {results.length > 0 ? (
                <ul
                  data-view={view}
                  className={view === "grid" ? "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "mt-4 flex flex-col gap-4"}
                >
                  {results.map((product, i) => (
                    <li key={product.slug}>
                      <ProductCard
                        product={product}
                        description={loaderData.descriptions[product.slug] ?? ""}
                        labels={labels}
                        view={view}
                        eager={i < 2}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
                  <p className="font-semibold text-slate-900">{t("No products match these filters.")}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {t("Try another category or application, or clear the filters to see all {count} products.", { count: list.length })}
                  </p>
                </div>
              )}
            </section>
          </div>
        </AfterFirstFrame>
      </div>
    </div>
  );
}
