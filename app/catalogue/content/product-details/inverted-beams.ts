import { galleryImage, type ProductDetail } from "./types";

export const detail: ProductDetail = {
  overview:
    "An inverted tee is a rectangular web on a wider bottom flange: the flange projects as a ledge on both sides, so the floor units of two bays bear on one beam at the same level. The floor sits within the beam depth, which keeps storey heights, ramps and cladding low.",
  features: [
    "Ledges on both sides carry double tees or hollow core from two bays on one beam.",
    "Depths of {20 in} or {36 in}, and others on request, for spans of {15 to 55 ft} between columns.",
    "The floor sits within the beam depth, cutting the floor-to-floor height by the depth of the floor units.",
    "Hanger stirrups and ledge reinforcement are detailed for the concentrated reactions of double tee stems.",
    "Bearing pads and weld plates are set on the ledge at the plant to the erection drawings.",
    "Prestressing at 70 to 80% of ultimate strength controls deflection under the heavy line loads of parking decks.",
  ],
  moreSpecifications: [
    { label: "Web Thickness", value: "{12 to 16 in}" },
    { label: "Prestressing", value: "Low-relaxation strands at 70 to 80% of ultimate strength" },
    { label: "Reinforcement", value: "Hanger and ledge stirrups at {4 to 6 in} centres" },
    { label: "Fire Rating", value: "2 hours, by cover" },
  ],
  applications: [
    "Interior girders of parking structures",
    "Floor beams of offices, hospitals and schools framed in precast",
    "Roof beams of warehouses carrying double tees from two bays",
    "Transfer beams where a column grid changes between storeys",
  ],
  gallery: [
    {
      src: galleryImage("parking-deck"),
      alt: "Section through a multi-level parking structure with double tees bearing on the ledges of inverted tee beams",
      caption: "Parking structure: inverted tees carry the tees of both bays at one level.",
    },
    {
      src: galleryImage("office-frame"),
      alt: "Section through an office building: hollow core floors on the ledges of inverted tee beams and precast columns",
      caption: "Office frame: the floor sits within the beam depth, so floor-to-floor heights stay low.",
    },
    {
      src: galleryImage("double-tee-erection"),
      alt: "Mobile crane lifting a double tee with a spreader beam onto the ledges of precast beams on columns",
      caption: "Erection: tees are set straight onto the pads on the beam ledges.",
    },
    {
      src: galleryImage("warehouse-roof"),
      alt: "Section through a warehouse whose roof units bear on the ledges of an inverted tee beam in the middle bay line",
      caption: "Warehouse: one inverted tee carries the roof of two bays down the middle.",
    },
  ],
};
