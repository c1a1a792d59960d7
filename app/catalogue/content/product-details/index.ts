// Product detail content by slug and language, loaded on demand by the product route's loader only.
import { localized, withText, type TextOf } from "../../../lib/localized";
import type { Locale } from "../../../lib/locale";
import { SPEC_LABELS, specLabelNamesIn, type ProductDetail, type SpecLabel, type SpecRow } from "./types";
import * as es from "./index.es";

// Each product's module, ./<slug>.ts, and its text in each other language, ./<slug>.<locale>.ts.
const modules = import.meta.glob<{ detail: ProductDetail }>(["./*.ts", "!./*.*.ts", "!./index.ts", "!./types.ts"]);
type Text = { detail: TextOf<ProductDetail> };
const TEXTS: Record<Locale, Record<string, () => Promise<Text>>> = {
  en: {},
  es: import.meta.glob<Text>(["./*.es.ts", "!./index.es.ts", "!./types.es.ts"]),
};

/** The product page's own content for `slug`, in `locale`. */
export async function productDetail(slug: string, locale: Locale = "en"): Promise<ProductDetail | undefined> {
  const load = modules[`./${slug}.ts`];
  if (!load) return undefined;
  const [{ detail }, text] = await Promise.all([load(), TEXTS[locale][`./${slug}.${locale}.ts`]?.()]);
  return withText(detail, text?.detail);
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
  "concrete-bridge-planks": "Deck planks for short-span road bridges, set by crane in a day.",
};

const relatedBlurbsIn = localized(RELATED_BLURBS, { es: es.RELATED_BLURBS });

/** The Related Products blurb of `slug` in `locale`, if it has one. */
export const relatedBlurb = (slug: string, locale: Locale = "en"): string | undefined => relatedBlurbsIn(locale)[slug];

const isSpecLabel = (label: string): label is SpecLabel => (SPEC_LABELS as readonly string[]).includes(label);

/** A specification label as a reader of `locale` reads it (the English label is the key). */
export const specLabel = (label: string, locale: Locale = "en"): string => (isSpecLabel(label) ? specLabelNamesIn(locale)[label] : label);

/** Specification rows with their labels in `locale` (after any matching by the English label). */
export const labelledRows = (rows: readonly SpecRow[], locale: Locale = "en"): SpecRow[] =>
  rows.map((row) => ({ label: specLabel(row.label, locale), value: row.value }));

/** The full specification table: the catalogue's rows first, then this page's further rows. */
export function specificationRows(catalogueRows: readonly SpecRow[], detail: Pick<ProductDetail, "moreSpecifications">): SpecRow[] {
  const known = new Set(catalogueRows.map((row) => row.label));
  return [...catalogueRows, ...detail.moreSpecifications.filter((row) => !known.has(row.label))];
}
