import { learnImage, type InvertedBeamLearnPage } from "./types";

export const page: InvertedBeamLearnPage = {
  kind: "inverted",
  slug: "inverted-beams",
  title: "Master Inverted Beam Technology",
  lead: "Inverted tee beams carry the floors of two bays on ledges at their own level. The result is a shallower structure, lower storey heights and shorter ramps, in parking structures, offices and warehouses framed in precast.",
  hero: {
    src: learnImage("inverted-beams-1"),
    alt: "Section through a precast parking structure: inverted tee beams on the interior columns carry the double tees of the bays on both sides, three decks high",
  },
  whatIs: {
    heading: "What are inverted beams?",
    paragraphs: [
      "An inverted beam, or inverted tee, is a prestressed beam shaped like an upside-down letter T: a deep rectangular web on a wider bottom flange. The flange projects on both sides of the web as two ledges, and the floor units of the bays on either side, double tees or hollow core, bear on those ledges.",
      "Because the floor rests on the ledges rather than on top of the beam, the floor sits within the beam's depth. Compared with floor units on top of a rectangular beam, the structure is shallower by roughly the depth of the floor units, in every storey.",
    ],
    points: [
      "Two ledges carry two bays of floor at one level.",
      "Depths of {20 in} or {36 in}, and others on request, for spans of {15 to 55 ft}.",
      "Cast on our prestressing beds with strands at 70 to 80% of ultimate strength.",
      "Bearing pads and weld plates set on the ledges at the plant.",
    ],
    image: {
      src: learnImage("inverted-beams-2"),
      alt: "Cross-section of an inverted tee beam with a double tee bearing on each ledge, showing the web, ledges, strands and hanger stirrups with dimension lines",
      caption: "An inverted tee with a floor unit bearing on each ledge.",
    },
  },
  engineering: {
    heading: "Engineering excellence",
    intro:
      "A ledge carries the concentrated reactions of tee stems close to the edge of the beam. Every inverted tee we cast is designed and detailed for the load path from ledge to web to column.",
    items: [
      {
        icon: "load",
        title: "Hanger reinforcement",
        text: "Closed hanger stirrups lift each stem reaction from the ledge up into the web, where the beam's bending strength can carry it.",
      },
      {
        icon: "strength",
        title: "Ledge design",
        text: "Ledge depth, bearing length and edge distance are checked for punching and shear friction under the stem loads.",
      },
      {
        icon: "span",
        title: "Prestressing",
        text: "Strands in the bottom flange, stressed to 70 to 80% of their ultimate strength, control deflection and cracking under the heavy line loads of parking decks.",
      },
      {
        icon: "quality",
        title: "Torsion under one-sided loading",
        text: "While one bay is erected before the other, the beam twists. Erection sequences and column connections are designed for that stage, not only for the finished floor.",
      },
      {
        icon: "fire",
        title: "Fire and durability",
        text: "Cover to the strands is set for the fire rating the building needs, and dense plant concrete resists the humid, salty air of the coast.",
      },
      {
        icon: "design",
        title: "Connections",
        text: "Dapped ends, corbels and embedded plates are detailed so the beam seats on the column and is welded in place before the floor units arrive.",
      },
    ],
    facts: ["Standard Depths", "Span Capability", "Ledge Width", "Web Thickness", "Concrete Strength"],
    image: {
      src: learnImage("inverted-beams-3"),
      alt: "Load path diagram: the reaction of a double tee stem on the ledge, hanger stirrups carrying it into the web, and the beam bearing on a column corbel",
      caption: "The load path: from the tee stem, through the hanger steel, to the column.",
    },
  },
  applications: {
    heading: "Applications",
    intro: "Inverted tees belong wherever floor units from two bays meet on one line of columns.",
    items: [
      {
        title: "Parking structures",
        text: "Interior girders carrying double tees from both sides, keeping ramps short and floor-to-floor heights low.",
      },
      { title: "Office and hospital frames", text: "Floor beams carrying hollow core, with the floor within the beam depth." },
      { title: "Warehouses", text: "The middle line of a roof, carrying double tees from two bays on one beam." },
      { title: "Transfer beams", text: "Where the column grid changes between storeys." },
    ],
  },
  closing: {
    heading: "Ready to Start Your Project",
    text: "Download the technical specifications, or tell us about your frame: our engineers will size the beams, detail the ledges and plan the erection sequence with you.",
  },
};
