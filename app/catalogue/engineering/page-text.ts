// The load–span tables of a product page and the answers to find by span and load, as the pages
// receive them: text in both unit systems, "{9 m|29.5 ft}" (app/ui/measured.tsx). Loaders read it
// through app/catalogue/span-load.server.ts, so no browser bundle carries the calculation
// (docs/decisions/0079-load-span-tables-on-the-pages.md).
import { cellLoad } from "./cell-load";
import { allowableAxialKN, capacityAt, loadTable, type Cell } from "./load-span";
import { allSections, LINE_LOAD_ONLY, sectionsFor, type Section } from "./sections";
import { products } from "../content/products";
import { products as productsEs } from "../content/products.es";
import type { Locale } from "../../lib/locale";
import {
  KN_PER_KIP,
  KN_PER_M_PER_PLF,
  KPA_PER_PSF,
  M_PER_FT,
  MM_PER_IN,
  MPA_PER_PSI,
  type LoadTables,
  type SectionProperties,
  readSpanLoad,
  type SpanLoad,
  type SpanLoadAnswer,
  type SpanLoadPage,
} from "../span-load";

const fixed = (value: number, places: number) => {
  const text = value.toLocaleString("en-US", { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false });
  return value >= 10_000 ? text.replace(/\B(?=(\d{3})+(?!\d))/g, "\u2009") : text;
};
const grouped = (value: number, places = 0) => value.toLocaleString("en-US", { maximumFractionDigits: places });

/** Each quantity a table shows, in SI and in US units, rounded as an engineer reads it. */
const UNITS = {
  span: (m: number): [string, string] => [`${grouped(m, 2)} m`, `${fixed(m / M_PER_FT, 1)} ft`],
  /** A cell's load, both systems from cellLoad: the same numbers as the spec sheet and the API. */
  load: (cell: Cell): [string, string] => {
    const [metric, imperial] = [cellLoad(cell, "metric"), cellLoad(cell, "imperial")];
    return cell.capacityKPa === null
      ? [`${fixed(metric, 1)} kN/m`, `${grouped(imperial)} plf`]
      : [`${fixed(metric, 1)} kPa`, `${grouped(imperial)} psf`];
  },
  length: (mm: number): [string, string] => [`${fixed(mm, 0)} mm`, `${grouped(mm / MM_PER_IN, 1)} in`],
  weight: (kPa: number): [string, string] => [`${fixed(kPa, 2)} kPa`, `${grouped(kPa / KPA_PER_PSF)} psf`],
  lineWeight: (kNm: number): [string, string] => [`${fixed(kNm, 2)} kN/m`, `${grouped(kNm / KN_PER_M_PER_PLF)} plf`],
  strength: (mpa: number): [string, string] => [`${grouped(mpa, 1)} MPa`, `${grouped(Math.round(mpa / MPA_PER_PSI / 10) * 10)} psi`],
  force: (kN: number): [string, string] => [`${fixed(kN, 0)} kN`, `${grouped(Math.floor(kN / KN_PER_KIP))} kips`],
};

/** Text as app/ui/measured.tsx splits it: both systems, the stylesheet shows the visitor's. */
const measured = ([metric, imperial]: [string, string]) => `{${metric}|${imperial}}`;

function strandsText(section: Section): string {
  const metric = section.strands.map((row) => `${row.count} × ${row.diameterMm} mm`);
  const imperial = section.strands.map((row) => `${row.count} × ${row.diameterMm === 15.2 ? "0.6" : "0.5"} in`);
  // Rows of one diameter read as one count.
  const total = section.strands.reduce((sum, row) => sum + row.count, 0);
  const one = new Set(section.strands.map((row) => row.diameterMm)).size === 1;
  return one
    ? measured([`${total} × ${section.strands[0]!.diameterMm} mm`, `${total} × ${imperial[0]!.split(" × ")[1]}`])
    : measured([metric.join(" + "), imperial.join(" + ")]);
}

function properties(section: Section, line: boolean): SectionProperties {
  return {
    id: section.id,
    name: section.name,
    depth: measured(UNITS.length(section.depthMm)),
    width: measured(UNITS.length(section.widthMm)),
    selfWeight: measured(line ? UNITS.lineWeight(section.selfWeightKNPerM) : UNITS.weight(section.selfWeightKPa)),
    fc: measured(UNITS.strength(section.fcMPa)),
    strands: strandsText(section),
  };
}

