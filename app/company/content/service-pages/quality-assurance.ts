// /services/quality-assurance (rules §2 "Quality Assurance"): hero banner, four feature cards,
// the four-phase process (planning, implementation, control, improvement) and six services.
import { localized } from "../../../lib/localized";
import type { Locale } from "../../../lib/locale";
import { serviceDrawingsIn } from "./drawings";
import type { CallToAction, FeatureCard, ProcessStep, ServiceBanner } from "./types";
import * as es from "./quality-assurance.es";

export const qualityBanner: ServiceBanner = {
  eyebrow: "Quality assurance",
  title: "Quality Assurance",
  subtitle: "Every member tested, every record kept",
  description:
    "Prestressed concrete is only as good as its mix, its strands and its cure. Our quality programme checks each of them at the plant and on site, and gives you the records to prove it.",
};

export const qualityFeatures: readonly FeatureCard[] = [
  {
    icon: "flask",
    title: "Materials testing",
    description: "Cement, aggregates, admixtures and strand certified and checked before they enter production.",
  },
  {
    icon: "gauge",
    title: "Strength verification",
    description: "Cylinders from every pour broken at release and at 28 days against the specified PSI.",
  },
  {
    icon: "ruler",
    title: "Dimensional control",
    description: "Length, section, camber and embedded items measured against the shop drawings.",
  },
  {
    icon: "clipboard",
    title: "Full traceability",
    description: "Each member carries a mark linking it to its pour, strand coil, tests and inspector.",
  },
];

export const qualityPhases: readonly ProcessStep[] = [
  {
    title: "Planning",
    description:
      "A quality plan for the project: specifications, tolerances, test frequencies and hold points agreed with you and the engineer of record.",
  },
  {
    title: "Implementation",
    description: "Mix designs, form checks, strand tensioning and curing carried out to written procedures by trained crews.",
  },
  {
    title: "Control",
    description: "Inspection before and after every pour, cylinder tests and elongation checks, with non-conforming members held back.",
  },
  {
    title: "Improvement",
    description: "Test results and site feedback reviewed monthly, so causes are fixed in the process, not member by member.",
  },
];

export const qualityServices: readonly { title: string; description: string }[] = [
  {
    title: "Concrete mix design",
    description: "Mixes for {5,000 to 8,000 psi} with the workability and early strength prestressing needs.",
  },
  {
    title: "Cylinder compression testing",
    description: "Release and 28-day breaks for our members and for your site pours.",
  },
  {
    title: "Strand tension verification",
    description: "Gauge pressure and elongation records for every strand, within 5% of calculation.",
  },
  {
    title: "Plant & yard inspection",
    description: "Forms, reinforcement, embeds and cover checked before each casting.",
  },
  {
    title: "Site erection inspection",
    description: "Bearing, alignment, connections and grouting checked as members are set.",
  },
  {
    title: "Documentation & certification",
    description: "Test reports, camber records and certificates of compliance with every delivery.",
  },
];

export const qualityCallToAction: CallToAction = {
  title: "Need precast you can document?",
  text: "Ask for our quality plan, a sample test report, or an inspection of concrete on your own site.",
  button: "Request a Consultation",
};

const bannerIn = localized(qualityBanner, { es: es.qualityBanner });
/** The banner in `locale`, beside the quality control drawing. */
export const qualityBannerIn = (locale: Locale): ServiceBanner => ({ ...bannerIn(locale), image: serviceDrawingsIn(locale).quality });
export const qualityFeaturesIn = localized(qualityFeatures, { es: es.qualityFeatures });
export const qualityPhasesIn = localized(qualityPhases, { es: es.qualityPhases });
export const qualityServicesIn = localized(qualityServices, { es: es.qualityServices });
export const qualityCallToActionIn = localized(qualityCallToAction, { es: es.qualityCallToAction });
