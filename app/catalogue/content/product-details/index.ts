// Product detail content by slug, loaded on demand by the product route's loader only.
import type { ProductDetail, SpecRow } from "./types";

type Module = { detail: ProductDetail };

const modules: ReadonlyMap<string, () => Promise<Module>> = new Map<string, () => Promise<Module>>([
  ["prestressed-piles", () => import("./prestressed-piles")],
  ["double-t-slabs", () => import("./double-t-slabs")],
  ["box-beams", () => import("./box-beams")],
  ["l-beams", () => import("./l-beams")],
  ["hollow-core", () => import("./hollow-core")],
  ["flat-slab", () => import("./flat-slab")],
  ["inverted-beams", () => import("./inverted-beams")],
  ["concrete-bridge-planks", () => import("./concrete-bridge-planks")],
]);

export async function productDetail(slug: string): Promise<ProductDetail | undefined> {
  const load = modules.get(slug);
  return load ? (await load()).detail : undefined;
}

/**
 * The fixed one-line blurb of each product on Related Products cards (rules §2): shorter than
 * the catalogue description, so three cards side by side stay even.
 */
export const RELATED_BLURBS: Readonly<Record<string, string>> = {
  "prestressed-piles": "Square prestressed foundation piles for marine, bridge and building work, up to {120 ft} long.",
  "double-t-slabs": "Long-span floor and roof units for parking, warehouses and open-plan commercial floors.",
  "box-beams": "Hollow prestressed beams for short and medium bridge spans, set side by side as the deck.",
  "l-beams": "Prestressed girders and ledge beams that carry floors, decks and wharf structures.",
  "hollow-core": "Light, fire-rated voided planks for the floors and roofs of apartments, schools and offices.",
  "flat-slab": "Solid prestressed slabs with a smooth exposed soffit for shallow floors.",
  "inverted-beams": "Inverted tee beams with two ledges that keep parking and office floors low.",
  "concrete-bridge-planks": "Deck planks for short-span road bridges, designed for HL-93 loading.",
};

/** The full specification table: the catalogue's rows first, then this page's further rows. */
export function specificationRows(catalogueRows: readonly SpecRow[], detail: Pick<ProductDetail, "moreSpecifications">): SpecRow[] {
  const known = new Set(catalogueRows.map((row) => row.label));
  return [...catalogueRows, ...detail.moreSpecifications.filter((row) => !known.has(row.label))];
}
