// Everything on a product page under its hero: features, specifications and applications, the
// typical sections with their load–span table, the
// 'Real World Applications' gallery, Related Products and the spec sheet's printed footer. The
// page hydrates it by its id once it nears the viewport; the tables, thousands of cells far down
// the page, by their own, once they near it in turn. After a first load the tables are the
// server's markup alone (app/lib/drawn-only.ts): static, so the browser needs neither their data
// nor their code.
import { Suspense, type ComponentProps } from "react";
import { ProductFacts } from "./product-facts";
import { ProductGallery } from "./product-gallery";
import { RelatedProducts } from "./related-products";
import { SpecSheetFooter } from "./spec-sheet";
import type { LoadTables } from "../../load-table-types";
import { whenVisible } from "../../../ui/when-visible";
import { DRAWN, useDrawnOnly, type DrawnOnly } from "../../../lib/drawn-only";
import { drawnLoadTables, loadSpanSection } from "./load-span-frame";

const LoadSpanTables = whenVisible<{ title: string; tables: LoadTables }>("load-span", () => import("./load-span-tables"));

export type ProductDetailsBelowProps = ComponentProps<typeof ProductFacts> & {
  gallery: ComponentProps<typeof ProductGallery>["images"];
  related: ComponentProps<typeof RelatedProducts>["items"];
  /** The typical sections and their table; null for a product without any. */
  loadTables: DrawnOnly<LoadTables | null>;
};

export default function ProductDetailsBelow({ gallery, related, loadTables, ...facts }: ProductDetailsBelowProps) {
  const tables = useDrawnOnly(drawnLoadTables, loadTables);
  return (
    <div id="product-details">
      <ProductFacts {...facts} />
      {tables === DRAWN ? <ServerTables /> : tables ? <LoadSpanTables title={facts.title} tables={tables} /> : null}
      <ProductGallery title={facts.title} slug={facts.slug} images={gallery} />
      <RelatedProducts items={related} />
      <SpecSheetFooter />
    </div>
  );
}

/** The element holding the server's tables: found at the island's first render in the browser. */
let drawn: Element | null | undefined;

/**
 * The tables as the server drew them, left as they are: React neither draws nor checks what is
 * inside (the Suspense matches the boundary the server's part renders in). Where React renders the
 * part anew rather than hydrating it (an update reached it before its code), the new element
 * takes the server's nodes over.
 */
function ServerTables() {
  if (typeof document !== "undefined") drawn ??= document.getElementById(loadSpanSection.id);
  return (
    <Suspense>
      <section {...loadSpanSection} ref={takeOver} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    </Suspense>
  );
}

function takeOver(section: HTMLElement | null) {
  if (!section || !drawn || section === drawn || section.firstChild) return;
  section.replaceChildren(...drawn.childNodes);
  drawn = section;
}
