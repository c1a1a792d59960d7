// A section as the catalogue JSON (GET /api/catalogue) and later tables state it: every value in SI,
// rounded as an engineer would read it.
import { allowableAxialKN, loadTable, type Cell } from "./load-span";
import { sectionsFor, type Section, type StrandRow } from "./sections";

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
  fcMPa: number;
  strands: StrandRow[];
  jackingMPa: number;
  /** Null until the company's engineer confirms the section (approvals.json). */
  approvedBy: string | null;
} & ({ loadTable: Cell[] } | { allowableAxialKN: number });

const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places || 0;

function sectionSummary(section: Section): SectionSummary {
  const common = {
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
    fcMPa: section.fcMPa,
    strands: section.strands.map((row) => ({ ...row })),
    jackingMPa: section.jackingMPa,
    approvedBy: section.approvedBy,
  };
  return section.spansM ? { ...common, loadTable: loadTable(section) } : { ...common, allowableAxialKN: allowableAxialKN(section) };
}

/** A product's sections as the catalogue states them; empty for a product without any. */
export function productSections(productSlug: string): SectionSummary[] {
  return sectionsFor(productSlug).map(sectionSummary);
}
