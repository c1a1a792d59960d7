import { learnImage, type StandardLearnPage } from "./types";

export const page: StandardLearnPage = {
  kind: "standard",
  slug: "flat-slab",
  title: "Understanding Flat Slabs",
  lead: "How a solid prestressed plank gives the shallowest precast floor, with a soffit smooth enough to leave as the ceiling.",
  hero: {
    src: learnImage("flat-slab-1"),
    alt: "Section through a townhouse block with solid prestressed flat slab floors spanning between load-bearing walls",
  },
  basics: {
    heading: "Flat slab basics",
    paragraphs: [
      "A prestressed flat slab is a solid rectangular plank, {6 in} or {8 in} deep, with strands running its length near the bottom face. It is the simplest precast floor unit: no voids, no stems, just a flat section that spans from wall to wall or beam to beam.",
      "Prestressing lets a thin solid section do more than ordinary reinforced concrete could. The strands hold the slab in compression, so it spans {10 to 30 ft} without cracking under service loads and with little deflection, which keeps the floor build-up as shallow as possible.",
      "The slabs are cast face-down on smooth steel beds, so the underside comes out as a dense, even surface that can be painted and left exposed. A thin composite topping is often poured over them on site, tying the planks into one floor diaphragm and leveling the top.",
    ],
    facts: ["Depth", "Span Capability", "Concrete Strength", "Prestressing"],
    image: {
      src: learnImage("flat-slab-2"),
      alt: "Cross-section of adjacent solid flat slabs with strands near the bottom, a grouted joint and a composite topping, with dimension lines",
      caption: "Solid planks with strands near the soffit and a composite topping.",
    },
  },
  process: {
    intro: "Flat slabs are cast on smooth steel beds, with openings and embeds placed before the pour.",
    steps: [
      {
        title: "Bed and side rails",
        text: "The steel bed is cleaned and oiled and side rails set to the slab width. Bulkheads divide the bed into slabs of the lengths each job needs.",
      },
      {
        title: "Strand tensioning",
        text: "Strands are laid at the design cover and jacked to 70 to 80% of their ultimate strength; elongation and gauge pressure are logged for each one.",
      },
      {
        title: "Blockouts and embeds",
        text: "Blockouts for openings, sleeves for services and lifting inserts are fixed to the bed, checked against the drawings.",
      },
      {
        title: "Casting and curing",
        text: "Concrete is placed, vibrated and finished, broomed where a topping will bond, and cured under cover overnight.",
      },
      {
        title: "Release",
        text: "At release strength, confirmed by cylinder tests, the strands are released and cut between slabs and each slab is lifted from the bed.",
      },
      {
        title: "Checks and delivery",
        text: "Each slab is checked for size, camber and soffit finish, marked with its place on the layout, and delivered in erection order.",
      },
    ],
    image: {
      src: learnImage("casting-bed"),
      alt: "Long-line prestressing bed: strands anchored at the dead-end bulkhead, hydraulic jacks at the live end, side forms and a curing cover",
      caption: "Slabs of different lengths are cast end to end on one set of tensioned strands.",
    },
  },
  benefits: [
    {
      icon: "height",
      title: "Shallowest floor",
      text: "A {6 in} or {8 in} structure gives more headroom or a lower building for the same storeys.",
    },
    { icon: "design", title: "Exposed soffit", text: "The smooth underside can be painted and left as the finished ceiling." },
    { icon: "sound", title: "Solid mass", text: "Full-depth concrete damps footfall and airborne sound between floors." },
    { icon: "fire", title: "Fire resistance", text: "Ratings of 1 to 3 hours, set by slab depth and strand cover." },
    { icon: "speed", title: "Permanent formwork", text: "Planks need no forms on site and carry the topping pour themselves." },
    {
      icon: "quality",
      title: "Cast-in services",
      text: "Sleeves and openings are placed at the plant, exactly where the drawings show them.",
    },
  ],
  applications: {
    intro: "Flat slabs fit where spans are moderate and every inch of floor depth counts.",
    items: [
      { title: "Housing", text: "Floors and roofs of houses, townhouses and low-rise apartment blocks." },
      { title: "Commercial floors", text: "Offices and shops that want an exposed, painted ceiling." },
      { title: "Industrial platforms", text: "Mezzanines, plant rooms and equipment platforms." },
      { title: "Balconies and walkways", text: "Cantilevered or simply supported, with a finished underside." },
    ],
  },
  closing: {
    heading: "Need a shallow floor?",
    text: "Send us the spans, loads and ceiling finish you want. We will suggest slab depths and a layout, with openings placed to your services.",
  },
};
