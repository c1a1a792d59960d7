// Distances in a spec sheet's units (rules §3, spec sheets): facts.json gives the address in miles.
import type { UnitSystem } from "../../lib/units";

const KM_PER_MILE = 1.609344;
/**
 * A street address's distances in the sheet's units: "6.16 miles, Old Northern Highway" reads
 * "9.9 km, Old Northern Highway" on a metric sheet, "Milla 6.16" reads "Km 9.9".
 */
export function streetInUnits(street: string, units: UnitSystem): string {
  if (units === "imperial") return street;
  const km = (miles: string) => (Number(miles) * KM_PER_MILE).toFixed(1);
  return street
    .replace(/\b(\d+(?:\.\d+)?) ?miles?\b/gi, (_, miles: string) => `${km(miles)} km`)
    .replace(/\bmilla (\d+(?:\.\d+)?)/gi, (_, miles: string) => `Km ${km(miles)}`);
}
