// Load–span tables computed from a section (docs/load-span-method.md): the safe superimposed
// service load of a simply supported unit at each span, the least of five checks, with ACI 318-19
// and PCI Design Handbook (8th ed.) references beside each. Units: N, mm, MPa (so N/mm = kN/m).
import { areaAbove, outlineOf, type Shape } from "./geometry";
import { FPU_MPA, LINE_LOAD_ONLY, type Section } from "./sections";

/** Lump-sum prestress losses after all time-dependent effects (method §2). */
const PRESTRESS_LOSS = 0.2;
/** Load factors of ACI 318-19 Table 5.3.1 (1.2D + 1.6L); the superimposed load counts as live. */
const DEAD_FACTOR = 1.2;
const LIVE_FACTOR = 1.6;

type Check = "tension" | "compression" | "flexure" | "shear" | "deflection";

export type Cell = {
  spanM: number;
  /** Safe superimposed service load per m² of the unit's width; null for beams that carry other units. */
  capacityKPa: number | null;
  /** The same as a line load along the unit. */
  capacityKNPerM: number;
  /** The check that gives the least load. */
  governs: Check;
  /** Net upward camber under effective prestress and self-weight, short-term (negative: sag). */
  camberMm: number;
};

export type CheckResult = Record<Check, number> & { governs: Check; capacityKNPerM: number; camberMm: number };

const sqrt = Math.sqrt;

/** β1 of ACI 318-19 Table 22.2.2.4.3. */
function beta1(fc: number): number {
  return Math.min(0.85, Math.max(0.65, 0.85 - (0.05 * (fc - 28)) / 7));
}

/** Ec = 4700 √f'c (ACI 318-19 19.2.2.1(b), MPa). */
const modulus = (fc: number) => 4700 * sqrt(fc);

/** Effective prestressing force after losses, N. */
export function effectivePrestress(section: Section): number {
  return section.strandAreaMm2 * section.jackingMPa * (1 - PRESTRESS_LOSS);
}

/**
 * φMn by ACI 318-19 eq. 20.3.2.3.1 (fps approximation, γp = 0.28 for low-relaxation strand), the
 * compression block found in the real section (it may reach below a flange or into the cores).
 */
export function flexuralStrength(section: Section): Strength {
  let strength = strengths.get(section);
  if (!strength) strengths.set(section, (strength = computeStrength(section)));
  return strength;
}

type Strength = { phiMnNmm: number; fpsMPa: number; cMm: number; phi: number };
const strengths = new WeakMap<Section, Strength>();

function computeStrength(section: Section): Strength {
  const { fcMPa: fc, depthMm: h, strandAreaMm2: aps, strandCentroidMm: ys, topWidthMm: b } = section;
  const dp = h - ys;
  const b1 = beta1(fc);
  const fps = FPU_MPA * (1 - ((0.28 / b1) * ((aps / (b * dp)) * FPU_MPA)) / fc);
  const tension = aps * fps;
  const outline = outlineOf(section.shape);
  // Depth a of the 0.85 f'c block such that its force equals Aps fps (bisection on the real section).
  let low = 0;
  let high = h;
  for (let i = 0; i < 60; i++) {
    const a = (low + high) / 2;
    if (0.85 * fc * areaAbove(outline, h - a).area < tension) low = a;
    else high = a;
  }
  const a = (low + high) / 2;
  const arm = areaAbove(outline, h - a).centroidMm - ys;
  const c = a / b1;
  // ACI 318-19 Table 21.2.2: tension-controlled at εt ≥ 0.005, compression-controlled at 0.002.
  const et = (0.003 * (dp - c)) / c;
  const phi = Math.min(0.9, Math.max(0.65, 0.65 + (0.25 * (et - 0.002)) / 0.003));
  return { phiMnNmm: phi * tension * arm, fpsMPa: fps, cMm: c, phi };
}

/**
 * Vc of ACI 318-19 Table 22.5.6.2 (prestressed, Apsfse ≥ 0.4 Apsfpu) at h/2 from the support,
 * with the minimum stirrups of stemmed units and beams, φ = 0.75. Returns φVn in N.
 */
function shearStrength(section: Section, spanMm: number): number {
  return 0.75 * (concreteShear(section, spanMm) + stirrupShear(section));
}

/** Stemmed units and beams always carry at least the minimum stirrups (ACI 318-19 9.6.3); slabs none. */
const WITH_STIRRUPS: ReadonlySet<Shape["type"]> = new Set(["doubleTee", "box", "ledgerBeam"]);

/** Vs of the minimum stirrups, Av,min fyt d / s = max(0.062 √f'c, 0.35) bw d (ACI 318-19 9.6.3.4). */
function stirrupShear(section: Section): number {
  if (!WITH_STIRRUPS.has(section.shape.type)) return 0;
  const d = Math.max(section.depthMm - section.strandCentroidMm, 0.8 * section.depthMm);
  return Math.max(0.062 * sqrt(section.fcMPa), 0.35) * section.webWidthMm * d;
}

/** The unit runs on this far beyond the bearing's centre line, where the span is measured (method §1). */
const END_BEYOND_BEARING_MM = 50;

/** ℓt = 50 db (ACI 318-19 22.5.9.3, 21.2.3), of the largest strand: the prestress grows linearly over it. */
function transferLength(section: Section): number {
  return 50 * Math.max(...section.strands.map((row) => row.diameterMm));
}

