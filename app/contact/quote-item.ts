// @first-load-shell
import { TRANSLATED, unprefixed } from "../lib/locale";
import { msg, type Translate } from "../lib/messages";
import type { QuoteItem } from "../lib/stored-shapes";

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
export const quantityUnit = (item: Pick<QuoteItem, "id">): QuantityUnit => PRODUCT_UNITS[unprefixed(item.id)] ?? "pieces";

/**
 * The item as the list keeps it: a page's id without its language prefix, so a product added from
 * its Spanish page and from its English page is one item (its name is the page's, as added).
 */
export const keptItem = <T extends Pick<QuoteItem, "id">>(item: T): T =>
  item.id.startsWith("/") && unprefixed(item.id) !== item.id ? { ...item, id: unprefixed(item.id) } : item;

/** How each unit reads (English: its name), translated where shown: "piezas", "m lineales". */
const UNIT_LABELS: Readonly<Record<QuantityUnit, string>> = { pieces: msg("pieces"), "m²": "m²", "linear m": msg("linear m") };

/** What an item's quantity counts, in `t`'s language (English by default). */
export const quantityUnitLabel = (item: Pick<QuoteItem, "id">, t?: Translate): string => {
  const label = UNIT_LABELS[quantityUnit(item)];
  return t ? t(label) : label;
};

/** How the list names each category (a product's, a service's, the mobile menu's page), translated where shown. */
const CATEGORY_LABELS: Readonly<Record<string, string>> = { products: msg("Products"), services: msg("Services"), General: msg("General") };

/** An item's category in `t`'s language: English keeps the key as it is ("products", styled where shown), Spanish "Productos". */
export function categoryLabel(category: string, t: Translate): string {
  const label = TRANSLATED[t.locale] && Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category] : undefined;
  return label ? t(label) : category;
}

/**
 * "Hollow Core × 400 m² (12 m spans)", "Box Beams × 6": an item as the confirmation and the mails
 * name it, its unit in `t`'s language (English by default). Name and note stay as they were written.
 */
export function describeQuoteItem(item: QuoteItem, t?: Translate): string {
  const unit = quantityUnit(item);
  const quantity = item.quantity ? ` × ${item.quantity}${unit === "pieces" ? "" : ` ${quantityUnitLabel(item, t)}`}` : "";
  return `${item.name}${quantity}${item.note ? ` (${item.note})` : ""}`;
}
