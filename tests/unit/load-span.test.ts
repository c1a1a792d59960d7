// Computed load–span tables (app/catalogue/engineering/, docs/load-span-method.md): one cell
// against the hand calculation the method walks, published tables of other producers' comparable
// sections within 15 %, and the shape every table keeps.
import { describe, expect, it } from "vitest";
import { grossProperties } from "../../app/catalogue/engineering/geometry";
import {
  allowableAxialKN,
  capacityAt,
  checksAt,
  effectivePrestress,
  flexuralStrength,
  loadTable,
} from "../../app/catalogue/engineering/load-span";
import { allSections, makeSection, sectionById, sectionsFor } from "../../app/catalogue/engineering/sections";
import { products } from "../../app/catalogue/content/products";

const FT = 0.3048; // m
const IN = 25.4; // mm
const PSF = 0.04788; // kPa
const PLF = 0.014594; // kN/m

/** Within a relative tolerance of the expected value. */
const near = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / expected, `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);

describe("the hand calculation of docs/load-span-method.md (FS 150 × 1200, 5 m)", () => {
  const section = sectionById("fs-150")!;

  it("has the section properties worked by hand", () => {
    expect(section.areaMm2).toBeCloseTo(180_000, 0);
    expect(section.inertiaMm4 / 1e6).toBeCloseTo(337.5, 1);
    expect(section.centroidMm).toBeCloseTo(75, 3);
    expect(section.selfWeightKNPerM).toBeCloseTo(4.248, 3);
    expect(effectivePrestress(section) / 1000).toBeCloseTo(660.9, 1);
  });

  it("finds each check's load as the hand calculation does, and bottom tension governs", () => {
    const checks = checksAt(section, 5);
    near(checks.tension, 13.685, 0.002);
    near(checks.compression, 27.67, 0.002);
    near(flexuralStrength(section).phiMnNmm / 1e6, 86.85, 0.002);
    near(checks.flexure, 14.18, 0.003);
    near(checks.shear, 50.27, 0.003);
    near(checks.deflection, 15.9, 0.003);
    expect(checks.governs).toBe("tension");
    expect(capacityAt(section, 5)).toMatchObject({ spanM: 5, capacityKPa: 11.4, capacityKNPerM: 13.6, governs: "tension" });
  });
});

describe("shear inside the transfer length (method §3, check 4)", () => {
  it("limits HC 200's Vc at h/2 to Vcw with the prestress developed there (ACI 318-19 22.5.9)", () => {
    const section = sectionById("hc-200")!;
    // h/2 lies 50 + 100 = 150 mm from the end, ℓt = 50 × 12.7 = 635 mm: 23.6 % of Pe acts there.
    const fpc = (effectivePrestress(section) * (150 / 635)) / section.areaMm2;
    const d = Math.max(200 - 40, 0.8 * 200);
    const vcw = (0.29 * Math.sqrt(34.5) + 0.3 * fpc) * section.webWidthMm * d;
    const L = 5000;
    const expected = ((0.75 * vcw) / (L / 2 - 100) - 1.2 * section.selfWeightKNPerM) / 1.6;
    near(checksAt(section, 5).shear, expected, 0.002);
    expect(checksAt(section, 5).governs).toBe("shear");
  });
});

describe("against published tables of comparable sections (within 15 %)", () => {
  // PCI Design Handbook, 8th ed., §3.4 Double-Tee Load Tables, 10DT24 (10 ft × 24 in, no topping),
  // normalweight, f'c 5000 psi, ½ in strand, pattern 88-S (8 straight strands, ys 5.00 in);
  // A 449 in², I 22,469 in⁴, yb 17.77 in. Safe superimposed service loads, psf (10 psf of it dead).
  const doubleTee = makeSection(
    "double-t-slabs",
    {
      id: "pci-10dt24-88s",
      name: "PCI 10DT24 88-S",
      shape: {
        type: "doubleTee",
        widthMm: 120 * IN,
        depthMm: 24 * IN,
        flangeMm: 2 * IN,
        stemSpacingMm: 60 * IN,
        stemTopMm: 5.75 * IN,
        stemBottomMm: 3.75 * IN,
      },
      fcMPa: 34.5,
      strands: [{ count: 8, diameterMm: 12.7, yMm: 5 * IN }],
      jackingMPa: 1395,
    },
    null,
  );

  it("has the 10DT24's published section properties", () => {
    near(doubleTee.areaMm2, 449 * IN ** 2, 0.01);
    near(doubleTee.inertiaMm4, 22_469 * IN ** 4, 0.01);
    near(doubleTee.centroidMm, 17.77 * IN, 0.01);
  });

  it.each([
    [30, 193],
    [40, 98],
    [50, 53],
  ])("10DT24 88-S at %i ft: PCI publishes %i psf", (spanFt, psf) => {
    near(capacityAt(doubleTee, spanFt * FT)!.capacityKPa!, psf * PSF, 0.15);
  });

  // PCI Design Handbook, 8th ed., §3.11 Inverted T Beam Load Tables, 28IT20 (h 20 in, h1/h2 12/8,
  // 28 in wide), f'c 5000 psi, 9 × ½ in strands, ys 2.44 in; A 368 in², I 11,688 in⁴, yb 7.91 in.
  // Superimposed service load capacity, lb/ft, half superimposed dead and half live.
  const invertedTee = makeSection(
    "inverted-beams",
    {
      id: "pci-28it20",
      name: "PCI 28IT20",
      shape: { type: "ledgerBeam", webMm: 12 * IN, ledgeMm: 8 * IN, ledgeDepthMm: 8 * IN, depthMm: 20 * IN, ledges: 2 },
      fcMPa: 34.5,
      strands: [{ count: 9, diameterMm: 12.7, yMm: 2.44 * IN }],
      jackingMPa: 1395,
    },
    null,
  );

  it("has the 28IT20's published section properties", () => {
    near(invertedTee.areaMm2, 368 * IN ** 2, 0.01);
    near(invertedTee.inertiaMm4, 11_688 * IN ** 4, 0.01);
    near(invertedTee.centroidMm, 7.91 * IN, 0.01);
  });

  it.each([
    [20, 4040],
    [24, 2710],
    [30, 1610],
  ])("28IT20 at %i ft: PCI publishes %i lb/ft", (spanFt, plf) => {
    near(checksAt(invertedTee, spanFt * FT, { liveShare: 0.5 }).capacityKNPerM, plf * PLF, 0.15);
  });
});

describe("every product's sections and tables", () => {
  it("gives every slab and beam product sections with a table in increasing span and falling load", () => {
    for (const product of products.filter((p) => p.slug !== "prestressed-piles")) {
      const sections = sectionsFor(product.slug);
      expect(sections.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(
        sections.filter((s) => s.drawn),
        product.slug,
      ).toHaveLength(1);
      for (const section of sections) {
        const table = loadTable(section);
        expect(table.length, section.id).toBeGreaterThan(4);
        for (let i = 1; i < table.length; i++) {
          expect(table[i]!.spanM).toBeGreaterThan(table[i - 1]!.spanM);
          expect(table[i]!.capacityKNPerM).toBeLessThanOrEqual(table[i - 1]!.capacityKNPerM);
        }
        for (const cell of table) expect(cell.capacityKNPerM).toBeGreaterThan(0);
      }
    }
  });

  it("states slabs per m² of their width and ledger beams as line loads only", () => {
    expect(capacityAt(sectionById("hc-200")!, 6)!.capacityKPa).toBeCloseTo(capacityAt(sectionById("hc-200")!, 6)!.capacityKNPerM / 1.2, 0);
    expect(capacityAt(sectionById("lb-610")!, 6)!.capacityKPa).toBeNull();
  });

  it("gives piles an allowable axial load and no table, and every section waits for approval", () => {
    for (const pile of sectionsFor("prestressed-piles")) {
      expect(loadTable(pile)).toEqual([]);
      expect(allowableAxialKN(pile)).toBeGreaterThan(0);
    }
    // N = Ag (0.33 f'c − 0.27 fpe) for the 457 mm pile, by hand: fpe = 12 × 98.7 × 1116 / Ag.
    const pile = sectionById("pl-457")!;
    const fpe = (12 * 98.7 * 1116) / pile.areaMm2;
    expect(allowableAxialKN(pile)).toBe(Math.floor((pile.areaMm2 * (0.33 * 41.4 - 0.27 * fpe)) / 1000));
    for (const section of allSections()) expect(section.approvedBy).toBeNull();
  });

  it("computes a hollow core's area as the solid less its oval cores", () => {
    const { areaMm2 } = grossProperties({
      type: "hollowCore",
      widthMm: 1200,
      depthMm: 200,
      cores: { count: 6, widthMm: 150, heightMm: 140, bottomMm: 30, pitchMm: 190 },
    });
    // A core is 150 × 140 with its corners rounded by 70 mm: 150 × 140 − (4 − π) 70².
    near(areaMm2, 1200 * 200 - 6 * (150 * 140 - (4 - Math.PI) * 70 ** 2), 0.001);
  });
});
