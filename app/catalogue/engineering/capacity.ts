// Load–span tables computed from a design (docs/load-span-method.md): the safe superimposed
// service load of a simply supported unit at each span, the least of its checks, with ACI 318-19
// and PCI Design Handbook (8th ed.) references beside each. Units: N, mm, MPa (so N/mm = kN/m).
import { areaAbove, outlineOf, type Shape } from "./geometry";
import { camber, carrying, developmentLength, effectivePrestress, modulus, transferLength } from "./prestress";
import { FPU_MPA, LINE_LOAD_ONLY, type Design } from "./sections";

/** Load factors of ACI 318-19 Table 5.3.1 (1.2D + 1.6L); the superimposed load counts as live. */
const DEAD_FACTOR = 1.2;
const LIVE_FACTOR = 1.6;
/** The unit runs on this far beyond the bearing's centre line, where the span is measured (method §1). */
const END_BEYOND_BEARING_MM = 50;

type Check = "tension" | "compression" | "flexure" | "shear" | "interface" | "deflection";

export type Cell = {
  spanM: number;
  /** Safe superimposed service load per m² of the unit's width; null for beams that carry other units. */
  capacityKPa: number | null;
  /** The same as a line load along the unit. */
  capacityKNPerM: number;
  /** The check that gives the least load. */
  governs: Check;
  /** Camber (upward +, mm) at release, at erection and long-term (method §5). */
  camberMm: { release: number; erection: number; longTerm: number };
  /** Immediate deflection under the tabulated load, mm. */
  deflectionMm: number;
};

export type CheckResult = Partial<Record<Check, number>> & { governs: Check; capacityKNPerM: number };

const sqrt = Math.sqrt;

/** β1 of ACI 318-19 Table 22.2.2.4.3. */
function beta1(fc: number): number {
  return Math.min(0.85, Math.max(0.65, 0.85 - (0.05 * (fc - 28)) / 7));
}

type Strength = { phiMnNmm: number; mnNmm: number; fpsMPa: number; cMm: number; phi: number };
const strengths = new WeakMap<Design, Strength>();

/**
 * φMn at full development, by ACI 318-19 eq. 20.3.2.3.1 (γp = 0.28, low-relaxation strand), from
 * the strands below the centroid; the 0.85 f'c block found in the topping, then in the real section
 * (it may reach below a flange or into the cores).
 */
export function flexuralStrength(design: Design): Strength {
  let strength = strengths.get(design);
  if (!strength) strengths.set(design, (strength = computeStrength(design)));
  return strength;
}

function computeStrength(design: Design): Strength {
  const { section, pattern, topping } = design;
  const t = topping?.depthMm ?? 0;
  const fcFace = topping?.fcMPa ?? pattern.fcMPa;
  const { bottomAreaMm2: aps, bottomCentroidMm: ys } = pattern;
  const b = section.topWidthMm;
  const dp = section.depthMm + t - ys;
  const b1 = beta1(fcFace);
  const fps = FPU_MPA * (1 - ((0.28 / b1) * ((aps / (b * dp)) * FPU_MPA)) / fcFace);
  const tension = aps * fps;
  const inTopping = Math.min(tension, 0.85 * fcFace * b * t);
  let a = inTopping / (0.85 * fcFace * b);
  let moment = inTopping * (dp - a / 2);
  const rest = tension - inTopping;
  if (rest > 0) {
    // The rest of the block in the unit itself, depth found by bisection on the real section.
    const outline = outlineOf(section.shape);
    const fc = pattern.fcMPa;
    const h = section.depthMm;
    let [low, high] = [0, h];
    for (let i = 0; i < 60; i++) {
      const depth = (low + high) / 2;
      if (0.85 * fc * areaAbove(outline, h - depth).area < rest) low = depth;
      else high = depth;
    }
    const depth = (low + high) / 2;
    moment += rest * (areaAbove(outline, h - depth).centroidMm - ys);
    a = t + depth;
  }
  const c = a / b1;
  // ACI 318-19 Table 21.2.2: tension-controlled at εt ≥ 0.005, compression-controlled at 0.002.
  const et = (0.003 * (dp - c)) / c;
  const phi = Math.min(0.9, Math.max(0.65, 0.65 + (0.25 * (et - 0.002)) / 0.003));
  return { phiMnNmm: phi * moment, mnNmm: moment, fpsMPa: fps, cMm: c, phi };
}

/**
 * The factored line load the flexural strength allows, checked at midspan and, near the ends, where
 * the strand is not yet developed (ACI 318-19 25.4.8.3, 21.2.3): its stress rises linearly to fse
 * over ℓt and on to fps at ℓd, and φ is 0.75 up to ℓt, rising to its full value at ℓd.
 */
