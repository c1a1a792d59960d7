import { describe, expect, it } from "vitest";
import { COUNTRIES, countryFromLocales } from "../../app/contact/countries";

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
  });

  it("lists Belize first and Other last, each once", () => {
    expect(COUNTRIES[0]).toBe("Belize");
    expect(COUNTRIES.at(-1)).toBe("Other");
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });
});
