// The project gallery (rules §3 "Project": 13 projects, fixed in the page). Drawings are original
// engineering-drawing scenes (docs/decisions/0001-product-resolutions.md "Imagery"), 4:3, under public/images/projects/.
// Exported whole so the home page can show a teaser of the same list.
import { localized } from "../../lib/localized";
import type { ProjectType } from "../project-filter";
import * as es from "./projects.es";

export type ProjectCategory = "Infrastructure" | "Commercial" | "Industrial" | "Site Design";

export type Project = {
  id: string;
  title: string;
  category: ProjectCategory;
  type: ProjectType;
  /** One or two sentences shown in the card's overlay and on the project's page. */
  description: string;
  image: { src: string; alt: string; width: number; height: number };
  /**
   * The case study (docs/decisions/0054-project-case-studies.md): each fact only where the company
   * has confirmed it. Staff add the client, contractor, engineer and quantities as they do;
   * nothing is guessed.
   */
  location: string;
  client?: string;
  contractor?: string;
  engineer?: string;
  /** Our products in the work, each with its quantity once known ("42 beams"). */
  products: readonly { slug: string; quantity?: string }[];
  /** The size of the work, in the words of the drawings: spans, storeys, dock doors. */
  scope: readonly string[];
};

const BELIZE = "Belize";

const image = (id: string, alt: string) => ({ src: `/images/projects/${id}.svg`, alt, width: 800, height: 600 });

