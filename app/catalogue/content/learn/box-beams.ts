import { learnImage, type StandardLearnPage } from "./types";

export const page: StandardLearnPage = {
  kind: "standard",
  slug: "box-beams",
  title: "Understanding Box Beams",
  lead: "How a hollow prestressed beam, placed side by side with its neighbours, becomes a bridge deck in days, without falsework in the river.",
  hero: {
    src: learnImage("box-beams-1"),
    alt: "Elevation of a three-span road bridge over a river on prestressed box beams, with piers on piles and abutments at both banks",
  },
  basics: {
    heading: "Box beam basics",
    paragraphs: [
      "A box beam is a rectangular prestressed beam with a hollow core running most of its length. The void is formed with a lightweight former during casting; solid diaphragms are left at the ends and at intervals, where bearings and transverse ties pass through.",
      "The closed box resists twisting far better than an open section of the same weight. That matters on a bridge: when a truck crosses near one edge, the beams twist and share the load with their neighbours instead of one beam taking it alone.",
      "Beams are laid side by side, touching, across the full width of the bridge. Grouted shear keys along their sides, and transverse ties or post-tensioning through the diaphragms, lock them together. The top surface can carry traffic directly or receive a cast-in-place composite deck.",
    ],
    facts: ["Span Capability", "Width Range", "Wall Thickness", "Concrete Strength"],
    image: {
      src: learnImage("box-beams-2"),
      alt: "Cross-section of adjacent box beams: the hollow void, {5 in} walls, strands in the bottom flange, grouted shear keys and a transverse tie",
      caption: "Adjacent box beams joined by grouted shear keys and a transverse tie.",
    },
  },
  process: {
    intro: "A box beam is cast in one pour around its void, on the same long-line beds as our other prestressed products.",
    steps: [
      {
        title: "Bottom flange and strands",
        text: "Steel side forms are set on the bed and strands laid out in the bottom flange, with a few in the top flange on longer spans to control stresses at release.",
      },
      {
        title: "Strand tensioning",
        text: "Each strand is jacked to 70 to 80% of its ultimate strength and its elongation checked against the gauge pressure before any concrete is placed.",
      },
      {
        title: "Void former and cage",
        text: "Stirrups are tied, the void former is fixed so it cannot float during the pour, and tie ducts, bearing plates and lifting loops are set at the diaphragms.",
      },
      {
        title: "Casting and curing",
        text: "The bottom flange is cast and vibrated first, then the webs and top flange. The bed is covered and heat-cured overnight to reach release strength.",
      },
      {
        title: "Release and inspection",
        text: "Strands are released gradually once cylinders reach release strength. Each beam is checked for camber, sweep, wall thickness and the position of every embed.",
      },
      {
        title: "Delivery and erection",
        text: "Beams are trucked to site and set by crane on elastomeric bearings. Shear keys are grouted and the transverse ties tensioned to lock the deck together.",
      },
    ],
    image: {
      src: learnImage("casting-bed"),
      alt: "Long-line prestressing bed: strands anchored at the dead-end bulkhead, hydraulic jacks at the live end, side forms and a curing cover",
      caption: "Strands are tensioned between bulkheads before the box is cast around its void.",
    },
  },
  benefits: [
    {
      icon: "strength",
      title: "High torsional stiffness",
      text: "The closed section shares wheel loads across neighbouring beams and stays stiff under eccentric traffic.",
    },
    {
      icon: "speed",
      title: "No falsework",
      text: "Beams span pier to pier as soon as they are set, so nothing has to stand in the river.",
    },
    {
      icon: "weight",
      title: "Light for its depth",
      text: "The void cuts dead weight, so crane picks, piers and foundations can be smaller.",
    },
    { icon: "height", title: "Shallow structure", text: "A low depth-to-span ratio keeps the road grade down and the clearance up." },
    {
      icon: "durability",
      title: "Long service life",
      text: "Dense plant concrete and strands in compression suit wet, tropical crossings.",
    },
    { icon: "span", title: "Wide span range", text: "From {30 ft} culvert replacements to {95 ft} river spans with one family of forms." },
  ],
  applications: {
    intro: "Box beams are the fast way to build short and medium bridges, and any deck that must carry heavy wheel loads.",
    items: [
      {
        title: "Highway and rural road bridges",
        text: "Simple spans on piers and abutments, often replacing an old or flood-damaged crossing.",
      },
      { title: "River crossings", text: "Where falsework cannot stand in the water or the flood season is close." },
      { title: "Overpasses and ramps", text: "Built over live traffic, with each span set in a night's closure." },
      { title: "Industrial decks", text: "Loading platforms, conveyor crossings and heavy-duty yard decks." },
    ],
  },
  closing: {
    heading: "Replacing or building a bridge?",
    text: "Send us the span, width, design loading and site access. We will propose a beam layout and an erection plan that keeps the road closure short.",
  },
};
