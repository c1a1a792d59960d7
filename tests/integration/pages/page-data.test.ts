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

describe("a production page", () => {
  it("carries no preview banner", async () => {
    const html = await (await getPage("/")).text();
    expect(html).not.toContain("Preview of branch");
  });
});
