// The one number a load–span cell shows, wherever it is shown: the product page, the spec sheet's
// PDF, the API and find by span and load all read it here, so they never disagree.
import type { Cell } from "./capacity";
import { KN_PER_M_PER_PLF, KPA_PER_KGM2, KPA_PER_PSF } from "../../lib/unit-factors";
import type { UnitSystem } from "../../lib/units";

/**
 * The cell's load per m² (kPa) or, for units that carry others on ledges, along the unit (kN/m),
 * as capacityAt rounds it down to 0.1; in US units that value in whole psf (plf), rounded down
 * once more so that it never reads above the metric one.
 */
export function cellLoad(cell: Cell, units: UnitSystem): number {
  const perArea = cell.capacityKPa !== null;
  const metric = perArea ? cell.capacityKPa! : cell.capacityKNPerM;
  if (units === "metric") return metric;
  return Math.floor(metric / (perArea ? KPA_PER_PSF : KN_PER_M_PER_PLF) + 1e-9);
}

/** The cell's metric value in kg/m² (kg/m), whole and rounded down from the same 0.1 kPa (kN/m). */
export function cellLoadKg(cell: Cell): number {
  return Math.floor(cellLoad(cell, "metric") / KPA_PER_KGM2 + 1e-9);
}
