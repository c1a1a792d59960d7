import { galleryImage, type ProductDetail } from "./types";

export const detail: ProductDetail = {
  overview:
    "Each pile is cast on a long-line bed at our Belize City plant: strands are tensioned before the pour, the concrete is steam-cured, and the strands are released only when test cylinders show the release strength, so the whole section reaches site already in compression.",
  features: [
    "Low-relaxation strands stressed to 70 to 80% of their ultimate strength keep the section in compression, so driving tension and handling do not crack it.",
    "Dense, low-permeability concrete with {3 in} of cover over the steel resists chlorides in salt water and the aggressive soils of the coast.",
    "Continuous spiral ties, closely pitched at the head and tip, confine the concrete against hammer blows and hard driving.",
    "Single lengths up to {120 ft}; longer piles are joined at site with epoxy-dowel or welded plate splices cast into the ends.",
    "Pick-up points are marked at the plant for two- or three-point lifting, so no pile is overstressed between bed, truck and leads.",
    "Every pile carries its mark, cast date and cylinder results, so the driving log on site matches our quality file.",
  ],
  moreSpecifications: [
    { label: "Load Capacity", value: "Axial service load up to {450 ton}, set by section, length and soil" },
    { label: "Surface Finish", value: "Smooth steel-form finish with chamfered corners" },
  ],
  applications: [
    "Wharves, jetties and mooring dolphins along the coast and the cayes",
    "Bridge foundations and pile bents in rivers and floodplains",
    "Sea walls and bulkheads holding fill behind waterfront property",
    "Commercial and industrial buildings on soft, compressible ground",
    "Foundations for tanks, silos and heavy machinery",
  ],
  gallery: [
    {
      src: galleryImage("marine-wharf"),
      alt: "Elevation of a wharf deck carried on rows of square prestressed piles driven through sea water into the seabed",
      caption: "Marine wharf: pile bents driven through water and soft seabed carry the deck and berthing loads.",
    },
    {
      src: galleryImage("pile-driving"),
      alt: "Crawler crane with hanging leads and a diesel hammer driving a prestressed pile, with the next pile waiting on timber dunnage",
      caption: "On site: each pile is driven to the set the engineer specifies and logged blow by blow.",
    },
    {
      src: galleryImage("bridge-bent"),
      alt: "Bridge pier on a row of prestressed piles with a cast-in-place cap beam carrying the precast deck above the river",
      caption: "Bridge bent: a single row of piles and a cap beam replaces a mass-concrete pier in the river.",
    },
    {
      src: galleryImage("sea-wall"),
      alt: "Section through a sea wall: a line of prestressed piles with a concrete cap, rock armour on the sea side and compacted fill behind",
      caption: "Sea wall: capped piles hold the fill behind a waterfront lot, with rock armour against the waves.",
    },
  ],
};
