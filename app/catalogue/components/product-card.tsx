// One product on /products (rules §2 "Product card"): image, title, at most 3 application tags,
// display SKU, the delivery area, Learn More and Add to Quote. The list view lays it out as a
// row with the description; the grid view as a compact tile.
import { productSku, type Product } from "../content/products";
import { ApplicationTags } from "./application-tags";
import { CardActions, CardDrawing } from "./card-parts";
import { cn } from "../../lib/cn";
import { useSiteData } from "../../site/use-site-data";
import { ExampleMark } from "../../ui/example-mark";
import { bothUnits } from "../../ui/both-units";
import type { FilterLabels } from "../product-search";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";

export type ViewMode = "list" | "grid";

/** `description` comes from the page's loader (product-summaries.ts stays on the server), `product` and `labels` in the page's language. */
type Props = { product: Product; description: string; labels?: FilterLabels; view: ViewMode; eager?: boolean };

export function ProductCard({ product, description, labels, view, eager = false }: Props) {
  const t = useT(catalog);
  const list = view === "list";
  const headingId = `product-${product.slug}`;
  // The facts' delivery area, when the page may show it (docs/rules.md §12): the live site says nothing while it is unconfirmed.
  const delivery = useSiteData()?.facts.delivery;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm",
        list ? "grid grid-cols-[7.5rem_1fr] sm:grid-cols-[13rem_1fr] lg:grid-cols-[15rem_1fr]" : "flex flex-col",
      )}
    >
      <CardDrawing
        product={product}
        eager={eager}
        className={cn("border-slate-200 bg-slate-50", list ? "border-r p-2 sm:p-3" : "border-b")}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="text-lg font-bold text-brand-900">
          {product.title}
        </h3>
        {list ? (
          <p className="hidden text-sm text-slate-700 sm:line-clamp-2">
            {/* Both systems: the listing is at its JavaScript budget and descriptions rarely carry one. */}
            {bothUnits(description)}
          </p>
        ) : null}
        <ApplicationTags applications={product.applications} labels={labels} />
        <div className="space-y-0.5 text-sm text-slate-700">
          <p>
            SKU: <span className="font-mono text-slate-900">{productSku(product)}</span>
          </p>
          {delivery ? (
            <p>
              {t("Delivery to: {area}", { area: delivery.value })}
              <ExampleMark when={delivery.example} />
            </p>
          ) : null}
        </div>
        <CardActions product={product} compact />
      </div>
    </article>
  );
}
