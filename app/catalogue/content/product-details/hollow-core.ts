import { galleryImage, type ProductDetail } from "./types";

export const detail: ProductDetail = {
  overview:
    "Hollow core is extruded on long steel beds: a slip-form machine compacts a zero-slump mix around tensioned strands and forms the continuous voids in one pass, and the cured slab is saw-cut to the exact length of each bay, with openings cut or cored where the drawings show them.",
  features: [
    "Continuous voids take out up to 40% of the concrete, so a floor weighs far less than a solid slab of the same depth.",
    "Depths of {8 to 12 in} span {10 to 45 ft} with no props, so trades can work on the floor below the next day.",
    "Fire ratings of 1 to 2 hours in our typical patterns, set by the strand cover and depth, with no added fireproofing.",
    "Sound Transmission Class of 50 to 60 between apartments, hotel rooms and classrooms.",
    "Grouted keyways along the edges lock adjacent planks together as one diaphragm.",
    "Smooth factory soffit that can be painted as the finished ceiling.",
  ],
  moreSpecifications: [
    { label: "Standard Width", value: "{4 ft} modules, with cut-width edge planks" },
    { label: "Prestressing", value: "Low-relaxation strands at 70 to 80% of ultimate strength" },
    { label: "Surface Finish", value: "Smooth machine-finished soffit; top ready for screed or topping" },
  ],
  applications: [
    "Apartment blocks, hotels and dormitories",
    "Schools, clinics and office buildings",
    "Mezzanines and roofs of industrial buildings",
    "Walls of warehouses and sound barriers, with the planks stood on edge",
  ],
  gallery: [
    {
      src: galleryImage("apartment-floors"),
      alt: "Section through a four-storey apartment block with hollow core floors bearing on masonry walls",
      caption: "Apartments: one plank spans wall to wall, quiet between flats and fire-rated.",
    },
    {
      src: galleryImage("office-frame"),
      alt: "Section through an office building: hollow core floors on the ledges of inverted tee beams and precast columns",
      caption: "Office frame: planks on inverted tee ledges keep the floor zone shallow.",
    },
    {
      src: galleryImage("hollow-core-erection"),
      alt: "Mobile crane lowering a hollow core plank on slings onto the bearing walls of the next bay, beside a bay already floored",
      caption: "Erection: planks go straight from the truck onto the walls, with no props below.",
    },
    {
      src: galleryImage("casting-bed"),
      alt: "Long-line casting bed: strands anchored at the dead end, a hydraulic jack and gauge at the live end, and products formed end to end under a curing cover",
      caption: "At our plant: planks are extruded over tensioned strands and saw-cut to each bay.",
    },
  ],
};
