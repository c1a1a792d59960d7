import { describe, expect, it } from "vitest";
import { aliasForPath, CONSULTATION_PATH, serviceAliases, SPECIALIZATIONS } from "../../app/company/content/service-aliases";
import {
  consultationContent,
  genericConsultation,
  specializations,
} from "../../app/company/content/service-pages/engineering-consultation";
import { serviceDrawings } from "../../app/company/content/service-pages/drawings";
import { pageEntry } from "../../app/shell/pages.server";

describe("service aliases (rules §2 'Service aliases', §3 'Service alias')", () => {
  it("are the spec's five paths with their specialisations", () => {
    expect(Object.fromEntries(serviceAliases.map((a) => [a.alias, a.specialization]))).toEqual({
      "sea-wall-design": "marine",
      "bridge-design": "bridge",
      "structural-design": "structural",
      "marine-engineering": "marine",
      "foundation-design": "foundation",
    });
  });

  it("all name the engineering-consultation page as their target and share one background image", () => {
    expect(CONSULTATION_PATH).toBe("/services/engineering-consultation");
    for (const alias of serviceAliases) expect(alias.targetPath).toBe(CONSULTATION_PATH);
    expect(new Set(serviceAliases.map((a) => a.backgroundImage)).size).toBe(1);
    expect(serviceAliases[0]!.backgroundImage).toMatch(/^\/images\/services\/[a-z-]+\.svg$/);
  });

  it("each have their own title, description and search title and description", () => {
    for (const field of ["title", "description", "seoTitle", "seoDescription"] as const) {
      const values = serviceAliases.map((a) => a[field]);
      for (const value of values) expect(value.trim().length).toBeGreaterThan(5);
      expect(new Set(values).size, field).toBe(serviceAliases.length);
    }
    for (const alias of serviceAliases) {
      expect(alias.seoTitle).toContain(alias.title);
      expect(alias.seoDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it("feed the search registry: own title and description, canonical to the target, out of the sitemap", () => {
    for (const alias of serviceAliases) {
      const entry = pageEntry(`/services/${alias.alias}`);
      expect(entry).toMatchObject({
        title: alias.seoTitle,
        description: alias.seoDescription,
        canonicalPath: CONSULTATION_PATH,
        sitemap: false,
      });
      expect(entry?.structuredData?.[0]).toMatchObject({ kind: "service", name: alias.title });
    }
  });

  it("are found from a request path, with or without a trailing slash", () => {
    expect(aliasForPath("/services/bridge-design")?.specialization).toBe("bridge");
    expect(aliasForPath("/services/foundation-design/")?.specialization).toBe("foundation");
    expect(aliasForPath("/services/engineering-consultation")).toBeUndefined();
    expect(aliasForPath("/services/tunnel-design")).toBeUndefined();
  });
});

describe("engineering consultation content (rules §2 'Engineering Consultation')", () => {
  it("has four specialisations, each with its own title, four features and four areas of expertise", () => {
    expect(Object.keys(specializations).sort()).toEqual([...SPECIALIZATIONS].sort());
    const titles = new Set<string>();
    for (const content of [genericConsultation, ...Object.values(specializations)]) {
      titles.add(content.title);
      expect(content.features).toHaveLength(4);
      expect(content.expertise).toHaveLength(4);
    }
    expect(titles.size).toBe(5);
  });

  it("shows the generic text for no or an unknown specialisation", () => {
    // The content comes with its drawing itself (drawings.ts), where the module names it.
    const shown = (content: typeof genericConsultation) => ({ ...content, drawing: serviceDrawings[content.drawing] });
    expect(consultationContent(undefined)).toEqual(shown(genericConsultation));
    expect(consultationContent("tunnels")).toEqual(shown(genericConsultation));
    expect(consultationContent("toString")).toEqual(shown(genericConsultation));
    expect(consultationContent("bridge")).toEqual(shown(specializations.bridge));
  });
});
