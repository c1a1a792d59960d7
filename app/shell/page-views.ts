// Page-view logging (rules §7 logPageView) under the consent rule of docs/decisions/0001-product-resolutions.md "Consent".
// The server cannot see local storage, so this hook is the only gate: without consent no
// request leaves the browser.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { CONSENT_EVENTS, mayLogPageViews, readConsent } from "./cookie-consent/consent";
import { whenShown } from "./when-shown";

const PAGE_VIEW_ENDPOINT = "/api/pageview";

/** rules §3 "Page view log payload". */
type PageView = { pathname: string; referrer: string | null; ua: string | null };

function sendPageView(pathname: string): void {
  const view: PageView = { pathname, referrer: document.referrer || null, ua: navigator.userAgent || null };
  // keepalive: a view logged just before the visitor leaves still arrives.
  fetch(PAGE_VIEW_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(view),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`Page view not logged: HTTP ${response.status}`);
    })
    // rules §8: page-view logging errors go to the console only.
    .catch((error: unknown) => console.warn("Page view not logged:", error));
}

/** Logs one view per pathname change, and the current page when the visitor gives consent. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  // The path last logged: StrictMode's double effects and a repeated "Accept All" on the same
  // page must not count the page twice.
  const lastLogged = useRef<string | null>(null);

  useEffect(() => {
    const logCurrentPage = () => {
      const current = window.location.pathname;
      if (!mayLogPageViews(readConsent())) {
        lastLogged.current = null; // a view seen without consent is logged if consent comes
        return;
      }
      if (lastLogged.current === current) return;
      lastLogged.current = current;
      sendPageView(current);
    };
    // A prerendered page is counted only once it is shown.
    const stopWaiting = whenShown(logCurrentPage);
    // Only the choices that can grant consent; a later "declined" needs no answer.
    window.addEventListener(CONSENT_EVENTS.accepted, logCurrentPage);
    window.addEventListener(CONSENT_EVENTS.custom, logCurrentPage);
    return () => {
      stopWaiting();
      window.removeEventListener(CONSENT_EVENTS.accepted, logCurrentPage);
      window.removeEventListener(CONSENT_EVENTS.custom, logCurrentPage);
    };
  }, [pathname]);
}
