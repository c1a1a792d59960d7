// /services (rules §2 "Services page"): the two catalogue services, a six-step process, three
// client testimonials and a call to action. The testimonials are illustrative: the company
// replaces them with quotes its clients have agreed to publish (docs/decisions/0016-service-pages.md);
// until then facts.json marks them a placeholder and the live site does not show them (docs/rules.md §12).
import { localized } from "../../../lib/localized";
import type { Locale } from "../../../lib/locale";
import { catalogueServicesIn, servicePath } from "../services";
import { serviceDrawingsIn, type DrawingName } from "./drawings";
import type { CallToAction, Drawing, ProcessStep, ServiceBanner, Testimonial } from "./types";
import * as es from "./overview.es";

export type ServiceCard = {
  title: string;
  href: string;
  description: string;
  points: readonly string[];
  image: Drawing;
};

/** What a catalogue service's card adds to the service (services.ts): its points and its drawing. */
type ServiceCardContent = { slug: string; points: readonly string[]; image: DrawingName };

export const overviewBanner: ServiceBanner = {
  eyebrow: "Our services",
  title: "Engineering & Construction Services",
  subtitle: "From the first load calculation to the last bearing pad",
  description:
    "M&M engineers design in precast and prestressed concrete every day, and our crews build with it. Whether you need a bridge checked, a wharf designed or a warehouse built, one team carries the work from drawings to handover.",
};

export const serviceCards: readonly ServiceCardContent[] = [
  {
    slug: "engineering-consultation",
    points: [
      "Marine, bridge, structural and foundation design",
      "Value engineering of existing schemes",
      "Stamped calculations and shop drawings",
      "Site inspections and load testing",
    ],
    image: "consultation",
  },
  {
    slug: "general-construction",
    points: [
      "Design-build packages with one contract",
      "Tilt-up wall warehouse systems",
      "Site work, foundations and erection",
      "Commercial, industrial and residential",
    ],
    image: "construction",
  },
];

export const processSteps: readonly ProcessStep[] = [
  {
    title: "Consultation",
    description: "We meet on site or by call, look at your drawings or sketch and note loads, spans, soils and deadlines.",
  },
  {
    title: "Site assessment",
    description: "Surveys, borings and water levels where needed, so the design starts from the real ground and exposure.",
  },
  {
    title: "Design & value engineering",
    description: "Our engineers size members, strands and foundations, then trim concrete and steel without trimming capacity.",
  },
  {
    title: "Proposal & schedule",
    description: "A fixed scope, price and casting schedule, with shop drawings for your approval before anything is poured.",
  },
  {
    title: "Casting & construction",
    description: "Members are cast and cured at our Belize City plant while the site work and foundations go ahead.",
  },
  {
    title: "Erection & handover",
    description: "Our crews set and connect the precast, inspect every member and hand over test records and as-built drawings.",
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "M&M redesigned our jetty on prestressed piles instead of timber. It went in six weeks faster than planned and has come through two hurricane seasons without a repair.",
    author: "Marisol Castillo",
    role: "Operations Manager",
    company: "Caye Marine Services Ltd.",
  },
  {
    quote:
      "The double tee roof for our distribution centre was set in four days. Having the engineers and the erection crew in one company meant nobody argued about whose problem a detail was.",
    author: "Andre Young",
    role: "Project Director",
    company: "Northern Distribution Co.",
  },
  {
    quote:
      "Their quality records are the best we receive: cylinder breaks, strand elongations and camber for every beam, delivered with the invoice. Inspection on our bridge was a formality.",
    author: "Devon Usher, P.E.",
    role: "Resident Engineer",
    company: "Stann Creek Road Works",
  },
];

export const overviewCallToAction: CallToAction = {
  title: "Ready to talk about your project?",
  text: "Tell us what you are building and where. An engineer answers within one business day, or call our office during business hours.",
  button: "Request a Consultation",
};

const bannerIn = localized(overviewBanner, { es: es.overviewBanner });
/** The banner in `locale`, beside the marine drawing. */
export const overviewBannerIn = (locale: Locale): ServiceBanner => ({ ...bannerIn(locale), image: serviceDrawingsIn(locale).marine });

const cardsIn = localized(serviceCards, { es: es.serviceCards });
/** The two catalogue services' cards in `locale`. */
export function serviceCardsIn(locale: Locale): ServiceCard[] {
  const services = catalogueServicesIn(locale);
  const drawings = serviceDrawingsIn(locale);
  return cardsIn(locale).map(({ slug, points, image }) => {
    const service = services.find((entry) => entry.slug === slug);
    if (!service) throw new Error(`No catalogue service ${slug}`);
    return { title: service.title, href: servicePath(service), description: service.description, points, image: drawings[image] };
  });
}

export const processStepsIn = localized(processSteps, { es: es.processSteps });
export const testimonialsIn = localized(testimonials, { es: es.testimonials });
export const overviewCallToActionIn = localized(overviewCallToAction, { es: es.overviewCallToAction });
