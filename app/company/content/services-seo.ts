// Search metadata of the service pages, including the five aliases of rules §2, which
// carry their own title and description but name /services/engineering-consultation as canonical.
import { localized } from "../../lib/localized";
import type { Locale } from "../../lib/locale";
import { CONSULTATION_PATH as CONSULTATION, serviceAliasesIn, type ServiceAlias } from "./service-aliases";
import type { PageEntry, WrittenPageEntry } from "../../site/seo-types";
import * as es from "./services-seo.es";

const consultationService = (name: string, description: string) =>
  [{ kind: "service", name, description, serviceType: "Engineering consultation" }] as const;

/** The service pages written here; the aliases' entries are made from the aliases. */
export const servicePages: readonly WrittenPageEntry[] = [
  {
    path: "/services",
    title: "Engineering & Construction Services | M&M",
    description:
      "Engineering consultation and general construction from a precast company: design, value engineering, build packages and quality assurance in Belize.",
    structuredData: [
      ...consultationService(
        "Engineering Consultation",
        "Structural, marine, bridge and foundation engineering for precast and prestressed concrete structures.",
      ),
      {
        kind: "service",
        name: "General Construction",
        description: "Design-build construction of commercial, industrial and residential buildings in Belize.",
        serviceType: "General construction",
      },
    ],
  },
  {
    path: "/services/consultation",
    title: "Consultation, Design & Engineering Services | M&M",
    description:
      "Marine, bridge, structural and foundation engineering from M&M: sea walls, bridge design and precast structures designed by engineers who build them.",
    structuredData: consultationService(
      "Consultation, Design & Engineering",
      "Marine, bridge, structural and foundation design, value engineering and precast detailing by M&M engineers in Belize.",
    ),
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
];

// rules §2: the aliases carry their own text but name the consultation page as canonical.
const aliasPage = (entry: ServiceAlias): PageEntry => ({
  path: `/services/${entry.alias}`,
  title: entry.seoTitle,
  description: entry.seoDescription,
  canonicalPath: entry.targetPath,
  sitemap: false,
  structuredData: consultationService(entry.title, entry.seoDescription),
});

const writtenIn = localized(servicePages, { es: es.servicePages });

/** Every service page's entry in `locale`: the pages written here, then the aliases. */
export const servicePagesIn = (locale: Locale): readonly PageEntry[] => [...writtenIn(locale), ...serviceAliasesIn(locale).map(aliasPage)];
