// The home page's copy (rules §2 "Home page"): the three hero slides and the six sections below
// them. Imported only by the home route's loader, so the text reaches the browser once, as HTML
// and loader data, never as a JavaScript module.
import { localized } from "../../lib/localized";
import type { Locale } from "../../lib/locale";
import { company } from "../../site/company";
import { withFigures, type Figure } from "./company-figures";
import type { CompanyFigure } from "../../site/facts";
import { heroImagesIn, type HeroImage } from "./hero-images";
import * as es from "./home.es";

/** rules §3 "Hero slide": title, subtitle, description, image. */
export type HeroSlide = { title: string; subtitle: string; description: string; image: HeroImage };
export type VideoPoster = { src: string; alt: string; width: number; height: number };
/**
 * A figure of the about section: written here (the founding year and the years it makes), or a
 * figure the company states about its work, which is a fact (facts.json) the loader fills in.
 */
export type AboutFigure = { label: string } & ({ value: Figure } | { fact: CompanyFigure });
export type HomeAboutSection = { eyebrow: string; title: string; paragraphs: string[]; figures: AboutFigure[] };
export type HomeSectionIntro = { eyebrow: string; title: string; intro: string };
export type HomeTeamingSection = HomeSectionIntro & { points: string[] };
export type HomeContactSection = { title: string; intro: string };

/** The slides' words, in the order of the hero images (hero-images.ts): a slide shows the image in its place. */
export const heroSlides: readonly Omit<HeroSlide, "image">[] = [
  {
    title: "Building Belize's Bridges",
    subtitle: "Prestressed box beams and bridge planks",
    description:
      "Box beams spanning up to {95 ft} and deck planks for short-span bridges, cast at our Belize City plant and set on your piers in days instead of weeks of formwork.",
  },
  {
    title: "Foundations Built for the Sea",
    subtitle: "Marine-grade prestressed piles",
    description:
      "Square piles from {12 to 24 in}, up to {120 ft} long, in {6,000 to 8,000 psi} concrete with pretensioned strands: driven for wharves, sea walls and river crossings along the coast.",
  },
  {
    title: "Long Spans, Fast Erection",
    subtitle: "Double tees, hollow core and precast frames",
    description:
      "Double tees clear {30 to 60 ft} and hollow core planks up to {45 ft} without shoring, so warehouses, offices and parking decks close in while the site work carries on.",
  },
];

/** The poster of the 'M&M in 90 Seconds' film, shown before it plays (the film itself is a fact: facts.json). */
export const videoPoster: VideoPoster = {
  src: "/images/home/video-poster.svg",
  alt: "Title card of the film M&M in 90 Seconds: a prestressing bed with a double tee being cast, strands running through the forms.",
  width: 1280,
  height: 720,
};

export const aboutSection: HomeAboutSection = {
  eyebrow: "About M&M",
  title: "Prestressed concrete cast in Belize City since {foundedYear}",
  paragraphs: [
    "For {years} years M&M has engineered, cast and installed precast and prestressed concrete from our plant on the Old Northern Highway: piles for wharves and bridges, double tees and hollow core for floors and roofs, tee beams and girders for spans that timber and steel cannot carry in a salt-air climate.",
    "Our engineers do more than supply members. We offer bridge design, design-build packages, value engineering that trims concrete and steel from a scheme before it is priced, and tilt-up wall warehouse systems that enclose a building in weeks.",
  ],
  figures: [
    { value: `${company.foundedYear}`, label: "Founded in Belize City" },
    { value: company.figures.years, label: "Years of precast production" },
    { fact: "pilesInstalled", label: "Prestressed piles installed" },
    { fact: "engineeringExperience", label: "Years of combined engineering experience" },
    { fact: "qualityRate", label: "Quality rate on delivered members" },
  ],
};

export const productsSection: HomeSectionIntro = {
  eyebrow: "Products",
  title: "Precast members for every part of the structure",
  intro:
    "Eight standard product lines, each cast on prestressing beds under plant control and tested before it leaves the yard. Spans, depths and strand patterns are designed to your loads.",
};

export const servicesSection: HomeSectionIntro = {
  eyebrow: "Services",
  title: "Engineering and construction from the people who cast the concrete",
  intro:
    "Bring us a site and a programme, or a design that needs checking. We design in precast from the first sketch, so the members you are quoted are the members that get built.",
};

export const projectsSection: HomeSectionIntro = {
  eyebrow: "Projects",
  title: "Built across Belize",
  intro: "Highway bridges, office buildings, warehouses and site designs from Corozal to Toledo, built on M&M piles, beams and slabs.",
};

export const teamingSection: HomeTeamingSection = {
  eyebrow: "Teaming opportunities",
  title: "Bid bigger projects together",
  intro:
    "Contractors, design firms and suppliers team with M&M to bid public works and private developments that need precast capacity, engineering and local knowledge in one proposal.",
  points: [
    "Precast supply and engineering under one teaming agreement",
    "Joint bids for bridges, ports and government buildings",
    "Shared plant, cranes and crews to meet tight programmes",
  ],
};

export const contactSection: HomeContactSection = {
  title: "Have a project in mind?",
  intro:
    "Send us drawings, a sketch or just the span and the load. An engineer answers within one business day with options, sizes and a budget price.",
};

const slidesIn = localized(heroSlides, { es: es.heroSlides });
/** The hero slides in `locale`, each with its image. */
export const heroSlidesIn = (locale: Locale): HeroSlide[] => {
  const images = heroImagesIn(locale);
  return slidesIn(locale).map((slide, index) => ({ ...slide, image: images[index]! }));
};
export const videoPosterIn = localized(videoPoster, { es: es.videoPoster });
const aboutIn = localized(aboutSection, { es: es.aboutSection });
export const aboutSectionIn = (locale: Locale): HomeAboutSection => withFigures(aboutIn(locale));
export const productsSectionIn = localized(productsSection, { es: es.productsSection });
export const servicesSectionIn = localized(servicesSection, { es: es.servicesSection });
export const projectsSectionIn = localized(projectsSection, { es: es.projectsSection });
export const teamingSectionIn = localized(teamingSection, { es: es.teamingSection });
export const contactSectionIn = localized(contactSection, { es: es.contactSection });
