import { galleryImage, type ProductDetail } from "./types";

export const detail: ProductDetail = {
  overview:
    "I-beams carry decks and floors as girders; the L-beam adds a ledge along one side, so double tees or hollow core can bear on it at the level of the beam instead of on top. Both are cast in steel forms on our prestressing beds and arrive with bearing plates and connections in place.",
  features: [
    "Spans of {20 to 50 ft}, with the section depth matched to the load and the headroom below.",
    "The L-beam's {6 to 8 in} ledge carries floor units within the beam depth, cutting the floor-to-floor height.",
    "Strands stressed to 70 to 80% of their ultimate strength in the bottom flange control cracking and deflection.",
    "Embedded plates, inserts and dowel sleeves are cast in, so the beams bolt or weld to columns on arrival.",
    "As spandrels, L-beams double as the finished outer face and the vehicle barrier of a parking deck.",
    "Dense, low-permeability concrete suits wharf decks and bridges exposed to salt spray.",
  ],
  moreSpecifications: [
    { label: "Depth", value: "{24 in} or {32 in}; other depths on request" },
    { label: "Prestressing", value: "Low-relaxation strands at 70 to 80% of ultimate strength" },
    { label: "Reinforcement", value: "Hanger and ledge stirrups at {4 to 8 in} centres" },
    { label: "Load Capacity", value: "Designed per project for the floor or deck it carries" },
  ],
  applications: [
    "Wharf and jetty decks as girders between pile caps",
    "Spandrel and ledger beams of parking structures",
    "Girders of short-span road and pedestrian bridges",
    "Roof and floor beams of warehouses, showrooms and offices",
  ],
  gallery: [
    {
      src: galleryImage("marine-wharf"),
      alt: "Elevation of a wharf whose deck rests on precast girders spanning between pile caps over the water",
      caption: "Wharf deck: precast girders span between the pile caps, clear of the splash zone.",
    },
    {
      src: galleryImage("parking-deck"),
      alt: "Section through a parking structure with L-shaped spandrel beams at the edges carrying the double tee floors",
      caption: "Parking structure: L-beam spandrels carry the tees and form the outer barrier.",
    },
    {
      src: galleryImage("warehouse-roof"),
      alt: "Section through a warehouse whose roof units bear on the ledges of precast beams at the walls and the middle",
      caption: "Warehouse: ledge beams take the roof units at their own level, keeping the eaves low.",
    },
    {
      src: galleryImage("bridge-erection"),
      alt: "Two crawler cranes, one on each bank, lifting a long prestressed girder together onto the abutment seats of a creek crossing",
      caption: "Bridge girders: set on their bearings by a tandem lift from the bank.",
    },
  ],
};
