// One typical section on a product page (rules §13): its name, size and self-weight, its DXF, a
// table of its strand patterns, and its load–span table — spans down, a column per pattern
// untopped then topped, each cell the load with the camber under it, as the PCI Design Handbook
// sets its tables. Piles have no span table: their patterns carry an allowable axial load.
import type { LoadTables, SectionTable } from "../../load-table-types";
import { Measured } from "../../../ui/measured";
import { msg } from "../../../lib/messages";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { TableScroller } from "./table-scroller";
import { PatternName, PatternsTable } from "./section-patterns-table";

const CAPTIONS = {
  area: msg("{name}: safe superimposed service load by span, in {units} over the unit's width"),
  line: msg("{name}: safe superimposed service load by span, in {units} along the beam"),
} as const;

const GROUP_RULE = "border-l border-slate-200";

/** The units a cell's load is in; a Spanish page adds kg/m² (kg/m). */
const LOAD_UNITS = {
  area: { en: "{kPa|psf}", es: "{kPa · kg/m²|psf}" },
  line: { en: "{kN/m|plf}", es: "{kN/m · kg/m|plf}" },
} as const;

function LoadTable({ section, kind }: { section: SectionTable; kind: "area" | "line" }) {
  const t = useT(catalog);
  const byId = new Map(section.patterns.map((pattern, index) => [pattern.id, { pattern, index }]));
  const untopped = section.columns.filter((column) => !column.topped).length;
  const grouped = section.topping !== null;
  const caption = t(CAPTIONS[kind], { name: section.name, units: LOAD_UNITS[kind][t.locale] });
  return (
    <TableScroller
      label={t("{name}: load–span table, scrolls sideways", { name: section.name })}
      hint={t("Swipe the table sideways for every pattern")}
    >
      <table className="data-table load-table min-w-full">
        <caption className="pt-3 pb-2 text-left text-sm font-semibold text-slate-900">
          {/* Held in view while the table scrolls sideways, and wrapped to the screen. */}
          <span className="sticky left-0 block max-w-[calc(100vw-2.5rem)] px-3">
            <Measured text={caption} />
          </span>
        </caption>
        <colgroup span={1} />
        {/* A rule before each group of columns, untopped and topped. */}
        <colgroup span={untopped} className={grouped ? GROUP_RULE : undefined} />
        {grouped ? <colgroup span={section.columns.length - untopped} className={GROUP_RULE} /> : null}
        <thead>
          {grouped ? (
            <tr>
              <th scope="col" rowSpan={2} className="align-bottom">
                {t("Span")}
              </th>
              <th scope="colgroup" colSpan={untopped} className="pb-0 text-center">
                {t("Untopped")}
              </th>
              <th scope="colgroup" colSpan={section.columns.length - untopped} className="pb-0 text-center">
                <Measured text={t("Topped, {depth}", { depth: section.topping! })} />
              </th>
            </tr>
          ) : null}
          <tr>
            {grouped ? null : <th scope="col">{t("Span")}</th>}
            {section.columns.map((column) => {
              const { pattern, index } = byId.get(column.patternId)!;
              return (
                <th key={`${column.patternId}-${column.topped}`} scope="col" className="align-bottom font-normal">
                  <PatternName index={index} count={section.patterns.length} className="block font-semibold" />
                  <span className="block text-xs whitespace-nowrap text-slate-600">
                    <Measured text={pattern.strands} />
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.span}>
              <th scope="row">
                <Measured text={row.span} />
              </th>
              {row.cells.map((cell, i) => (
                <td key={i}>
                  {cell === null ? (
                    <>
                      <span aria-hidden="true" className="text-slate-500">
                        —
                      </span>
                      <span className="sr-only">{t("no capacity beyond self-weight")}</span>
                    </>
                  ) : (
                    <>
                      {/* kg/m² (Spanish pages) on a line of its own, so a phone shows more columns. */}
                      <span>
                        <Measured text={cell.load.replace(" · ", "\n")} />
                      </span>
                      <small>
                        <span className="sr-only">{t("camber")} </span>
                        <Measured text={cell.camber} />
                      </small>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

export function SectionLoadTable({ section, kind }: { section: SectionTable; kind: LoadTables["kind"] }) {
  const t = useT(catalog);
  const facts: [string, string][] = [
    [t("Depth"), section.depth],
    [t("Width"), section.width],
    [t("Self-weight"), section.selfWeight],
    ...(section.topping ? [[t("Topping"), section.topping] as [string, string]] : []),
  ];
  return (
    <section id={`section-${section.id}`} aria-labelledby={`section-${section.id}-title`} className="mt-8 scroll-mt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`section-${section.id}-title`} className="text-lg font-bold text-brand-900">
          {section.name}
        </h3>
        <a
          href={section.dxf}
          download
          aria-label={t("DXF of {name}", { name: section.name })}
          className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          DXF
        </a>
      </div>
      <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1 whitespace-nowrap">
            <dt>{label}:</dt>
            <dd className="font-medium text-slate-900">
              <Measured text={value} />
            </dd>
          </div>
        ))}
      </dl>
      <PatternsTable section={section} kind={kind} />
      {kind === "axial" ? null : (
        <>
          <LoadTable section={section} kind={kind} />
          <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
            <li>
              <span aria-hidden="true">— </span>
              {section.topping
                ? t("No capacity left beyond self-weight (and, topped, the topping's weight) at this span.")
                : t("No capacity left beyond self-weight at this span.")}
            </li>
            <li>{t("Under each load: camber at erection / long-term, upward positive.")}</li>
          </ul>
        </>
      )}
    </section>
  );
}
