// Field Core Web Vitals (docs/decisions/0072-field-web-vitals.md), under the page-view consent rule
// (rules §4 "Consent"): without consent nothing loads and nothing is sent. With it, the measuring
// code (./vitals-report and Google's web-vitals library) loads on demand, off every page's first load.
import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { routePattern } from "../lib/web-vitals";
import { CONSENT_EVENTS, mayLogPageViews, readConsent } from "./cookie-consent/consent";
import { whenShown } from "./when-shown";

/** Measures the page load the visitor arrived by, reported once as the page is left. */
export function useWebVitals(): void {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  // The route the page was loaded at: the measurements (paints, first byte) are of that load.
  const route = useRef(last ? routePattern(last.pathname, last.params) : "/");

  useEffect(() => {
    let started = false;
    const start = () => {
      if (started || !mayLogPageViews(readConsent())) return;
      started = true;
      import("./vitals-report")
        .then(({ reportVitals }) => reportVitals(route.current))
        .catch((error: unknown) => console.warn("Web vitals not measured:", error));
    };
    const stopWaiting = whenShown(start);
    window.addEventListener(CONSENT_EVENTS.accepted, start);
    window.addEventListener(CONSENT_EVENTS.custom, start);
    return () => {
      stopWaiting();
      window.removeEventListener(CONSENT_EVENTS.accepted, start);
      window.removeEventListener(CONSENT_EVENTS.custom, start);
    };
  }, []);
}
