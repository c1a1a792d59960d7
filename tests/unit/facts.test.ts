// The company's facts (app/site/facts.json through facts.ts) and the one rule that
// decides whether a placeholder may show (docs/rules.md §12): the live site never shows one; this
// machine and previews show them, marked as examples. Office hours always name Belize time (UTC−6).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { facts, officeHours, publicFacts, shownCollection, showsPlaceholders } from "../../app/site/facts";
import { ANSWER_PROMISE } from "../../app/site/company";
import { ANSWER_PROMISE as ANSWER_PROMISE_ES } from "../../app/site/company.es";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PRODUCTION = { SITE_ENV: "production" };
const PREVIEW = { SITE_ENV: "preview" };

describe("showsPlaceholders: the one rule", () => {
  it.each([
    ["https://www.mmprecast.bz/contact", false],
    ["https://mm.test/", false],
    ["http://localhost:5173/", true],
    ["http://127.0.0.1:8787/products", true],
    ["http://[::1]:8787/", true],
    ["http://mm.localhost/", true],
  ])("with production settings, %s: %s", (url, shows) => {
    expect(showsPlaceholders(PRODUCTION, url)).toBe(shows);
    expect(showsPlaceholders(PRODUCTION, new URL(url))).toBe(shows);
  });

  it("shows them on every preview, whatever the host", () => {
    expect(showsPlaceholders(PREVIEW, "https://feature-x-mm-website-preview.example.workers.dev/")).toBe(true);
    expect(showsPlaceholders(PREVIEW, null)).toBe(true);
  });

  it("fails closed: no SITE_ENV, or no request (the daily job), is the live site", () => {
    expect(showsPlaceholders({}, "https://www.mmprecast.bz/")).toBe(false);
    expect(showsPlaceholders({ SITE_ENV: "staging" }, "https://staging.mmprecast.bz/")).toBe(false);
    expect(showsPlaceholders(PRODUCTION, null)).toBe(false);
    expect(showsPlaceholders(PRODUCTION, undefined)).toBe(false);
  });
});

describe("what a page may show of the facts", () => {
  it("on the live site: no placeholder fact, the confirmed ones unmarked", () => {
    for (const locale of ["en", "es"] as const) {
      const shown = publicFacts(locale, false);
      // Today's placeholders (the launch check fails on them): withheld.
      for (const name of ["phone", "whatsapp", "email"] as const) expect(shown[name], name).toBeNull();
      expect(shown.delivery).toBeNull();
      expect(shown.address).toEqual({ value: { ...facts.address.value[locale], countryCode: "BZ" }, example: false });
      expect(shown.hours?.example).toBe(false);
      expect(JSON.stringify(shown)).not.toContain("+501 000 0000");
      expect(JSON.stringify(shown)).not.toContain("mm-precast.example");
    }
  });

  it("where examples may show: every fact, each placeholder marked", () => {
    const shown = publicFacts("es", true);
    expect(shown.phone).toEqual({ value: facts.phone.value, example: facts.phone.status === "placeholder" });
    expect(shown.whatsapp?.value).toBe(facts.whatsapp.value);
    expect(shown.email?.value).toBe(facts.email.value);
    expect(shown.delivery).toEqual({
      value: { area: facts.deliveryArea.value.es, countries: facts.deliveryArea.value.countries },
      example: facts.deliveryArea.status === "placeholder",
    });
  });

  it("a film shows only when there is one (none today: the button stays hidden)", () => {
    expect(facts.film.value).toBeNull();
    expect(publicFacts("en", true).film).toBeNull();
  });

  it("illustrative collections: hidden whole on the live site, marked where examples show", () => {
    for (const name of ["testimonials", "partners", "suppliers", "leadership"] as const) {
      expect(facts[name].status).toBe("placeholder");
      expect(shownCollection(name, ["a", "b"], false)).toBeNull();
      expect(shownCollection(name, ["a", "b"], true)).toEqual({ items: ["a", "b"], example: true });
      expect(shownCollection(name, [], true)).toBeNull(); // never an empty section
    }
  });
});

describe("facts.json", () => {
  const raw = JSON.parse(readFileSync(`${root}/app/site/facts.json`, "utf8")) as Record<string, Record<string, unknown>>;

  it("gives every fact a value, a status and a note saying what it is and who confirms it", () => {
    for (const [name, fact] of Object.entries(raw)) {
      if (name.startsWith("$")) continue;
      expect(Object.keys(fact).sort(), name).toEqual(["note", "status", "value"]);
      expect(["confirmed", "placeholder"], name).toContain(fact.status);
      expect(fact.note, name).toMatch(/confirms/);
    }
  });

  it("points each illustrative collection at the content files that hold it", () => {
    for (const name of ["testimonials", "partners", "suppliers", "leadership"]) {
      const file = String(raw[name]!.value).split(" ")[0]!;
      expect(existsSync(`${root}/${file}`), file).toBe(true);
    }
  });

  it("names the delivery area the same in both languages, with its countries", () => {
    const { en, es, countries } = facts.deliveryArea.value;
    expect(en).toBe("Belize and neighbouring countries");
    expect(es).toBe("Belice y países vecinos");
    expect(countries).toContain("BZ");
    expect(countries).not.toContain("US");
  });
});

describe("office hours", () => {
  it("say Belize time (UTC−6) in full, never a zone abbreviation alone", () => {
    const en = officeHours("en");
    expect(en.text).toBe("Monday to Friday, 8:00 AM to 5:00 PM, Belize time (UTC−6)");
    expect(en.brief).toBe("Mon–Fri 8 AM–5 PM, Belize time (UTC−6)");
    expect(en.closed).toBe("Saturday and Sunday: closed");
    const es = officeHours("es");
    expect(es.text).toBe("Lunes a viernes, de 8:00 a 17:00, hora de Belice (UTC−6)");
    expect(es.brief).toBe("lun–vie 8:00–17:00, hora de Belice (UTC−6)");
    expect(es.closed).toBe("Sábado y domingo: cerrado");
    for (const hours of [en, es]) expect(JSON.stringify(hours)).not.toMatch(/\bCST\b/);
  });

  it("follow the facts when the office changes its week", () => {
    const saturdays = officeHours("en", { weekdays: [1, 2, 3, 4, 5, 6], opens: 7, closes: 16 });
    expect(saturdays.text).toBe("Monday to Saturday, 7:00 AM to 4:00 PM, Belize time (UTC−6)");
    expect(saturdays.closed).toBe("Sunday: closed");
  });

  it("are the hours the answer promise states, in both languages", () => {
    expect(ANSWER_PROMISE.request).toContain(officeHours("en").text);
    expect(ANSWER_PROMISE_ES.request.toLowerCase()).toContain(officeHours("es").text.toLowerCase());
    expect(`${ANSWER_PROMISE.request} ${ANSWER_PROMISE_ES.request}`).not.toMatch(/\bCST\b/);
  });
});
