// The Spanish site search index (/api/search-index?locale=es) on the real runtime: built from the
// content twins, its entries linking to /es/ pages, kept in KV under a key of its own beside the
// English one, which it leaves as it was.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./helpers";
import { searchSite, type SearchEntry } from "../../app/search/search";

type Index = { version: string; entries: { group: string; title: string; url: string; snippet: string; titleLang?: string }[] };
const fetchWorker = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);

describe("the Spanish search index", () => {
  it("is Spanish, links to the Spanish pages, and is kept under its own KV key", async () => {
    const first = await fetchWorker("/api/search-index?locale=es");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-KV-Cache")).toBe("miss");
    const index = await first.json<Index>();
    expect(index.entries.length).toBeGreaterThan(30);
    for (const entry of index.entries) expect(entry.url, entry.title).toMatch(/^\/es\//);
    expect(index.entries).toContainEqual(
      expect.objectContaining({ group: "Products", title: "Losa alveolar", url: "/es/products/hollow-core" }),
    );
    expect(index.entries).toContainEqual(
      expect.objectContaining({ group: "Applications", title: "Aplicaciones marítimas", url: "/es/products?application=marine" }),
    );
    expect(index.entries).toContainEqual(
      expect.objectContaining({ group: "Projects", title: "Puente Haulover", url: "/es/projects/haulover-bridge" }),
    );
    // Postings are written in English by staff: the title says so.
    for (const job of index.entries.filter((entry) => entry.group === "Jobs")) expect(job.titleLang).toBe("en");

    const stored = await env.CACHE.get<{ build: string; body: string }>("doc:search-index-es", "json");
    expect(stored?.build).toBe(index.version);
    expect((await fetchWorker("/api/search-index?locale=es")).headers.get("X-KV-Cache")).toBe("hit");

    // The English index has its own key and its own entries.
    const english = await (await fetchWorker("/api/search-index")).json<Index>();
    expect(english.entries).toContainEqual(
      expect.objectContaining({ group: "Products", title: "Hollow Core", url: "/products/hollow-core" }),
    );
    expect(english.entries.some((entry) => entry.url.startsWith("/es/"))).toBe(false);
    expect((await env.CACHE.get<{ build: string }>("doc:search-index", "json"))?.build).toBe(english.version);
  });

  it("leads what we do not make to the nearest products we make, and Spancrete to hollow core, in both languages", async () => {
    const entries = async (path: string) => (await (await fetchWorker(path)).json<{ entries: SearchEntry[] }>()).entries;
    const [spanish, english] = await Promise.all([entries("/api/search-index?locale=es"), entries("/api/search-index")]);
    const found = (index: SearchEntry[], query: string, locale: "en" | "es") =>
      searchSite(index, query, Infinity, locale).map(({ group, entries: list }) => [group, list.map((entry) => entry.title).sort()]);
    expect(found(spanish, "vigueta y bovedilla", "es")).toEqual([["Products", ["Losa alveolar", "Losa maciza prefabricada"]]]);
    expect(found(spanish, "losa aligerada", "es")).toEqual([["Products", ["Losa alveolar", "Losas doble T"]]]);
    expect(found(english, "vigueta y bovedilla", "en")).toEqual([["Products", ["Flat Slab", "Hollow Core"]]]);
    expect(found(english, "losa aligerada", "en")).toEqual([["Products", ["Double T Slabs", "Hollow Core"]]]);
    expect(searchSite(spanish, "Spancrete", Infinity, "es")[0]?.entries[0]?.title).toBe("Losa alveolar");
  });
});
