// Service aliases (rules §2 "Service aliases", §3 "Service alias"): five paths that show the
// engineering-consultation page with a specialisation. Each keeps its own title, description and
// search text, but names the target path as canonical, so search engines index one page.
// The route table (app/routes.ts), the breadcrumbs and the SEO registry (app/company/content/services-seo.ts)
// are made from this list.
import { localized } from "../../lib/localized";
import * as es from "./service-aliases.es";

export const SPECIALIZATIONS = ["marine", "bridge", "structural", "foundation"] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** The specialisation as the alias pages' eyebrow names it ("Engineering consultation · marine"). */
export const SPECIALIZATION_LABELS: Readonly<Record<Specialization, string>> = {
  marine: "marine",
  bridge: "bridge",
  structural: "structural",
  foundation: "foundation",
};

export const CONSULTATION_PATH = "/services/engineering-consultation";

/** The path segments under /services/ that show the consultation page with a specialisation. */
export type AliasName = "sea-wall-design" | "bridge-design" | "structural-design" | "marine-engineering" | "foundation-design";

export type ServiceAlias = {
  /** The path segment under /services/. */
  alias: AliasName;
  targetPath: typeof CONSULTATION_PATH;
  specialization: Specialization;
  title: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  backgroundImage: typeof BACKGROUND;
};

/** rules §2: every alias shows the same background image. */
const BACKGROUND = "/images/services/engineering-consultation.svg";

export const serviceAliases: readonly ServiceAlias[] = [
  {
    alias: "sea-wall-design",
    targetPath: CONSULTATION_PATH,
    specialization: "marine",
    title: "Sea Wall Design",
    description:
      "Sea walls and revetments for Belize's coast and cayes: prestressed sheet piles and king piles, wave and surge loads, toe scour protection and detailing that lasts in salt water.",
    seoTitle: "Sea Wall Design | Engineering Consultation | M&M",
    seoDescription:
      "Sea walls and revetments designed for Belize's coast: prestressed sheet piles, wave loads, scour and corrosion-resistant detailing.",
    backgroundImage: BACKGROUND,
  },
  {
    alias: "bridge-design",
    targetPath: CONSULTATION_PATH,
    specialization: "bridge",
    title: "Bridge Design",
    description:
      "Short and medium span bridges on precast beams, box beams and deck planks, designed for HL-93 highway loading and river flood levels, with substructures on driven prestressed piles.",
    seoTitle: "Bridge Design | Engineering Consultation | M&M",
    seoDescription:
      "Bridge design with precast and prestressed beams, box beams and deck planks for HL-93 loading, from rural crossings to river bridges.",
    backgroundImage: BACKGROUND,
  },
  {
    alias: "structural-design",
    targetPath: CONSULTATION_PATH,
    specialization: "structural",
    title: "Structural Design",
    description:
      "Precast and prestressed building frames: columns, beams, double tee and hollow core floors, connections and lateral systems checked for hurricane winds, with value engineering from the first sketch.",
    seoTitle: "Structural Design | Engineering Consultation | M&M",
    seoDescription: "Structural design of precast and prestressed buildings: framing, connections, lateral systems and value engineering.",
    backgroundImage: BACKGROUND,
  },
  {
    alias: "marine-engineering",
    targetPath: CONSULTATION_PATH,
    specialization: "marine",
    title: "Marine Engineering",
    description:
      "Wharves, piers, jetties and docks on prestressed piles: berthing and mooring loads, pile bents and batter piles, and concrete cover and mixes chosen for a marine exposure.",
    seoTitle: "Marine Engineering | Engineering Consultation | M&M",
    seoDescription:
      "Marine engineering for wharves, piers, jetties and sea walls: pile design, mooring and berthing loads and durable concrete.",
    backgroundImage: BACKGROUND,
  },
  {
    alias: "foundation-design",
    targetPath: CONSULTATION_PATH,
    specialization: "foundation",
    title: "Foundation Design",
    description:
      "Foundations on the soft, wet soils of coastal Belize: driven prestressed piles, pile caps and grade beams, pile load tests and settlement analysis based on site borings.",
    seoTitle: "Foundation Design | Engineering Consultation | M&M",
    seoDescription: "Foundation design on soft and coastal soils: driven prestressed piles, pile caps, load tests and settlement analysis.",
    backgroundImage: BACKGROUND,
  },
];

export const serviceAliasesIn = localized(serviceAliases, { es: es.serviceAliases });
export const specializationLabelsIn = localized(SPECIALIZATION_LABELS, { es: es.SPECIALIZATION_LABELS });

/** The alias a request path names (`/services/bridge-design` → bridge-design), if any. */
export function aliasForPath(pathname: string): ServiceAlias | undefined {
  const segment = pathname.replace(/\/+$/, "").split("/").pop();
  return serviceAliases.find((entry) => entry.alias === segment);
}
