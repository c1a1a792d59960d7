// Everything on a product page under its hero: features, specifications and applications, the
// typical sections with their load–span table, the
// 'Real World Applications' gallery, Related Products and the spec sheet's printed footer. The
// page hydrates it by its id once it nears the viewport; the tables, thousands of cells far down
// the page, by their own, once they near it in turn.
import type { ComponentProps } from "react";
import { ProductFacts } from "./product-facts";
import { ProductGallery } from "./product-gallery";
import { RelatedProducts } from "./related-products";
import { SpecSheetFooter } from "./spec-sheet";
import type { LoadTables } from "../../load-table-types";
import { whenVisible } from "../../../ui/when-visible";

const LoadSpanTables = whenVisible<{ title: string; tables: LoadTables }>("load-span", () => import("./load-span-tables"));

export type ProductDetailsBelowProps = ComponentProps<typeof ProductFacts> & {
  gallery: ComponentProps<typeof ProductGallery>["images"];
  related: ComponentProps<typeof RelatedProducts>["items"];
  /** The typical sections and their table; null for a product without any. */
  loadTables: LoadTables | null;
};

export default function ProductDetailsBelow({ gallery, related, loadTables, ...facts }: ProductDetailsBelowProps) {
  return (
    <div id="product-details">
      <ProductFacts {...facts} />
      {loadTables ? <LoadSpanTables title={facts.title} tables={loadTables} /> : null}
      <ProductGallery title={facts.title} slug={facts.slug} images={gallery} />
      <RelatedProducts items={related} />
      <SpecSheetFooter />
    </div>
  );
}
