// The load–span tables of a product page, as the page receives them: text in both unit systems,
// "{9 m|29.5 ft}" (app/ui/measured.tsx). Server code only, so no browser bundle carries the
// calculation (docs/decisions/0090-load-tables-as-engineers-read-them.md).
import { sectionDxfPath } from "./dxf";
import { allowableAxialKN, capacityAt, tableSpans } from "./capacity";
import { loadText, measured, strandsText, strengthText, unitsIn } from "./quantities";
import { designsOf, LINE_LOAD_ONLY, sectionsFor, type Section } from "./sections";
import { localePath, type Locale } from "../../lib/locale";
import type { LoadTables, SectionTable } from "../load-table-types";

const TOP: Record<Locale, string> = { en: "top", es: "superiores" };

function sectionTable(section: Section, kind: LoadTables["kind"], locale: Locale): SectionTable {
  const UNITS = unitsIn(locale);
  const designs = designsOf(section);
  const line = kind !== "area";
  const fire = (patternId: string, topped: boolean) =>
    designs.find((d) => d.pattern.id === patternId && (d.topping !== null) === topped)?.fireRatingH ?? null;
  const spans = designs.length ? tableSpans(designs[0]!) : [];
  return {
    id: section.id,
    name: section.name,
    depth: measured(UNITS.length(section.depthMm)),
    width: measured(UNITS.length(section.widthMm)),
    selfWeight: measured(line ? UNITS.lineWeight(section.selfWeightKNPerM) : UNITS.weight(section.selfWeightKPa)),
    topping: section.topping ? measured(UNITS.length(section.topping.depthMm)) : null,
    dxf: localePath(locale, sectionDxfPath(section.product, section.id)),
    patterns: section.patterns.map((pattern) => ({
      id: pattern.id,
      // A pile's strands are all round it: none counts as top.
      strands: strandsText(pattern, kind === "axial" ? Infinity : section.centroidMm, TOP[locale]),
      fc: strengthText(pattern.fcMPa, locale),
      fci: strengthText(pattern.fciMPa, locale),
      cover: measured(UNITS.length(pattern.coverMm)),
      fireH: fire(pattern.id, false),
      fireToppedH: section.topping ? fire(pattern.id, true) : null,
    })),
    columns: designs.map((design) => ({ patternId: design.pattern.id, topped: design.topping !== null })),
    rows: spans.map((spanM) => ({
      span: measured(UNITS.span(spanM)),
      cells: designs.map((design) => {
        const cell = capacityAt(design, spanM);
        if (!cell) return null;
        const { erection, longTerm } = cell.camberMm;
        const [m1, i1] = UNITS.camber(erection);
        const [m2, i2] = UNITS.camber(longTerm);
        return { load: loadText(cell, locale), camber: measured([`${m1.replace(" mm", "")} / ${m2}`, `${i1.replace(" in", "")} / ${i2}`]) };
      }),
    })),
    axial: kind === "axial" ? designs.map((design) => measured(UNITS.force(allowableAxialKN(design)))) : [],
  };
}

/** A product's sections and their tables, as its page shows them; null for a product without sections. */
export function productLoadTables(productSlug: string, locale: Locale): LoadTables | null {
  const sections = sectionsFor(productSlug);
  if (sections.length === 0) return null;
  const kind = sections.every((s) => !s.spansM) ? "axial" : LINE_LOAD_ONLY.has(productSlug) ? "line" : "area";
  return {
    kind,
    sections: sections.map((section) => sectionTable(section, kind, locale)),
    confirmed: sections.every((section) => section.approvedBy !== null),
  };
}
