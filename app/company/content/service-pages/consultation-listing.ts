// /services/consultation (rules §2 "Category listings and consultation listing"): 'Our {title}
// Solutions', an introduction and one card per consultation, design and engineering service,
// each with Learn More and Add to Quote (quote item category 'services').
import { CONSULTATION_PATH, serviceAliases } from "../service-aliases";
import { serviceDrawings } from "./drawings";
import type { Drawing } from "./types";

export type ListingCard = { title: string; href: string; description: string; tags: readonly string[]; image: Drawing };

export type ListingIntro = { title: string; intro: string };

export const listingIntro: ListingIntro = {
  title: "Consultation",
  intro:
    "Design and engineering services from the team that casts and erects precast and prestressed concrete in Belize. Add the services you need to your quote and we will reply with a scope and a fee.",
};

const aliasCard = (alias: string, image: Drawing, tags: readonly string[]): ListingCard => {
  const entry = serviceAliases.find((a) => a.alias === alias);
  if (!entry) throw new Error(`No service alias ${alias}`);
  return { title: entry.title, href: `/services/${entry.alias}`, description: entry.description, tags, image };
};

export const listingCards: readonly ListingCard[] = [
  {
    title: "Engineering Consultation",
    href: CONSULTATION_PATH,
    description:
      "Feasibility studies, detailed design, value engineering and inspections for precast and prestressed concrete structures of every kind.",
    tags: ["commercial", "industrial", "marine", "bridge"],
    image: serviceDrawings.consultation,
  },
  aliasCard("structural-design", serviceDrawings.structural, ["commercial", "industrial", "residential"]),
  aliasCard("bridge-design", serviceDrawings.bridge, ["bridge"]),
  aliasCard("marine-engineering", serviceDrawings.marine, ["marine"]),
  aliasCard("sea-wall-design", serviceDrawings.seaWall, ["marine", "residential"]),
  aliasCard("foundation-design", serviceDrawings.foundation, ["marine", "bridge", "commercial"]),
  {
    title: "Quality Assurance",
    href: "/services/quality-assurance",
    description:
      "Mix design, cylinder testing, strand tension records and inspection of precast and site concrete from casting to erection.",
    tags: ["commercial", "industrial", "bridge"],
    image: serviceDrawings.quality,
  },
  {
    title: "General Construction",
    href: "/services/general-construction",
    description:
      "Design-build of warehouses, commercial buildings and homes: our engineers' design, built by our crews with members from our plant.",
    tags: ["commercial", "industrial", "residential"],
    image: serviceDrawings.construction,
  },
];
