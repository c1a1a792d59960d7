// One product on a category listing (rules §2 "Category listings"): image, title, description,
// application tags, Learn More and Add to Quote. `wide` lays a lone product out as a row.
import type { Product } from "../content/products";
import type { ProductSummary } from "../content/product-summaries";
import type { SpecRow } from "../content/product-details/types";
import { ApplicationTags } from "./application-tags";
import { CardActions, CardDrawing } from "./card-parts";
import { cn } from "../../lib/cn";
import { Measured } from "../../ui/measured";
import type { FilterLabels } from "../product-search";

/** A summary as the listing shows it: its rows labelled in the page's language. */
type ShownSummary = Pick<ProductSummary, "description"> & { specifications: readonly SpecRow[] };

type Props = { product: Product; summary: ShownSummary; labels?: FilterLabels; eager?: boolean; wide?: boolean };

/** `summary` comes from the listing's loader (product-summaries.ts stays on the server), with `product` and `labels` in the page's language. */
export function CategoryCard({ product, summary, labels, eager = false, wide = false }: Props) {
  const headingId = `category-product-${product.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm",
        wide && "md:grid md:grid-cols-[minmax(0,26rem)_1fr]",
      )}
    >
      <CardDrawing
        product={product}
        eager={eager}
        className={cn("border-b border-slate-200 bg-slate-50", wide && "md:border-r md:border-b-0")}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          {product.title}
        </h2>
        <p className="text-sm text-slate-700">
          <Measured text={summary.description} />
        </p>
        <ApplicationTags applications={product.applications} labels={labels} limit={product.applications.length} />
        {wide ? (
          // A lone product gets the room for its key figures (rules §2 specification labels).
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {summary.specifications.map(({ label, value }) => (
              <div key={label} className="border-t border-slate-200 pt-2">
                <dt className="font-semibold text-slate-900">{label}</dt>
                <dd className="text-slate-700">
                  <Measured text={value} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <CardActions product={product} compact={false} />
      </div>
    </article>
  );
}
