// Loaded only after consent (app/shell/web-vitals.ts): Google's web-vitals library measures the page
// load, and one beacon carries the latest value of each metric when the visitor leaves the page
// (hidden or unloaded), so a tab closed without warning still reports. Failures stay in the console.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { EFFECTIVE_TYPES, VITALS_ENDPOINT, type EffectiveType, type VitalMetric, type VitalsReport } from "../lib/web-vitals";

function effectiveType(): EffectiveType | null {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (EFFECTIVE_TYPES as readonly (string | undefined)[]).includes(type) ? (type as EffectiveType) : null;
}

export function reportVitals(route: string): void {
  const latest = new Map<VitalMetric, VitalsReport["metrics"][number]>();
  // Every change is kept, so the values are final whichever listener of "hidden" runs first.
  const keep = ({ name, value, rating }: Metric) => void latest.set(name as VitalMetric, { name: name as VitalMetric, value, rating });
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(keep, { reportAllChanges: true });

  let sent = false;
  const send = () => {
    if (sent || latest.size === 0) return;
    sent = true;
    const report: VitalsReport = { route, effectiveType: effectiveType(), metrics: [...latest.values()] };
    const body = new Blob([JSON.stringify(report)], { type: "application/json" });
    if (!navigator.sendBeacon(VITALS_ENDPOINT, body)) console.warn("Web vitals not sent: the browser refused the beacon.");
  };
  // On window, so it runs after the library's own listeners on the document have given their last values.
  window.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  window.addEventListener("pagehide", send);
  document.documentElement.dataset.vitals = "measuring";
}
