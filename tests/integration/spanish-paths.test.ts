// Spanish words typed for a path lead to the Spanish page (workers/middleware/spanish-paths.ts): a
// permanent redirect to the canonical path, which keeps the English words after /es/.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./helpers";

const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual" });

describe("Spanish words in a path", () => {
  it.each([
    ["/es/productos", "/es/products"],
    ["/es/proyectos", "/es/projects"],
    ["/es/servicios", "/es/services"],
    ["/es/empleo", "/es/careers"],
    ["/es/contacto", "/es/contact"],
    ["/es/nosotros", "/es/about"],
    ["/es/Cotizaci%C3%B3n", "/es/quote"],
    ["/productos", "/es/products"],
    ["/es/productos/losa-alveolar", "/es/products/hollow-core"],
    ["/es/productos/vigas", "/es/products/beams"],
    ["/es/productos/guia/losa-alveolar", "/es/products/learn/hollow-core"],
    ["/es/servicios/construccion-general", "/es/services/general-construction"],
    ["/es/proyectos/haulover-bridge?x=1", "/es/projects/haulover-bridge?x=1"],
    ["/es/empleo/alertas", "/es/careers/alerts"],
  ])("sends %s to %s for good, and the page is there", async (path, target) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(target);
    expect((await get(target)).status).toBe(200);
  });

  it("leaves the canonical paths, the API and files as they are", async () => {
    expect((await get("/es/products")).status).toBe(200);
    expect((await get("/api/productos")).status).not.toBe(301);
    expect((await get("/images/productos.svg")).status).not.toBe(301);
    expect((await get("/es/nada-por-aqui")).status).not.toBe(301);
    // Names every object has are no Spanish words.
    expect((await get("/products/constructor")).status).not.toBe(301);
    expect((await get("/es/toString")).status).not.toBe(301);
  });
});
