import { galleryImage, type ProductDetail } from "./types";

export const detail: ProductDetail = {
  overview:
    "Double tees come off our steel forms in one piece: a wide flange that is the finished floor or roof, and two stems that hold the prestressing strands. Set side by side and welded at the flange connectors, they make a floor the day they are erected.",
  features: [
    "Clear spans of {30 to 60 ft} without intermediate columns, so parking bays, aisles and open-plan floors stay free.",
    "Strands in both stems, stressed to 70 to 80% of their ultimate strength, give camber and control deflection under full live load.",
    "Pretopped flanges serve as the wearing surface; field-topped units take a cast-in-place topping for diaphragm action.",
    "Embedded weld plates along the flange edges tie adjacent tees together and carry diaphragm shear to the frame.",
    "Dapped stem ends can bear on beam ledges to keep the structural depth, and the floor-to-floor height, low.",
    "One crane pick covers up to {960 sq ft} of floor, so a crew can close in a parking level in a few days.",
  ],
  moreSpecifications: [
    { label: "Depth", value: "{24 in} or {30 in} stems; other depths on request" },
    { label: "Prestressing", value: "Low-relaxation strands in each stem at 70 to 80% of ultimate strength" },
    { label: "Fire Rating", value: "1 to 2 hours, by topping and cover" },
    { label: "Edge Detail", value: "Flange weld connectors at {5 to 8 ft} centres" },
  ],
  applications: [
    "Parking structures, with long clear bays and no interior columns",
    "Warehouse and factory roofs and mezzanines",
    "Supermarkets, showrooms and other open-plan commercial floors",
    "Podium decks over parking or shops with housing above",
    "Grandstands, covered markets and school halls",
  ],
  gallery: [
    {
      src: galleryImage("parking-deck"),
      alt: "Section through a multi-level parking structure with double tee floors spanning between precast beams and columns",
      caption: "Parking structure: {60 ft} double tees clear the drive aisle and both rows of stalls.",
    },
    {
      src: galleryImage("double-tee-erection"),
      alt: "Mobile crane lifting a double tee with a spreader beam onto the ledges of precast beams on columns",
      caption: "Erection: each tee is set on its bearing pads and welded to its neighbour the same day.",
    },
    {
      src: galleryImage("warehouse-roof"),
      alt: "Section through a warehouse roof of double tees on precast beams and columns, with racking and a truck dock below",
      caption: "Warehouse roof: long tees leave the floor free for racking, forklifts and truck docks.",
    },
    {
      src: galleryImage("podium-deck"),
      alt: "Section through a mixed-use building: double tee podium deck over ground-floor parking and shops, with apartments above",
      caption: "Podium deck: double tees span the parking level and carry the apartments above.",
    },
  ],
};
