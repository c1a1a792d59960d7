// Each section's cross-section as a DXF file (app/catalogue/engineering/dxf.ts), read back by an
// independent DXF reader: the outline at the section's size, its cores, one circle per strand at
// its real diameter, the dimensions and the notes, in the address's language.
import DxfParser, { type ICircleEntity, type IDxf, type IEntity, type IPolylineEntity, type ITextEntity } from "dxf-parser";
import { describe, expect, it } from "vitest";
import { sectionDxf, sectionDxfPath } from "../../app/catalogue/engineering/dxf";
import { allSections, sectionById, type Section } from "../../app/catalogue/engineering/sections";
import { outlineOf } from "../../app/catalogue/engineering/geometry";
import { strandLayout } from "../../app/catalogue/engineering/strand-layout";

const ADDRESS = "https://mm.test/products/x";

const section = (id: string): Section => {
  const found = sectionById(id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

/** The file as a CAD program reads it: bytes in the code page the header names (ANSI_1252). */
function read(bytes: Uint8Array): IDxf {
  const dxf = new DxfParser().parseSync(new TextDecoder("windows-1252").decode(bytes));
  if (!dxf) throw new Error("nothing parsed");
  return dxf;
}

const onLayer = <T extends IEntity>(dxf: IDxf, layer: string, type: string) =>
  dxf.entities.filter((e) => e.layer === layer && e.type === type) as T[];

function extents(polylines: IPolylineEntity[]) {
  const xs = polylines.flatMap((p) => p.vertices.map((v) => v.x));
  const ys = polylines.flatMap((p) => p.vertices.map((v) => v.y));
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** A section's last (heaviest) strand pattern; every section has at least one. */
const strandsOf = (s: Section) => s.patterns.at(-1)!.strands;
const strandCount = (s: Section) => strandsOf(s).reduce((sum, row) => sum + row.count, 0);

describe("a section's DXF", () => {
  for (const id of ["hc-305", "dt-762"]) {
    describe(id, () => {
      const s = section(id);
      const dxf = read(sectionDxf(s, [{ label: "", strands: strandsOf(s) }], { locale: "en", address: ADDRESS }));

      it("is an R12 file in millimetres", () => {
        expect(dxf.header.$ACADVER).toBe("AC1009");
        expect(dxf.header.$INSUNITS).toBe(4);
      });

      it("draws the outline closed, from the bottom-left corner, at the section's width and depth", () => {
        const outline = onLayer<IPolylineEntity>(dxf, "OUTLINE", "POLYLINE");
        expect(outline).toHaveLength(1);
        expect(outline[0]!.shape).toBe(true);
        const box = extents(outline);
        expect(box.minX).toBeCloseTo(0, 3);
        expect(box.minY).toBeCloseTo(0, 3);
        expect(Math.abs(box.maxX - s.widthMm)).toBeLessThan(0.5);
        expect(Math.abs(box.maxY - s.depthMm)).toBeLessThan(0.5);
      });

      it("draws each core closed on VOIDS", () => {
        const voids = onLayer<IPolylineEntity>(dxf, "VOIDS", "POLYLINE");
        expect(voids).toHaveLength(s.shape.type === "hollowCore" ? s.shape.cores.count : 0);
        expect(voids.every((v) => v.shape)).toBe(true);
      });

      it("draws a circle per strand at its real diameter", () => {
        const circles = onLayer<ICircleEntity>(dxf, "STRANDS", "CIRCLE");
        expect(circles).toHaveLength(strandCount(s));
        const radii = (values: number[]) => values.map((r) => r.toFixed(2)).sort();
        const diameters = strandsOf(s).flatMap((row) => Array<number>(row.count).fill(row.diameterMm / 2));
        expect(radii(circles.map((c) => c.radius))).toEqual(radii(diameters));
      });

      it("states the width and the depth on DIMENSIONS", () => {
        const texts = onLayer<ITextEntity>(dxf, "DIMENSIONS", "TEXT").map((t) => t.text);
        const mm = (value: number) => String(Math.round(value * 10) / 10);
        expect(texts).toContain(mm(s.widthMm));
        expect(texts).toContain(mm(s.depthMm));
        expect(onLayer(dxf, "DIMENSIONS", "LINE").length).toBeGreaterThanOrEqual(2);
      });

      it("names the section, says it is preliminary and gives the address on NOTES", () => {
        const notes = onLayer<ITextEntity>(dxf, "NOTES", "TEXT").map((t) => t.text);
        expect(notes).toContain(s.name);
        expect(notes).toContain("Typical section, mm. Preliminary: not for construction. Final design by M&M's engineers.");
        expect(notes).toContain(ADDRESS);
      });
    });
  }

  it("writes its notes in Spanish for the Spanish address", () => {
    const s = section("hc-200");
    const dxf = read(
      sectionDxf(s, [{ label: "", strands: strandsOf(s) }], { locale: "es", address: "https://mm.test/es/products/hollow-core" }),
    );
    const notes = onLayer<ITextEntity>(dxf, "NOTES", "TEXT").map((t) => t.text);
    expect(notes).toContain("Sección típica, mm. Preliminar: no para construcción. Diseño final por los ingenieros de M&M.");
    expect(notes).toContain("HC 200 × 1200");
  });

  it("keeps every text on its line and in the code page, escaping what the code page lacks", () => {
    const s = { ...section("hc-200"), name: "Línea 1\r\nLínea 2 ≥ 5" };
    const dxf = read(sectionDxf(s, [{ label: "", strands: strandsOf(s) }], { locale: "en", address: ADDRESS }));
    expect(onLayer<ITextEntity>(dxf, "NOTES", "TEXT").map((t) => t.text)).toContain("Línea 1 Línea 2 \\U+2265 5");
  });

  it("puts each strand pattern on a layer of its own when there are several", () => {
    const s = section("hc-200");
    const patterns = [
      { label: "A", strands: strandsOf(s) },
      { label: "7/16 in", strands: [{ count: 4, diameterMm: 15.2, yMm: 40 }] },
    ];
    const dxf = read(sectionDxf(s, patterns, { locale: "en", address: ADDRESS }));
    expect(onLayer(dxf, "STRANDS-A", "CIRCLE")).toHaveLength(strandCount(s));
    const other = onLayer<ICircleEntity>(dxf, "STRANDS-7_16_IN", "CIRCLE");
    expect(other).toHaveLength(4);
    expect(other[0]!.radius).toBeCloseTo(7.6, 3);
    expect(onLayer(dxf, "STRANDS", "CIRCLE")).toHaveLength(0);
    expect(Object.keys(dxf.tables.layer.layers)).toEqual(expect.arrayContaining(["OUTLINE", "VOIDS", "STRANDS-A", "STRANDS-7_16_IN"]));
  });

  it("has a file for every section, piles too, at one address", () => {
    for (const s of allSections()) {
      expect(() => read(sectionDxf(s, [{ label: "", strands: strandsOf(s) }], { locale: "en", address: ADDRESS })), s.id).not.toThrow();
    }
    expect(sectionDxfPath("prestressed-piles", "pl-305")).toBe("/products/prestressed-piles/sections/pl-305.dxf");
  });
});

describe("where the strands sit", () => {
  /** Whether (x, y) is inside a polygon (even–odd rule). */
  const inside = (polygon: readonly (readonly [number, number])[], x: number, y: number) => {
    let within = false;
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const [xi, yi] = polygon[i]!;
      const [xj, yj] = polygon[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
    }
    return within;
  };

  for (const s of allSections()) {
    it(`${s.id}: every strand in concrete, clear of the faces, the cores and each other`, () => {
      const { outline, voids } = outlineOf(s.shape);
      const points = strandLayout(s.shape, strandsOf(s));
      expect(points).toHaveLength(strandCount(s));
      for (const { x, y, diameterMm } of points) {
        // The strand's edge, all round: in the outline and in no void.
        for (let k = 0; k < 16; k++) {
          const a = (k / 16) * 2 * Math.PI;
          const [px, py] = [x + (diameterMm / 2) * Math.cos(a), y + (diameterMm / 2) * Math.sin(a)];
          expect(inside(outline, px, py), `${s.id} strand at ${x}, ${y}`).toBe(true);
          for (const v of voids) expect(inside(v, px, py), `${s.id} strand at ${x}, ${y} in a core`).toBe(false);
        }
      }
      for (let i = 0; i < points.length; i++) {
        for (let j = i + 1; j < points.length; j++) {
          const [p, q] = [points[i]!, points[j]!];
          expect(Math.hypot(p.x - q.x, p.y - q.y), `${s.id} strands ${i} and ${j}`).toBeGreaterThanOrEqual(
            (p.diameterMm + q.diameterMm) / 2,
          );
        }
      }
    });
  }

  it("lays a pile's strands on a square ring as far from the sides as from the soffit", () => {
    const pile = section("pl-457");
    const rows = [76.2, 177.8, 279.4, 381].map((yMm, i) => ({ count: i % 3 ? 2 : 4, diameterMm: 12.7, yMm }));
    const xs = (y: number) =>
      strandLayout(pile.shape, rows)
        .filter((p) => Math.abs(p.y - y) < 1e-6)
        .map((p) => Math.round(p.x * 10) / 10);
    expect(xs(76.2)).toEqual([76.2, 177.8, 279.4, 381]);
    expect(xs(177.8)).toEqual([76.2, 381]);
  });

  it("holds a double tee's strands in its stems, and its flange's over them", () => {
    const dt = section("dt-610");
    const rows = [
      { count: 2, diameterMm: 12.7, yMm: 51 },
      { count: 2, diameterMm: 12.7, yMm: 584.2 },
    ];
    // Stems 1524 apart about the middle of a 3048 unit.
    expect(strandLayout(dt.shape, rows).map((p) => Math.round(p.x))).toEqual([762, 2286, 762, 2286]);
  });

  it("gives the webs of a hollow core their strands, centred and evenly", () => {
    const hc = section("hc-200");
    const xs = (count: number) => strandLayout(hc.shape, [{ count, diameterMm: 12.7, yMm: 40 }]).map((p) => Math.round(p.x));
    // Cores at 125 + 190 i: inner webs centred halfway between them; fewer strands, every other web.
    expect(xs(7)).toEqual([38, 220, 410, 600, 790, 980, 1162]);
    expect(xs(4)).toEqual([38, 410, 790, 1162]);
  });
});