function factoredFlexureLoad(design: Design, L: number): number {
  const full = flexuralStrength(design);
  const fse = effectivePrestress(design) / design.pattern.strandAreaMm2;
  const lt = transferLength(design);
  const ld = Math.max(developmentLength(design, full.fpsMPa), lt + 1);
  const stressAt = (x: number) => (x < lt ? (fse * x) / lt : x < ld ? fse + ((full.fpsMPa - fse) * (x - lt)) / (ld - lt) : full.fpsMPa);
  const phiAt = (x: number) => (x <= lt ? 0.75 : x < ld ? 0.75 + ((full.phi - 0.75) * (x - lt)) / (ld - lt) : full.phi);
  const middle = L / 2 + END_BEYOND_BEARING_MM;
  const positions = [middle, ...Array.from({ length: 16 }, (_, i) => lt / 2 + ((ld - lt / 2) * i) / 15).filter((x) => x < middle)];
  let wu = Infinity;
  for (const x of positions) {
    const a = x - END_BEYOND_BEARING_MM; // from the bearing
    if (a <= 0) continue;
    const mn = (full.mnNmm * stressAt(x)) / full.fpsMPa;
    wu = Math.min(wu, (2 * phiAt(x) * mn) / (a * (L - a)));
  }
  return wu;
}

/** Stemmed units and beams always carry at least the minimum stirrups (ACI 318-19 9.6.3); slabs none. */
const WITH_STIRRUPS: ReadonlySet<Shape["type"]> = new Set(["doubleTee", "box", "ledgerBeam"]);

/**
 * φVn at h/2 from the support (ACI 318-19 Table 22.5.6.2, simplified Vc, Apsfse ≥ 0.4 Apsfpu), Vc
 * limited to Vcw where that section lies inside the transfer length (22.5.9), with the minimum
 * stirrups of stemmed units and beams; φ = 0.75. Returns N.
 */
function shearStrength(design: Design, L: number): number {
  const { section, pattern } = design;
  const { depthMm: h } = carrying(design);
  const fc = pattern.fcMPa;
  const bw = section.webWidthMm;
  const root = Math.min(sqrt(fc), 8.3); // ACI 318-19 22.5.3.1
  const dp = h - pattern.bottomCentroidMm;
  const d = Math.max(dp, 0.8 * h);
  const x = h / 2;
  const ratio = Math.min(1, (dp * (L - 2 * x)) / (x * (L - x))); // Vu dp / Mu under uniform load
  const vc = (0.05 * root + 4.8 * ratio) * bw * d;
  let concrete = Math.min(0.42 * root * bw * d, Math.max(0.17 * root * bw * d, vc));
  const fromEnd = END_BEYOND_BEARING_MM + x;
  const lt = transferLength(design);
  if (fromEnd < lt) {
    const fpc = (effectivePrestress(design) * (fromEnd / lt)) / section.areaMm2;
    concrete = Math.min(concrete, (0.29 * root + 0.3 * fpc) * bw * d); // Vcw, 22.5.6.3.2, Vp = 0
  }
  const stirrups = WITH_STIRRUPS.has(section.shape.type) ? Math.max(0.062 * sqrt(fc), 0.35) * bw * d : 0; // 9.6.3.4
  return 0.75 * (concrete + stirrups);
}

/** φVnh of a roughened interface without ties, 0.55 bv d (ACI 318-19 Table 16.4.4.2), φ = 0.75. */
function interfaceStrength(design: Design): number {
  const { depthMm: h } = carrying(design);
  return 0.75 * 0.55 * design.section.topWidthMm * (h - design.pattern.bottomCentroidMm);
}

/**
 * Every check's safe superimposed load at one span (kN/m along the unit), and the governing one.
 * `liveShare`: the part of the superimposed load that is live (1.6); the rest is dead (1.2).
 */
