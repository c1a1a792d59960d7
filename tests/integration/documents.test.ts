import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../app/catalogue/catalogue.server";
import { keywordList, products } from "../../app/catalogue/content/products";
import { ORIGIN } from "./helpers";

const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);

describe("generated documents through KV", () => {
  it("serves the catalogue of the 8 products, built on a miss and from KV on the second call", async () => {
    const first = await get("/api/catalogue");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toContain("application/json");
    expect(first.headers.get("X-KV-Cache")).toBe("miss");
    const body = await first.json<ReturnType<typeof buildCatalogue>>();
    expect(body.products).toHaveLength(8);
    expect(body).toMatchObject(buildCatalogue());
    expect(body.products.map((p) => p.title)).toEqual(products.map((p) => p.title));
    // rules §3 catalogue entry: title, image, link, categories, applications, keywords; rules §9 SKU.
    body.products.forEach((entry, i) => {
      const product = products[i]!;
      expect(entry).toMatchObject({
        slug: product.slug,
        link: `/products/${product.slug}`,
        image: `/images/products/${product.slug}.svg`,
        sku: `MM-PR-${String(i + 1).padStart(3, "0")}`,
        categories: [...product.categories],
        applications: [...product.applications],
        keywords: keywordList(product),
      });
    });

    const second = await get("/api/catalogue");
    expect(second.headers.get("X-KV-Cache")).toBe("hit");
    expect(await second.json()).toEqual(body);
  });

  it("gives every slab and beam product its sections in SI, each pattern with its tables, and says what the numbers mean", async () => {
    type Cell = {
      spanM: number;
      capacityKPa: number | null;
      capacityKNPerM: number;
      governs: string;
      camberMm: object;
      deflectionMm: number;
    };
    type Table = { topped: boolean; designId: string; fireRatingH: number | null; cells: Cell[] };
    type Pattern = Record<string, unknown> & { tables?: Table[]; allowableAxialKN?: number };
    type Section = Record<string, unknown> & { patterns: Pattern[] };
    const body = await (
      await get("/api/catalogue")
    ).json<{ engineering: Record<string, unknown>; products: { slug: string; sections: Section[] }[] }>();
    // The basis and units travel with the numbers.
    expect(body.engineering).toMatchObject({
      purpose: expect.stringMatching(/not for construction/),
      code: expect.stringMatching(/ACI 318-19/),
      loadFactors: expect.stringMatching(/1\.2 D \+ 1\.6 L/),
      deflectionLimit: expect.stringMatching(/L\/360/),
      tabulatedLoad: expect.stringMatching(/finishes, partitions/),
      units: expect.objectContaining({ capacityKPa: expect.stringMatching(/kN\/m²/), spanM: "m" }),
    });
    const number = expect.any(Number);
    for (const product of body.products) {
      expect(product.sections.length, product.slug).toBeGreaterThanOrEqual(2);
      for (const section of product.sections) {
        expect(section, product.slug).toMatchObject({
          id: expect.any(String),
          depthMm: number,
          widthMm: number,
          areaMm2: number,
          approvedBy: null,
        });
        expect(section.patterns.length, section.id as string).toBe(product.slug === "prestressed-piles" ? 1 : 3);
        for (const pattern of section.patterns) {
          expect(pattern).toMatchObject({
            fcMPa: number,
            fciMPa: number,
            strands: expect.arrayContaining([{ count: number, diameterMm: number, yMm: number }]),
            release: expect.objectContaining({ withinLimits: true }),
          });
          if (product.slug === "prestressed-piles") {
            expect(pattern.allowableAxialKN).toBeGreaterThan(0);
            continue;
          }
          const topped = ["hollow-core", "double-t-slabs"].includes(product.slug);
          expect(pattern.tables!.map((t) => t.topped)).toEqual(topped ? [false, true] : [false]);
          const lineOnly = product.slug === "l-beams" || product.slug === "inverted-beams";
          for (const { cells, designId } of pattern.tables!) {
            expect(cells.length, designId).toBeGreaterThan(4);
            cells.forEach((cell, i) => {
              expect(cell.capacityKNPerM).toBeGreaterThan(0);
              if (lineOnly) expect(cell.capacityKPa).toBeNull();
              else expect(cell.capacityKPa).toBeGreaterThan(0);
              if (i > 0) expect(cell.spanM).toBeGreaterThan(cells[i - 1]!.spanM);
            });
          }
        }
      }
    }
  });

  it("rebuilds when the stored entry comes from another build", async () => {
    await env.CACHE.put("doc:catalogue", JSON.stringify({ build: "older-build", body: '{"products":[]}' }));
    const res = await get("/api/catalogue");
    expect(res.headers.get("X-KV-Cache")).toBe("miss");
    expect((await res.json<{ products: unknown[] }>()).products).toHaveLength(8);
    const stored = await env.CACHE.get<{ build: string }>("doc:catalogue", "json");
    expect(stored?.build).toBe("integration-test-build");
  });

  it("serves sitemap.xml directly with canonical https URLs and never /signin or /account", async () => {
    const first = await get("/sitemap.xml");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toContain("application/xml");
    const xml = await first.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${env.SITE_URL}/`);
    expect(locs).toContain(`${env.SITE_URL}/contact`);
    for (const loc of locs) {
      expect(loc.startsWith("https://")).toBe(true);
      expect(loc).not.toMatch(/\/(signin|account)\b/);
    }
    expect((await get("/sitemap.xml")).headers.get("X-KV-Cache")).toBe("hit");
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${env.SITE_URL}/sitemap.xml`);
    expect(text).toContain("Disallow: /signin");
    expect((await get("/robots.txt")).headers.get("X-KV-Cache")).toBe("hit");
  });
});
