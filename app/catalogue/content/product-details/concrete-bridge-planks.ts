import { galleryImage, type ProductDetail } from "./types";

export const detail: ProductDetail = {
  overview:
    "Bridge planks are solid or voided prestressed slabs that span from support to support and form the deck themselves. Laid side by side on pile bents or abutments and tied through with transverse rods, they replace timber decks and failed culverts; our engineers check each bridge for HL-93 highway loading.",
  features: [
    "Bridge loading (AASHTO LRFD HL-93: the design truck or tandem with the lane load) is checked by our engineers for each bridge; the load table below gives building loads.",
    "Lengths of {15 to 45 ft} and widths of {4 to 8 ft}, so a two-lane deck is a handful of crane picks.",
    "The plank is the deck: no formwork, no falsework and no cast-in-place slab over the water.",
    "Grouted shear keys and transverse tie rods spread wheel loads over neighbouring planks.",
    "Dense {5,000 to 6,000 psi} concrete for long life in wet, flood-prone crossings.",
    "A short-span crossing can be replaced, and the road reopened, in a matter of days.",
  ],
  moreSpecifications: [
    { label: "Prestressing", value: "Low-relaxation strands at 70 to 80% of ultimate strength" },
    { label: "Surface Finish", value: "Broomed top for a wearing surface, or ready for an overlay" },
  ],
  applications: [
    "Rural road and farm bridges replacing timber decks",
    "Creek crossings that replace failed culverts",
    "Short spans of highway bridges on pile bents",
    "Causeways and low-level crossings in flood plains",
  ],
  gallery: [
    {
      src: galleryImage("plank-bridge"),
      alt: "Elevation of a multi-span rural bridge on prestressed planks resting on pile bents, with a section of the planks side by side",
      caption: "Rural bridge: planks on pile bents cross the river in short spans.",
    },
    {
      src: galleryImage("culvert-replacement"),
      alt: "Single-span bridge of precast planks on two abutments over a creek, with the old failed culvert pipes shown dashed",
      caption: "Culvert replacement: one span of planks clears the flood flow the pipes could not.",
    },
    {
      src: galleryImage("bridge-erection"),
      alt: "Two crawler cranes, one on each bank, lifting a long precast plank together onto the abutment seats of a creek crossing",
      caption: "Erection: planks are set span by span from the bank.",
    },
    {
      src: galleryImage("bridge-bent"),
      alt: "Bridge pier on a row of prestressed piles with a cap beam carrying the precast deck above the river",
      caption: "Substructure: a pile bent with a cap beam supports each pair of spans.",
    },
  ],
};
