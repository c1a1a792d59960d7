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

/** "Hollow Core × 40 (12 m spans)": an item as the confirmation and the mails name it. */
export function describeQuoteItem(item: QuoteItem): string {
  return `${item.name}${item.quantity ? ` × ${item.quantity}` : ""}${item.note ? ` (${item.note})` : ""}`;
}