function concreteShear(section: Section, spanMm: number): number {
  const { fcMPa: fc, depthMm: h, strandCentroidMm: ys, webWidthMm: bw } = section;
  const root = Math.min(sqrt(fc), 8.3); // ACI 318-19 22.5.3.1
  const dp = h - ys;
  const d = Math.max(dp, 0.8 * h);
  const x = h / 2;
  const ratio = Math.min(1, (dp * (spanMm - 2 * x)) / (x * (spanMm - x))); // Vu dp / Mu under uniform load
  const vc = (0.05 * root + 4.8 * ratio) * bw * d;
  const simplified = Math.min(0.42 * root * bw * d, Math.max(0.17 * root * bw * d, vc));
  // ACI 318-19 22.5.9: inside the transfer length the prestress is only partly developed, so Vc is
  // at most Vcw of 22.5.6.3.2 with the prestress reached there (Vp = 0: straight strands).
  const fromEnd = END_BEYOND_BEARING_MM + x;
  const transfer = transferLength(section);
  if (fromEnd >= transfer) return simplified;
  const fpc = (effectivePrestress(section) * (fromEnd / transfer)) / section.areaMm2;
  const vcw = (0.29 * root + 0.3 * fpc) * bw * d;
  return Math.min(simplified, vcw);
}

/**
 * Every check's safe superimposed load at one span (kN/m along the unit), and the governing one.
 * `liveShare`: the part of the superimposed load that is live (1.6); the rest is dead (1.2).
 */
export function checksAt(section: Section, spanM: number, { liveShare = 1 }: { liveShare?: number } = {}): CheckResult {
  const factor = DEAD_FACTOR * (1 - liveShare) + LIVE_FACTOR * liveShare;
  const L = spanM * 1000;
  const { fcMPa: fc, areaMm2: A, inertiaMm4: I, centroidMm: yb, depthMm: h, strandCentroidMm: ys, selfWeightKNPerM: wsw } = section;
  const P = effectivePrestress(section);
  const e = yb - ys;
  const sb = I / yb;
  const st = I / (h - yb);
  const toLoad = (moment: number) => (8 * moment) / (L * L); // N/mm (= kN/m) giving that midspan moment
  // ACI 318-19 24.5.2.1: Class U, bottom tension ≤ 0.62 √f'c after losses.
  const tension = toLoad((0.62 * sqrt(fc) + P / A + (P * e) / sb) * sb) - wsw;
  // ACI 318-19 Table 24.5.4.1: top compression ≤ 0.60 f'c under total load.
  const compression = toLoad((0.6 * fc - P / A + (P * e) / st) * st) - wsw;
  // ACI 318-19 9.5.1: φMn ≥ Mu for 1.2D + 1.6L.
  const flexure = (toLoad(flexuralStrength(section).phiMnNmm) - DEAD_FACTOR * wsw) / factor;
  // ACI 318-19 9.5.1 and 22.5.6.2: φVc ≥ Vu at h/2 from the support.
  const shear = (shearStrength(section, L) / (L / 2 - h / 2) - DEAD_FACTOR * wsw) / factor;
  // ACI 318-19 Table 24.2.2: immediate live-load deflection ≤ L/360 (gross section: Class U).
  const ec = modulus(fc);
  const deflection = (384 * ec * I * (L / 360)) / (5 * L ** 4);
  const checks = { tension, compression, flexure, shear, deflection };
  const governs = (Object.keys(checks) as Check[]).reduce((a, b) => (checks[b] < checks[a] ? b : a));
  const camberMm = (P * e * L * L) / (8 * ec * I) - (5 * wsw * L ** 4) / (384 * ec * I);
  return { ...checks, governs, capacityKNPerM: checks[governs], camberMm };
}

const floorTenth = (value: number) => Math.floor(value * 10 + 1e-9) / 10;

/** One cell of the table at any span, or null where the unit carries nothing beyond its own weight. */
export function capacityAt(section: Section, spanM: number): Cell | null {
  const result = checksAt(section, spanM);
  if (!(result.capacityKNPerM > 0)) return null;
  const perM = floorTenth(result.capacityKNPerM);
  return {
    spanM,
    capacityKPa: LINE_LOAD_ONLY.has(section.product) ? null : floorTenth(result.capacityKNPerM / (section.widthMm / 1000)),
    capacityKNPerM: perM,
    governs: result.governs,
    camberMm: Math.round(result.camberMm) || 0, // never -0, which JSON cannot tell from 0
  };
}

/** The section's table over its spans (sections.json), in increasing span; empty for piles. */
export function loadTable(section: Section): Cell[] {
  if (!section.spansM) return [];
  const { from, to, step } = section.spansM;
  const cells: Cell[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) {
    const cell = capacityAt(section, Math.round((from + i * step) * 100) / 100);
    if (cell) cells.push(cell);
  }
  return cells;
}

/**
 * Allowable concentric service load of a short, laterally supported pile (PCI Design Handbook,
 * 8th ed., piles; ACI 543R): N = Ag (0.33 f'c − 0.27 fpe), fpe the effective prestress on the
 * concrete. Structural only: the soil's capacity and slenderness are the foundation engineer's.
 */
export function allowableAxialKN(section: Section): number {
  const fpe = effectivePrestress(section) / section.areaMm2;
  return Math.floor((section.areaMm2 * (0.33 * section.fcMPa - 0.27 * fpe)) / 1000);
}
