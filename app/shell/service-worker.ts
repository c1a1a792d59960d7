// Registers /sw.js at load and asks it to precache the hero images (rules §7 "Service worker").
// Browser only; a failure leaves the site working exactly as without a worker.
import { HERO_IMAGES } from "../company/content/hero-images";
import { localeOf } from "../lib/locale";
import { UNITS_ATTRIBUTE } from "../lib/units";
import { drawingFile } from "../ui/drawing-files";

const SERVICE_WORKER_URL = "/sw.js";

async function registerAndPrecache(): Promise<void> {
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    const registration = await navigator.serviceWorker.ready;
    // The hero drawings as this page shows them: its language, the visitor's units.
    const locale = localeOf(location.pathname);
    const units = document.documentElement.getAttribute(UNITS_ATTRIBUTE) === "imperial" ? "imperial" : "metric";
    const urls = HERO_IMAGES.map((src) => drawingFile(src, locale, units));
    registration.active?.postMessage({ type: "PRECACHE_IMAGES", urls });
  } catch (error) {
    console.warn("Service worker not registered:", error);
  }
}

/** Call once in the browser (e.g. from an effect in the root); safe to call after load. */
export function registerServiceWorker(): void {
  if (typeof window === "undefined" || !("serviceWorker" in navigator)) return;
  // At load, so the worker's start-up never competes with the page's own first requests.
  if (document.readyState === "complete") void registerAndPrecache();
  else window.addEventListener("load", () => void registerAndPrecache(), { once: true });
}
