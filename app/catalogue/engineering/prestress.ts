// A design's prestress and its section: forces at release and after losses, the transfer and
// development lengths, the composite section a topping makes, stresses at release and camber
// (docs/load-span-method.md §2, §4, §5). Units: N, mm, MPa.
import { JACKING_MPA, CONCRETE_KN_PER_M3, type Design } from "./sections";

/** Lump-sum losses: at release (elastic shortening, relaxation before transfer) and in service (all). */
const LOSS_AT_RELEASE = 0.1;
const LOSS_IN_SERVICE = 0.2;

/** Ec = 4700 √f'c (ACI 318-19 19.2.2.1(b), MPa). */
export const modulus = (fc: number) => 4700 * Math.sqrt(fc);

/** Effective prestressing force after all losses, N. */
export const effectivePrestress = (design: Design) => design.pattern.strandAreaMm2 * JACKING_MPA * (1 - LOSS_IN_SERVICE);
/** Prestressing force just after release, N. */
const initialPrestress = (design: Design) => design.pattern.strandAreaMm2 * JACKING_MPA * (1 - LOSS_AT_RELEASE);

const largestStrand = (design: Design) => Math.max(...design.pattern.strands.map((row) => row.diameterMm));

/** ℓt = 50 db (ACI 318-19 22.5.9.3, 21.2.3): the prestress grows linearly over it from the end. */
export const transferLength = (design: Design) => 50 * largestStrand(design);

/** ℓd = (fse / 21) db + ((fps − fse) / 7) db (ACI 318-19 25.4.8.1, MPa): full fps is reached there. */
export function developmentLength(design: Design, fpsMPa: number): number {
  const fse = JACKING_MPA * (1 - LOSS_IN_SERVICE);
  return (fse / 21 + (fpsMPa - fse) / 7) * largestStrand(design);
}

/** The section that carries the superimposed load: the unit, or the unit with its topping transformed to the unit's concrete. */
export type Carrying = {
  /** Overall depth, topping included. */
  depthMm: number;
  areaMm2: number;
  inertiaMm4: number;
  centroidMm: number;
  /** Modular ratio of the topping to the unit (0 without one). */
  n: number;
  /** The topping's weight along the unit while wet, kN/m (0 without one). */
  toppingKNPerM: number;
};

const carried = new WeakMap<Design, Carrying>();

export function carrying(design: Design): Carrying {
  let result = carried.get(design);
  if (result) return result;
  const { section, pattern, topping } = design;
  if (!topping) {
    result = {
      depthMm: section.depthMm,
      areaMm2: section.areaMm2,
      inertiaMm4: section.inertiaMm4,
      centroidMm: section.centroidMm,
      n: 0,
      toppingKNPerM: 0,
    };
  } else {
    const n = modulus(topping.fcMPa) / modulus(pattern.fcMPa);
    const b = section.topWidthMm;
    const t = topping.depthMm;
    const at = n * b * t;
    const yt = section.depthMm + t / 2;
    const area = section.areaMm2 + at;
    const yc = (section.areaMm2 * section.centroidMm + at * yt) / area;
    const inertia = section.inertiaMm4 + section.areaMm2 * (yc - section.centroidMm) ** 2 + (n * b * t ** 3) / 12 + at * (yt - yc) ** 2;
    result = {
      depthMm: section.depthMm + t,
      areaMm2: area,
      inertiaMm4: inertia,
      centroidMm: yc,
      n,
      toppingKNPerM: b * t * 1e-6 * CONCRETE_KN_PER_M3,
    };
  }
  carried.set(design, result);
  return result;
}

export type ReleaseStresses = {
  /** Tension positive, MPa: top and bottom fibre at the end of the transfer length (no self-weight moment). */
  topEnd: number;
  bottomEnd: number;
  /** At midspan of the shortest unit in the table, with its self-weight. */
  topMid: number;
  bottomMid: number;
  /** ACI 318-19 24.5.3: tension ≤ 0.50 √f'ci at ends and 0.25 √f'ci elsewhere; compression ≤ 0.70 f'ci at ends, 0.60 f'ci elsewhere. */
  limits: { tensionEnd: number; tensionMid: number; compressionEnd: number; compressionMid: number };
  ok: boolean;
};

/** Stresses just after release, the unit resting on its ends (lengths: span + 2 × 50 mm). */
export function releaseStresses(design: Design): ReleaseStresses {
  const { section, pattern } = design;
  const P = initialPrestress(design);
  const e = section.centroidMm - pattern.strandCentroidMm;
  const sb = section.inertiaMm4 / section.centroidMm;
  const st = section.inertiaMm4 / (section.depthMm - section.centroidMm);
  const lengthMm = (section.spansM?.from ?? 0) * 1000 + 100;
  const m = (section.selfWeightKNPerM * lengthMm ** 2) / 8;
  const root = Math.sqrt(pattern.fciMPa);
  const limits = {
    tensionEnd: 0.5 * root,
    tensionMid: 0.25 * root,
    compressionEnd: 0.7 * pattern.fciMPa,
    compressionMid: 0.6 * pattern.fciMPa,
  };
  const topEnd = -P / section.areaMm2 + (P * e) / st;
  const bottomEnd = -P / section.areaMm2 - (P * e) / sb;
  const topMid = topEnd - m / st;
  const bottomMid = bottomEnd + m / sb;
  const ok =
    topEnd <= limits.tensionEnd + 1e-9 &&
    topMid <= limits.tensionMid + 1e-9 &&
    -bottomEnd <= limits.compressionEnd + 1e-9 &&
    -bottomMid <= limits.compressionMid + 1e-9;
  return { topEnd, bottomEnd, topMid, bottomMid, limits, ok };
}

/**
 * Camber of a unit at a span, mm, upward positive: at release from the initial prestress and
 * self-weight (Eci), then with the PCI Design Handbook's long-time multipliers (8th ed., Table
 * 5.8.2): at erection 1.80 × prestress − 1.85 × self-weight; long-term 2.45 and 2.70, or with a
 * composite topping 2.20, 2.40 and 2.30 × the topping's own deflection.
 */
export function camber(design: Design, spanM: number): { release: number; erection: number; longTerm: number } {
  const { section, pattern } = design;
  const L = spanM * 1000;
  const eci = modulus(pattern.fciMPa);
  const e = section.centroidMm - pattern.strandCentroidMm;
  const up = (initialPrestress(design) * e * L * L) / (8 * eci * section.inertiaMm4);
  const down = (5 * section.selfWeightKNPerM * L ** 4) / (384 * eci * section.inertiaMm4);
  const { toppingKNPerM } = carrying(design);
  const topping = (5 * toppingKNPerM * L ** 4) / (384 * modulus(pattern.fcMPa) * section.inertiaMm4);
  const longTerm = design.topping ? 2.2 * up - 2.4 * down - 2.3 * topping : 2.45 * up - 2.7 * down;
  return { release: up - down, erection: 1.8 * up - 1.85 * down, longTerm };
}
