import { describe, expect, it } from "vitest";
import { COUNTRIES, COUNTRY_BOOT_SCRIPT, countryFromEdge, countryFromLocales } from "../../app/contact/countries";

/**
 * Runs the before-paint script against a Country field showing `shown`, on a page the edge wrote
 * a country into or not; returns what the field shows then.
 */
function bootScriptChooses(languages: readonly string[], shown = "Belize", edgeCountry?: string): string {
  const select = { value: shown };
  const field = { querySelector: () => select };
  const documentElement = { hasAttribute: () => edgeCountry !== undefined };
  new Function("document", "navigator", COUNTRY_BOOT_SCRIPT)(
    { currentScript: { previousElementSibling: field }, documentElement },
    { languages },
  );
  return select.value;
}

describe("the country a browser suggests", () => {
  it.each([
    [["es-GT", "es"], "Guatemala"],
    [["en-US"], "United States"],
    [["es-MX", "en-US"], "Mexico"],
    [["en-BZ"], "Belize"],
    [["es", "de-DE"], "Germany"], // the first language with a listed region
    [["fr"], "Belize"], // no region: the home country
    [["es-419"], "Belize"], // a region that is not a country
    [["sw-KE"], "Belize"], // a country we do not list
    [[], "Belize"],
  ])("%j → %s", (languages, country) => {
    expect(countryFromLocales(languages)).toBe(country);
    expect(bootScriptChooses(languages)).toBe(country); // the script the cached page runs agrees
  });

  it("the before-paint script leaves a country the visitor already chose", () => {
    expect(bootScriptChooses(["es-GT"], "Mexico")).toBe("Mexico");
  });

  it("the before-paint script leaves the country the edge chose, Belize included", () => {
    expect(bootScriptChooses(["en-US"], "Belize", "Belize")).toBe("Belize");
  });
});

describe("the country the edge says a request comes from", () => {
  it.each([
    ["BZ", "Belize"],
    ["GT", "Guatemala"],
    ["US", "United States"],
    ["JP", "Other"], // a country we do not list
    ["XX", null], // unknown
    ["T1", null], // Tor
    ["gt", null],
    [undefined, null],
    [42, null],
  ])("%s → %s", (code, country) => {
    expect(countryFromEdge(code)).toBe(country);
  });

  it("lists Belize first and Other last, each once", () => {
    expect(COUNTRIES[0]).toBe("Belize");
    expect(COUNTRIES.at(-1)).toBe("Other");
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });
});
