// Every engineering quantity a page shows, as text in both unit systems ("{9 m|29.5 ft}", which
// app/ui/measured.tsx splits by the visitor's units). Spanish pages add the units engineers in
// Mexico and Guatemala use beside SI: kg/m² for loads, kg/m along a beam, kg/cm² for strength
// (KILOGRAM_FORCE in app/lib/locale.ts).
import { cellLoad, cellLoadKg } from "./cell-load";
import type { Cell } from "./capacity";
import type { Pattern } from "./sections";
import { KILOGRAM_FORCE, type Locale } from "../../lib/locale";
import { formatNumber } from "../../lib/typography";
import { KN_PER_KIP, KN_PER_M_PER_PLF, KPA_PER_PSF, M_PER_FT, MM_PER_IN, MPA_PER_PSI } from "../../lib/unit-factors";

/** 1 MPa in kg/cm² (kgf): 10.197. */
const KG_PER_CM2_PER_MPA = 1000 / 98.0665;

/** Exactly `places` decimals, or at most `places` (grouped), as `locale` writes numbers (app/lib/typography.ts). */
const fixed = (value: number, places: number, locale: Locale) => formatNumber(value, locale, { places, fixed: true });
const grouped = (value: number, places: number, locale: Locale) => formatNumber(value, locale, { places });

/** Text as app/ui/measured.tsx splits it: both systems, the stylesheet shows the visitor's. */
export const measured = ([metric, imperial]: [string, string]) => `{${metric}|${imperial}}`;

/** Each kind of quantity in both systems, [metric, imperial], its numbers as `locale` writes them. */
export const unitsIn = (locale: Locale) => ({
  span: (m: number): [string, string] => [`${grouped(m, 2, locale)} m`, `${fixed(m / M_PER_FT, 1, locale)} ft`],
  length: (mm: number): [string, string] => [`${fixed(mm, 0, locale)} mm`, `${grouped(mm / MM_PER_IN, 1, locale)} in`],
  weight: (kPa: number): [string, string] => [`${fixed(kPa, 2, locale)} kPa`, `${grouped(kPa / KPA_PER_PSF, 0, locale)} psf`],
  lineWeight: (kNm: number): [string, string] => [`${fixed(kNm, 2, locale)} kN/m`, `${grouped(kNm / KN_PER_M_PER_PLF, 0, locale)} plf`],
  force: (kN: number): [string, string] => [`${fixed(kN, 0, locale)} kN`, `${grouped(Math.floor(kN / KN_PER_KIP), 0, locale)} kips`],
  /** Never "-0.0": a camber that rounds to nothing reads 0. */
  camber: (mm: number): [string, string] => [
    `${fixed(Math.round(mm) || 0, 0, locale)} mm`,
    `${fixed(Math.round((mm / MM_PER_IN) * 10) / 10 || 0, 1, locale)} in`,
  ],
});

/** f'c or f'ci: MPa (with kg/cm², to the nearest 5, where the language shows it) or psi to the nearest 10. */
export function strengthText(mpa: number, locale: Locale): string {
  const kg = Math.round((mpa * KG_PER_CM2_PER_MPA) / 5) * 5;
  const metric = `${grouped(mpa, 1, locale)} MPa${KILOGRAM_FORCE[locale] ? ` (${grouped(kg, 0, locale)} kg/cm²)` : ""}`;
  return measured([metric, `${grouped(Math.round(mpa / MPA_PER_PSI / 10) * 10, 0, locale)} psi`]);
}

/** A cell's load, from cellLoad in every system: the number the spec sheet, API and finder give too. */
export function loadText(cell: Cell, locale: Locale): string {
  const line = cell.capacityKPa === null;
  const kg = KILOGRAM_FORCE[locale] ? ` · ${grouped(cellLoadKg(cell), 0, locale)} ${line ? "kg/m" : "kg/m²"}` : "";
  const metric = `${fixed(cellLoad(cell, "metric"), 1, locale)} ${line ? "kN/m" : "kPa"}${kg}`;
  return measured([metric, `${grouped(cellLoad(cell, "imperial"), 0, locale)} ${line ? "plf" : "psf"}`]);
}

/** A pattern's strands: "7 × 12.7 mm" or by row size, top strands apart ("+ 2 × 12.7 mm top"). */
export function strandsText(pattern: Pattern, centroidMm: number, topWord: string): string {
  const size = (mm: number): [string, string] => [`${mm} mm`, mm === 15.2 ? "0.6 in" : "0.5 in"];
  const group = (rows: Pattern["strands"]) => {
    const bySize = new Map<number, number>();
    for (const row of rows) bySize.set(row.diameterMm, (bySize.get(row.diameterMm) ?? 0) + row.count);
    return [...bySize].map(([mm, count]) => [`${count} × ${size(mm)[0]}`, `${count} × ${size(mm)[1]}`] as [string, string]);
  };
  const bottom = group(pattern.strands.filter((row) => row.yMm < centroidMm));
  const top = group(pattern.strands.filter((row) => row.yMm >= centroidMm)).map(
    ([m, i]) => [`${m} ${topWord}`, `${i} ${topWord}`] as [string, string],
  );
  const all = [...bottom, ...top];
  return measured([all.map(([m]) => m).join(" + "), all.map(([, i]) => i).join(" + ")]);
}
