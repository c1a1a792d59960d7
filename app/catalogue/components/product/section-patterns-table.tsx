// A section's strand patterns (rules §13): strands, f'c, f'ci, cover, and the fire rating untopped
// and topped (slabs; stemmed units and beams by our engineers), or, for piles, the allowable
// axial load of each.
import type { LoadTables, SectionTable } from "../../load-table-types";
import { Measured } from "../../../ui/measured";
import { msg, type Translate } from "../../../lib/messages";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { TableScroller } from "./table-scroller";

/** Patterns by weight of strand, light to heavy, as sections.json lists them. */
const PATTERN_NAMES: Record<number, readonly string[]> = {
  2: [msg("Light"), msg("Heavy")],
  3: [msg("Light"), msg("Medium"), msg("Heavy")],
};

/** The name of the `index`th of `count` patterns ("Light", "Medium", "Heavy"), or nothing for a lone one. Translated here, where its words are. */
export function PatternName({ index, count, className }: { index: number; count: number; className: string }) {
  const t = useT(catalog);
  const name = PATTERN_NAMES[count]?.[index];
  return name ? <span className={className}>{t(name)}</span> : null;
}

/** "1 h", "1½ h", "under 1 h", or "by our engineers" where the slab tables do not apply. */
function fireText(hours: number | null, t: Translate): string {
  if (hours === null) return t("by our engineers");
  if (hours === 0) return t("under 1 h");
  return `${Math.floor(hours)}${hours % 1 ? "½" : ""} h`;
}

export function PatternsTable({ section, kind }: { section: SectionTable; kind: LoadTables["kind"] }) {
  const t = useT(catalog);
  const names = PATTERN_NAMES[section.patterns.length];
  const fire = kind !== "axial";
  const topped = section.topping !== null;
  const fireGroup = fire && topped;
  return (
    <TableScroller label={t("{name}: strand patterns, scrolls sideways", { name: section.name })} fit>
      <table className="data-table">
        <caption className="sr-only">{t("{name}: strand patterns", { name: section.name })}</caption>
        <thead>
          <tr>
            {[t("Pattern"), "f′c", "f′ci", t("Cover")].map((label) => (
              <th key={label} scope="col" rowSpan={fireGroup ? 2 : 1} className="align-bottom">
                {label}
              </th>
            ))}
            {fire ? (
              <th scope={fireGroup ? "colgroup" : "col"} colSpan={fireGroup ? 2 : 1} className={fireGroup ? "pb-0" : undefined}>
                {t("Fire rating")}
              </th>
            ) : null}
            {kind === "axial" ? <th scope="col">{t("Allowable axial load")}</th> : null}
          </tr>
          {fireGroup ? (
            <tr>
              <th scope="col" className="text-xs font-normal">
                {t("untopped")}
              </th>
              <th scope="col" className="text-xs font-normal">
                {t("topped")}
              </th>
            </tr>
          ) : null}
        </thead>
        <tbody>
          {section.patterns.map((pattern, i) => (
            <tr key={pattern.id}>
              <th scope="row">
                {names ? <span className="mr-2 font-semibold">{t(names[i]!)}</span> : null}
                <span className="font-normal">
                  <Measured text={pattern.strands} />
                </span>
              </th>
              <td>
                <Measured text={pattern.fc} />
              </td>
              <td>
                <Measured text={pattern.fci} />
              </td>
              <td>
                <Measured text={pattern.cover} />
              </td>
              {fire ? <td>{fireText(pattern.fireH, t)}</td> : null}
              {fire && topped ? <td>{fireText(pattern.fireToppedH, t)}</td> : null}
              {kind === "axial" ? (
                <td>
                  <Measured text={section.axial[i]!} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
