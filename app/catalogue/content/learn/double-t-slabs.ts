import { learnImage, type StandardLearnPage } from "./types";

export const page: StandardLearnPage = {
  kind: "standard",
  slug: "double-t-slabs",
  title: "Understanding Double T Slabs",
  lead: "Why two prestressed stems under a wide flange make the longest-spanning floor in precast concrete, and how a double tee goes from our forms to a finished parking deck.",
  hero: {
    src: learnImage("double-t-slabs-1"),
    alt: "Section through a parking structure: double tee floors spanning {60 ft} between precast beams and columns, with cars parked on every level",
  },
  basics: {
    heading: "Double tee basics",
    paragraphs: [
      "A double tee is a floor or roof unit shaped like two letter Ts joined at the top: a wide, thin flange that becomes the deck, and two deep stems below it. The stems hold the prestressing strands at the bottom, as far as possible from the flange, which is what gives the section its stiffness over long spans.",
      "Because the strands sit low and are stressed before the concrete is cast, a double tee leaves the form with a slight upward camber. Under the weight of cars, people or a roof it flattens out, so the floor stays level where a conventional beam would sag.",
      "Tees are set side by side across the frame and welded together through plates cast into the flange edges. With a topping, or with a pretopped flange and sealed joints, the units act as one diaphragm that carries wind and seismic forces to the frame.",
    ],
    facts: ["Standard Width", "Span Capability", "Concrete Strength", "Prestressing"],
    image: {
      src: learnImage("double-t-slabs-2"),
      alt: "Cross-section of a double tee: {12 ft} flange, two tapered stems with strands at the bottom, weld connectors at the flange edges, and an elevation showing its camber",
      caption: "A {12 ft} double tee: flange, stems, strands and flange connectors.",
    },
  },
  process: {
    intro: "Double tees are cast in long steel forms that shape the flange and both stems in one pour.",
    steps: [
      {
        title: "Form preparation",
        text: "The steel form is cleaned and oiled, bulkheads set to the unit's length and any dapped ends, and flange weld plates, lifting loops and inserts fixed in place.",
      },
      {
        title: "Strand tensioning",
        text: "Strands are threaded through both stems, often draped or debonded near the ends, and jacked to 70 to 80% of their ultimate strength, with pressure and elongation recorded for each one.",
      },
      {
        title: "Reinforcement and casting",
        text: "Stem stirrups and welded wire in the flange are placed, then concrete is poured and vibrated into the stems first and the flange last, and the top is finished or broomed.",
      },
      {
        title: "Accelerated curing",
        text: "The form is covered and heated overnight so the concrete reaches its release strength in 12 to 18 hours, while staying moist.",
      },
      {
        title: "Release and stripping",
        text: "Once cylinders confirm release strength, the strands are cut at the bulkheads, the prestress transfers into the stems, and the tee is lifted out of the form by its lifting loops.",
      },
      {
        title: "Finishing and erection",
        text: "Camber, dimensions and plates are checked before storage. On site, the crane sets each tee on bearing pads and the crew welds the flange connectors to its neighbour.",
      },
    ],
    image: {
      src: learnImage("casting-bed"),
      alt: "Long-line prestressing bed: strands anchored at the dead-end bulkhead, hydraulic jacks at the live end, side forms and a curing cover",
      caption: "Strands are tensioned between fixed bulkheads before the concrete is placed.",
    },
  },
  benefits: [
    {
      icon: "span",
      title: "Long clear spans",
      text: "{30 to 60 ft} without interior columns, for open parking bays and flexible floor plans.",
    },
    {
      icon: "speed",
      title: "Fast erection",
      text: "One crane pick places up to {960 sq ft} of finished floor, so a level closes in within days.",
    },
    {
      icon: "load",
      title: "Heavy load capacity",
      text: "Deep stems carry parking, storage and assembly loads with controlled deflection.",
    },
    {
      icon: "durability",
      title: "Durable decks",
      text: "Dense plant-cast concrete with a pretopped flange resists the traffic and weather of open parking.",
    },
    { icon: "fire", title: "Fire resistance", text: "Ratings of 1 to 2 hours from the concrete cover alone, without added fireproofing." },
    {
      icon: "quality",
      title: "Plant-controlled quality",
      text: "Cast in steel forms under cover, with every strand pull and cylinder break recorded.",
    },
  ],
  applications: {
    intro: "Double tees are at their best where a floor or roof has to clear a long span with few columns.",
    items: [
      { title: "Parking structures", text: "The classic use: {60 ft} tees clear the drive aisle and both rows of stalls." },
      { title: "Warehouses and factories", text: "Roofs and mezzanines over racking, production lines and truck docks." },
      { title: "Commercial buildings", text: "Supermarkets, showrooms and offices that want open floors." },
      { title: "Residential podiums", text: "Decks over ground-floor parking or shops, with apartments built above." },
      { title: "Public buildings", text: "Grandstands, covered markets and school halls." },
    ],
  },
  closing: {
    heading: "Designing a long-span floor or roof?",
    text: "Tell us the spans, loads and use. We will size the tees, detail the connections to your frame and plan the erection sequence with you.",
  },
};
