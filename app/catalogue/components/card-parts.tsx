// What the category listing's card and /products' card share: the product's drawing in its band,
// and Learn More beside Add to Quote at the foot. `compact` is /products' smaller tile.
import { Link } from "../../ui/link";
import { productPath, type Product } from "../content/products";
import { AddToQuoteButton } from "../../contact/components/add-to-quote-button";
import { ProductImage } from "./product-image";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";

/** The drawing, named as a cross-section, in the band `className` draws. */
export function CardDrawing({ product, eager, className }: { product: Product; eager: boolean; className: string }) {
  const t = useT(catalog);
  return (
    <div className={className}>
      <ProductImage
        product={product}
        loading={eager ? "eager" : "lazy"}
        alt={t("{title}: cross-section drawing", { title: product.title })}
      />
    </div>
  );
}

/** Learn More (naming the product to a screen reader) and Add to Quote. */
export function CardActions({ product, compact }: { product: Product; compact: boolean }) {
  const t = useT(catalog);
  const to = useLocalePath();
  const path = productPath(product);
  return (
    <div className={compact ? "mt-auto flex flex-wrap gap-2 pt-1" : "mt-auto flex flex-wrap gap-2 pt-2"}>
      <Link to={to(path)} className={compact ? "btn-primary px-3 py-1.5 text-xs" : "btn-primary px-4 py-2"}>
        {t("Learn More")}
        <span className="sr-only"> {t("about {title}", { title: product.title })}</span>
      </Link>
      <AddToQuoteButton
        item={{ id: path, name: product.title, category: "products" }}
        className={compact ? undefined : "px-4 py-2 text-sm"}
      />
    </div>
  );
}
