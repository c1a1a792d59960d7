// The cards inside the Products dropdown, its own chunk (site-header.tsx, nav-dropdown.tsx):
// both languages' titles and summaries travel in it, never in a page's first load.
import { Link } from "../../ui/link";
import { learnPath, productPath } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { productSummary } from "../../catalogue/content/product-summaries";
import { useLocale, useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";
import { PRODUCTS_PANEL_ID } from "./header-parts";
import { usePopover } from "./menu-popover";

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0];

export default function ProductsPanel() {
  usePopover(`${PRODUCTS_PANEL_ID}-popover`, { closeOnScroll: true });
  const locale = useLocale();
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <div id={PRODUCTS_PANEL_ID}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {productsIn(locale).map((product) => (
          <li key={product.slug} className="flex flex-col rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-brand-900">{product.title}</p>
            <div className="flex-1">
              <p className="mt-1 line-clamp-3 text-xs text-slate-600">{firstSentence(productSummary(product.slug, locale).description)}</p>
            </div>
            <div className="mt-3 flex gap-3 text-sm font-semibold">
              <Link to={to(learnPath(product))} className="text-brand-700 hover:underline">
                {t("Learn")}
                <span className="sr-only"> {t("about {title}", { title: product.title })}</span>
              </Link>
              <Link to={to(`${productPath(product)}#quote`)} className="text-accent-600 hover:underline">
                {t("Order")}
                <span className="sr-only"> {product.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Link to={to("/products")} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {t("Browse all products")}
      </Link>
    </div>
  );
}