/** A product's sections and their table, as its page shows them; null for a product without sections. */
export function productLoadTables(productSlug: string): LoadTables | null {
  const sections = sectionsFor(productSlug);
  if (sections.length === 0) return null;
  const kind = sections.every((s) => !s.spansM) ? "axial" : LINE_LOAD_ONLY.has(productSlug) ? "line" : "area";
  const tables = sections.map((section) => new Map(loadTable(section).map((cell) => [cell.spanM, cell])));
  const spans = [...new Set(tables.flatMap((table) => [...table.keys()]))].sort((a, b) => a - b);
  return {
    kind,
    sections: sections.map((section) => properties(section, kind !== "area")),
    rows: spans.map((spanM) => ({
      span: measured(UNITS.span(spanM)),
      cells: tables.map((table) => {
        const cell = table.get(spanM);
        if (!cell) return null;
        return measured(UNITS.load(cell));
      }),
    })),
    confirmed: sections.every((section) => section.approvedBy !== null),
    axial: kind === "axial" ? sections.map((section) => measured(UNITS.force(allowableAxialKN(section)))) : [],
  };
}

/** The question in the visitor's units first, the other system in brackets: ["9 m (29.5 ft)", "5 kPa (104 psf)"]. */
function askedText({ spanM, loadKPa, units }: SpanLoad): [string, string] {
  const span = UNITS.span(spanM);
  const pairs: [string, string][] = [
    [span[0], span[1].replace(".0 ft", " ft")],
    [`${grouped(loadKPa, 2)} kPa`, `${grouped(loadKPa / KPA_PER_PSF)} psf`],
  ];
  return pairs.map(([metric, imperial]) => (units === "imperial" ? `${imperial} (${metric})` : `${metric} (${imperial})`)) as [
    string,
    string,
  ];
}

/** The span and load asked, in both systems for the page ("{9 m|29.5 ft}", "{5 kPa|104 psf}"). */
function askedMeasured({ spanM, loadKPa }: SpanLoad): { span: string; load: string } {
  const span = UNITS.span(spanM);
  return {
    span: measured([span[0], span[1].replace(".0 ft", " ft")]),
    load: measured([`${grouped(loadKPa, 2)} kPa`, `${grouped(loadKPa / KPA_PER_PSF)} psf`]),
  };
}

const SPAN_LABEL: Record<Locale, string> = { en: "span", es: "claro" };
const LOAD_LABEL: Record<Locale, string> = { en: "load", es: "carga" };

/**
 * rules §13: every section whose table covers the span (units laid side by side: slabs, planks,
 * box beams) and that carries the load there beyond its own weight, lightest first.
 */
export function findSections(query: SpanLoad, locale: Locale): SpanLoadAnswer[] {
  const titles = locale === "es" ? productsEs : products;
  const [span, load] = askedText(query);
  const note = (name: string) => `${name}: ${SPAN_LABEL[locale]} ${span}, ${LOAD_LABEL[locale]} ${load}`;
  return allSections()
    .filter((section) => section.spansM && !LINE_LOAD_ONLY.has(section.product))
    .filter(({ spansM }) => query.spanM >= spansM!.from - 1e-9 && query.spanM <= spansM!.to + 1e-9)
    .flatMap((section) => {
      const cell = capacityAt(section, query.spanM);
      if (cell?.capacityKPa == null) return [];
      const capacityKPa = cellLoad(cell, "metric");
      if (capacityKPa < query.loadKPa) return [];
      return [
        {
          sectionId: section.id,
          sectionName: section.name,
          productSlug: section.product,
          productTitle: titles.find((p) => p.slug === section.product)?.title ?? section.product,
          depth: measured(UNITS.length(section.depthMm)),
          selfWeight: measured(UNITS.weight(section.selfWeightKPa)),
          capacity: measured(UNITS.load(cell)),
          marginPct: Math.floor(((capacityKPa - query.loadKPa) / query.loadKPa) * 100 + 1e-9),
          note: note(section.name),
        },
      ];
    })
    .sort((a, b) => sectionWeight(a.sectionId) - sectionWeight(b.sectionId));
}

const sectionWeight = (id: string) => allSections().find((s) => s.id === id)!.selfWeightKPa;

const round = (value: number, places: number) => String(Math.round(value * 10 ** places) / 10 ** places);

/** The /products page's part for find by span and load, from its address. */
export function spanLoadPage(search: URLSearchParams, locale: Locale): SpanLoadPage {
  const request = readSpanLoad(search);
  if (request.state === "none")
    return { request, fields: { metric: { span: "", load: "" }, imperial: { span: "", load: "" } }, asked: null, answers: [] };
  const { values } = request;
  const typed = { span: values.span, load: values.load };
  if (request.state === "invalid") return { request, fields: { metric: typed, imperial: typed }, asked: null, answers: [] };
  const { spanM, loadKPa } = request.query;
  const converted =
    values.units === "metric"
      ? { imperial: { span: round(spanM / M_PER_FT, 1), load: round(loadKPa / KPA_PER_PSF, 0) } }
      : { metric: { span: round(spanM, 1), load: round(loadKPa, 1) } };
  return {
    request,
    fields: { metric: typed, imperial: typed, ...converted },
    asked: askedMeasured(request.query),
    answers: findSections(request.query, locale),
  };
}
