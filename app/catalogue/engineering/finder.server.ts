// Find by span and load (rules §13), answered from the same cells as the tables: for each section
// laid side by side (slabs, planks, box beams), its lightest pattern that carries the load at the
// span, untopped before topped. A span shorter than a section's table is answered with the table's
// shortest span, which a shorter unit carries at least as well.
import { cellLoad } from "./cell-load";
import { capacityAt, type Cell } from "./capacity";
import { carrying } from "./prestress";
import { loadText, measured, unitsIn } from "./quantities";
import { allSections, designsOf, LINE_LOAD_ONLY, type Design, type Section } from "./sections";
import { productsIn } from "../content/localized-products";
import { KILOGRAM_FORCE, type Locale } from "../../lib/locale";
import { formatNumber } from "../../lib/typography";
import { fromKPa, readSpanLoad, type LoadUnit, type MetricLoadUnit, type SpanLoad } from "../finder-query";
import { M_PER_FT } from "../../lib/unit-factors";
import { type SpanLoadAnswer, type SpanLoadPage } from "../load-table-types";

const grouped = (value: number, locale: Locale, places = 0) => formatNumber(value, locale, { places });

/** A load as asked: "5 kPa", "500 kg/m²", "104 psf". */
const LOAD_TEXT: Record<LoadUnit, (kPa: number, locale: Locale) => string> = {
  kpa: (kPa, locale) => `${grouped(kPa, locale, 2)} kPa`,
  kgm2: (kPa, locale) => `${grouped(fromKPa(kPa, "kgm2"), locale)} kg/m²`,
  psf: (kPa, locale) => `${grouped(fromKPa(kPa, "psf"), locale)} psf`,
};

/** The span, without a trailing ".0 ft". */
const spanText = (spanM: number, locale: Locale) => {
  const [metric, imperial] = unitsIn(locale).span(spanM);
  return [metric, imperial.replace(".0 ft", " ft")] as const;
};

/** The question in the visitor's units first, the others in brackets: ["9 m (29.5 ft)", "500 kg/m² (4.9 kPa, 102 psf)"]. */
function askedText({ spanM, loadKPa, units, loadUnit }: SpanLoad, locale: Locale): [string, string] {
  const [spanMetric, spanImperial] = spanText(spanM, locale);
  const span = units === "imperial" ? `${spanImperial} (${spanMetric})` : `${spanMetric} (${spanImperial})`;
  const others = (["kpa", "psf"] as const).filter((unit) => unit !== loadUnit).map((unit) => LOAD_TEXT[unit](loadKPa, locale));
  return [span, `${LOAD_TEXT[loadUnit](loadKPa, locale)} (${others.join(", ")})`];
}

/** The span and load asked, in both systems for the page ("{9 m|29.5 ft}", "{500 kg/m²|102 psf}"). */
function askedMeasured({ spanM, loadKPa, loadUnit }: SpanLoad, locale: Locale): { span: string; load: string } {
  return {
    span: measured([...spanText(spanM, locale)]),
    load: measured([LOAD_TEXT[loadUnit === "kgm2" ? "kgm2" : "kpa"](loadKPa, locale), LOAD_TEXT.psf(loadKPa, locale)]),
  };
}

const SPAN_LABEL: Record<Locale, string> = { en: "span", es: "claro" };
const LOAD_LABEL: Record<Locale, string> = { en: "load", es: "carga" };
const TOPPED: Record<Locale, string> = { en: "with {depth} topping", es: "con capa de compresión de {depth}" };

/** The sections the finder answers with: tabulated, laid side by side. */
const finderSections = (): Section[] => allSections().filter((section) => section.spansM && !LINE_LOAD_ONLY.has(section.product));

/**
 * The design's cell at the span asked, or at its table's first span when the span is shorter; null
 * beyond its table, and below half its first span (a unit that short is not what the section is for).
 */
function cellFor(design: Design, spanM: number): Cell | null {
  const range = design.section.spansM!;
  if (spanM > range.to + 1e-9 || spanM < range.from / 2 - 1e-9) return null;
  return capacityAt(design, Math.max(spanM, range.from));
}

/** Weight per m² in place: the unit's and, topped, the topping's. */
const weightKPa = (design: Design) => design.section.selfWeightKPa + carrying(design).toppingKNPerM / (design.section.widthMm / 1000);

