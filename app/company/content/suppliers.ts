// The Suppliers page (rules §2 Suppliers, §3 Supplier: logo, name, specialty, description).
// Names are placeholder-style descriptions of each supply category (docs/decisions/0011-company-pages-projects-about-teaming-suppliers-privacy-contact.md) until
// the company names its suppliers; until then facts.json marks them a placeholder and the live
// site does not show them (docs/rules.md §12). Read only by the /suppliers loader.
import { localized } from "../../lib/localized";
import type { Figure } from "./company-figures";
import * as es from "./suppliers.es";

export type Supplier = { name: string; specialty: string; description?: string; logo: `/images/suppliers/${string}.svg` };
export type SuppliersHero = { title: string; subtitle: string };
export type StrategicPartnerships = { title: string; text: string; stats: { value: Figure; label: string }[] };

export const hero: SuppliersHero = {
  title: "Our Trusted Suppliers",
  subtitle:
    "Prestressed concrete is only as good as what goes into it: the cement, strand, steel and equipment behind every member we cast come from suppliers we choose for the long run.",
};

/** rules §2: five suppliers; the first and the fourth carry a description. */
export const suppliers: readonly Supplier[] = [
  {
    name: "Construction Materials Supply",
    specialty: "Construction materials: aggregates, sand and admixtures",
    description:
      "Washed aggregates, sand and admixtures to our mix designs, delivered on a schedule matched to our casting beds, with gradation reports for every lot.",
    logo: "/images/suppliers/construction-materials.svg",
  },
  {
    name: "Steel & Metal Works",
    specialty: "Steel and metal: prestressing strand, reinforcing bar and embeds",
    logo: "/images/suppliers/steel-metal.svg",
  },
  {
    name: "Cement & Concrete Supply",
    specialty: "Concrete: cement and supplementary cementitious materials",
    logo: "/images/suppliers/concrete.svg",
  },
  {
    name: "Heavy Machinery Services",
    specialty: "Heavy machinery: cranes, pile-driving rigs and haulage",
    description:
      "Cranes, pile-driving rigs and low-bed trailers for lifting and delivering long members, with certified operators and maintenance support on site.",
    logo: "/images/suppliers/heavy-machinery.svg",
  },
  {
    name: "Tools & Equipment Supply",
    specialty: "Tools and equipment: stressing jacks, steel forms and test equipment",
    logo: "/images/suppliers/tools-equipment.svg",
  },
];

export const strategic: StrategicPartnerships = {
  title: "Strategic Partnerships",
  text: "We choose suppliers for the long run. Steady relationships mean consistent materials batch after batch, priority on scarce items when a project is on the clock, and certificates that follow every delivery into our quality records.",
  stats: [
    { value: "5+", label: "Years Partnership" },
    { value: "24/7", label: "Support Available" },
    { value: "100%", label: "Quality Certified" },
  ],
};

export const heroIn = localized(hero, { es: es.hero });
export const suppliersIn = localized(suppliers, { es: es.suppliers });
export const strategicIn = localized(strategic, { es: es.strategic });
