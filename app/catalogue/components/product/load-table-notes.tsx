// The basis of a product's load tables (rules §13), once for the product: code, load factors,
// deflection limit, what the tabulated load must include, supports, camber and fire, and that the
// figures are for preliminary design only. It says what docs/load-span-method.md computes.
import type { LoadTables } from "../../load-table-types";
import { Measured } from "../../../ui/measured";
import { msg } from "../../../lib/messages";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

/** What the tabulated load is beyond: the unit's weight and, where there are topped columns, the topping's. */
const TABULATED = {
  topped: msg(
    "The safe superimposed service load, beyond the unit's self-weight and, in topped columns, the topping's weight: it must include finishes, partitions, services and live load.",
  ),
  untopped: msg(
    "The safe superimposed service load, beyond the unit's self-weight: it must include finishes, partitions, services and live load.",
  ),
};

/** Each note: its name and its text. */
const SPAN_NOTES = [
  [
    msg("Design code"),
    msg("ACI 318-19 and the PCI Design Handbook, 8th ed.; fire resistance by ACI/TMS 216.1-14, siliceous aggregate, unrestrained."),
  ],
  [msg("Load factors"), msg("1.2D + 1.6L, the tabulated load counted as live load.")],
  [msg("Deflection"), msg("At most L/360 under the tabulated load, immediate.")],
  [msg("Tabulated load"), TABULATED.topped],
  [
    msg("Supports"),
    msg(
      "Simply supported, uniform load; the span is measured centre to centre of bearings, and the unit ends {50 mm|2 in} beyond each bearing.",
    ),
  ],
  [msg("Camber"), msg("Estimated at erection and long-term with the PCI Design Handbook's multipliers; upward positive, negative is sag.")],
  [msg("Fire rating"), msg("Slabs by strand cover and equivalent thickness; stemmed units and beams are rated by our engineers.")],
] as const;

const AXIAL_NOTES = [
  [msg("Design code"), msg("ACI 318-19, the PCI Design Handbook, 8th ed., and ACI 543R.")],
  [msg("Tabulated load"), msg("Allowable concentric service load of a short pile braced along its length.")],
  [msg("Not included"), msg("The soil's capacity, slenderness, driving stresses and bending are the foundation engineer's.")],
] as const;

export function LoadTableNotes({ kind, confirmed, topped }: Pick<LoadTables, "kind" | "confirmed"> & { topped: boolean }) {
  const t = useT(catalog);
  const notes = kind === "axial" ? AXIAL_NOTES : SPAN_NOTES;
  return (
    <div className="mt-4 max-w-4xl rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">{t("Basis of these tables")}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
        {notes.map(([name, text]) => (
          // On a phone each note is one paragraph, its name run in; from sm, two columns.
          <div key={name} className="sm:contents">
            <dt className="inline font-semibold text-slate-900 sm:block">{t(name)}</dt>{" "}
            <dd className="inline sm:block">
              <Measured text={t(text === TABULATED.topped && !topped ? TABULATED.untopped : text)} />
            </dd>
          </div>
        ))}
      </dl>
      {confirmed ? null : <p className="mt-3">{t("Typical values, not yet confirmed by our engineer.")}</p>}
      <p className="mt-2 font-bold text-slate-900">{t("For preliminary design, not for construction; final design by M&M's engineers.")}</p>
    </div>
  );
}