/**
 * rules §13: every section whose table reaches the span (units laid side by side) with the lightest
 * of its designs that carries the load there beyond its own weight; lightest in place first.
 */
export function findSections(query: SpanLoad, locale: Locale): SpanLoadAnswer[] {
  const titles = productsIn(locale);
  const [span, load] = askedText(query, locale);
  const UNITS = unitsIn(locale);
  // loadText adds kg/m² on a Spanish page; a question in kg/m² gets it on any page.
  const loadLocale: Locale = query.loadUnit === "kgm2" ? "es" : locale;
  return finderSections()
    .flatMap((section) => {
      for (const design of designsOf(section)) {
        const cell = cellFor(design, query.spanM);
        if (cell?.capacityKPa == null) continue;
        const capacityKPa = cellLoad(cell, "metric");
        if (capacityKPa < query.loadKPa) continue;
        const depthMm = design.topping?.depthMm;
        const topping = depthMm ? ` ${TOPPED[locale].replace("{depth}", `${depthMm} mm`)}` : "";
        const name = `${section.name}, ${design.pattern.id}${topping}`;
        const answer: SpanLoadAnswer = {
          sectionId: section.id,
          designId: design.id,
          sectionName: name,
          productSlug: section.product,
          productTitle: titles.find((p) => p.slug === section.product)?.title ?? section.product,
          depth: measured(UNITS.length(section.depthMm + (depthMm ?? 0))),
          selfWeight: measured(UNITS.weight(weightKPa(design))),
          capacity: loadText(cell, loadLocale),
          tableSpan: cell.spanM > query.spanM + 1e-9 ? measured(UNITS.span(cell.spanM)) : null,
          marginPct: Math.floor(((capacityKPa - query.loadKPa) / query.loadKPa) * 100 + 1e-9),
          note: `${name}: ${SPAN_LABEL[locale]} ${span}, ${LOAD_LABEL[locale]} ${load}`,
        };
        return [{ weight: weightKPa(design), answer }];
      }
      return [];
    })
    .sort((a, b) => a.weight - b.weight)
    .map(({ answer }) => answer);
}

/** The longest span any of the finder's tables reaches, in m. */
const longestTableM = () => Math.max(...finderSections().map((section) => section.spansM!.to));
/** The shortest span any section answers (half its table's first span), in m. */
const shortestAnsweredM = () => Math.min(...finderSections().map((section) => section.spansM!.from / 2));

const round = (value: number, places: number) => String(Math.round(value * 10 ** places) / 10 ** places);

/** The /products page's part for find by span and load, from its address. */
export function spanLoadPage(search: URLSearchParams, locale: Locale): SpanLoadPage {
  const request = readSpanLoad(search);
  const byLanguage: MetricLoadUnit = KILOGRAM_FORCE[locale] ? "kgm2" : "kpa";
  const none = { asked: null, answers: [], beyondTables: null, belowTables: null };
  if (request.state === "none")
    return { request, fields: { metric: { span: "", load: "" }, imperial: { span: "", load: "" } }, loadUnit: byLanguage, ...none };
  const { values } = request;
  const typed = { span: values.span, load: values.load };
  const loadUnit = values.loadUnit === "psf" ? byLanguage : values.loadUnit;
  if (request.state === "invalid") return { request, fields: { metric: typed, imperial: typed }, loadUnit, ...none };
  const { spanM, loadKPa } = request.query;
  const converted =
    values.units === "metric"
      ? { imperial: { span: round(spanM / M_PER_FT, 1), load: round(fromKPa(loadKPa, "psf"), 0) } }
      : { metric: { span: round(spanM, 1), load: round(fromKPa(loadKPa, loadUnit), loadUnit === "kgm2" ? 0 : 1) } };
  const answers = findSections(request.query, locale);
  const longest = longestTableM();
  const shortest = shortestAnsweredM();
  return {
    request,
    fields: { metric: typed, imperial: typed, ...converted },
    loadUnit,
    asked: askedMeasured(request.query, locale),
    answers,
    beyondTables: answers.length === 0 && spanM > longest + 1e-9 ? measured(unitsIn(locale).span(longest)) : null,
    belowTables: answers.length === 0 && spanM < shortest - 1e-9 ? measured(unitsIn(locale).span(shortest)) : null,
  };
}
