// Computed load–span tables (app/catalogue/engineering/, docs/load-span-method.md): cells against
// the hand calculations the method walks, against published tables (each source named beside its
// figures), and the rules every design keeps.
import { describe, expect, it } from "vitest";
import { grossProperties } from "../../app/catalogue/engineering/geometry";
import { allowableAxialKN, capacityAt, checksAt, flexuralStrength, loadTable, tableSpans } from "../../app/catalogue/engineering/capacity";
import { camber, effectivePrestress, releaseStresses } from "../../app/catalogue/engineering/prestress";
import {
  allDesigns,
  allSections,
  designById,
  designsOf,
  makeSection,
  sectionById,
  sectionsFor,
  type SectionEntry,
} from "../../app/catalogue/engineering/sections";
import { products } from "../../app/catalogue/content/products";

const FT = 0.3048; // m
const IN = 25.4; // mm
const PSF = 0.047880259; // kPa
const PLF = 0.014593903; // kN/m
const PSI = 0.006894757; // MPa

/** Within a relative tolerance of the expected value. */
const near = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / expected, `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);

const only = (product: string, entry: SectionEntry) => designsOf(makeSection(product, entry, null));

describe("the hand calculations of docs/load-span-method.md (FS 150 × 1200, 6 × 12.7 mm)", () => {
  const design = designById("fs-150.6x12.7")!;

  it("has the section properties worked by hand", () => {
    const { section } = design;
    expect(section.areaMm2).toBeCloseTo(180_000, 0);
    expect(section.inertiaMm4 / 1e6).toBeCloseTo(337.5, 1);
    expect(section.centroidMm).toBeCloseTo(75, 3);
    expect(section.selfWeightKNPerM).toBeCloseTo(4.248, 3);
    expect(effectivePrestress(design) / 1000).toBeCloseTo(660.9, 1);
  });

  it("finds each check's load at 5 m as the hand calculation does, and bottom tension governs", () => {
    const checks = checksAt(design, 5);
    near(checks.tension!, 13.685, 0.002);
    near(checks.compression!, 27.67, 0.002);
    near(flexuralStrength(design).phiMnNmm / 1e6, 86.85, 0.002);
    near(checks.flexure!, 14.18, 0.003);
    near(checks.shear!, 50.27, 0.003);
    near(checks.deflection!, 15.9, 0.003);
    expect(checks.governs).toBe("tension");
    expect(capacityAt(design, 5)).toMatchObject({ spanM: 5, capacityKPa: 11.4, capacityKNPerM: 13.6, governs: "tension" });
  });

  it("limits flexure at 3 m where the strand is not yet developed (method §4, 940 mm from the bearing)", () => {
    // fps 1703 MPa, ℓt 635 mm, ℓd 1740 mm; 990 mm from the end: 1304.6 MPa and φ 0.798.
    const checks = checksAt(design, 3);
    near(checks.flexure!, 34.9, 0.003);
    expect(checks.governs).toBe("flexure");
  });

  it("limits shear inside the transfer length to Vcw with the prestress developed there (ACI 318-19 22.5.9)", () => {
    const hc = designById("hc-200.7x12.7")!;
    // h/2 lies 50 + 100 = 150 mm from the end, ℓt = 50 × 12.7 = 635 mm: 23.6 % of Pe acts there.
    const fpc = (effectivePrestress(hc) * (150 / 635)) / hc.section.areaMm2;
    const vcw = (0.29 * Math.sqrt(34.5) + 0.3 * fpc) * hc.section.webWidthMm * 160;
    const expected = ((0.75 * vcw) / (5000 / 2 - 100) - 1.2 * hc.section.selfWeightKNPerM) / 1.6;
    near(checksAt(hc, 5).shear!, expected, 0.002);
    expect(checksAt(hc, 5).governs).toBe("shear");
  });
});

describe("against published tables of comparable sections and patterns (within 15 %)", () => {
  // PCI Design Handbook, 8th ed., §3.4 Double-Tee Load Tables, 10DT24 (10 ft × 24 in, no topping),
  // normalweight, f'c 5000 psi, f'ci 3500 psi, ½ in strand, pattern 88-S (8 straight strands, ys
  // 5.00 in); A 449 in², I 22,469 in⁴, yb 17.77 in. Safe superimposed service loads, psf.
  const [doubleTee] = only("double-t-slabs", {
    id: "pci-10dt24",
    name: "PCI 10DT24",
    shape: {
      type: "doubleTee",
      widthMm: 120 * IN,
      depthMm: 24 * IN,
      flangeMm: 2 * IN,
      stemSpacingMm: 60 * IN,
      stemTopMm: 5.75 * IN,
      stemBottomMm: 3.75 * IN,
    },
    patterns: [{ id: "88-S", fcMPa: 5000 * PSI, fciMPa: 3500 * PSI, strands: [{ count: 8, diameterMm: 12.7, yMm: 5 * IN }] }],
  });

  it("has the 10DT24's published section properties", () => {
    near(doubleTee!.section.areaMm2, 449 * IN ** 2, 0.01);
    near(doubleTee!.section.inertiaMm4, 22_469 * IN ** 4, 0.01);
    near(doubleTee!.section.centroidMm, 17.77 * IN, 0.01);
  });

  it.each([
    [30, 193],
    [40, 98],
    [50, 53],
  ])("10DT24 88-S at %i ft: PCI publishes %i psf", (spanFt, psf) => {
    near(capacityAt(doubleTee!, spanFt * FT)!.capacityKPa!, psf * PSF, 0.15);
  });

  it("10DT24 88-S at 40 ft: PCI estimates 1.3 in of camber at erection", () => {
    near(camber(doubleTee!, 40 * FT).erection / IN, 1.3, 0.15);
  });

  // PCI Design Handbook, 8th ed., §3.11 Inverted T Beam Load Tables, 28IT20 (h 20 in, h1/h2 12/8,
  // 28 in wide), f'c 5000 psi, 9 × ½ in strands, ys 2.44 in; A 368 in², I 11,688 in⁴, yb 7.91 in.
  // Superimposed service load capacity, lb/ft, half superimposed dead and half live.
  const [invertedTee] = only("inverted-beams", {
    id: "pci-28it20",
    name: "PCI 28IT20",
    shape: { type: "ledgerBeam", webMm: 12 * IN, ledgeMm: 8 * IN, ledgeDepthMm: 8 * IN, depthMm: 20 * IN, ledges: 2 },
    patterns: [{ id: "9", fcMPa: 5000 * PSI, fciMPa: 3500 * PSI, strands: [{ count: 9, diameterMm: 12.7, yMm: 2.44 * IN }] }],
  });

  it("has the 28IT20's published section properties", () => {
    near(invertedTee!.section.areaMm2, 368 * IN ** 2, 0.01);
    near(invertedTee!.section.inertiaMm4, 11_688 * IN ** 4, 0.01);
    near(invertedTee!.section.centroidMm, 7.91 * IN, 0.01);
  });

  it.each([
    [20, 4040],
    [24, 2710],
    [30, 1610],
  ])("28IT20 at %i ft: PCI publishes %i lb/ft", (spanFt, plf) => {
    near(checksAt(invertedTee!, spanFt * FT, { liveShare: 0.5 }).capacityKNPerM, plf * PLF, 0.15);
  });
});

describe("never more than 5 % above a producer's heaviest published hollow core of the same depth", () => {
  // Knife River Prestress, Hollow Core Planks Design Manual, 2023 edition, "Hollow Core Load Table,
  // Maximum Live Load (psf)", self-weight allowed for; strand patterns vary (the heaviest is
  // tabulated); f'c 7000 psi, f'ci 4000 psi; composite: 2½ in topping, f'c 3000 psi.
  const KNIFE_RIVER: Record<string, Record<number, number>> = {
    "8 in": { 18: 270, 20: 245, 22: 220, 24: 195, 26: 175, 28: 160, 30: 145, 32: 130, 34: 110, 36: 100, 38: 80, 40: 65 },
    "8 in composite": { 18: 370, 20: 325, 22: 285, 24: 255, 26: 230, 28: 205, 30: 190, 32: 160, 34: 140, 36: 115, 38: 90, 40: 70 },
    "12 in": {
      18: 385,
      20: 310,
      22: 295,
      24: 265,
      26: 235,
      28: 200,
      30: 195,
      32: 185,
      34: 165,
      36: 150,
      38: 140,
      40: 130,
      42: 120,
      44: 110,
      46: 105,
      48: 95,
      50: 90,
    },
    "12 in composite": {
      18: 460,
      20: 400,
      22: 355,
      24: 315,
      26: 285,
      28: 250,
      30: 230,
      32: 210,
      34: 195,
      36: 175,
      38: 160,
      40: 150,
      42: 135,
      44: 125,
      46: 115,
      48: 105,
      50: 95,
    },
  };

  it.each([
    ["hc-200", "8 in"],
    ["hc-305", "12 in"],
  ])("%s, every pattern, untopped and topped, against Knife River's %s plank", (id, depth) => {
    const section = sectionById(id)!;
    near(section.depthMm, Number.parseInt(depth) * IN, 0.02);
    for (const design of designsOf(section)) {
      // Our concrete is no stronger than theirs, so the comparison can only favour theirs.
      expect(design.pattern.fcMPa).toBeLessThanOrEqual(7000 * PSI);
      const published = KNIFE_RIVER[design.topping ? `${depth} composite` : depth]!;
      for (const [feet, psf] of Object.entries(published)) {
        const spanM = Number(feet) * FT;
        if (spanM < section.spansM!.from || spanM > section.spansM!.to) continue;
        const kPa = capacityAt(design, spanM)?.capacityKPa ?? 0;
        expect(kPa / (psf * PSF), `${design.id} at ${feet} ft: ${kPa} kPa against ${psf} psf`).toBeLessThanOrEqual(1.05);
      }
    }
  });
});

describe("every product's sections, patterns and tables", () => {
  it("gives every slab and beam product sections with three patterns and a table in increasing span and falling load", () => {
    for (const product of products.filter((p) => p.slug !== "prestressed-piles")) {
      const sections = sectionsFor(product.slug);
      expect(sections.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(
        sections.filter((s) => s.drawn),
        product.slug,
      ).toHaveLength(1);
      for (const section of sections) {
        expect(section.patterns.length, section.id).toBe(3);
        for (const design of designsOf(section)) {
          const table = loadTable(design);
          expect(table.length, design.id).toBeGreaterThan(4);
          for (let i = 1; i < table.length; i++) {
            expect(table[i]!.spanM).toBeGreaterThan(table[i - 1]!.spanM);
            expect(table[i]!.capacityKNPerM).toBeLessThanOrEqual(table[i - 1]!.capacityKNPerM);
          }
        }
      }
    }
  });

  it("keeps every design's stresses at release within ACI 318-19 24.5.3 (top strands where needed)", () => {
    for (const design of allDesigns()) {
      const release = releaseStresses(design);
      expect(release.ok, `${design.id}: ${JSON.stringify(release)}`).toBe(true);
    }
    // The beams whose top would crack at release without them carry top strands.
    for (const id of ["lb-610", "lb-813", "it-508", "it-914", "bx-686", "bp-305"])
      for (const pattern of sectionById(id)!.patterns)
        expect(
          pattern.strands.some((row) => row.yMm > sectionById(id)!.centroidMm),
          pattern.id,
        ).toBe(true);
  });

  it("offers hollow core and double tees topped with 50 mm, and the topping adds to short-span loads", () => {
    for (const id of ["hc-200", "hc-250", "hc-305", "dt-610", "dt-762"]) {
      const section = sectionById(id)!;
      expect(section.topping).toEqual({ depthMm: 50, fcMPa: 20.7 });
      const [untopped, topped] = [designById(`${id}.${section.patterns[1]!.id}`)!, designById(`${id}.${section.patterns[1]!.id}.t50`)!];
      const first = tableSpans(untopped)[0]!;
      expect(capacityAt(topped, first)!.capacityKNPerM).toBeGreaterThan(capacityAt(untopped, first)!.capacityKNPerM);
    }
  });

  it("rates slabs for fire by strand cover and equivalent thickness (ACI/TMS 216.1-14, siliceous, unrestrained)", () => {
    // HC 200: 116 mm equivalent (4.57 in: 1½ h) and 33.65 mm cover (1.32 in: 1 h) → 1 h; topped 6.5 in, cover still 1 h.
    expect(designById("hc-200.6x12.7")!.fireRatingH).toBe(1);
    expect(designById("hc-200.6x12.7.t50")!.fireRatingH).toBe(1);
    // HC 305 with 12.7 mm strand at 51 mm: 44.65 mm cover (1.76 in: 2 h); 15.2 mm strand: 43.4 mm (1½ h).
    expect(designById("hc-305.5x12.7")!.fireRatingH).toBe(2);
    expect(designById("hc-305.6x15.2")!.fireRatingH).toBe(1.5);
    expect(designById("dt-610.8x12.7")!.fireRatingH).toBeNull();
  });

  it("states slabs per m² of their width and ledger beams as line loads only", () => {
    const cell = capacityAt(designById("hc-200.6x12.7")!, 6)!;
    expect(cell.capacityKPa).toBeCloseTo(cell.capacityKNPerM / 1.2, 0);
    expect(capacityAt(designById("lb-610.8x12.7+2t")!, 6)!.capacityKPa).toBeNull();
  });

  it("gives piles an allowable axial load and no table, and every section waits for approval", () => {
    for (const pile of sectionsFor("prestressed-piles")) for (const design of designsOf(pile)) expect(loadTable(design)).toEqual([]);
    // N = Ag (0.33 f'c − 0.27 fpe) for the 457 mm pile, by hand: fpe = 12 × 98.7 × 1116 / Ag.
    const [pile] = designsOf(sectionById("pl-457")!);
    const fpe = (12 * 98.7 * 1116) / pile!.section.areaMm2;
    expect(allowableAxialKN(pile!)).toBe(Math.floor((pile!.section.areaMm2 * (0.33 * 41.4 - 0.27 * fpe)) / 1000));
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
