// PDF spec sheets (workers/api/spec-sheets.ts) through the real Worker and the Cache API of
// workerd: a sheet is made on the first request in a data centre, then served from the edge
// store, byte for byte; a wrong paper or unit and an unknown product answer plainly.
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { edgeCacheKey } from "../../workers/middleware/edge-cache";
import { ORIGIN } from "./helpers";
import { findSections } from "../../app/catalogue/engineering/finder.server";
import { capacityAt } from "../../app/catalogue/engineering/capacity";
import { productLoadTables } from "../../app/catalogue/engineering/page-tables.server";
import { designsOf, sectionById } from "../../app/catalogue/engineering/sections";
import { productSections } from "../../app/catalogue/engineering/summary";
import { sheetEngineering } from "../../app/catalogue/spec-sheet/sheet-engineering.server";

const BUILD = "integration-test-build";
const edge = () => (caches as unknown as { default: Cache }).default;
const get = (path: string, init?: RequestInit) => exports.default.fetch(`${ORIGIN}${path}`, init);
const storedCopy = (path: string) => edge().match(edgeCacheKey(new URL(`${ORIGIN}${path}`), BUILD));

describe("PDF spec sheets", () => {
  it("makes a sheet once, then serves the same bytes from the edge store", async () => {
    const path = "/products/hollow-core/spec-sheet.pdf?units=imperial&paper=letter";
    const miss = await get(path);
    expect(miss.status).toBe(200);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(miss.headers.get("Content-Type")).toBe("application/pdf");
    expect(miss.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[\w-]+\.pdf"$/);
    const made = new Uint8Array(await miss.arrayBuffer());
    expect(new TextDecoder().decode(made.slice(0, 5))).toBe("%PDF-");
    expect(new TextDecoder().decode(made.slice(-6))).toContain("%%EOF");

    await vi.waitFor(
      async () => {
        if (!(await storedCopy(path))) throw new Error("not stored yet");
      },
      { timeout: 5000, interval: 20 },
    );
    // The same sheet asked for with its parameters in another order is the same entry.
    const hit = await get("/products/hollow-core/spec-sheet.pdf?paper=letter&units=imperial");
    expect(hit.status).toBe(200);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await hit.arrayBuffer())).toEqual(made);
  });

  it("gives each paper and unit system its own sheet", async () => {
    const sizes = new Set<number>();
    for (const paper of ["a4", "letter"]) {
      for (const units of ["metric", "imperial"]) {
        const res = await get(`/products/double-t-slabs/spec-sheet.pdf?paper=${paper}&units=${units}`);
        expect(res.status, `${paper} ${units}`).toBe(200);
        const name = res.headers.get("Content-Disposition") ?? "";
        expect(name).toContain(paper === "a4" ? "a4" : "letter");
        expect(name).toContain(units);
        sizes.add((await res.arrayBuffer()).byteLength);
      }
    }
    expect(sizes.size).toBeGreaterThan(1);
  });

  it("refuses a paper or unit it does not make with a plain 400, and stores nothing", async () => {
    for (const query of ["paper=a3&units=metric", "paper=a4&units=furlongs", "paper=&units="]) {
      const path = `/products/hollow-core/spec-sheet.pdf?${query}`;
      const res = await get(path);
      expect(res.status, query).toBe(400);
      expect(await res.text()).toMatch(/paper=a4 or paper=letter/);
      expect(await storedCopy(path)).toBeUndefined();
    }
  });

  it("answers 404 for a product we do not make", async () => {
    const res = await get("/products/no-such-product/spec-sheet.pdf");
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/no product/i);
  });
});

describe("PDF spec sheets in Spanish", () => {
  it("makes the Spanish sheet at the Spanish address, named in Spanish, and keeps it like the English one", async () => {
    const path = "/es/products/hollow-core/spec-sheet.pdf?paper=letter&units=metric";
    const miss = await get(path);
    expect(miss.status).toBe(200);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(miss.headers.get("Content-Type")).toBe("application/pdf");
    expect(miss.headers.get("Content-Language")).toBe("es");
    expect(miss.headers.get("Content-Disposition")).toBe('attachment; filename="mm-hollow-core-ficha-tecnica-carta-metrico.pdf"');
    const made = new Uint8Array(await miss.arrayBuffer());
    expect(new TextDecoder().decode(made.slice(0, 5))).toBe("%PDF-");

    await vi.waitFor(
      async () => {
        if (!(await storedCopy(path))) throw new Error("not stored yet");
      },
      { timeout: 5000, interval: 20 },
    );
    const hit = await get(path);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(new Uint8Array(await hit.arrayBuffer())).toEqual(made);

    // The English sheet at the English address is another document.
    const english = await get("/products/hollow-core/spec-sheet.pdf?paper=letter&units=metric");
    expect(english.headers.get("Content-Disposition")).toBe('attachment; filename="mm-hollow-core-spec-sheet-letter-metric.pdf"');
    expect(new Uint8Array(await english.arrayBuffer())).not.toEqual(made);
  });

  it("refuses a wrong paper or unit, and an unknown product, in Spanish", async () => {
    const bad = await get("/es/products/hollow-core/spec-sheet.pdf?paper=a3&units=metric");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Elija paper=a4 o paper=letter, y units=metric o units=imperial.");
    const unknown = await get("/es/products/no-such-product/spec-sheet.pdf");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("No hay ningún producto en esta dirección.");
  });
});

describe("one number per cell: the sheet prints the page's load", () => {
  it("prints each HC 200 design at 10 m on the spec sheet as the page, the API and the finder give it", () => {
    const designs = designsOf(sectionById("hc-200")!);
    const page = productLoadTables("hollow-core", "en")!.sections[0]!.rows.find((row) => row.span === "{10 m|32.8 ft}")!;
    const sheet = sheetEngineering("hollow-core", "metric", "en")!.loadTables[0]!.table.rows.find((row) => row[0]!.text === "10.0")!;
    const api = productSections("hollow-core")[0]!.patterns.flatMap((p) => ("tables" in p ? p.tables : []));
    designs.forEach((design, i) => {
      const kPa = api.find((t) => t.designId === design.id)!.cells.find((c) => c.spanM === 10)!.capacityKPa!;
      expect(page.cells[i]!.load).toBe(`{${kPa.toFixed(1)} kPa|${Math.floor(kPa / 0.047880259 + 1e-9)} psf}`);
      expect(sheet[i + 1]!.text).toBe(kPa.toFixed(1));
    });
    // The finder answers the section's first design that carries the load: the lightest pattern, untopped.
    const first = capacityAt(designs[0]!, 10)!;
    const found = findSections({ spanM: 10, loadKPa: first.capacityKPa! - 0.05, units: "metric", loadUnit: "kpa" }, "en").find(
      (a) => a.sectionId === "hc-200",
    )!;
    expect(found.designId).toBe(designs[0]!.id);
    expect(found.capacity).toBe(page.cells[0]!.load);
  });
});
