// /services/engineering-consultation and its five aliases (rules §2 "Engineering Consultation"):
// a generic version, and one per specialisation (marine, bridge, structural, foundation), each
// with its own title, four feature cards and four areas of expertise.
import type { Specialization } from "../service-aliases";
import { localized } from "../../../lib/localized";
import type { Locale } from "../../../lib/locale";
import * as es from "./engineering-consultation.es";
import { serviceDrawingsIn, type DrawingName } from "./drawings";
import type { CallToAction, Drawing, FeatureCard, ServiceBanner } from "./types";

export type ConsultationContent = {
  /** The specialisation's own title, heading its feature cards. */
  title: string;
  intro: string;
  features: readonly FeatureCard[];
  expertise: readonly { title: string; description: string }[];
  drawing: Drawing;
};

/** The content as written: its drawing named (drawings.ts). */
type ConsultationText = Omit<ConsultationContent, "drawing"> & { drawing: DrawingName };

export const consultationBanner: ServiceBanner = {
  eyebrow: "Engineering consultation",
  title: "Engineering Consultation",
  subtitle: "Design by the engineers who cast and build it",
  description:
    "Structural, marine, bridge and foundation engineering from a team that has produced precast and prestressed concrete in Belize since 1998. We design what can be cast, shipped and set, and we check it on site.",
};

export const genericConsultation: ConsultationText = {
  title: "Engineering that knows precast",
  intro:
    "Bring us a concept, a tender design or a structure that needs checking. We work to ACI 318, PCI and AASHTO LRFD and stamp our calculations and drawings.",
  features: [
    {
      icon: "compass",
      title: "Feasibility & concept design",
      description: "Options for structure, spans and foundations with budget prices, before you commit to a scheme.",
    },
    {
      icon: "ruler",
      title: "Detailed design",
      description: "Member sizing, strand patterns, connections and stamped drawings ready for permits and tender.",
    },
    {
      icon: "gauge",
      title: "Value engineering",
      description: "We revisit an existing design to save concrete, steel and weeks of programme without losing capacity.",
    },
    {
      icon: "clipboard",
      title: "Inspection & assessment",
      description: "Condition surveys, load ratings and repair designs for existing bridges, wharves and buildings.",
    },
  ],
  expertise: [
    { title: "Marine structures", description: "Wharves, piers, jetties and sea walls on prestressed piles." },
    { title: "Bridges", description: "Box beam, girder and plank bridges for HL-93 highway loading." },
    { title: "Precast buildings", description: "Frames, double tee and hollow core floors, tilt-up warehouses." },
    { title: "Foundations", description: "Driven pile design, pile caps and load tests on coastal soils." },
  ],
  drawing: "consultation",
};

