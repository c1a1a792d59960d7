// The units the page shows (app/lib/units.ts): <html data-units>, which the head script sets before
// the first paint and the Metric/Imperial switch changes. Kept apart from the switch so pages that
// only read the choice (a link to the right spec sheet) do not load the switch.
import { useEffect, useSyncExternalStore } from "react";
import { REGIONAL_UNITS, UNITS_ATTRIBUTE, UNITS_PARAM, UNITS_STORAGE_KEY, type UnitSystem } from "../lib/units";
import type { Locale } from "../lib/locale";
import { useLocale } from "./use-t";

const CHANGE_EVENT = "units-change";

function currentUnits(): UnitSystem {
  return document.documentElement.getAttribute(UNITS_ATTRIBUTE) === "imperial" ? "imperial" : "metric";
}

function apply(system: UnitSystem) {
  if (document.documentElement.getAttribute(UNITS_ATTRIBUTE) === system) return;
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

/** The visitor's remembered choice, if any. */
function storedUnits(): UnitSystem | null {
  try {
    const stored = localStorage.getItem(UNITS_STORAGE_KEY);
    return stored === "metric" || stored === "imperial" ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The units of a visitor who has not chosen, as the head script decides them (UNITS_BOOT_SCRIPT):
 * metric on Spanish pages; on English ones imperial for a browser set to the United States or its
 * territories, metric for everyone else.
 */
function defaultUnits(locale: Locale): UnitSystem {
  return REGIONAL_UNITS[locale] && /-(US|PR|GU|VI|AS|MP|UM|LR)$/i.test(navigator.language) ? "imperial" : "metric";
}

/**
 * Shows `system` on every quantity of the page, and remembers it in this browser. An address that
 * asked for units (a units link followed before the page was interactive) no longer does, so a
 * reload shows this choice.
 */
export function chooseUnits(system: UnitSystem) {
  apply(system);
  const url = new URL(location.href);
  if (url.searchParams.has(UNITS_PARAM)) {
    url.searchParams.delete(UNITS_PARAM);
    history.replaceState(history.state, "", url);
  }
  try {
    localStorage.setItem(UNITS_STORAGE_KEY, system);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/**
 * The units the page shows; null on the server and before hydration. When the page's language
 * changes without a new document, a visitor who has not chosen gets that language's default, as
 * the head script would have given it.
 */
export function useUnits(): UnitSystem | null {
  const locale = useLocale();
  useEffect(() => {
    if (!storedUnits()) apply(defaultUnits(locale));
  }, [locale]);
  return useSyncExternalStore(subscribe, currentUnits, () => null);
}
