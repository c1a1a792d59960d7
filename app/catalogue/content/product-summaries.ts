// Each product's description and catalogue specifications (the rest of its entry is in
// products.ts). Loaders read these and hand pages what they show, so the text is never part of
// a page's first-load JavaScript.

import { localized } from "../../lib/localized";
import type { Locale } from "../../lib/locale";
import type { SpecLabel } from "./product-details/types";
import { spanMark } from "./products";
import * as es from "./product-summaries.es";

/**
 * A bridge product's load rating: its load tables are building loads, and bridge loading is
 * checked for each bridge (rules §2 "Product detail pages").
 */
export const BRIDGE_LOADING = "Load tables for building loads; bridge loading (AASHTO LRFD HL-93) checked by our engineers for each bridge";

export type ProductSummary = {
  description: string;
  specifications: readonly { label: SpecLabel; value: string }[];
};

/** A row's value that is the product's published span (products.ts), filled in by productSummary. */
const SPAN = "{span}";

export const summaries: Record<string, ProductSummary> = {
  "prestressed-piles": {
    description:
      "Square prestressed concrete piles cast with high-strength strands tensioned before the pour, so they resist driving stresses, bending and corrosion in the salt water and soft soils of the Belizean coast.",
    specifications: [
      { label: "Cross-Section", value: "{12 to 24 in} square; other sizes on request" },
      { label: "Length", value: "Up to {120 ft}" },
      { label: "Concrete Strength", value: "{6,000 to 8,000 psi}" },
      { label: "Prestressing", value: "Low-relaxation strands at 70 to 80% of ultimate strength" },
      { label: "Reinforcement", value: "Spiral ties, closer at the head and tip" },
    ],
  },
  "double-t-slabs": {
    description:
      "Double tee floor and roof units: a wide flange on two prestressed stems that clears long spans without intermediate columns, for parking structures, warehouses and open-plan commercial floors.",
    specifications: [
      { label: "Standard Width", value: "{8 to 12 ft}" },
      { label: "Span Capability", value: SPAN },
      { label: "Concrete Strength", value: "{5,000 to 7,000 psi}" },
      { label: "Flange Thickness", value: "{2 to 4 in}, topped or pretopped" },
      { label: "Load Capacity", value: "Designed per project, from parking decks to heavy storage floors" },
    ],
  },
  "box-beams": {
    description:
      "Hollow prestressed box beams with high torsional stiffness, placed side by side for short and medium bridge spans and heavy-duty decks that go up fast with little falsework.",
    specifications: [
      { label: "Span Capability", value: SPAN },
      { label: "Width Range", value: "{3 to 4 ft} per beam" },
      { label: "Wall Thickness", value: "{5 to 6 in}" },
      { label: "Concrete Strength", value: "{6,000 to 8,000 psi}" },
    ],
  },
  "l-beams": {
    description:
      "Prestressed I- and L-shaped beams and girders that carry floors, decks and wharf structures; the L profile gives a ledge for double tees or hollow core to bear on.",
    specifications: [
      { label: "Span Capability", value: SPAN },
      { label: "Ledge Width", value: "{6 to 8 in}" },
      { label: "Web Thickness", value: "{12 to 16 in}" },
      { label: "Concrete Strength", value: "{6,000 psi} minimum" },
    ],
  },
  "hollow-core": {
    description:
      "Extruded hollow core planks whose continuous voids cut weight by up to 40% while keeping stiffness, fire resistance and sound insulation for floors and roofs of apartments, schools, hotels and offices.",
    specifications: [
      { label: "Depth", value: "{8 to 12 in}; other depths on request" },
      { label: "Span Capability", value: SPAN },
      { label: "Fire Rating", value: "1 to 2 hours (typical patterns)" },
      { label: "Sound Transmission Class", value: "STC 50 to 60" },
      { label: "Edge Detail", value: "Grouted shear keys along both long edges" },
    ],
  },
  "flat-slab": {
    description:
      "Solid prestressed flat slabs with a smooth soffit that can stay exposed, for shallow floor build-ups in housing, mezzanines and industrial platforms.",
    specifications: [
      { label: "Depth", value: "{6 in} or {8 in}; other depths on request" },
      { label: "Span Capability", value: SPAN },
      { label: "Surface Finish", value: "Smooth form finish soffit, broomed or screeded top" },
      { label: "Concrete Strength", value: "{5,000 psi} minimum" },
    ],
  },
  "inverted-beams": {
    description:
      "Inverted tee beams with ledges on both sides that support double tees or hollow core at the same level, keeping floor-to-floor heights low in parking and commercial structures.",
    specifications: [
      { label: "Standard Depths", value: "{20 in} or {36 in}; other depths on request" },
      { label: "Span Capability", value: SPAN },
      { label: "Ledge Width", value: "{6 in} each side" },
      { label: "Concrete Strength", value: "{6,000 psi} minimum" },
    ],
  },
  "concrete-bridge-planks": {
    description:
      "Prestressed deck planks for short-span road and rural bridges, set by crane in a day to replace timber decks and failing culverts; bridge loading (HL-93) is checked for each bridge.",
    specifications: [
      { label: "Length", value: SPAN },
      { label: "Width Range", value: "{4 to 8 ft}" },
      { label: "Depth", value: "{10 in} or {12 in}; other depths on request" },
      { label: "Concrete Strength", value: "{5,000 to 6,000 psi}" },
      { label: "Edge Detail", value: "Full-depth grouted shear keys between planks" },
      { label: "Load Rating", value: BRIDGE_LOADING },
    ],
  },
};

const summariesIn = localized(summaries, { es: es.summaries });

/** The description and specifications of the product with `slug`, in `locale`. */
export function productSummary(slug: string, locale: Locale = "en"): ProductSummary {
  const inLocale = summariesIn(locale);
  const summary = Object.hasOwn(inLocale, slug) ? inLocale[slug] : undefined;
  if (!summary) throw new Error(`No summary for product ${slug}`);
  const specifications = summary.specifications.map((row) => (row.value === SPAN ? { ...row, value: spanMark(slug) } : row));
  return { ...summary, specifications };
}
