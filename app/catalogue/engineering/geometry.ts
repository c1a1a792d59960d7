// Section geometry: the shapes of sections.json as polygons (mm, x across, y up from the soffit)
// and their gross properties. Pure arithmetic, no dependencies: server code and tools may import it.

type Point = readonly [x: number, y: number];
type Polygon = readonly Point[];

/** The shapes sections.json describes; the product drawings are made from the same numbers. */
export type Shape =
  | {
      type: "hollowCore";
      widthMm: number;
      depthMm: number;
      /** Oval cores (a rectangle rounded by half its smaller side) centred across the width. */
      cores: { count: number; widthMm: number; heightMm: number; bottomMm: number; pitchMm: number };
    }
  | {
      type: "doubleTee";
      widthMm: number;
      depthMm: number;
      flangeMm: number;
      stemSpacingMm: number;
      stemTopMm: number;
      stemBottomMm: number;
    }
  | { type: "rectangle"; widthMm: number; depthMm: number }
  | { type: "box"; widthMm: number; depthMm: number; topFlangeMm: number; bottomFlangeMm: number; webMm: number; chamferMm: number }
  /** An L-beam (one ledge) or an inverted tee (two): a web standing on a wider bottom. */
  | { type: "ledgerBeam"; webMm: number; ledgeMm: number; ledgeDepthMm: number; depthMm: number; ledges: 1 | 2 }
  | { type: "squarePile"; sideMm: number; chamferMm: number };

/** A section as concrete: the outline less its voids. */
export type Outline = { outline: Polygon; voids: Polygon[] };

export type GrossProperties = {
  depthMm: number;
  /** Overall width; for a beam, the widest part. */
  widthMm: number;
  /** Width of the compression face (the top). */
  topWidthMm: number;
  /** Web width for shear: the concrete across the section at its narrowest (cores, webs, stem). */
  webWidthMm: number;
  areaMm2: number;
  /** Centroid height above the soffit. */
  centroidMm: number;
  /** Moment of inertia about the horizontal centroidal axis. */
  inertiaMm4: number;
};

const rect = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

/** An oval core: a rectangle whose corners are rounded by half its smaller side (a circle when square). */
function oval(cx: number, y0: number, width: number, height: number, segments = 32): Polygon {
  const r = Math.min(width, height) / 2;
  const [left, right, low, high] = [cx - width / 2 + r, cx + width / 2 - r, y0 + r, y0 + height - r];
  const corners: [number, number, number][] = [
    [right, low, -Math.PI / 2],
    [right, high, 0],
    [left, high, Math.PI / 2],
    [left, low, Math.PI],
  ];
  return corners.flatMap(([x, y, start]) =>
    Array.from({ length: segments + 1 }, (_, i): Point => {
      const a = start + (Math.PI / 2) * (i / segments);
      return [x + r * Math.cos(a), y + r * Math.sin(a)];
    }),
  );
}

export function outlineOf(shape: Shape): Outline {
  switch (shape.type) {
    case "rectangle":
      return { outline: rect(0, 0, shape.widthMm, shape.depthMm), voids: [] };
    case "hollowCore": {
      const { count, widthMm, heightMm, bottomMm, pitchMm } = shape.cores;
      const first = shape.widthMm / 2 - ((count - 1) * pitchMm) / 2;
      const voids = Array.from({ length: count }, (_, i) => oval(first + i * pitchMm, bottomMm, widthMm, heightMm));
      return { outline: rect(0, 0, shape.widthMm, shape.depthMm), voids };
    }
    case "doubleTee": {
      const { widthMm: w, depthMm: h, flangeMm: f, stemSpacingMm: s, stemTopMm: top, stemBottomMm: bottom } = shape;
      const stem = (cx: number): Point[] => [
        [cx + top / 2, h - f],
        [cx + bottom / 2, 0],
        [cx - bottom / 2, 0],
        [cx - top / 2, h - f],
      ];
      const [left, right] = [w / 2 - s / 2, w / 2 + s / 2];
      // Clockwise from the top left corner, down and round each stem.
      const outline: Point[] = [[0, h], [w, h], [w, h - f], ...stem(right), ...stem(left), [0, h - f]];
      return { outline, voids: [] };
    }
    case "box": {
      const { widthMm: w, depthMm: h, topFlangeMm: t, bottomFlangeMm: b, webMm: web, chamferMm: c } = shape;
      const [x0, x1, y0, y1] = [web, w - web, b, h - t];
      const hole: Polygon = [
        [x0 + c, y0],
        [x1 - c, y0],
        [x1, y0 + c],
        [x1, y1 - c],
        [x1 - c, y1],
        [x0 + c, y1],
        [x0, y1 - c],
        [x0, y0 + c],
      ];
      return { outline: rect(0, 0, w, h), voids: [hole] };
    }
    case "ledgerBeam": {
      const { webMm: web, ledgeMm: ledge, ledgeDepthMm: ld, depthMm: h, ledges } = shape;
      const left = ledges === 2 ? ledge : 0;
      const width = web + ledge * ledges;
      const outline: Point[] = [
        [0, 0],
        [width, 0],
        [width, ld],
        [left + web, ld],
        [left + web, h],
        [left, h],
        [left, ld],
        [0, ld],
      ];
      return { outline, voids: [] };
    }
    case "squarePile": {
      const { sideMm: a, chamferMm: c } = shape;
      const outline: Polygon = [
        [c, 0],
        [a - c, 0],
        [a, c],
        [a, a - c],
        [a - c, a],
        [c, a],
        [0, a - c],
        [0, c],
      ];
      return { outline, voids: [] };
    }
  }
}

