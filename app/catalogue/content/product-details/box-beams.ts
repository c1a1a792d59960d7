import { galleryImage, type ProductDetail } from "./types";
import { BRIDGE_LOADING } from "../product-summaries";

export const detail: ProductDetail = {
  overview:
    "Box beams are cast around a void former on our prestressing beds, with strands in the bottom flange and, where the span needs it, in the top. Placed side by side and joined by grouted shear keys and transverse ties, they act together as one stiff bridge deck.",
  features: [
    "Closed hollow section with high torsional stiffness, so side-by-side beams share wheel loads across the deck.",
    "Spans of {30 to 95 ft} from one family of forms, with depth chosen for the span and the clearance below.",
    "Void formers cut dead weight, so crane picks and the loads on piers and foundations stay small.",
    "Grouted shear keys and transverse post-tensioning or tie rods make the beams act as a single deck.",
    "The top flange can serve as the riding surface, or take a cast-in-place composite deck.",
    "No falsework in the river: beams are set from the bank or from the previous span, often in a day per span.",
  ],
  moreSpecifications: [
    { label: "Depth", value: "{27 in} or {39 in}; other depths on request" },
    { label: "Prestressing", value: "Low-relaxation strands at 70 to 80% of ultimate strength" },
    { label: "Load Rating", value: BRIDGE_LOADING },
    { label: "Edge Detail", value: "Full-depth grouted shear keys with transverse tie holes" },
  ],
  applications: [
    "Short and medium highway and rural road bridges",
    "River and creek crossings where falsework cannot stand in the water",
    "Overpasses and ramps that must go up with the road kept open",
    "Heavy-duty industrial decks, loading platforms and conveyor crossings",
    "Pedestrian bridges with a shallow, clean soffit",
  ],
  gallery: [
    {
      src: galleryImage("box-beam-bridge"),
      alt: "Elevation of a three-span river bridge on adjacent prestressed box beams, with a section showing the beams side by side",
      caption: "River bridge: adjacent box beams span pier to pier with no falsework in the water.",
    },
    {
      src: galleryImage("highway-overpass"),
      alt: "Overpass carrying a road on box beams over a highway, with the clearance dimension shown above the traffic lanes",
      caption: "Overpass: shallow box beams keep the clearance over the traffic below.",
    },
    {
      src: galleryImage("bridge-erection"),
      alt: "Two crawler cranes, one on each bank, lifting a long prestressed beam together onto the abutment seats of a creek crossing",
      caption: "Erection: a tandem lift sets each beam on its bearings, span by span.",
    },
    {
      src: galleryImage("bridge-bent"),
      alt: "Bridge pier on a row of prestressed piles with a cap beam carrying the precast deck above the river",
      caption: "Substructure: box beams bear on a pile-bent cap, a fully precast bridge from piles to deck.",
    },
  ],
};
