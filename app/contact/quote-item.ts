/** A quote list entry (rules §3): from a product card (category 'products'), a service card ('services') or the mobile menu ('General'). */
export type QuoteItem = {
  id: string;
  name: string;
  category: string;
  /** How many, when the visitor says (1 to QUOTE_QUANTITY_MAX). */
  quantity?: number;
  /** Span, length, loading: what the visitor notes about this item. */
  note?: string;
};

/** The most of one item a request may ask for; more is a typing slip. */
export const QUOTE_QUANTITY_MAX = 99_999;

/** What a quantity counts: pieces, floor area or run of length, each in one unit so a number means one thing. */
export type QuantityUnit = "pieces" | "m²" | "linear m";

/**
 * The unit of each product's quantity, as precast is priced: piles by the linear metre, slabs by
 * floor area, beams and planks by the piece (products by their page; docs/decisions/0062-a-quote-list-that-keeps-every-edit.md).
 */
const PRODUCT_UNITS: Readonly<Record<string, QuantityUnit>> = {
  "/products/prestressed-piles": "linear m",
  "/products/double-t-slabs": "m²",
  "/products/hollow-core": "m²",
  "/products/flat-slab": "m²",
  "/products/box-beams": "pieces",
  "/products/l-beams": "pieces",
  "/products/inverted-beams": "pieces",
  "/products/concrete-bridge-planks": "pieces",
};

/** What an item's quantity counts; a service or a page: pieces (how many). */
export const quantityUnit = (item: Pick<QuoteItem, "id">): QuantityUnit => PRODUCT_UNITS[item.id] ?? "pieces";

/** "Hollow Core × 400 m² (12 m spans)", "Box Beams × 6": an item as the confirmation and the mails name it. */
export function describeQuoteItem(item: QuoteItem): string {
  const unit = quantityUnit(item);
  const quantity = item.quantity ? ` × ${item.quantity}${unit === "pieces" ? "" : ` ${unit}`}` : "";
  return `${item.name}${quantity}${item.note ? ` (${item.note})` : ""}`;
}
