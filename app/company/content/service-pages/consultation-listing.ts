// /services/consultation (rules §2 "Category listings and consultation listing"): 'Our {title}
// Solutions', an introduction and one card per consultation, design and engineering service,
// each with Learn More and Add to Quote (quote item category 'services').
import type { Application } from "../../../catalogue/content/catalogue-filters";
import { localized } from "../../../lib/localized";
import type { Locale } from "../../../lib/locale";
import { CONSULTATION_PATH, serviceAliasesIn, type AliasName } from "../service-aliases";
import { serviceDrawingsIn, type DrawingName } from "./drawings";
import type { Drawing } from "./types";
import * as es from "./consultation-listing.es";

/** Tags are application keys; the page shows their labels. */
export type ListingCard = { title: string; href: string; description: string; tags: readonly Application[]; image: Drawing };
type WrittenCard = Omit<ListingCard, "image"> & { image: DrawingName };

export type ListingIntro = { title: string; intro: string };

export const listingIntro: ListingIntro = {
  title: "Consultation",
  intro:
    "Design and engineering services from the team that casts and erects precast and prestressed concrete in Belize. Add the services you need to your quote and we will reply with a scope and a fee.",
};

/** The cards written here: the consultation card first, the others after the specialisations' cards. */
export const listingCards: readonly WrittenCard[] = [
  {
    title: "Engineering Consultation",
    href: CONSULTATION_PATH,
    description:
      "Feasibility studies, detailed design, value engineering and inspections for precast and prestressed concrete structures of every kind.",
    tags: ["commercial", "industrial", "marine", "bridge"],
    image: "consultation",
  },
  {
    title: "Quality Assurance",
    href: "/services/quality-assurance",
    description:
      "Mix design, cylinder testing, strand tension records and inspection of precast and site concrete from casting to erection.",
    tags: ["commercial", "industrial", "bridge"],
    image: "quality",
  },
  {
    title: "General Construction",
    href: "/services/general-construction",
    description:
      "Design-build of warehouses, commercial buildings and homes: our engineers' design, built by our crews with members from our plant.",
    tags: ["commercial", "industrial", "residential"],
    image: "construction",
  },
];

/** The specialisations' cards: each alias's title and description (service-aliases.ts), with its drawing and tags. */
const ALIAS_CARDS: readonly { alias: AliasName; image: DrawingName; tags: readonly Application[] }[] = [
  { alias: "structural-design", image: "structural", tags: ["commercial", "industrial", "residential"] },
  { alias: "bridge-design", image: "bridge", tags: ["bridge"] },
  { alias: "marine-engineering", image: "marine", tags: ["marine"] },
  { alias: "sea-wall-design", image: "seaWall", tags: ["marine", "residential"] },
  { alias: "foundation-design", image: "foundation", tags: ["marine", "bridge", "commercial"] },
];

export const listingIntroIn = localized(listingIntro, { es: es.listingIntro });
const writtenIn = localized(listingCards, { es: es.listingCards });

/** The listing's cards in `locale`: the consultation card, the specialisations', then the other services'. */
export function listingCardsIn(locale: Locale): ListingCard[] {
  const drawings = serviceDrawingsIn(locale);
  const aliases = serviceAliasesIn(locale);
  const [consultation, ...others] = writtenIn(locale).map((card) => ({ ...card, image: drawings[card.image] }));
  const specialisations = ALIAS_CARDS.map(({ alias, image, tags }): ListingCard => {
    const entry = aliases.find((candidate) => candidate.alias === alias)!;
    return { title: entry.title, href: `/services/${entry.alias}`, description: entry.description, tags, image: drawings[image] };
  });
  return [consultation!, ...specialisations, ...others];
}
