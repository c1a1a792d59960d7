// The Teaming page (rules §2 Teaming, §3 Partner and Benefit card). Partner names are
// placeholder-style descriptions of the kinds of firm we team with (docs/decisions/0011-company-pages-projects-about-teaming-suppliers-privacy-contact.md), until
// the company names its partners; until then facts.json marks them a placeholder and the live
// site does not show them (docs/rules.md §12). Read only by the /teaming loader.
import { localized } from "../../lib/localized";
import * as es from "./teaming.es";

export type Advantage = { title: string; description: string; icon: "expertise" | "capabilities" | "resources" | "innovation" };
export type TeamingStep = { title: string; description: string };
export type Partner = { name: string; specialty: string; logo: `/images/partners/${string}.svg` };
export type TeamingHero = { title: string; subtitle: string };
export type BecomePartner = { title: string; text: string };

export const hero: TeamingHero = {
  title: "Harness the Power of Teamwork",
  subtitle:
    "Bid bigger projects and build them better: pair your firm's strengths with M&M's precast plant, engineering office and erection crews.",
};

export const intro: string[] = [
  "Large public works, marine structures and industrial campuses rarely fit one firm. Teaming lets a general contractor, a design consultant or a specialist subcontractor bid as one team, with each partner carrying the scope it does best.",
  "M&M has teamed on bridges, docks and warehouses since 1998. We bring prestressed and precast members made in Belize, engineers who design them, and crews who set them, and we work inside your schedule, your contract and your quality plan.",
];

export const advantages: readonly Advantage[] = [
  {
    title: "Combined Expertise",
    icon: "expertise",
    description:
      "Your local knowledge and trade skills with our structural, bridge and marine engineering: one proposal that answers every technical question.",
  },
  {
    title: "Expanded Capabilities",
    icon: "capabilities",
    description:
      "Take on spans, loads and schedules beyond a single firm's reach, with precast production capacity and erection equipment already in place.",
  },
  {
    title: "Resource Optimization",
    icon: "resources",
    description:
      "Share bonding, equipment and staff across the team; casting off site while foundations go in shortens the critical path and cuts site costs.",
  },
  {
    title: "Innovation Catalyst",
    icon: "innovation",
    description:
      "Value engineering at the bid stage: alternative precast schemes, fewer joints and lighter sections that win on price and on buildability.",
  },
];

export const steps: readonly TeamingStep[] = [
  {
    title: "Identify Needs",
    description:
      "Share the tender documents or the project brief. We map the scope and mark where precast, design or erection support changes the outcome.",
  },
  {
    title: "Select Partners",
    description: "Agree who carries which scope, the commercial terms and the teaming agreement, so the proposal speaks with one voice.",
  },
  {
    title: "Execute Together",
    description: "One programme, joint coordination meetings and shared quality records, from the first submittal to the last member set.",
  },
];

export const partners: readonly Partner[] = [
  {
    name: "Coastal Marine Contractor",
    specialty: "Docks, seawalls and pile driving in coastal and river waters",
    logo: "/images/partners/coastal-marine.svg",
  },
  {
    name: "Geotechnical Engineering Consultant",
    specialty: "Soil borings, pile load tests and foundation recommendations",
    logo: "/images/partners/geotechnical.svg",
  },
  {
    name: "Structural Steel Fabricator",
    specialty: "Steel framing, connections and roof structures for mixed precast buildings",
    logo: "/images/partners/steel-fabricator.svg",
  },
  {
    name: "MEP Design-Build Firm",
    specialty: "Mechanical, electrical and plumbing systems coordinated with precast openings",
    logo: "/images/partners/mep-design-build.svg",
  },
];

export const becomePartner: BecomePartner = {
  title: "Become a Partner",
  text: "Contractors, consultants and specialist firms: tell us about your company and the projects you are pursuing. Our business development team answers every partnership enquiry within two business days.",
};

export const heroIn = localized(hero, { es: es.hero });
export const introIn = localized(intro, { es: es.intro });
export const advantagesIn = localized(advantages, { es: es.advantages });
export const stepsIn = localized(steps, { es: es.steps });
export const partnersIn = localized(partners, { es: es.partners });
export const becomePartnerIn = localized(becomePartner, { es: es.becomePartner });
