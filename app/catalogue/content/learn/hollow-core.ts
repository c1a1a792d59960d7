import { learnImage, type StandardLearnPage } from "./types";

export const page: StandardLearnPage = {
  kind: "standard",
  slug: "hollow-core",
  title: "Understanding Hollow Core Slabs",
  lead: "How continuous voids make a prestressed plank up to 40% lighter than a solid slab, and why hollow core is the quiet, fire-rated floor of so many apartments, schools and offices.",
  hero: {
    src: learnImage("hollow-core-1"),
    alt: "Section through a four-storey building with hollow core floors spanning between load-bearing walls, showing the voids in each plank",
  },
  basics: {
    heading: "Hollow core basics",
    paragraphs: [
      "A hollow core slab is a prestressed concrete plank with round or oval voids running its full length. The voids sit at mid-depth, near the neutral axis of the section, where the concrete does little structural work. Taking it out cuts the weight by up to 40% while the top and bottom, which carry the bending, stay solid.",
      "The strands run in the bottom of the webs between the voids. Stressed before the slab is formed, they keep the plank in compression under its own weight and the floor loads, so it spans {10 to 45 ft} without props and stays flat.",
      "Planks are laid side by side on walls or beams. The profiled edges leave a keyway between neighbours, which is filled with grout on site; the grouted keys make the planks share concentrated loads and act together as a floor diaphragm.",
    ],
    facts: ["Depth", "Span Capability", "Fire Rating", "Sound Transmission Class"],
    image: {
      src: learnImage("hollow-core-2"),
      alt: "Cross-section of a {4 ft} wide hollow core plank: five continuous voids, strands in the webs, keyways at both edges, with dimension lines",
      caption: "A {4 ft} plank: voids at mid-depth, strands in the webs, grout keys at the edges.",
    },
  },
  process: {
    intro: "Hollow core is made by extrusion: one machine forms the whole cross-section as it travels down a long bed.",
    steps: [
      {
        title: "Bed preparation",
        text: "The long steel bed is cleaned and oiled, and the strands are pulled out along it from the dead end to the jacking end.",
      },
      {
        title: "Strand tensioning",
        text: "Each strand is jacked to 70 to 80% of its ultimate strength, with elongation and gauge pressure recorded and compared before extrusion starts.",
      },
      {
        title: "Extrusion",
        text: "The extruder rides the bed, compacting a zero-slump mix around the strands while its augers or tubes form the voids, leaving a continuous slab behind it.",
      },
      {
        title: "Curing",
        text: "The slab is covered and heated overnight, so it reaches release strength while staying moist.",
      },
      {
        title: "Detensioning and saw-cutting",
        text: "Once cylinders confirm release strength, the strands are released and a diamond saw cuts the slab into planks of the exact length and end angle each bay needs.",
      },
      {
        title: "Openings, checks and delivery",
        text: "Openings for stairs and services are cut or cored, each plank is checked and marked with its position on the layout drawing, and loads are stacked in erection order.",
      },
    ],
    image: {
      src: learnImage("casting-bed"),
      alt: "Long-line prestressing bed: strands anchored at the dead-end bulkhead, hydraulic jacks at the live end, and the concrete being placed over them",
      caption: "The strands are stressed along the full bed before the slab is formed over them.",
    },
  },
  benefits: [
    {
      icon: "weight",
      title: "Up to 40% lighter",
      text: "Less dead load on walls, beams and foundations, and lighter crane picks on site.",
    },
    {
      icon: "fire",
      title: "Fire rated",
      text: "1 to 2 hours in our typical patterns, from depth and strand cover, with no added protection.",
    },
    { icon: "sound", title: "Quiet floors", text: "STC 50 to 60 between units, ideal for apartments, hotels and classrooms." },
    {
      icon: "speed",
      title: "No props, no formwork",
      text: "Planks span at once, so the floor below is free for the next trade the same week.",
    },
    { icon: "span", title: "Spans to {45 ft}", text: "Depths of {8 to 12 in} cover most residential and commercial bays." },
    {
      icon: "design",
      title: "Services in the voids",
      text: "The voids can carry electrical conduit, and the soffit can stay as the finished ceiling.",
    },
  ],
  applications: {
    intro: "Hollow core is the everyday precast floor: anywhere spans are moderate and weight, fire and sound matter.",
    items: [
      { title: "Apartments and hotels", text: "Floors between units that are quiet, fire-rated and quick to build." },
      { title: "Schools and clinics", text: "Classroom and ward floors that go in during a school holiday or a tight programme." },
      { title: "Offices", text: "Floors on steel or precast frames, often on inverted tee beam ledges." },
      { title: "Industrial buildings", text: "Mezzanines, roofs and, stood on edge, wall panels." },
    ],
  },
  closing: {
    heading: "Planning floors with hollow core?",
    text: "Send us the layout and loads. We will produce a plank layout with depths, strand patterns and openings, ready for your engineer's review.",
  },
};
