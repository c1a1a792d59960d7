// What a page does once it is interactive, and not before: the cookie-consent banner and
// settings, page views and field measurements (only with consent), the scroll-down chevron, the service worker and the
// search box's opener, keeping the quote list and a request being written with us, and, on English
// pages for a browser that reads Spanish first, the note offering the page in Spanish. It also
// takes the page's speculation rules away (app/shell/speculation-rules.ts): from now on the
// site's link router fetches the next page's data and code ahead itself (app/ui/link.tsx), and
// the browser's own fetching would compete with it.
// None of it paints the page or answers its first clicks, so it loads as its own chunk after
// hydration and never weighs on a page's first load.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { usePageViews } from "./page-views";
import { useWebVitals } from "./web-vitals";
import { registerServiceWorker } from "./service-worker";
import { CookieConsent } from "./cookie-consent/cookie-consent";
import { ScrollChevron } from "./scroll-chevron";
import { SiteSearch } from "../search/components/site-search";
import { followSignIn, syncQuoteWithServer } from "../contact/quote-sync";
import { keepRequestDraft } from "../contact/draft-sync";
import { QuoteInReach } from "../contact/components/quote-in-reach";
import { LanguageSuggestion } from "./language/language-suggestion";
import { SPECULATION_RULES_TYPE } from "./speculation-rules";

export default function AfterLoad({ bare }: { bare: boolean }) {
  usePageViews();
  useWebVitals();
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => syncQuoteWithServer(), []);
  // A sign-in without a reload brings the account's quote list (rules §3): looked at after each navigation.
  const { key } = useLocation();
  useEffect(() => followSignIn(), [key]);
  useEffect(() => keepRequestDraft(), []);
  useEffect(() => {
    document.querySelector(`script[type="${SPECULATION_RULES_TYPE}"]`)?.remove();
  }, []);
  return (
    <>
      {bare ? null : <ScrollChevron />}
      <CookieConsent />
      {bare ? null : <SiteSearch />}
      {bare ? null : <QuoteInReach />}
      <LanguageSuggestion />
    </>
  );
}
