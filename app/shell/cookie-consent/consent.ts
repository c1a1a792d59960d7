// Cookie consent as the browser keeps it (rules §4 "Cookie consent storage", docs/decisions/0001-product-resolutions.md
// "Consent"). The server never sees these values: local storage is the only record, so the
// page-view rule below is enforced here, in the client, and nowhere else.

/** Local storage keys, exactly as the spec names them. */
export const CONSENT_KEY = "cookie-consent";
const CATEGORY_KEYS = {
  functional: "functional-cookies",
  targeting: "targeting-cookies",
  performance: "performance-cookies",
} as const;

const CONSENT_VALUES = ["accepted", "custom", "declined"] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];
export type CookieCategory = keyof typeof CATEGORY_KEYS;
export type CategoryChoices = Record<CookieCategory, boolean>;
export type ConsentRecord = { consent: ConsentValue; categories: CategoryChoices };

/** rules §9: the banner shows 500 ms after load and slides out in 300 ms. */
export const BANNER_DELAY_MS = 500;
export const BANNER_SLIDE_OUT_MS = 300;

/** Window events fired after a choice is stored (rules §4). */
export const CONSENT_EVENTS = {
  accepted: "cookies-accepted",
  custom: "cookies-custom",
  declined: "cookies-declined",
} as const satisfies Record<ConsentValue, string>;

/** rules §2 "Cookie consent UI": the switches start on. */
export const DEFAULT_CATEGORIES: CategoryChoices = { functional: true, targeting: true, performance: true };
const ALL_OFF: CategoryChoices = { functional: false, targeting: false, performance: false };

export type ConsentStorage = Pick<Storage, "getItem" | "setItem">;

/** The three choices a visitor can make, as the records they store. */
export const consentChoices = {
  acceptAll: (): ConsentRecord => ({ consent: "accepted", categories: { ...DEFAULT_CATEGORIES } }),
  confirm: (categories: CategoryChoices): ConsentRecord => ({ consent: "custom", categories: { ...categories } }),
  rejectAll: (): ConsentRecord => ({ consent: "declined", categories: { ...ALL_OFF } }),
};

/** Local storage, or null where it is missing or blocked (some privacy modes throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isConsentValue(value: string | null): value is ConsentValue {
  return (CONSENT_VALUES as readonly (string | null)[]).includes(value);
}

/** The stored choice, or null when the visitor has not chosen (or the stored value is not ours). */
export function readConsent(storage: ConsentStorage | null = browserStorage()): ConsentRecord | null {
  try {
    const consent = storage?.getItem(CONSENT_KEY) ?? null;
    if (!isConsentValue(consent)) return null;
    const flag = (category: CookieCategory) => storage!.getItem(CATEGORY_KEYS[category]) === "true";
    return { consent, categories: { functional: flag("functional"), targeting: flag("targeting"), performance: flag("performance") } };
  } catch {
    return null;
  }
}

/** docs/decisions/0001-product-resolutions.md "Consent": page views are logged for `accepted`, or `custom` with performance on. */
export function mayLogPageViews(record: ConsentRecord | null): boolean {
  if (!record) return false;
  return record.consent === "accepted" || (record.consent === "custom" && record.categories.performance);
}

/**
 * Stores a choice and announces it with its window event. Returns false when storage refused
 * the write; the event still fires, and readers of storage then see no consent (the safe side).
 */
export function saveConsent(
  record: ConsentRecord,
  storage: ConsentStorage | null = browserStorage(),
  events: EventTarget | null = typeof window === "undefined" ? null : window,
): boolean {
  let stored = false;
  try {
    if (storage) {
      for (const category of Object.keys(CATEGORY_KEYS) as CookieCategory[]) {
        storage.setItem(CATEGORY_KEYS[category], String(record.categories[category]));
      }
      // Written last: a half-finished write never looks like a complete choice.
      storage.setItem(CONSENT_KEY, record.consent);
      stored = true;
    }
  } catch {
    stored = false;
  }
  events?.dispatchEvent(new Event(CONSENT_EVENTS[record.consent]));
  return stored;
}

/** Calls `listener` after any choice is stored in this tab; returns the unsubscribe function. */
export function onConsentChange(listener: () => void, events: EventTarget = window): () => void {
  const names = Object.values(CONSENT_EVENTS);
  for (const name of names) events.addEventListener(name, listener);
  return () => {
    for (const name of names) events.removeEventListener(name, listener);
  };
}
