// Everything on a product page under its hero: features, specifications and applications, the
// 'Real World Applications' gallery, Related Products and the spec sheet's printed footer. The
// page hydrates it by its id once it nears the viewport.
import type { ComponentProps } from "react";
import { ProductFacts } from "./product-facts";
import { ProductGallery } from "./product-gallery";
import { RelatedProducts } from "./related-products";
import { SpecSheetFooter } from "./spec-sheet";

export type ProductDetailsBelowProps = ComponentProps<typeof ProductFacts> & {
  gallery: ComponentProps<typeof ProductGallery>["images"];
  related: ComponentProps<typeof RelatedProducts>["items"];
};

export default function ProductDetailsBelow({ gallery, related, ...facts }: ProductDetailsBelowProps) {
  return (
    <div id="product-details">
      <ProductFacts {...facts} />
      <ProductGallery title={facts.title} slug={facts.slug} images={gallery} />
      <RelatedProducts items={related} />
      <SpecSheetFooter />
    </div>
  );
}
