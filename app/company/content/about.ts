// The About page (rules §2 About, §3 Leader and Milestone, §9 counts: 4 values, 4 leaders,
// 5 milestones). Read only by the /about loader, so none of this text ships as JavaScript. The
// leaders are illustrative until the company names its team: facts.json marks them a
// placeholder and the live site does not show them (docs/rules.md §12).
import { localized } from "../../lib/localized";
import type { Locale } from "../../lib/locale";
import { withFigures } from "./company-figures";
import * as es from "./about.es";

export type CoreValue = { title: string; description: string; icon: "excellence" | "collaboration" | "sustainability" | "integrity" };
export type Leader = { name: string; position: string; bio: string; image: { src: string; alt: string } };
export type Milestone = { year: number; title: string; description: string };
export type Story = {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  badges: string[];
  image: { src: string; alt: string; width: number; height: number };
};

export const story: Story = {
  eyebrow: "Our Story",
  title: "Belize's Leader in Prestressed Concrete",
  paragraphs: [
    "{name} was founded in Belize City in {foundedYear} with a single long-line prestressing bed on the Old Northern Highway and one goal: to give Belizean builders structural concrete made to the same standard as anywhere in the Americas, without shipping it across the Caribbean.",
    "Today our plant casts prestressed piles, double tees, tee beams and girders for docks, bridges, offices and warehouses across the country. Every member is tensioned, cast and cured under our own quality control, and our crews deliver and erect it on site.",
    "Because our engineers design what our plant builds, we do more than supply. We offer bridge design, complete build packages, value engineering that trims concrete and steel from a contractor's design, and tilt-up wall warehouse systems that enclose a building in weeks. Our prestressed piles carry wharves, bridges and buildings from the cayes to the Cayo District.",
  ],
  badges: ["Est. {foundedYear}", "{years} Years"],
  image: {
    src: "/images/projects/haulover-bridge.svg",
    alt: "Engineering drawing of Haulover Bridge: three spans of M&M prestressed box beams on piers and pile footings over a river.",
    width: 800,
    height: 600,
  },
};

export const coreValues: readonly CoreValue[] = [
  {
    title: "Excellence",
    icon: "excellence",
    description:
      "Every strand is stressed to its calculated force, every cylinder is broken and logged, and no member leaves the yard until it meets its design strength.",
  },
  {
    title: "Collaboration",
    icon: "collaboration",
    description:
      "We sit with architects, contractors and owners from the first sketch, so the precast solution fits the project rather than the other way round.",
  },
  {
    title: "Sustainability",
    icon: "sustainability",
    description:
      "Prestressing does more with less concrete and steel, our forms are reused hundreds of times, and durable members mean structures that last for generations.",
  },
  {
    title: "Integrity",
    icon: "integrity",
    description:
      "Honest schedules, transparent pricing and test records our clients can inspect. If something is wrong, we say so and we fix it.",
  },
];

const avatar = (slug: string, name: string) => ({
  src: `/images/about/leaders/${slug}.svg`,
  alt: `Monogram of ${name}`,
});

export const leaders: readonly Leader[] = [
  {
    name: "Miguel Martinez",
    position: "Founder & Managing Director",
    bio: "Started the company in 1998 with one prestressing bed and still reviews every major bid. Sets the direction of the plant and the engineering office.",
    image: avatar("miguel-martinez", "Miguel Martinez"),
  },
  {
    name: "Andrea Flowers",
    position: "Chief Structural Engineer",
    bio: "Leads bridge design and value engineering. Her team checks every member for lifting, transport and service loads before a form is set.",
    image: avatar("andrea-flowers", "Andrea Flowers"),
  },
  {
    name: "Carlos Tzib",
    position: "Plant & Production Manager",
    bio: "Runs the casting yard: bed schedules, strand tensioning, curing and the erection crews that set piles, beams and double tees on site.",
    image: avatar("carlos-tzib", "Carlos Tzib"),
  },
  {
    name: "Denise Young",
    position: "Quality Assurance Manager",
    bio: "Owns the testing programme: concrete cylinders, strand certificates and dimensional checks, with a record for every piece we ship.",
    image: avatar("denise-young", "Denise Young"),
  },
];

export const milestones: readonly Milestone[] = [
  {
    year: 1998,
    title: "Founded in Belize City",
    description: "The first long-line prestressing bed is cast on the Old Northern Highway, producing square piles for docks and seawalls.",
  },
  {
    year: 2003,
    title: "First Bridge Girders",
    description: "Box beams and girders join the product line, and the engineering office begins designing bridges for river crossings.",
  },
  {
    year: 2008,
    title: "Double Tees and Tilt-Up",
    description: "The plant expands with double tee forms, and the first tilt-up wall warehouse system is enclosed in under six weeks.",
  },
  {
    year: 2015,
    title: "Design-Build Packages",
    description: "In-house engineering grows into complete build packages and value engineering for contractors across Belize.",
  },
  {
    year: 2020,
    title: "900 Piles and Counting",
    description: "More than 900 prestressed piles installed, and a documented quality programme that tests and records every casting.",
  },
];

const storyText = localized(story, { es: es.story });
/** The story in `locale`, with the company's figures in it. */
export const storyIn = (locale: Locale): Story => withFigures(storyText(locale));
export const coreValuesIn = localized(coreValues, { es: es.coreValues });
export const leadersIn = localized(leaders, { es: es.leaders });
export const milestonesIn = localized(milestones, { es: es.milestones });
