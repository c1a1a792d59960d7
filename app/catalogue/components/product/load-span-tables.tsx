// A product's typical sections (rules §13): the load–span table, one column per section and a
// sticky span column, scrolling sideways on a phone rather than squashed; the sections'
// properties; the assumptions. Every value arrives from the loader in both unit systems
// (app/catalogue/span-load.server.ts), so this part only lays out text.
import type { ReactNode } from "react";
import type { LoadTables } from "../../span-load";
import { Measured } from "../../../ui/measured";
import { msg } from "../../../lib/messages";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../catalog";

const CAPTIONS = {
  area: msg("Safe superimposed service load by span, in {units} over the unit's width"),
  line: msg("Safe superimposed service load by span, in {units} along the beam"),
} as const;

const ASSUMPTIONS = {
  common: [
    msg("Simply supported, span centre to centre of bearings, uniform load."),
    msg("The load is beyond the unit's own weight, which is already deducted."),
    msg("No topping and not composite, unless a section says so."),
    msg("Prestress losses taken as 20 % (lump sum)."),
    msg("Fire rating, vibration, handling, connections and bridge loading are not assessed."),
  ],
  axial: [
    msg("Allowable concentric service load of a short pile braced along its length."),
    msg("The soil's capacity, slenderness, driving stresses and bending are the foundation engineer's."),
  ],
} as const;

/** A table that scrolls sideways inside a focusable region (keyboard users can scroll it too). */
function Scroller({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2"
    >
      {children}
    </div>
  );
}

const cellClass = "px-3 py-2 whitespace-nowrap";
const stickyClass = "sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left whitespace-nowrap shadow-[1px_0_0_var(--color-slate-200)]";

export function LoadSpanTables({ title, tables }: { title: string; tables: LoadTables }) {
  const t = useT(catalog);
  const { kind, sections, rows, axial, confirmed } = tables;
  const units = kind === "area" ? "{kPa|psf}" : "{kN/m|plf}";
  const caption = kind === "axial" ? t("Allowable axial load of each section") : t(CAPTIONS[kind], { units });
  return (
    <section id="load-span" aria-labelledby="load-span-title" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 md:pb-16">
      <h2 id="load-span-title" className="text-xl font-bold text-brand-900">
        {kind === "axial" ? t("Sections and allowable loads") : t("Sections and load–span table")}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        {t("Typical sections of {title}, computed from their geometry and strands. Final design is by M&M's engineers for each project.", {
          title,
        })}{" "}
        {confirmed ? null : t("Typical values, not yet confirmed by our engineer.")}
      </p>

      {kind === "axial" ? null : (
        <Scroller id="load-span-table" label={t("Load–span table, scrolls sideways")}>
          <table className="min-w-full border-collapse text-right text-sm tabular-nums">
            <caption className="pt-3 pb-2 text-left text-sm font-semibold text-slate-900">
              {/* Held in view while the table scrolls sideways, and wrapped to the screen. */}
              <span className="sticky left-0 block max-w-[calc(100vw-2.5rem)] px-3">
                <Measured text={caption} />
              </span>
            </caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className={stickyClass}>
                  {t("Span")}
                </th>
                {sections.map((section) => (
                  <th key={section.id} scope="col" className={cellClass}>
                    {section.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.span} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className={stickyClass}>
                    <Measured text={row.span} />
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={sections[i]!.id} className={cellClass}>
                      {cell === null ? (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">{t("not in this section's table")}</span>
                        </>
                      ) : (
                        <Measured text={cell} />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroller>
      )}

      <Scroller id="section-properties" label={t("Section properties, scrolls sideways")}>
        <table className="min-w-full border-collapse text-right text-sm tabular-nums">
          <caption className="px-3 pt-3 pb-2 text-left text-sm font-semibold text-slate-900">{t("Section properties")}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className={stickyClass}>
                {t("Section")}
              </th>
              <th scope="col" className={cellClass}>
                {t("Depth")}
              </th>
              <th scope="col" className={cellClass}>
                {t("Width")}
              </th>
              <th scope="col" className={cellClass}>
                {t("Self-weight")}
              </th>
              <th scope="col" className={cellClass}>
                f′c
              </th>
              <th scope="col" className={cellClass}>
                {t("Strands")}
              </th>
              {kind === "axial" ? (
                <th scope="col" className={cellClass}>
                  {t("Allowable axial load")}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {sections.map((section, i) => (
              <tr key={section.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className={stickyClass}>
                  {section.name}
                </th>
                {[
                  section.depth,
                  section.width,
                  section.selfWeight,
                  section.fc,
                  section.strands,
                  ...(kind === "axial" ? [axial[i]!] : []),
                ].map((value, column) => (
                  <td key={column} className={cellClass}>
                    <Measured text={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>

      <h3 className="mt-6 text-base font-semibold text-slate-900">{t("Assumptions")}</h3>
      <ul className="mt-2 max-w-3xl list-disc space-y-1 pl-5 text-sm text-slate-700">
        {(kind === "axial" ? ASSUMPTIONS.axial : ASSUMPTIONS.common).map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
        <li className="font-semibold text-slate-900">
          {t("These figures are for early choices only: final design is by M&M's engineers, who check every project.")}
        </li>
      </ul>
    </section>
  );
}
