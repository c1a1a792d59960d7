// What a client navigation fetches (the page's data, /path.data): each route answers for its own
// address, with the head and breadcrumbs of that page, as the document request does.
import { describe, expect, it } from "vitest";
import { getPage } from "./helpers";

describe("a page's data for a client navigation", () => {
  it.each([
    ["/products/beams", "Beams"],
    ["/services/bridge-design", "Bridge Design"],
    ["/products/learn/hollow-core", "Hollow Core"],
    ["/about", "About Us"],
  ])("%s.data answers 200 with that page's crumbs and tags", async (path, crumb) => {
    const res = await getPage(`${path}.data`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain(`"${crumb}"`);
    expect(body).toContain("canonical");
  });

  it("an alias's data carries its specialisation, not the plain consultation page", async () => {
    const body = await (await getPage("/services/bridge-design.data")).text();
    expect(body).toContain('"bridge"');
  });

  it("an unknown product's data answers 404", async () => {
    const res = await getPage("/products/precast-stairs.data");
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});

describe("a product's load tables", () => {
  const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("\n");

  it("are in a first load's markup, and not again in the data it hydrates with", async () => {
    const html = await (await getPage("/products/hollow-core")).text();
    expect(html).toContain('id="load-span"');
    expect(html).toContain("HC 200 × 1200: safe superimposed service load by span");
    expect(scripts(html)).not.toContain("HC 200 × 1200");
    expect(scripts(html)).toContain('\\"drawn\\"');
  });

  it("come with a client navigation's data, which has no markup to keep", async () => {
    const body = await (await getPage("/products/hollow-core.data")).text();
    expect(body).toContain("HC 200 × 1200");
    expect(body).not.toContain('"drawn"');
  });
});

describe("a production page", () => {
  it("carries no preview banner", async () => {
    const html = await (await getPage("/")).text();
    expect(html).not.toContain("Preview of branch");
  });
});
