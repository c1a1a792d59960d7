import { galleryImage, type ProductDetail } from "./types";

export const detail: ProductDetail = {
  overview:
    "Flat slabs are solid prestressed planks cast face-down on smooth steel beds, so the underside arrives ready to stay exposed as the ceiling. They suit the short to medium spans of housing and mezzanines where a shallow floor matters more than a long one.",
  features: [
    "A solid section {6 in} or {8 in} deep spans {10 to 30 ft}, for the shallowest floor zone of any precast unit.",
    "A smooth form-finished soffit can be painted and left exposed, with no ceiling system.",
    "Solid concrete gives good fire resistance and mass against sound and footfall vibration.",
    "Sleeves, inserts and openings for services are cast in at the plant to the approved drawings.",
    "Works as permanent formwork: a composite topping over the slabs ties the floor into one diaphragm.",
    "Planks are light enough for a mid-size crane, so they can be placed on tight urban lots.",
  ],
  moreSpecifications: [
    { label: "Standard Width", value: "{4 to 8 ft}" },
    { label: "Prestressing", value: "Low-relaxation strands at 70 to 80% of ultimate strength" },
    { label: "Fire Rating", value: "1 to 3 hours, by depth and cover" },
    { label: "Edge Detail", value: "Square or keyed edges for grouted joints" },
  ],
  applications: [
    "Floors and roofs of houses, townhouses and apartment blocks",
    "Office and retail floors with exposed ceilings",
    "Mezzanines and equipment platforms in industrial buildings",
    "Balconies, walkways and stair landings",
  ],
  gallery: [
    {
      src: galleryImage("townhouse-floors"),
      alt: "Section through four storeys of townhouses with solid flat slab floors spanning between load-bearing walls",
      caption: "Housing: shallow flat slabs leave more headroom in every storey.",
    },
    {
      src: galleryImage("mezzanine-platform"),
      alt: "Industrial hall with a mezzanine of precast floor slabs on precast beams and columns, reached by a stair, above machinery",
      caption: "Mezzanine: a solid slab platform for plant rooms and storage.",
    },
    {
      src: galleryImage("flat-slab-erection"),
      alt: "Mobile crane lowering a solid flat slab on slings onto the bearing walls of the next bay, beside a bay already floored",
      caption: "Erection: a mid-size crane places each slab, even on a tight lot.",
    },
    {
      src: galleryImage("casting-bed"),
      alt: "Long-line casting bed: strands anchored at the dead end, a hydraulic jack and gauge at the live end, and products cast end to end under a curing cover",
      caption: "At our plant: slabs are cast on smooth steel beds over tensioned strands.",
    },
  ],
};
