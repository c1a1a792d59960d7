// Cookie consent (rules §2 "Cookie consent UI", §4, docs/decisions/0001-product-resolutions.md "Consent"): the banner, the
// floating settings button and the preference centre. The choice lives in local storage, which
// the server cannot read, so the server renders nothing here and the first client render
// matches it; storage is read in an effect after hydration.
import { lazy, Suspense, type ComponentType, type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { BANNER_DELAY_MS, BANNER_SLIDE_OUT_MS, consentChoices, onConsentChange, readConsent, saveConsent } from "./consent";
import { CookieBanner } from "./cookie-banner";
import { OPEN_SETTINGS_EVENT } from "./open-settings";
import type { PreferenceCentreProps } from "./preference-centre";
import { CookieSettingsButton } from "./cookie-settings-button";
import { useBannerDismissal } from "./use-banner-dismissal";

// The centre (and Radix Dialog with it) is fetched on first use, keeping first-load JS small.
const loadPreferenceCentre = () => import("./preference-centre");
const PreferenceCentre = lazy<ComponentType<PreferenceCentreProps>>(() =>
  loadPreferenceCentre().catch((error: unknown) => {
    // A chunk that cannot load (offline, replaced by a deploy) must not take the page down.
    console.warn("Cookie settings could not load:", error);
    return { default: CentreUnavailable };
  }),
);
/** Fetches the centre's code ahead of a likely click (a failed warm-up retries on open). */
const prepareCookieSettings = () => void loadPreferenceCentre().catch(() => {});

function CentreUnavailable({ onOpenChange }: PreferenceCentreProps) {
  useEffect(() => onOpenChange(false), [onOpenChange]);
  return null;
}

/** hidden: server render and the 500 ms wait; leaving: the banner's slide-out. */
type Phase = "hidden" | "banner" | "leaving" | "floating";
type Centre = "never-opened" | "open" | "closed";

export function CookieConsent() {
  const [phase, setPhase] = useState<Phase>("hidden");
  const [centre, setCentre] = useState<Centre>("never-opened");
  const bannerRef = useRef<HTMLElement>(null);
  const floatingRef = useRef<HTMLButtonElement>(null);
  const focusFloating = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (readConsent()) {
      setPhase("floating");
      return;
    }
    const timer = setTimeout(() => setPhase("banner"), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismissBanner = useCallback(() => setPhase((current) => (current === "banner" ? "leaving" : current)), []);

  useEffect(() => {
    if (phase !== "leaving") return;
    const timer = setTimeout(() => {
      // Keyboard users whose focus was in the banner continue from the floating button.
      focusFloating.current = Boolean(bannerRef.current?.contains(document.activeElement));
      setPhase("floating");
    }, BANNER_SLIDE_OUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === "floating" && focusFloating.current) {
      focusFloating.current = false;
      floatingRef.current?.focus();
    }
  }, [phase]);

  // Any stored choice, from the banner or the centre, retires the banner.
  useEffect(() => onConsentChange(dismissBanner), [dismissBanner]);

  useBannerDismissal(phase === "banner" && centre !== "open", dismissBanner);

  const openCentre = (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setCentre("open");
  };

  // The footer's "Cookie preferences" opens the centre from anywhere on the page.
  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setCentre("open");
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open);
  }, []);
  const onCentreOpenChange = useCallback((open: boolean) => setCentre(open ? "open" : "closed"), []);
  // Back to the button that opened the centre; if that one has gone, to the floating button.
  const returnFocus = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : floatingRef.current;
    target?.focus();
  }, []);

  return (
    <>
      {phase === "banner" || phase === "leaving" ? (
        <CookieBanner
          ref={bannerRef}
          leaving={phase === "leaving"}
          onAcceptAll={() => saveConsent(consentChoices.acceptAll())}
          onOpenSettings={openCentre}
          onPrepareSettings={prepareCookieSettings}
          onClose={dismissBanner}
        />
      ) : null}
      {phase === "floating" ? <CookieSettingsButton ref={floatingRef} onOpen={openCentre} onPrepare={prepareCookieSettings} /> : null}
      {centre !== "never-opened" ? (
        <Suspense fallback={null}>
          <PreferenceCentre
            open={centre === "open"}
            onOpenChange={onCentreOpenChange}
            onClosed={returnFocus}
            showFloatingClose={phase === "floating"}
          />
        </Suspense>
      ) : null}
    </>
  );
}
