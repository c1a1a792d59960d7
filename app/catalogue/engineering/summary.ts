// A product's sections as the catalogue JSON (GET /api/catalogue) states them: every value in SI,
// rounded as an engineer would read it, each pattern with its tables, and the basis and units of
// every number (ENGINEERING_BASIS), so that a number never travels without what it means.
import { allowableAxialKN, loadTable, type Cell } from "./capacity";
import { releaseStresses } from "./prestress";
import { designsOf, JACKING_MPA, sectionsFor, type Section, type StrandRow, type Topping } from "./sections";

type PatternSummary = {
  id: string;
  strands: StrandRow[];
  fcMPa: number;
  fciMPa: number;
  jackingMPa: number;
  /** Clear cover below the lowest strand. */
  coverMm: number;
  /** Stresses just after release at the ends and midspan, MPa (tension +), and whether they are within ACI 318-19 24.5.3. */
  release: { topEndMPa: number; bottomEndMPa: number; topMidMPa: number; bottomMidMPa: number; withinLimits: boolean };
} & ({ tables: { topped: boolean; designId: string; fireRatingH: number | null; cells: Cell[] }[] } | { allowableAxialKN: number });

export type SectionSummary = {
  id: string;
  name: string;
  /** The section the product's drawing shows. */
  drawn: boolean;
  depthMm: number;
  widthMm: number;
  areaMm2: number;
  selfWeightKPa: number;
  selfWeightKNPerM: number;
  inertiaMm4: number;
  centroidMm: number;
  /** The spans every table of the section covers; null for piles. */
  spansM: { from: number; to: number; step: number } | null;
  /** The topping the topped tables assume; null where none applies. */
  topping: Topping | null;
  patterns: PatternSummary[];
  /** Null until the company's engineer confirms the section (approvals.json). */
  approvedBy: string | null;
};

/** What every number of `sections` means (docs/load-span-method.md says how each is computed). */
export const ENGINEERING_BASIS = {
  purpose: "Typical values for preliminary design, not for construction; final design by M&M's engineers for each project.",
  code: "ACI 318-19; PCI Design Handbook, 8th ed.; fire resistance by ACI/TMS 216.1-14 (siliceous aggregate, unrestrained slabs)",
  loadFactors: "1.2 D + 1.6 L; the tabulated load counts as live load",
  deflectionLimit: "L/360 under the tabulated load, immediate, gross section",
  tabulatedLoad:
    "Safe superimposed service load beyond the unit's self-weight (and the topping's, in a topped table): it must cover finishes, partitions, services and live load.",
  support: "Simply supported, span centre to centre of bearings, uniform load; the unit ends 50 mm beyond each bearing.",
  missingCell: "A span in spansM with no cell: the design carries nothing beyond its own weight (and topping) there.",
  units: {
    lengthsMm: "mm",
    spanM: "m",
    capacityKPa: "kN/m² over the unit's width (null for beams that carry other units on ledges)",
    capacityKNPerM: "kN/m along the unit",
    camberMm: "mm, upward positive: at release, at erection and long-term (PCI multipliers)",
    deflectionMm: "mm, immediate, under the tabulated load",
    strengthsMPa: "MPa",
    areaMm2: "mm²",
    inertiaMm4: "mm⁴",
    selfWeightKPa: "kN/m²",
    selfWeightKNPerM: "kN/m",
    allowableAxialKN: "kN, allowable concentric service load of a short braced pile",
    fireRatingH: "hours (0: less than 1 h; null: not assessed in these tables)",
  },
} as const;

const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places || 0;

function sectionSummary(section: Section): SectionSummary {
  const designs = designsOf(section);
  const patterns = section.patterns.map((pattern): PatternSummary => {
    const own = designs.filter((design) => design.pattern === pattern);
    const release = releaseStresses(own[0]!);
    const common = {
      id: pattern.id,
      strands: pattern.strands.map((row) => ({ ...row })),
      fcMPa: pattern.fcMPa,
      fciMPa: pattern.fciMPa,
      jackingMPa: JACKING_MPA,
      coverMm: round(pattern.coverMm, 1),
      release: {
        topEndMPa: round(release.topEnd, 2),
        bottomEndMPa: round(release.bottomEnd, 2),
        topMidMPa: round(release.topMid, 2),
        bottomMidMPa: round(release.bottomMid, 2),
        withinLimits: release.ok,
      },
    };
    if (!section.spansM) return { ...common, allowableAxialKN: allowableAxialKN(own[0]!) };
    return {
      ...common,
      tables: own.map((design) => ({
        topped: design.topping !== null,
        designId: design.id,
        fireRatingH: design.fireRatingH,
        cells: loadTable(design),
      })),
    };
  });
  return {
    id: section.id,
    name: section.name,
    drawn: section.drawn,
    depthMm: round(section.depthMm, 1),
    widthMm: round(section.widthMm, 1),
    areaMm2: round(section.areaMm2),
    selfWeightKPa: round(section.selfWeightKPa, 2),
    selfWeightKNPerM: round(section.selfWeightKNPerM, 2),
    inertiaMm4: round(section.inertiaMm4, -5),
    centroidMm: round(section.centroidMm, 1),
    spansM: section.spansM,
    topping: section.topping,
    patterns,
    approvedBy: section.approvedBy,
  };
}

/** A product's sections as the catalogue states them; empty for a product without any. */
export function productSections(productSlug: string): SectionSummary[] {
  return sectionsFor(productSlug).map(sectionSummary);
}
