// Consent storage and the page-view rule (rules §4 "Cookie consent storage", docs/decisions/0001-product-resolutions.md
// "Consent"). The keys and values are written out literally: they are the spec's contract.
import { describe, expect, it } from "vitest";
import {
  browserStorage,
  consentChoices,
  mayLogPageViews,
  onConsentChange,
  readConsent,
  saveConsent,
  type ConsentRecord,
} from "../../app/shell/cookie-consent/consent";

/** A Storage stand-in that also records the order of writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    values,
    writes,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(key);
      values.set(key, String(value));
    },
  };
}

/** An event target that remembers the names of the events dispatched on it. */
function eventLog() {
  const target = new EventTarget();
  const fired: string[] = [];
  for (const name of ["cookies-accepted", "cookies-custom", "cookies-declined"]) {
    target.addEventListener(name, () => fired.push(name));
  }
  return { target, fired };
}

const stored = (storage: ReturnType<typeof memoryStorage>) => Object.fromEntries(storage.values);

describe("saveConsent", () => {
  it("Accept All stores accepted and every category true, and fires cookies-accepted", () => {
    const storage = memoryStorage();
    const events = eventLog();
    expect(saveConsent(consentChoices.acceptAll(), storage, events.target)).toBe(true);
    expect(stored(storage)).toEqual({
      "cookie-consent": "accepted",
      "functional-cookies": "true",
      "targeting-cookies": "true",
      "performance-cookies": "true",
    });
    expect(events.fired).toEqual(["cookies-accepted"]);
  });

  it("Confirm My Choices stores custom with each switch, and fires cookies-custom", () => {
    const storage = memoryStorage();
    const events = eventLog();
    saveConsent(consentChoices.confirm({ functional: true, targeting: false, performance: true }), storage, events.target);
    expect(stored(storage)).toEqual({
      "cookie-consent": "custom",
      "functional-cookies": "true",
      "targeting-cookies": "false",
      "performance-cookies": "true",
    });
    expect(events.fired).toEqual(["cookies-custom"]);
  });

  it("Reject All stores declined and every category false, and fires cookies-declined", () => {
    const storage = memoryStorage({ "cookie-consent": "accepted", "performance-cookies": "true" });
    const events = eventLog();
    saveConsent(consentChoices.rejectAll(), storage, events.target);
    expect(stored(storage)).toEqual({
      "cookie-consent": "declined",
      "functional-cookies": "false",
      "targeting-cookies": "false",
      "performance-cookies": "false",
    });
    expect(events.fired).toEqual(["cookies-declined"]);
  });

  it("writes the consent value last, so a half-finished write never reads as a choice", () => {
    const storage = memoryStorage();
    saveConsent(consentChoices.acceptAll(), storage, null);
    expect(storage.writes.at(-1)).toBe("cookie-consent");
  });

  it("does not share the records it hands out", () => {
    const record = consentChoices.confirm({ functional: true, targeting: true, performance: true });
    record.categories.performance = false;
    expect(consentChoices.acceptAll().categories.performance).toBe(true);
  });

  it("reports a refused write and still fires the event; nothing then reads as consent", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    const events = eventLog();
    expect(saveConsent(consentChoices.acceptAll(), storage, events.target)).toBe(false);
    expect(events.fired).toEqual(["cookies-accepted"]);
    expect(mayLogPageViews(readConsent(storage))).toBe(false);
  });

  it("works without storage at all (blocked local storage)", () => {
    const events = eventLog();
    expect(saveConsent(consentChoices.rejectAll(), null, events.target)).toBe(false);
    expect(events.fired).toEqual(["cookies-declined"]);
  });
});

describe("readConsent", () => {
  it("is null when nothing is stored, or storage is missing", () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it("is null for a consent value that is not one of ours", () => {
    expect(readConsent(memoryStorage({ "cookie-consent": "yes", "performance-cookies": "true" }))).toBeNull();
    expect(readConsent(memoryStorage({ "cookie-consent": "Accepted" }))).toBeNull();
  });

  it("reads the stored choice; only the text true counts as on", () => {
    const storage = memoryStorage({
      "cookie-consent": "custom",
      "functional-cookies": "true",
      "targeting-cookies": "TRUE",
      "performance-cookies": "1",
    });
    expect(readConsent(storage)).toEqual({
      consent: "custom",
      categories: { functional: true, targeting: false, performance: false },
    });
  });

  it("reads back exactly what saveConsent stored", () => {
    const storage = memoryStorage();
    const record = consentChoices.confirm({ functional: false, targeting: true, performance: false });
    saveConsent(record, storage, null);
    expect(readConsent(storage)).toEqual(record);
  });

  it("is null when reading storage throws", () => {
    const throwing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {},
    };
    expect(readConsent(throwing)).toBeNull();
  });
});

describe("mayLogPageViews (docs/decisions/0001-product-resolutions.md: accepted, or custom with performance on)", () => {
  const record = (consent: ConsentRecord["consent"], performance: boolean): ConsentRecord => ({
    consent,
    categories: { functional: true, targeting: true, performance },
  });

  it.each([
    ["no choice", null, false],
    ["accepted", record("accepted", true), true],
    ["custom with performance on", record("custom", true), true],
    ["custom with performance off", record("custom", false), false],
    ["declined", record("declined", false), false],
    ["declined even if performance were on", record("declined", true), false],
  ] as const)("%s → %s", (_name, value, expected) => {
    expect(mayLogPageViews(value)).toBe(expected);
  });

  it("follows the stored values end to end", () => {
    const performanceOff = memoryStorage();
    saveConsent(consentChoices.confirm({ functional: true, targeting: true, performance: false }), performanceOff, null);
    expect(mayLogPageViews(readConsent(performanceOff))).toBe(false);
    const accepted = memoryStorage();
    saveConsent(consentChoices.acceptAll(), accepted, null);
    expect(mayLogPageViews(readConsent(accepted))).toBe(true);
  });
});

describe("onConsentChange", () => {
  it("hears each of the three choices until unsubscribed", () => {
    const target = new EventTarget();
    let calls = 0;
    const unsubscribe = onConsentChange(() => (calls += 1), target);
    for (const name of ["cookies-accepted", "cookies-custom", "cookies-declined"]) target.dispatchEvent(new Event(name));
    target.dispatchEvent(new Event("something-else"));
    expect(calls).toBe(3);
    unsubscribe();
    target.dispatchEvent(new Event("cookies-accepted"));
    expect(calls).toBe(3);
  });
});

describe("browserStorage", () => {
  it("is null where there is no window (the server)", () => {
    expect(browserStorage()).toBeNull();
  });
});
