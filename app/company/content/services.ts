// Services (rules §3 "Service"): the two catalogue services shown in the header and on /services.
// The service pages themselves come with the company pages.
import { localized } from "../../lib/localized";
import * as es from "./services.es";

export type Service = { title: string; slug: string; description: string };

export const catalogueServices: readonly Service[] = [
  {
    title: "Engineering Consultation",
    slug: "engineering-consultation",
    description:
      "Structural, marine, bridge and foundation design by engineers who know precast: load studies, value engineering and stamped drawings.",
  },
  {
    title: "General Construction",
    slug: "general-construction",
    description:
      "Design-build packages for warehouses, commercial buildings and homes, from site work to the erection of precast structures.",
  },
];

export const catalogueServicesIn = localized(catalogueServices, { es: es.catalogueServices });

export const servicePath = (service: Pick<Service, "slug">) => `/services/${service.slug}`;
