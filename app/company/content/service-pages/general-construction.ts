// /services/general-construction (rules §2 "General Construction"): four feature cards,
// commercial and residential lists, and the three-step process (planning, execution, completion).
import { localized } from "../../../lib/localized";
import type { Locale } from "../../../lib/locale";
import { serviceDrawingsIn } from "./drawings";
import type { CallToAction, FeatureCard, ProcessStep, ServiceBanner } from "./types";
import * as es from "./general-construction.es";

export const constructionBanner: ServiceBanner = {
  eyebrow: "General construction",
  title: "General Construction",
  subtitle: "Design-build, with the precast made in our own plant",
  description:
    "We build warehouses, commercial buildings and homes across Belize under one contract: site work, foundations, precast structure and finishes, with the members cast to our own schedule.",
};

export const constructionFeatures: readonly FeatureCard[] = [
  {
    icon: "clipboard",
    title: "Design-build packages",
    description: "One contract and one team from permit drawings to handover, with a fixed scope and price.",
  },
  {
    icon: "crane",
    title: "Precast erection",
    description: "Our cranes and crews set piles, beams, double tees and wall panels cast at our plant.",
  },
  {
    icon: "clock",
    title: "Faster programmes",
    description: "Members are cast while the foundations go in, so a building is enclosed weeks sooner.",
  },
  {
    icon: "shield",
    title: "Built for the climate",
    description: "Concrete structures that resist hurricanes, termites, fire and salt air for decades.",
  },
];

export const commercialWork: readonly string[] = [
  "Warehouses and distribution centres with tilt-up walls",
  "Office buildings and bank branches",
  "Retail stores and shopping plazas",
  "Factories, agro-processing plants and workshops",
  "Parking structures on double tee decks",
  "Schools, clinics and public buildings",
];

export const residentialWork: readonly string[] = [
  "Single-family homes with hollow core floors and roofs",
  "Two- and three-storey apartment buildings",
  "Elevated coastal homes on prestressed piles",
  "Resort villas and cabanas on the cayes",
  "Perimeter walls and precast fencing",
  "Additions and upper floors on existing homes",
];

export const constructionProcess: readonly ProcessStep[] = [
  {
    title: "Planning",
    description:
      "We agree the brief, survey the site, prepare the design and permit drawings, and fix the price, casting schedule and construction programme.",
  },
  {
    title: "Execution",
    description:
      "Site work and foundations start while the precast is cast and cured at our plant; then our crews erect the structure and the finishes follow.",
  },
  {
    title: "Completion",
    description:
      "Final inspection with you, a punch list closed within days, and handover with as-built drawings, test records and warranty.",
  },
];

export const constructionCallToAction: CallToAction = {
  title: "Planning a building?",
  text: "Tell us the size, the site and the date you need it. We will come back with a design-build proposal and a realistic programme.",
  button: "Request a Consultation",
};

const bannerIn = localized(constructionBanner, { es: es.constructionBanner });
/** The banner in `locale`, beside the construction drawing. */
export const constructionBannerIn = (locale: Locale): ServiceBanner => ({
  ...bannerIn(locale),
  image: serviceDrawingsIn(locale).construction,
});
export const constructionFeaturesIn = localized(constructionFeatures, { es: es.constructionFeatures });
export const commercialWorkIn = localized(commercialWork, { es: es.commercialWork });
export const residentialWorkIn = localized(residentialWork, { es: es.residentialWork });
export const constructionProcessIn = localized(constructionProcess, { es: es.constructionProcess });
export const constructionCallToActionIn = localized(constructionCallToAction, { es: es.constructionCallToAction });