export const specializations: Record<Specialization, ConsultationText> = {
  marine: {
    title: "Marine & coastal engineering",
    intro:
      "Salt water, soft seabeds and hurricane surge decide how a marine structure lasts. We design for all three, with members we cast for that exposure.",
    features: [
      {
        icon: "anchor",
        title: "Wharves & piers",
        description: "Pile bents, deck beams and slabs sized for berthing, mooring and crane loads.",
      },
      {
        icon: "waves",
        title: "Sea walls & revetments",
        description: "Prestressed sheet pile and king pile walls with ties, caps and toe protection against scour.",
      },
      {
        icon: "shield",
        title: "Durable concrete",
        description: "Low-permeability mixes, cover and corrosion protection chosen for a marine splash zone.",
      },
      {
        icon: "gauge",
        title: "Wave & surge loads",
        description: "Design water levels, wave forces and uplift for storm events on the Belizean coast.",
      },
    ],
    expertise: [
      {
        title: "Berthing & mooring analysis",
        description: "Fender selection, bollard loads and vessel energy for docks and jetties.",
      },
      {
        title: "Pile driving studies",
        description: "Drivability, hammer choice and driving stresses in prestressed piles.",
      },
      {
        title: "Shoreline protection",
        description: "Sea walls, revetments and breakwaters for resorts, cayes and towns.",
      },
      {
        title: "Condition surveys",
        description: "Assessment and repair of ageing wharves and corroded marine concrete.",
      },
    ],
    drawing: "marine",
  },
  bridge: {
    title: "Bridge engineering",
    intro:
      "From single-span village crossings to multi-span river bridges, we design superstructures on precast beams and planks that go up in days, on substructures built for flood flows.",
    features: [
      {
        icon: "bridge",
        title: "Superstructure design",
        description: "Box beams, I-beams and deck planks with composite decks for HL-93 loading.",
      },
      {
        icon: "layers",
        title: "Substructure design",
        description: "Abutments, pier caps and pile bents on driven prestressed piles.",
      },
      {
        icon: "waves",
        title: "Hydraulics & scour",
        description: "Waterway openings, flood levels and scour protection for river crossings.",
      },
      {
        icon: "clipboard",
        title: "Load rating",
        description: "Inspection and load rating of existing bridges, with strengthening or replacement options.",
      },
    ],
    expertise: [
      { title: "Precast beam bridges", description: "Spans of {20 to 120 ft} on box beams, I-beams and bridge planks." },
      { title: "Rapid replacement", description: "Staged designs that reopen a road within days, not months." },
      { title: "Bearings & joints", description: "Elastomeric bearings, continuity details and expansion joints." },
      {
        title: "Erection engineering",
        description: "Crane plans, lifting points and temporary works for beam setting.",
      },
    ],
    drawing: "bridge",
  },
  structural: {
    title: "Structural engineering",
    intro:
      "Precast frames close in a building in weeks. We design the whole structure, from the roof double tees to the connections that carry hurricane winds to the ground.",
    features: [
      {
        icon: "building",
        title: "Precast frames",
        description: "Columns, inverted tee and L-beams, spandrels and shear walls designed as one system.",
      },
      {
        icon: "layers",
        title: "Floors & roofs",
        description: "Double tee, hollow core and flat slab floors sized for span, load, fire rating and STC.",
      },
      {
        icon: "ruler",
        title: "Connections",
        description: "Corbels, bearing pads, welded plates and dowels detailed for casting and erection.",
      },
      {
        icon: "shield",
        title: "Wind & seismic design",
        description: "Lateral systems and diaphragms for hurricane winds and the region's seismic loads.",
      },
    ],
    expertise: [
      {
        title: "Commercial buildings",
        description: "Offices, banks and contact centres with open, column-free floors.",
      },
      {
        title: "Warehouses & industry",
        description: "Tilt-up walls and long-span double tee roofs for storage and plants.",
      },
      { title: "Parking structures", description: "Double tee decks, ramps and barriers for multi-level parking." },
      {
        title: "Renovation & additions",
        description: "New floors and extensions on existing buildings, checked and strengthened.",
      },
    ],
    drawing: "structural",
  },
  foundation: {
    title: "Foundation engineering",
    intro:
      "Much of coastal Belize sits on soft clay, peat and loose sand. We design foundations that reach competent ground and prove their capacity before the structure goes up.",
    features: [
      {
        icon: "layers",
        title: "Driven pile design",
        description: "Prestressed pile sizes, lengths and capacities from borings and driving records.",
      },
      {
        icon: "building",
        title: "Pile caps & grade beams",
        description: "Caps, ties and grade beams that spread column and wall loads into the piles.",
      },
      {
        icon: "gauge",
        title: "Load testing",
        description: "Static and dynamic pile load tests that confirm capacity on site.",
      },
      {
        icon: "compass",
        title: "Settlement analysis",
        description: "Long-term settlement of soft soils, and ground improvement where piles are not needed.",
      },
    ],
    expertise: [
      {
        title: "Geotechnical interpretation",
        description: "Boring logs and lab results turned into design parameters.",
      },
      { title: "Marine foundations", description: "Piles through water and soft seabed for wharves and bridges." },
      {
        title: "Heavy industrial bases",
        description: "Foundations for tanks, silos and machinery with dynamic loads.",
      },
      { title: "Remedial foundations", description: "Underpinning and new piles for buildings that have settled." },
    ],
    drawing: "foundation",
  },
};

const genericIn = localized(genericConsultation, { es: es.genericConsultation });
const specializationsIn = localized(specializations, { es: es.specializations });

/** The content for a specialisation in `locale`; anything unknown gets the generic text (rules §2). */
export function consultationContent(specialization: string | undefined, locale: Locale = "en"): ConsultationContent {
  const all = specializationsIn(locale);
  const content = specialization && Object.hasOwn(all, specialization) ? all[specialization as Specialization] : genericIn(locale);
  return { ...content, drawing: serviceDrawingsIn(locale)[content.drawing] };
}

export const consultationCallToAction: CallToAction = {
  title: "Talk with an engineer about your structure",
  text: "Send us the drawings, boring logs or a photo of the site. We reply within one business day with how we would approach it and what it would take.",
  button: "Talk with an Engineer",
};

export const consultationBannerIn = localized(consultationBanner, { es: es.consultationBanner });
export const consultationCallToActionIn = localized(consultationCallToAction, { es: es.consultationCallToAction });
