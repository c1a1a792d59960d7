// The plant's address on the spec sheet (rules §3 "Spec sheets"): "Mile 6.16" ("Milla 6.16") names a
// place on the Old Northern Highway, so every sheet, metric or imperial, gives it as the facts write it.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { facts } from "../../app/site/facts";
import { ORIGIN } from "./helpers";
import { pdfStrings } from "./pdf-strings";

describe("the plant's address on a spec sheet", () => {
  it.each([
    ["en", "metric"],
    ["en", "imperial"],
    ["es", "metric"],
    ["es", "imperial"],
  ] as const)("%s, %s: as the facts write it, never converted", async (locale, units) => {
    const path = `${locale === "es" ? "/es" : ""}/products/hollow-core/spec-sheet.pdf?paper=letter&units=${units}`;
    const res = await exports.default.fetch(`${ORIGIN}${path}`);
    expect(res.status).toBe(200);
    const text = await pdfStrings(new Uint8Array(await res.arrayBuffer()));
    const { street, city } = facts.address.value[locale];
    expect(street).toMatch(/^(Mile|Milla) 6\.16, /);
    expect(text).toContain(`${street}, ${city}`);
    expect(text).not.toMatch(/\d ?km\b|\bKm \d|\d ?miles?\b/i);
  });
});