export const projects: readonly Project[] = [
  {
    id: "haulover-bridge",
    title: "Haulover Bridge",
    category: "Infrastructure",
    type: "bridge",
    description:
      "Three-span river crossing on prestressed box beams, with pier footings on driven prestressed piles and a deck designed for HL-93 highway loading.",
    image: image(
      "haulover-bridge",
      "Elevation drawing of Haulover Bridge: three spans of prestressed box beams on two piers and pile footings over a river, with a box beam deck section.",
    ),
    location: "Belize District, Belize",
    products: [{ slug: "box-beams" }, { slug: "prestressed-piles" }],
    scope: ["3 spans", "Deck for HL-93 highway loading"],
  },
  {
    id: "key-stone-building",
    title: "Key Stone Building",
    category: "Commercial",
    type: "structural",
    description:
      "Four-storey office building framed in precast columns and inverted tee beams carrying hollow core floors, erected floor by floor without shoring.",
    image: image(
      "key-stone-building",
      "Elevation drawing of the Key Stone Building: a four-storey precast frame of columns, inverted tee beams and hollow core floors with punched windows.",
    ),
    location: BELIZE,
    products: [{ slug: "inverted-beams" }, { slug: "hollow-core" }],
    scope: ["4 storeys", "Erected floor by floor without shoring"],
  },
  {
    id: "transparent-bpo-building-1",
    title: "Transparent BPO Building 1",
    category: "Commercial",
    type: "structural",
    description: "Open-plan contact-centre floors on long-span double tee slabs, leaving the work floor free of interior columns.",
    image: image(
      "transparent-bpo-building-1",
      "Elevation drawing of Transparent BPO Building 1: a three-storey precast frame with full-height glazing and double tee floors spanning the open work floor.",
    ),
    location: BELIZE,
    products: [{ slug: "double-t-slabs" }],
    scope: ["3 storeys", "Work floors free of interior columns"],
  },
  {
    id: "transparent-bpo-building-2",
    title: "Transparent BPO Building 2",
    category: "Commercial",
    type: "structural",
    description:
      "The second building of the campus, cast from the same forms as the first: repeated double tee floors and precast columns kept the schedule short.",
    image: image(
      "transparent-bpo-building-2",
      "Elevation drawing of Transparent BPO Building 2: a four-storey glazed precast frame with double tee floors, the twin of the first building.",
    ),
    location: BELIZE,
    products: [{ slug: "double-t-slabs" }],
    scope: ["4 storeys", "Cast from the forms of the first building"],
  },
  {
    id: "atlantic-insurance-building",
    title: "Atlantic Insurance Building",
    category: "Commercial",
    type: "structural",
    description:
      "Five-storey office frame with hollow core floors rated for two hours of fire resistance and quiet, high-STC separations between tenants.",
    image: image(
      "atlantic-insurance-building",
      "Elevation drawing of the Atlantic Insurance Building: a five-storey precast office frame with ribbon windows and hollow core floors.",
    ),
    location: BELIZE,
    products: [{ slug: "hollow-core" }],
    scope: ["5 storeys", "Floors rated for 2 hours of fire resistance"],
  },
  {
    id: "design-depot-site-design",
    title: "Design Depot Site Design",
    category: "Site Design",
    type: "site-design",
    description:
      "Master plan for the Design Depot campus: three warehouse pads, truck courts, parking, grading and storm drainage laid out for phased construction.",
    image: image(
      "design-depot-site-design",
      "Site plan drawing of the Design Depot campus: three warehouse footprints, a truck court, parking rows, a drainage swale, a north arrow and a scale bar.",
    ),
    location: BELIZE,
    engineer: "M&M",
    products: [],
    scope: ["3 warehouse pads", "Truck courts, parking, grading and storm drainage", "Laid out for phased construction"],
  },
  {
    id: "design-depot-warehouse-1",
    title: "Design Depot Warehouse 1",
    category: "Industrial",
    type: "structural",
    description:
      "Tilt-up wall warehouse with a double tee roof: wall panels cast on the floor slab and lifted into place, four dock doors on the long side.",
    image: image(
      "design-depot-warehouse-1",
      "Elevation drawing of Design Depot Warehouse 1: tilt-up concrete wall panels with four dock doors, a parked trailer and a double tee roof section.",
    ),
    location: BELIZE,
    products: [{ slug: "double-t-slabs" }],
    scope: ["4 dock doors", "Tilt-up wall panels"],
  },
  {
    id: "design-depot-warehouse-2",
    title: "Design Depot Warehouse 2",
    category: "Industrial",
    type: "structural",
    description: "The second phase of the campus: a longer tilt-up building with six dock doors and a clear height for high-bay racking.",
    image: image(
      "design-depot-warehouse-2",
      "Elevation drawing of Design Depot Warehouse 2: a long tilt-up wall with six dock doors under a double tee roof.",
    ),
    location: BELIZE,
    products: [{ slug: "double-t-slabs" }],
    scope: ["6 dock doors", "Clear height for high-bay racking"],
  },
  {
    id: "design-depot-warehouse-3",
    title: "Design Depot Warehouse 3",
    category: "Industrial",
    type: "structural",
    description: "The third warehouse closes the truck court: tilt-up walls, double tee roof and a showroom bay at one end.",
    image: image(
      "design-depot-warehouse-3",
      "Elevation drawing of Design Depot Warehouse 3: tilt-up wall panels with three dock doors and a glazed showroom bay under a double tee roof.",
    ),
    location: BELIZE,
    products: [{ slug: "double-t-slabs" }],
    scope: ["3 dock doors and a showroom bay", "Tilt-up wall panels"],
  },
  {
    id: "mountain-pine-ridge-bridge",
    title: "Mountain Pine Ridge Bridge",
    category: "Infrastructure",
    type: "bridge",
    description: "Single-span creek crossing in the pine ridge: precast I-beams set from one bank, so no falsework touched the creek bed.",
    image: image(
      "mountain-pine-ridge-bridge",
      "Elevation drawing of Mountain Pine Ridge Bridge: one span of precast I-beams between abutments over a creek in a valley of pine trees.",
    ),
    location: "Cayo District, Belize",
    products: [{ slug: "l-beams" }],
    scope: ["1 span, set from one bank", "No falsework in the creek bed"],
  },
  {
    id: "laguna-seca-bridge",
    title: "Laguna Seca Bridge",
    category: "Infrastructure",
    type: "bridge",
    description:
      "Two-span crossing on concrete bridge planks: the planks form the deck directly, leaving only a thin topping to pour on site.",
    image: image(
      "laguna-seca-bridge",
      "Elevation drawing of Laguna Seca Bridge: two spans of concrete bridge planks on a central pier over a lagoon channel, with a plank deck section.",
    ),
    location: BELIZE,
    products: [{ slug: "concrete-bridge-planks" }],
    scope: ["2 spans", "Planks form the deck under a thin topping"],
  },
  {
    id: "midway-warehouse",
    title: "Midway Warehouse",
    category: "Industrial",
    type: "structural",
    description: "Distribution warehouse with tilt-up walls and a double tee roof spanning {60 ft} between lines of precast columns.",
    image: image(
      "midway-warehouse",
      "Elevation drawing of the Midway Warehouse: tilt-up wall panels with five dock doors, a trailer at the dock and a double tee roof section.",
    ),
    location: BELIZE,
    products: [{ slug: "double-t-slabs" }],
    scope: ["Roof spans of {60 ft}", "5 dock doors"],
  },
  {
    id: "pinol-bridge",
    title: "Pinol Bridge",
    category: "Infrastructure",
    type: "bridge",
    description:
      "Four-span bridge on prestressed box beams and pile-supported piers, built to carry heavy agricultural and freight traffic.",
    image: image(
      "pinol-bridge",
      "Elevation drawing of Pinol Bridge: four spans of prestressed box beams on three piers and pile footings over a wide river.",
    ),
    location: BELIZE,
    products: [{ slug: "box-beams" }, { slug: "prestressed-piles" }],
    scope: ["4 spans on 3 pile-supported piers", "For heavy agricultural and freight traffic"],
  },
];

/** The categories (keys in every language) as a reader reads them. */
export const CATEGORY_LABELS: Readonly<Record<ProjectCategory, string>> = {
  Infrastructure: "Infrastructure",
  Commercial: "Commercial",
  Industrial: "Industrial",
  "Site Design": "Site Design",
};

export const projectsIn = localized(projects, { es: es.projects });
export const categoryLabelsIn = localized(CATEGORY_LABELS, { es: es.CATEGORY_LABELS });