/** Area, first moment about y = 0 and second moment about y = 0 of a simple polygon (either winding). */
function moments(polygon: Polygon) {
  let a = 0;
  let qy = 0;
  let iy = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    qy += cross * (y0 + y1);
    iy += cross * (y0 * y0 + y0 * y1 + y1 * y1);
  }
  const sign = a < 0 ? -1 : 1;
  return { area: (sign * a) / 2, firstMoment: (sign * qy) / 6, secondMoment: (sign * iy) / 12 };
}

/** The net area and the centroid height of concrete above height y (the compression zone from the top down). */
export function areaAbove(section: Outline, y: number): { area: number; centroidMm: number } {
  const parts = [{ polygon: section.outline, sign: 1 }, ...section.voids.map((polygon) => ({ polygon, sign: -1 }))];
  let area = 0;
  let first = 0;
  for (const { polygon, sign } of parts) {
    const clipped = clipAbove(polygon, y);
    if (clipped.length < 3) continue;
    const m = moments(clipped);
    area += sign * m.area;
    first += sign * m.firstMoment;
  }
  return { area, centroidMm: area > 0 ? first / area : y };
}

/** The part of a polygon at or above height y (one Sutherland–Hodgman pass). */
function clipAbove(polygon: Polygon, y: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % polygon.length]!;
    const pIn = p[1] >= y;
    const qIn = q[1] >= y;
    if (pIn) out.push(p);
    if (pIn !== qIn) {
      const t = (y - p[1]) / (q[1] - p[1]);
      out.push([p[0] + t * (q[0] - p[0]), y]);
    }
  }
  return out;
}

/** The stretches of a polygon across height y, left to right (a strand drawing places strands in them). */
export function acrossAt(polygon: Polygon, y: number): [from: number, to: number][] {
  const xs: number[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    if ((y0 <= y && y1 > y) || (y1 <= y && y0 > y)) xs.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
  }
  xs.sort((a, b) => a - b);
  const stretches: [number, number][] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) stretches.push([xs[i]!, xs[i + 1]!]);
  return stretches;
}

/** The width of concrete at height y: the outline's width less the voids' widths there. */
function widthAt(section: Outline, y: number): number {
  const span = (polygon: Polygon) => acrossAt(polygon, y).reduce((sum, [from, to]) => sum + to - from, 0);
  return span(section.outline) - section.voids.reduce((sum, v) => sum + span(v), 0);
}

export function grossProperties(shape: Shape): GrossProperties {
  const section = outlineOf(shape);
  let area = 0;
  let first = 0;
  let second = 0;
  for (const [polygon, sign] of [[section.outline, 1] as const, ...section.voids.map((v) => [v, -1] as const)]) {
    const m = moments(polygon);
    area += sign * m.area;
    first += sign * m.firstMoment;
    second += sign * m.secondMoment;
  }
  const centroid = first / area;
  const ys = section.outline.map(([, y]) => y);
  const xs = section.outline.map(([x]) => x);
  const depth = Math.max(...ys) - Math.min(...ys);
  // Shear width: the narrowest concrete between the bottom strands' level and the top flange.
  // A tapered stem counts at its mean width (PCI Design Handbook), the two stems of a double tee together.
  let web = Infinity;
  for (let i = 1; i < 40; i++) web = Math.min(web, widthAt(section, (depth * i) / 40));
  if (shape.type === "doubleTee") web = shape.stemTopMm + shape.stemBottomMm;
  return {
    depthMm: depth,
    widthMm: Math.max(...xs) - Math.min(...xs),
    topWidthMm: widthAt(section, depth - 1e-6),
    webWidthMm: web,
    areaMm2: area,
    centroidMm: centroid,
    inertiaMm4: second - area * centroid * centroid,
  };
}
