// Search metadata of the service pages (issue 5), including the five aliases of spec §2, which
// carry their own title and description but name /services/engineering-consultation as canonical.
import type { PageEntry } from "./types";

const CONSULTATION = "/services/engineering-consultation";

const consultationService = (name: string, description: string) =>
  [{ kind: "service", name, description, serviceType: "Engineering consultation" }] as const;

export const servicePages: readonly PageEntry[] = [
  {
    path: "/services",
    title: "Engineering & Construction Services | M&M",
    description:
      "Engineering consultation and general construction from a precast company: design, value engineering, build packages and quality assurance in Belize.",
  },
  {
    path: "/services/consultation",
    title: "Consultation, Design & Engineering Services | M&M",
    description:
      "Marine, bridge, structural and foundation engineering from M&M: sea walls, bridge design and precast structures designed by engineers who build them.",
  },
  {
    path: CONSULTATION,
    title: "Engineering Consultation | M&M",
    description:
      "Structural, marine, bridge and foundation engineering: feasibility studies, value engineering and stamped designs for precast and prestressed concrete structures.",
    structuredData: consultationService(
      "Engineering Consultation",
      "Structural, marine, bridge and foundation engineering for precast and prestressed concrete structures.",
    ),
  },
  {
    path: "/services/general-construction",
    title: "General Construction | Commercial & Residential | M&M",
    description:
      "Design-build construction of warehouses, commercial buildings and homes in Belize, from site work to erecting precast and prestressed structures.",
    structuredData: [
      {
        kind: "service",
        name: "General Construction",
        description: "Design-build construction of commercial, industrial and residential buildings in Belize.",
        serviceType: "General construction",
      },
    ],
  },
  {
    path: "/services/quality-assurance",
    title: "Quality Assurance | Precast Testing & Inspection | M&M",
    description:
      "Quality assurance for precast and prestressed concrete: mix design, cylinder testing, strand tension records and inspection from casting to erection.",
    structuredData: [
      {
        kind: "service",
        name: "Quality Assurance",
        description: "Testing and inspection of precast and prestressed concrete from casting to erection.",
        serviceType: "Quality assurance",
      },
    ],
  },
  ...(
    [
      ["sea-wall-design", "Sea Wall Design", "Sea walls and revetments designed for Belize's coast: prestressed sheet piles, wave loads, scour and corrosion-resistant detailing."],
      ["bridge-design", "Bridge Design", "Bridge design with precast and prestressed beams, box beams and deck planks for HL-93 loading, from rural crossings to river bridges."],
      ["structural-design", "Structural Design", "Structural design of precast and prestressed buildings: framing, connections, lateral systems and value engineering."],
      ["marine-engineering", "Marine Engineering", "Marine engineering for wharves, piers, jetties and sea walls: pile design, mooring and berthing loads and durable concrete."],
      ["foundation-design", "Foundation Design", "Foundation design on soft and coastal soils: driven prestressed piles, pile caps, load tests and settlement analysis."],
    ] as const
  ).map(
    ([slug, name, description]): PageEntry => ({
      path: `/services/${slug}`,
      title: `${name} | Engineering Consultation | M&M`,
      description,
      canonicalPath: CONSULTATION,
      sitemap: false,
      structuredData: consultationService(name, description),
    }),
  ),
];