export function checksAt(design: Design, spanM: number, { liveShare = 1 }: { liveShare?: number } = {}): CheckResult {
  const factor = DEAD_FACTOR * (1 - liveShare) + LIVE_FACTOR * liveShare;
  const L = spanM * 1000;
  const { section, pattern } = design;
  const { areaMm2: A, inertiaMm4: I, centroidMm: yb, depthMm: h, selfWeightKNPerM: wsw } = section;
  const c = carrying(design);
  const dead = wsw + c.toppingKNPerM; // carried by the unit alone before the topping hardens
  const fc = pattern.fcMPa;
  const P = effectivePrestress(design);
  const e = yb - pattern.strandCentroidMm;
  const [sb, st] = [I / yb, I / (h - yb)];
  const [sbc, stc] = [c.inertiaMm4 / c.centroidMm, c.inertiaMm4 / (h - c.centroidMm)];
  const m0 = (dead * L * L) / 8;
  const toLoad = (moment: number) => (8 * moment) / (L * L); // N/mm (= kN/m) giving that midspan moment
  // ACI 318-19 24.5.2.1: Class U, bottom tension ≤ 0.62 √f'c after losses.
  const tension = toLoad((0.62 * sqrt(fc) + P / A + (P * e) / sb - m0 / sb) * sbc);
  // ACI 318-19 Table 24.5.4.1: compression ≤ 0.60 f'c under total load, top of the unit and of the topping.
  let compression = toLoad((0.6 * fc - P / A + (P * e) / st - m0 / st) * stc);
  if (design.topping) {
    const top = c.inertiaMm4 / (c.depthMm - c.centroidMm);
    compression = Math.min(compression, toLoad((0.6 * design.topping.fcMPa * top) / c.n));
  }
  // ACI 318-19 9.5.1: φMn ≥ Mu for 1.2D + 1.6L, along the development length too.
  const flexure = (factoredFlexureLoad(design, L) - DEAD_FACTOR * dead) / factor;
  // ACI 318-19 9.5.1 and 22.5: φVn ≥ Vu at h/2 from the support.
  const reach = L / 2 - c.depthMm / 2;
  const shear = (shearStrength(design, L) / reach - DEAD_FACTOR * dead) / factor;
  // ACI 318-19 Table 24.2.2: immediate live-load deflection ≤ L/360 (gross section: Class U).
  const deflection = (384 * modulus(fc) * c.inertiaMm4 * (L / 360)) / (5 * L ** 4);
  const checks: Partial<Record<Check, number>> = { tension, compression, flexure, shear, deflection };
  if (design.topping) checks.interface = (interfaceStrength(design) / reach - DEAD_FACTOR * dead) / factor;
  const governs = (Object.keys(checks) as Check[]).reduce((a, b) => (checks[b]! < checks[a]! ? b : a));
  return { ...checks, governs, capacityKNPerM: checks[governs]! };
}

const floorTenth = (value: number) => Math.floor(value * 10 + 1e-9) / 10;
const wholeMm = (value: number) => Math.round(value) || 0; // never -0, which JSON cannot tell from 0

/** One cell of the table at any span, or null where the unit carries less than 0.1 beyond its own weight. */
export function capacityAt(design: Design, spanM: number): Cell | null {
  const result = checksAt(design, spanM);
  const { section } = design;
  const perM = floorTenth(result.capacityKNPerM);
  const perArea = LINE_LOAD_ONLY.has(section.product) ? null : floorTenth(result.capacityKNPerM / (section.widthMm / 1000));
  // Less than the 0.1 a table states is nothing left.
  if (!((perArea ?? perM) > 0)) return null;
  const L = spanM * 1000;
  const c = carrying(design);
  const { release, erection, longTerm } = camber(design, spanM);
  return {
    spanM,
    capacityKPa: perArea,
    capacityKNPerM: perM,
    governs: result.governs,
    camberMm: { release: wholeMm(release), erection: wholeMm(erection), longTerm: wholeMm(longTerm) },
    deflectionMm: wholeMm((5 * perM * L ** 4) / (384 * modulus(design.pattern.fcMPa) * c.inertiaMm4)),
  };
}

/** The spans of a section's table, in m, increasing; empty for piles. */
export function tableSpans(design: Design): number[] {
  const range = design.section.spansM;
  if (!range) return [];
  const spans: number[] = [];
  for (let i = 0; range.from + i * range.step <= range.to + 1e-9; i++) spans.push(Math.round((range.from + i * range.step) * 100) / 100);
  return spans;
}

/** The design's table over its section's spans; a span where nothing is left is omitted. */
export function loadTable(design: Design): Cell[] {
  return tableSpans(design).flatMap((spanM) => capacityAt(design, spanM) ?? []);
}

/**
 * Allowable concentric service load of a short, laterally supported pile (PCI Design Handbook,
 * 8th ed., piles; ACI 543R): N = Ag (0.33 f'c − 0.27 fpe), fpe the effective prestress on the
 * concrete. Structural only: the soil's capacity and slenderness are the foundation engineer's.
 */
export function allowableAxialKN(design: Design): number {
  const fpe = effectivePrestress(design) / design.section.areaMm2;
  return Math.floor((design.section.areaMm2 * (0.33 * design.pattern.fcMPa - 0.27 * fpe)) / 1000);
}
