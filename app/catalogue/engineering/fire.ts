// Fire resistance of a slab by the prescriptive tables of ACI/TMS 216.1-14 (also IBC §722.2): the
// least of the rating its equivalent thickness reaches and the rating its strands' cover reaches.
// Siliceous aggregate (the most demanding row) and unrestrained (simply supported) slabs.
import type { Shape } from "./geometry";

const MM_PER_IN = 25.4;

/** Hours, with the least slab thickness in inches: ACI 216.1-14 Table 4.2 / IBC Table 722.2.2.1, siliceous. */
const THICKNESS_IN: readonly [hours: number, inches: number][] = [
  [4, 7.0],
  [3, 6.2],
  [2, 5.0],
  [1.5, 4.3],
  [1, 3.5],
];

/**
 * Hours, with the least cover to prestressing strand in inches: ACI 216.1-14 Table 4.3.1.3 / IBC
 * Table 722.2.3(2), prestressed floor or roof slabs, unrestrained, siliceous aggregate.
 */
const COVER_IN: readonly [hours: number, inches: number][] = [
  [4, 2.75],
  [3, 2.375],
  [2, 1.75],
  [1.5, 1.5],
  [1, 1.125],
];

const reached = (table: readonly [number, number][], inches: number) => table.find(([, least]) => inches >= least - 1e-9)?.[0] ?? 0;

/** Units whose soffit is a slab: the slab tables apply. Stemmed units and beams are the project engineer's. */
const SLABS: ReadonlySet<Shape["type"]> = new Set(["hollowCore", "rectangle"]);

/**
 * The design's rating in hours (0: less than 1 h), or null where these tables do not apply. The
 * equivalent thickness of a hollow core is its net area over its width (IBC 722.2.2.1.1); a topping
 * adds its depth.
 */
export function fireRating(section: { shape: Shape; areaMm2: number; widthMm: number }, coverMm: number, toppingMm: number): number | null {
  if (!SLABS.has(section.shape.type)) return null;
  const thicknessMm = section.areaMm2 / section.widthMm + toppingMm;
  return Math.min(reached(THICKNESS_IN, thicknessMm / MM_PER_IN), reached(COVER_IN, coverMm / MM_PER_IN));
}
