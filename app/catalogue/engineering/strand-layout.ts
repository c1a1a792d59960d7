// Where a section's strands sit across it. sections.json gives each row's count, diameter and
// height only (all the load tables need); a drawing also needs each strand's x. One rule for every
// shape: a row's strands share the concrete at its height (a hollow core's webs, a beam's or pile's
// full width; a double tee's stems, its flange's strands over them), and within each part they
// spread evenly, as far from its sides as the lowest row is from the soffit when they fit so, else
// in equal shares of it.
import { acrossAt, outlineOf, type Outline, type Shape } from "./geometry";
import type { StrandRow } from "./sections";

type StrandPoint = { x: number; y: number; diameterMm: number };

type Interval = readonly [from: number, to: number];

/** Centre-to-centre spacing, in diameters, below which strands spread in equal shares instead. */
const MIN_SPACING_DIAMETERS = 3;

/** The parts of `from` that no interval of `holes` covers. */
function subtract(from: Interval[], holes: Interval[]): Interval[] {
  return holes.reduce<Interval[]>(
    (parts, [h0, h1]) =>
      parts.flatMap(([a, b]): Interval[] => {
        if (h1 <= a || h0 >= b) return [[a, b]];
        return [...(h0 > a ? [[a, h0] as const] : []), ...(h1 < b ? [[h1, b] as const] : [])];
      }),
    from,
  );
}

/** The parts both lists cover. */
function intersect(a: Interval[], b: Interval[]): Interval[] {
  return a.flatMap(([a0, a1]) =>
    b.flatMap(([b0, b1]): Interval[] => {
      const [from, to] = [Math.max(a0, b0), Math.min(a1, b1)];
      return to > from ? [[from, to]] : [];
    }),
  );
}

/** The concrete across the section over a strand's height (its centre and its top and bottom). */
function concreteAcross(section: Outline, y: number, radius: number): Interval[] {
  const at = (h: number) =>
    subtract(
      acrossAt(section.outline, h),
      section.voids.flatMap((v) => acrossAt(v, h)),
    );
  return [y - radius, y + radius].reduce((parts, h) => intersect(parts, at(h)), at(y));
}

/** Where a shape holds its strands across, when not wherever there is concrete: a double tee in and over its stems. */
function zones(shape: Shape): Interval[] | null {
  if (shape.type !== "doubleTee") return null;
  const half = Math.max(shape.stemTopMm, shape.stemBottomMm) / 2;
  return [-1, 1].map((side) => {
    const centre = shape.widthMm / 2 + (side * shape.stemSpacingMm) / 2;
    return [centre - half, centre + half] as const;
  });
}

/** How many of `count` strands each of `parts` takes: equal shares, the rest spread evenly from both ends. */
function shares(count: number, parts: number): number[] {
  const out = Array.from({ length: parts }, () => Math.floor(count / parts));
  const rest = count % parts;
  if (rest === 1) out[Math.floor((parts - 1) / 2)]! += 1;
  else for (let j = 0; j < rest; j++) out[Math.round((j * (parts - 1)) / (rest - 1))]! += 1;
  return out;
}

/** `count` positions across [from, to]: at `cover` from each side when they fit so, else centred in equal shares. */
function spread([from, to]: Interval, count: number, cover: number, diameterMm: number): number[] {
  const width = to - from;
  if (count === 1) return [from + width / 2];
  const fits = (width - 2 * cover) / (count - 1) >= MIN_SPACING_DIAMETERS * diameterMm;
  const side = fits ? cover : width / (2 * count);
  return Array.from({ length: count }, (_, i) => from + side + (i * (width - 2 * side)) / (count - 1));
}

/** Each strand of `rows` as a point in the section (mm, origin at its bottom-left), row by row, left to right. */
export function strandLayout(shape: Shape, rows: readonly StrandRow[]): StrandPoint[] {
  const section = outlineOf(shape);
  const cover = Math.min(...rows.map((row) => row.yMm));
  const held = zones(shape);
  return rows.flatMap(({ count, diameterMm, yMm }) => {
    const across = concreteAcross(section, yMm, diameterMm / 2);
    const parts = held ? intersect(across, held) : across;
    if (parts.length === 0 || count <= 0) return [];
    const taken = shares(count, parts.length);
    return parts.flatMap((part, i) => (taken[i] ? spread(part, taken[i], cover, diameterMm) : []).map((x) => ({ x, y: yMm, diameterMm })));
  });
}
