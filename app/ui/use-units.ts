// The units the page shows (app/lib/units.ts): <html data-units>, which the head script sets before
// the first paint and the Metric/Imperial switch changes. Kept apart from the switch so pages that
// only read the choice (a link to the right spec sheet) do not load the switch.
import { useSyncExternalStore } from "react";
import { UNITS_ATTRIBUTE, UNITS_STORAGE_KEY, type UnitSystem } from "../lib/units";

const CHANGE_EVENT = "units-change";

function currentUnits(): UnitSystem {
  return document.documentElement.getAttribute(UNITS_ATTRIBUTE) === "imperial" ? "imperial" : "metric";
}

function apply(system: UnitSystem) {
  document.documentElement.setAttribute(UNITS_ATTRIBUTE, system);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  // Another tab chose: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === UNITS_STORAGE_KEY && (event.newValue === "metric" || event.newValue === "imperial")) apply(event.newValue);
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Shows `system` on every quantity of the page, and remembers it in this browser. */
export function chooseUnits(system: UnitSystem) {
  apply(system);
  try {
    localStorage.setItem(UNITS_STORAGE_KEY, system);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/** The units the page shows; null on the server and before hydration. */
export function useUnits(): UnitSystem | null {
  return useSyncExternalStore(subscribe, currentUnits, () => null);
}
