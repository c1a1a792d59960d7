// Section DXF downloads (workers/api/section-dxf.ts) through the real Worker: a file per section
// of its own product, kept by the edge like the spec sheets, Spanish notes at the Spanish address,
// and a plain 404 for anything else.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { edgeCacheKey } from "../../workers/middleware/edge-cache";
import { ORIGIN } from "./helpers";

const BUILD = "integration-test-build";
const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);
const stored = (path: string) => (caches as unknown as { default: Cache }).default.match(edgeCacheKey(new URL(`${ORIGIN}${path}`), BUILD));
/** The file's text: Windows-1252 agrees with Latin-1 on every letter the notes use. */
const text = async (res: Response) => String.fromCharCode(...new Uint8Array(await res.arrayBuffer()));

describe("section DXF downloads", () => {
  it("serves a section's file as an attachment, then from the edge store", async () => {
    const path = "/products/hollow-core/sections/hc-305.dxf";
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/dxf");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="mm-hc-305.dxf"');
    expect(res.headers.get("X-Cache")).toBe("MISS");
    const file = await text(res);
    expect(file).toMatch(/^ {2}0\r\nSECTION\r\n/);
    expect(file).toContain("AC1009");
    expect(file).toContain("Typical section, mm. Preliminary: not for construction.");
    expect(file).toContain(`${env.SITE_URL}/products/hollow-core\r\n`);
    expect(file).toMatch(/\r\n {2}0\r\nEOF\r\n$/);

    await vi.waitFor(
      async () => {
        if (!(await stored(path))) throw new Error("not stored yet");
      },
      { timeout: 5000, interval: 20 },
    );
    const hit = await get(path);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(await text(hit)).toBe(file);
  });

  it("has one for a pile's section too", async () => {
    const res = await get("/products/prestressed-piles/sections/pl-305.dxf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="mm-pl-305.dxf"');
    expect(await text(res)).toContain("PL 305 × 305");
  });

  it("writes the notes in Spanish at the Spanish address", async () => {
    const res = await get("/es/products/double-t-slabs/sections/dt-762.dxf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/dxf");
    expect(res.headers.get("Content-Language")).toBe("es");
    const file = await text(res);
    expect(file).toContain("Sección típica, mm. Preliminar: no para construcción. Diseño final por los ingenieros de M&M.");
    expect(file).toContain(`${env.SITE_URL}/es/products/double-t-slabs\r\n`);
  });

  it("answers a plain 404 for a section we do not make, a product we do not make, or another product's section", async () => {
    for (const path of [
      "/products/hollow-core/sections/hc-999.dxf",
      "/products/no-such-product/sections/hc-200.dxf",
      "/products/double-t-slabs/sections/hc-200.dxf",
      "/products/hollow-core/sections/HC-200.dxf",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).toMatch(/^text\/plain/);
      expect(await res.text(), path).toMatch(/no such section/i);
    }
    const es = await get("/es/products/hollow-core/sections/hc-999.dxf");
    expect(es.status).toBe(404);
    expect(await es.text()).toMatch(/no existe/i);
  });
});
