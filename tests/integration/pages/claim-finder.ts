// Finds the span, depth and load claims in a product's text, English or Spanish, and says which
// its typical sections do not back (productRanges, app/catalogue/engineering/claims.ts). A claim
// is a quantity ("20 to 50 ft", "6.1 a 15.2 m", "up to 500 tons", "610 or 815 mm") whose nearest
// descriptor in its clause is a span, depth or load word; one nearer to a width, a ledge, a wall
// or the like describes that part instead.
import type { ProductRanges } from "../../../app/catalogue/engineering/claims";

type Kind = "span" | "depth" | "load";

/** Each unit: what it measures and its factor to the ranges' units (m, mm, kPa, kN/m, kN). */
const UNITS: Record<string, { kind: Kind; si: string; factor: number }> = {
  m: { kind: "span", si: "m", factor: 1 },
  ft: { kind: "span", si: "m", factor: 0.3048 },
  mm: { kind: "depth", si: "mm", factor: 1 },
  in: { kind: "depth", si: "mm", factor: 25.4 },
  kpa: { kind: "load", si: "kPa", factor: 1 },
  psf: { kind: "load", si: "kPa", factor: 0.047880259 },
  "kn/m": { kind: "load", si: "kN/m", factor: 1 },
  plf: { kind: "load", si: "kN/m", factor: 0.014593903 },
  kn: { kind: "load", si: "kN", factor: 1 },
  kip: { kind: "load", si: "kN", factor: 4.448222 },
  ton: { kind: "load", si: "kN", factor: 8.896443 },
  /** A metric tonne (Spanish pages write weights in t in either unit system). */
  t: { kind: "load", si: "kN", factor: 9.80665 },
};
const UNIT_NAMES: Record<string, string> = {
  feet: "ft",
  foot: "ft",
  pies: "ft",
  inch: "in",
  inches: "in",
  pulgadas: "in",
  kips: "kip",
  tons: "ton",
};

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const QUANTITY = new RegExp(
  String.raw`(?<![\w.,-])(?<upTo>(?:up to|hasta)\s+)?(?<from>${NUMBER})(?:\s*(?<joint>–|-|\bto\b|\ba\b|\bor\b|\bo\b)\s*(?<to>${NUMBER}))?\s*` +
    String.raw`(?<unit>mm|m|inch(?:es)?|in|pulgadas|ft|feet|foot|pies|kpa|psf|kn\/m|plf|kn|kips?|tons?|t)(?![\w²³/])`,
  "gi",
);

const WORDS: Record<Kind | "part", RegExp> = {
  span: /\b(?:spans?|spanning|claros?|lengths?|longitud(?:es)?|largos?|long|salvan?|clear)\b/gi,
  depth: /\b(?:depths?|deep|peraltes?|espesor|thick(?:ness)?|square|cuadrad[oa]s?|cross-section|sección transversal)\b/gi,
  load: /\b(?:loads?|loading|cargas?|capacity|capacidad)\b/gi,
  // Descriptors of something else than the product's span, depth or load.
  part: new RegExp(
    String.raw`(?<![\p{L}])(?:(?:wall|flange|web) thickness|wide|widths?|anch[oa]s?|flanges?|patín|walls?|pared(?:es)?|webs?|alma|ledges?|ménsulas?|topping|capa|cover|recubrimiento|stirrups?|estribos?|strands?|torones|chamfer|chaflán|connectors?|conectores|modules?|módulos|centres|entre ejes|a cada|axle|eje|wheels?|ruedas?|izaje|pick)(?![\p{L}])`,
    "giu",
  ),
};

/** Sentences and clauses: a claim's descriptor is in the same clause. */
const clauses = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|[;·•|\n]|:\s|,\s|\s(?:and|y|with|con)\s/)
    .map((clause) => clause.trim())
    .filter(Boolean);

type Found = { kind: Kind; text: string; values: number[]; upTo: boolean; list: boolean; si: string };

function claimsIn(clause: string): Found[] {
  const found: Found[] = [];
  for (const match of clause.matchAll(QUANTITY)) {
    const groups = match.groups!;
    const unitKey = groups.unit!.toLowerCase();
    const unit = UNITS[UNIT_NAMES[unitKey] ?? unitKey]!;
    const [start, end] = [match.index, match.index + match[0].length];
    // The nearest descriptor of this quantity's kind, or of a part: whichever is closer says what it measures.
    let nearest: { distance: number; claim: boolean } | null = null;
    for (const [kind, words] of Object.entries(WORDS)) {
      if (kind !== unit.kind && kind !== "part") continue;
      for (const word of clause.matchAll(words)) {
        const [ws, we] = [word.index, word.index + word[0].length];
        const distance = ws >= end ? ws - end : start >= we ? start - we : 0;
        // A tie goes to the part: "Wall Thickness" measures a wall.
        const closer = !nearest || distance < nearest.distance || (distance === nearest.distance && kind === "part");
        if (closer) nearest = { distance, claim: kind !== "part" };
      }
    }
    if (!nearest?.claim) continue;
    const numbers = [groups.from, groups.to].filter((n): n is string => n !== undefined);
    found.push({
      kind: unit.kind,
      text: match[0].trim(),
      values: numbers.map((n) => Number(n.replaceAll(",", "")) * unit.factor),
      upTo: groups.upTo !== undefined,
      list: /^(?:or|o)$/i.test(groups.joint ?? ""),
      si: unit.si,
    });
  }
  return found;
}

const DEPTH_ROUNDING_MM = 5;
const EPSILON = 1e-9;

/** Why `claim` is not backed by `ranges`, or null when it is. */
function problem(claim: Found, ranges: ProductRanges): string | null {
  if (claim.kind === "span") {
    // A pile spans nothing: its length is not a span.
    if (!ranges.spansM) return null;
    return within(claim, ranges.spansM, 0) ? null : `span ${show(ranges.spansM)} m`;
  }
  if (claim.kind === "depth") {
    const { each } = ranges.depthsMm;
    const isSection = (mm: number) => each.some((depth) => Math.abs(depth - mm) <= DEPTH_ROUNDING_MM);
    const ok = claim.values.length === 2 && !claim.list ? within(claim, ranges.depthsMm, DEPTH_ROUNDING_MM) : claim.values.every(isSection);
    return ok ? null : `section depths ${each.map((d) => Math.round(d)).join(", ")} mm`;
  }
  if (claim.si !== ranges.loads.unit) return `loads in ${ranges.loads.unit} only`;
  return within(claim, ranges.loads, 0) ? null : `loads ${show(ranges.loads)} ${ranges.loads.unit}`;
}

function within(claim: Found, range: { min: number; max: number }, slack: number): boolean {
  const low = claim.upTo ? range.min : Math.min(...claim.values);
  return low >= range.min - slack - EPSILON && Math.max(...claim.values) <= range.max + slack + EPSILON;
}

const show = ({ min, max }: { min: number; max: number }) => `${+min.toFixed(1)}–${+max.toFixed(1)}`;

/** Every claim in `text` its product's tables do not back, as "where: «clause» (the tables: …)". */
export function uncoveredClaims(text: string, ranges: ProductRanges, where: string): string[] {
  return clauses(text).flatMap((clause) =>
    claimsIn(clause).flatMap((claim) => {
      const why = problem(claim, ranges);
      return why ? [`${where}: ${claim.kind} "${claim.text}" in «${clause}» (tables: ${why})`] : [];
    }),
  );
}
