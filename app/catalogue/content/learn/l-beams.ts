import { learnImage, type StandardLearnPage } from "./types";

export const page: StandardLearnPage = {
  kind: "standard",
  slug: "l-beams",
  title: "Understanding L-Beams",
  lead: "How a prestressed beam with a ledge along one side carries floor units at its own level, and where I- and L-beams fit in a precast frame.",
  hero: {
    src: learnImage("l-beams-1"),
    alt: "Outside elevation of a four-level precast parking structure: L-beam spandrels span between precast columns at every level, with parked cars behind them",
  },
  basics: {
    heading: "L-beam basics",
    paragraphs: [
      "An L-beam is a prestressed beam whose section looks like the letter L: a deep web with a ledge projecting from its bottom on one side. Floor or roof units such as double tees or hollow core sit on that ledge, so the floor lies within the depth of the beam instead of on top of it.",
      "That is why L-beams run along the edges of a precast frame. As spandrels of a parking structure they carry the floor on the inside face, form the outer face of the building, and act as the barrier at the edge of the deck. An I-beam, with flanges top and bottom, does the same job as a girder where there is no need for a ledge: bridge spans, wharf decks and roof beams.",
      "Because the load arrives on one side only, an L-beam also twists. The design accounts for it with closed stirrups, hanger steel that carries the ledge loads up into the web, and connections at the columns that resist the torsion.",
    ],
    facts: ["Span Capability", "Ledge Width", "Web Thickness", "Concrete Strength"],
    image: {
      src: learnImage("l-beams-2"),
      alt: "Cross-sections of an L-beam carrying a double tee stem on its ledge, and of an I-beam girder, with strands, stirrups and dimension lines",
      caption: "L-beam with a floor unit on its ledge, beside an I-beam girder.",
    },
  },
  process: {
    intro: "I- and L-beams are cast in adjustable steel forms on our prestressing beds.",
    steps: [
      {
        title: "Form set-up",
        text: "The steel form is set to the beam's depth and ledge, bulkheads placed at its length, and column connection plates and bearing embeds fixed.",
      },
      {
        title: "Strand tensioning",
        text: "Strands in the bottom flange or ledge are jacked to 70 to 80% of their ultimate strength, with gauge pressure and elongation checked for each.",
      },
      {
        title: "Reinforcement",
        text: "Closed torsion stirrups, hanger bars and ledge steel are tied to the detailed spacing, then inspected against the shop drawing before the pour.",
      },
      {
        title: "Casting and curing",
        text: "Concrete is placed in layers and vibrated around the ledge steel, then the form is covered and heat-cured overnight.",
      },
      {
        title: "Release",
        text: "When cylinders reach release strength the strands are released gradually and the beam is lifted from the form at its design pick points.",
      },
      {
        title: "Inspection and erection",
        text: "Dimensions, sweep, camber and embed positions are checked. On site the beam is set on the column corbels and welded or bolted before the floor units go on.",
      },
    ],
    image: {
      src: learnImage("casting-bed"),
      alt: "Long-line prestressing bed: strands anchored at the dead-end bulkhead, hydraulic jacks at the live end, side forms and a curing cover",
      caption: "Beams are cast on the same tensioned strands along a long-line bed.",
    },
  },
  benefits: [
    {
      icon: "height",
      title: "Lower floor-to-floor height",
      text: "Floor units sit on the ledge within the beam depth, saving the depth of the floor in every storey.",
    },
    {
      icon: "design",
      title: "Finished edge",
      text: "As a spandrel, the beam is the building's outer face and the deck-edge barrier in one piece.",
    },
    {
      icon: "span",
      title: "Spans of {20 to 50 ft}",
      text: "From short bays to long girders, with the depth chosen for the span and the load.",
    },
    {
      icon: "load",
      title: "Designed for torsion",
      text: "Closed stirrups and hanger steel carry one-sided ledge loads safely into the columns.",
    },
    {
      icon: "speed",
      title: "Quick connections",
      text: "Plates and inserts cast in at the plant let the crew weld or bolt each beam as it lands.",
    },
    { icon: "water", title: "Suits marine work", text: "Dense prestressed concrete takes the salt spray of wharf and jetty decks." },
  ],
  applications: {
    intro: "I- and L-beams turn up wherever a precast floor, deck or roof needs a beam to rest on.",
    items: [
      { title: "Parking structures", text: "L-beam spandrels at the deck edges, carrying double tees on their ledges." },
      { title: "Wharves and jetties", text: "Girders spanning between pile caps, carrying a precast or cast-in-place deck." },
      { title: "Bridges", text: "I-beam girders for short and medium road and pedestrian spans." },
      { title: "Commercial and industrial frames", text: "Edge beams of warehouses, showrooms and offices." },
    ],
  },
  closing: {
    heading: "Framing a building in precast?",
    text: "Share the grid, floor loads and the floor system you have in mind. We will size the beams and detail the ledges and connections with your engineer.",
  },
};
