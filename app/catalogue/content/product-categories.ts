// The four category listings (rules §2 "Category listings"): heading title and intro copy.
// Imported only by the listing route's loader, so the copy stays out of every browser bundle.
import { localized } from "../../lib/localized";
import type { Category } from "./catalogue-filters";
import * as es from "./product-categories.es";

export type CategoryPage = {
  /** Shown as 'Our {title} Solutions'. */
  title: string;
  intro: readonly string[];
};

export const categoryPages: Record<Category, CategoryPage> = {
  prestressed: {
    title: "Prestressed Concrete",
    intro: [
      "Everything we cast is prestressed. High-strength steel strands are stretched in the casting bed before the concrete is placed and released once it has reached strength, so the member leaves our yard already squeezed into compression. That stored compression lets it span farther, carry more load and stay free of cracks at a shallower depth than ordinary reinforced concrete.",
      "From square piles driven into the soft coastal soils of Belize to long-span double tees and bridge planks, each product below is cast in steel forms at our plant on the Old Northern Highway, cured, and checked against its design drawings before it is loaded for site.",
    ],
  },
  beams: {
    title: "Precast Beam",
    intro: [
      "Beams carry the floors and decks above them to the columns, piers and walls below. Our three shapes answer three different problems: box beams for bridge spans that have to go up quickly over water, I- and L-beams for frames and wharves where a ledge supports the slab, and inverted tee beams that carry floor units on both sides at one level to keep storey heights low.",
      "Each beam is designed for its span and loads: our engineers size the strand pattern, stirrups and bearing details with your structural engineer, and the beams arrive ready to set on their bearings.",
    ],
  },
  slabs: {
    title: "Precast Slab",
    intro: [
      "Double tees and flat slabs make floors and roofs that arrive ready to place: no formwork, no shoring and no waiting for concrete to cure on site. Double tees clear {30 to 60 ft} for parking structures and warehouses; flat slabs give a thin floor with a smooth soffit for housing and mezzanines over {10 to 30 ft}.",
      "Both can be used as delivered or finished with a cast-in-place topping that ties the units into one floor diaphragm.",
    ],
  },
  planks: {
    title: "Bridge Plank",
    intro: [
      "Bridge planks replace timber decks and failing culverts on short-span road bridges. Each prestressed plank is {4 to 8 ft} wide and {15 to 45 ft} long, set side by side by crane; grouted shear keys between the planks make the deck act as one. Our engineers check the bridge loading (AASHTO LRFD HL-93) for each bridge.",
      "A crew can place a deck in a day, so a rural crossing is closed for days rather than weeks.",
    ],
  },
};

export const categoryPagesIn = localized(categoryPages, { es: es.categoryPages });
