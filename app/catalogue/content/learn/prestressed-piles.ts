import { learnImage, type StandardLearnPage } from "./types";

export const page: StandardLearnPage = {
  kind: "standard",
  slug: "prestressed-piles",
  title: "Understanding Prestressed Piles",
  lead: "How a square concrete pile is squeezed by tensioned steel before it ever meets a hammer, and why that makes it the foundation of choice for wharves, bridges and buildings on soft ground.",
  hero: {
    src: learnImage("prestressed-piles-1"),
    alt: "Elevation of a pile-driving rig on a barge driving prestressed piles for a wharf, with the soil layers and the pile tips in firm sand below",
  },
  basics: {
    heading: "Prestressed pile basics",
    paragraphs: [
      "A prestressed pile is a precast concrete column, square in section, driven into the ground to carry a structure's load down to firm soil or rock. Steel strands run its full length. They are stretched before the concrete is poured and released once it has hardened, so they try to shorten and squeeze the concrete: the pile leaves our plant with a built-in compression of roughly {700 to 1,200 psi}.",
      "That stored compression is what sets a prestressed pile apart from an ordinarily reinforced one. Hammer blows send stress waves down the pile and reflect tension back up it; lifting and pitching bend it. The precompression cancels those tensions, so the pile stays free of cracks, which also keeps sea water away from the steel for the life of the structure.",
      "A pile carries its load two ways: by friction along its sides and by end bearing at its tip. The engineer chooses the section and length for both, and the driving record on site confirms that each pile has reached its capacity.",
    ],
    facts: ["Cross-Section", "Length", "Concrete Strength", "Prestressing"],
    image: {
      src: learnImage("prestressed-piles-2"),
      alt: "Cross-section and elevation of a square prestressed pile: strands in a ring, spiral ties closely pitched at the head and tip, and the chamfered corners",
      caption: "Section and elevation: strands in a ring inside continuous spiral ties.",
    },
  },
  process: {
    intro: "Every pile goes through the same six steps on our long-line beds, each one recorded in the pile's quality file.",
    steps: [
      {
        title: "Bed set-up and steel",
        text: "Steel side forms are aligned on the bed and end bulkheads fitted. Spiral ties are threaded onto the strands at the pitch the drawings call for: tighter at the head and tip, where driving stresses are highest.",
      },
      {
        title: "Strand tensioning",
        text: "Each low-relaxation strand is pulled by a hydraulic jack to 70 to 80% of its ultimate strength. Every pull is checked two ways, by gauge pressure and by measured elongation, and the two must agree within 5%.",
      },
      {
        title: "Casting",
        text: "High-strength concrete from our batch plant is placed and vibrated along the bed. Slump, air and temperature are tested, and cylinders are made from the same loads.",
      },
      {
        title: "Curing",
        text: "The bed is covered and cured with low-pressure steam overnight, keeping the concrete warm and moist so it gains strength fast without thermal cracking.",
      },
      {
        title: "Detensioning",
        text: "When cylinders broken in our lab reach the release strength, the strands are released gradually in a set pattern, so the force passes evenly into the concrete, and the piles are cut apart.",
      },
      {
        title: "Inspection and delivery",
        text: "Each pile is measured, checked for sweep and surface defects, marked and stored on dunnage at its pick points, and shipped once it has reached its design strength.",
      },
    ],
    image: {
      src: learnImage("casting-bed"),
      alt: "Long-line prestressing bed: strands anchored at the dead-end bulkhead, hydraulic jacks at the live end, side forms and a steam curing cover",
      caption: "A long-line bed: several piles are cast end to end on the same tensioned strands.",
    },
  },
  benefits: [
    {
      icon: "strength",
      title: "Drives hard without damage",
      text: "Precompression absorbs the tension waves of hard driving, so piles reach depth without cracking or spalling.",
    },
    {
      icon: "water",
      title: "Lasts in salt water",
      text: "Crack-free, dense concrete with deep cover keeps chlorides away from the steel in the splash zone for decades.",
    },
    {
      icon: "load",
      title: "High capacity per pile",
      text: "A {24 in} pile can carry several hundred tons, so fewer piles and smaller caps do the job.",
    },
    {
      icon: "height",
      title: "Long single lengths",
      text: "Up to {120 ft} in one piece reaches firm strata below the soft clays and muds of the coast.",
    },
    {
      icon: "speed",
      title: "Fast to install",
      text: "Piles arrive cured and ready: a rig can drive a bent a day, with no formwork or concrete work on site.",
    },
    {
      icon: "quality",
      title: "Traceable quality",
      text: "Tensioning records, cylinder breaks and dimensional checks are kept for every pile we cast.",
    },
  ],
  applications: {
    intro: "Wherever the ground near the surface is too soft to carry a structure, piles take the load down to where it can be carried.",
    items: [
      { title: "Marine structures", text: "Wharves, jetties, mooring dolphins and boat ramps along the coast and the cayes." },
      { title: "Bridges", text: "Pile bents and the foundations of abutments and piers in rivers and floodplains." },
      { title: "Coastal protection", text: "Sea walls and bulkheads that hold fill behind waterfront property." },
      { title: "Buildings", text: "Commercial and industrial buildings on compressible ground, under pile caps and grade beams." },
      { title: "Industrial foundations", text: "Tanks, silos and heavy machinery that need settlement kept small." },
    ],
  },
  closing: {
    heading: "Planning a foundation on piles?",
    text: "Send us the soil report and the loads. Our engineers will propose pile size, length and layout, and a schedule from our beds to your site.",
  },
};
