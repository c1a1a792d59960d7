// The explainer pages' anatomy drawings (16:9): each product's section, larger than the catalogue
// drawing and annotated with the parts the Basics text names.
import {
  LEARN,
  caption,
  concrete,
  dashed,
  hdim,
  leader,
  loadArrows,
  notes,
  path,
  poly,
  rebar,
  rect,
  row,
  sheet,
  strands,
  text,
  vdim,
} from "./kit.mjs";

const size = LEARN;

export function pileAnatomy() {
  const [x0, y0, s] = [130, 130, 250];
  const c = 14;
  const sq = poly([
    [x0 + c, y0],
    [x0 + s - c, y0],
    [x0 + s, y0 + c],
    [x0 + s, y0 + s - c],
    [x0 + s - c, y0 + s],
    [x0 + c, y0 + s],
    [x0, y0 + s - c],
    [x0, y0 + c],
  ]);
  const inset = 40;
  const ring = [
    ...row(x0 + inset, x0 + s - inset, y0 + inset, 4),
    ...row(x0 + inset, x0 + s - inset, y0 + s - inset, 4),
    [x0 + inset, y0 + inset + 57],
    [x0 + inset, y0 + inset + 113],
    [x0 + s - inset, y0 + inset + 57],
    [x0 + s - inset, y0 + inset + 113],
  ];
  const [ex0, ex1, ey0, ey1] = [600, 1150, 300, 370];
  const pitch = (x) => (x < ex0 + 70 || x > ex1 - 70 ? 8 : 30);
  const spiral = [];
  for (let x = ex0 + 6; x < ex1 - 6; x += pitch(x)) spiral.push(`M${x} ${ey0 + 6}L${x + 5} ${ey1 - 6}`);
  return sheet({
    size,
    title: "Prestressed Pile",
    view: "Section and elevation",
    description:
      "Section through a square prestressed pile with twelve strands in a ring inside a continuous spiral tie and chamfered corners, and an elevation showing the spiral closely pitched at the head and tip and wider in the body, with the pick-up points.",
    body: [
      concrete(sq),
      rebar(
        `M${x0 + 26} ${y0 + 34}Q${x0 + 26} ${y0 + 26} ${x0 + 34} ${y0 + 26}H${x0 + s - 34}Q${x0 + s - 26} ${y0 + 26} ${x0 + s - 26} ${y0 + 34}V${y0 + s - 34}Q${x0 + s - 26} ${y0 + s - 26} ${x0 + s - 34} ${y0 + s - 26}H${x0 + 34}Q${x0 + 26} ${y0 + s - 26} ${x0 + 26} ${y0 + s - 34}Z`,
      ),
      strands(ring, 6),
      hdim(x0, x0 + s, y0 - 36, "10–30 IN SQUARE", y0),
      leader([x0 + s - inset, y0 + inset + 57], [x0 + s + 60, y0 + 40], "12 × 0.5 IN STRANDS"),
      leader([x0 + s - 26, y0 + 180], [x0 + s + 60, y0 + 200], "SPIRAL TIE"),
      leader([x0 + s - 6, y0 + s - 6], [x0 + s + 60, y0 + s + 10], "CHAMFER"),
      leader([x0 + 13, y0 + 120], [x0 + 40, y0 + s + 50], "3 IN COVER"),
      caption(x0 + s / 2, y0 + s + 100, "SECTION"),
      concrete(`M${ex0} ${ey0}H${ex1}V${ey1}H${ex0}Z`),
      path("u", spiral.join("")),
      path("q", `M${ex0 + 4} ${ey0 + 14}H${ex1 - 4}M${ex0 + 4} ${ey1 - 14}H${ex1 - 4}`),
      [0.21, 0.79].map((f) => path("k", `M${ex0 + (ex1 - ex0) * f} ${ey1 + 4}l-8 14h16z`)),
      hdim(ex0, ex1, ey0 - 50, "UP TO 120 FT IN ONE PIECE", ey0),
      leader([ex0 + 30, ey0 + 30], [ex0 + 20, ey1 + 80], "HEAD: SPIRAL AT 1 IN PITCH"),
      leader([(ex0 + ex1) / 2, ey0 + 30], [(ex0 + ex1) / 2 + 40, ey1 + 80], "BODY: 6 IN PITCH"),
      leader([ex1 - 30, ey0 + 40], [ex1 - 60, ey0 - 80], "TIP", "left"),
      text(ex0 + (ex1 - ex0) * 0.21, ey1 + 42, "PICK-UP POINTS", "n", "middle"),
      caption((ex0 + ex1) / 2, ey1 + 120, "ELEVATION"),
      notes(130, 530, [
        "Strands stressed to 70–80% of ultimate before casting, released at release strength:",
        "the pile leaves the plant with roughly 700–1,200 PSI of built-in compression.",
      ]),
    ],
  });
}

export function doubleTeeAnatomy() {
  const s = 6;
  const [x0, y0] = [168, 120];
  const x1 = x0 + 144 * s;
  const flange = y0 + 4 * s;
  const bottom = y0 + 30 * s;
  const mid = (x0 + x1) / 2;
  const stems = [mid - 36 * s, mid + 36 * s];
  const stem = (cx) => [
    [cx + 3.9 * s, flange],
    [cx + 2.9 * s, bottom],
    [cx - 2.9 * s, bottom],
    [cx - 3.9 * s, flange],
  ];
  const outline = poly([[x0, y0], [x1, y0], [x1, flange], ...stem(stems[1]), ...stem(stems[0]), [x0, flange]]);
  const dots = stems.flatMap((cx) => [0, 1, 2, 3, 4].map((i) => [cx, bottom - 12 - i * 14]));
  const [ex0, ex1, ey] = [168, 1032, 470];
  return sheet({
    size,
    title: "Double Tee",
    view: "Section and elevation",
    description:
      "Section through a 12 foot wide, 30 inch deep double tee with weld connectors at the flange edges and strands low in both stems, and an elevation showing the upward camber at release that flattens under load.",
    body: [
      concrete(outline),
      rebar(`M${x0 + 10} ${y0 + 12}H${x1 - 10}`),
      strands(dots, 5),
      [x0, x1 - 10].map((x) => rect("k", x, y0 + 4, 10, 16)),
      hdim(x0, x1, y0 - 40, "8–12 FT WIDE (12 FT SHOWN)", y0),
      vdim(y0, bottom, x1 + 40, "24–34 IN", x1),
      leader([x0 + 5, y0 + 12], [x0 + 30, bottom + 40], "FLANGE WELD CONNECTOR"),
      leader([mid, y0 + 12], [mid + 40, y0 + 90], "FLANGE 2–4 IN"),
      leader([stems[1], bottom - 40], [stems[1] + 90, bottom + 40], "STRANDS LOW IN EACH STEM"),
      leader([stems[0] + 18, flange + 60], [stems[0] + 80, flange + 90], "STEM"),
      caption(mid, bottom + 80, "SECTION"),
      path("c", `M${ex0} ${ey}Q${(ex0 + ex1) / 2} ${ey - 26} ${ex1} ${ey}V${ey + 30}Q${(ex0 + ex1) / 2} ${ey + 4} ${ex0} ${ey + 30}Z`),
      dashed(`M${ex0} ${ey}H${ex1}`),
      path("k", `M${ex0 + 10} ${ey + 30}h30v6h-30zM${ex1 - 40} ${ey + 30}h30v6h-30z`),
      leader([(ex0 + ex1) / 2, ey - 13], [(ex0 + ex1) / 2 + 60, ey - 60], "CAMBER AT RELEASE, FLATTENS UNDER LOAD"),
      hdim(ex0 + 25, ex1 - 25, ey + 70, "SPAN 30–60 FT", ey + 40, "above"),
    ],
  });
}

export function boxAnatomy() {
  const s = 5;
  const bw = 48 * s;
  const d = 39 * s;
  const y0 = 150;
  const xs = [240, 240 + bw + 6, 240 + 2 * (bw + 6)];
  const key = (x, dir) => [
    [x, y0 + 2 * s],
    [x + dir * 1.25 * s, y0 + 3.25 * s],
    [x + dir * 1.25 * s, y0 + 5.25 * s],
    [x, y0 + 6.5 * s],
  ];
  const beam = (x) => poly([[x, y0], [x + bw, y0], ...key(x + bw, -1), [x + bw, y0 + d], [x, y0 + d], ...key(x, 1).reverse()]);
  const voidAt = (x) => `<rect class="v" x="${x + 5 * s}" y="${y0 + 5.5 * s}" width="${bw - 10 * s}" height="${d - 11 * s}" rx="14"/>`;
  return sheet({
    size,
    title: "Adjacent Box Beams",
    view: "Section",
    description:
      "Section through three adjacent prestressed box beams: hollow voids inside 5 inch walls, strands in the bottom flange, grouted shear keys between the beams, a transverse tie through them and an optional composite deck above.",
    body: [
      dashed(`M${xs[0]} ${y0}V${y0 - 40}H${xs[2] + bw}V${y0}`),
      text((xs[0] + xs[2] + bw) / 2, y0 - 14, "OPTIONAL COMPOSITE DECK OR WEARING SURFACE", "n", "middle"),
      xs.map((x) => [concrete(beam(x)), voidAt(x), strands(row(x + 3 * s, x + bw - 3 * s, y0 + d - 2.2 * s, 11), 4)]),
      xs.slice(1).map((x) => path("g", poly([...key(x - 6, -1), ...key(x, 1).reverse()]))),
      path("l", `M${xs[0] - 30} ${y0 + d / 2}H${xs[2] + bw + 30}`, ' stroke-dasharray="16 5 3 5"'),
      path("k", `M${xs[0] - 34} ${y0 + d / 2 - 10}h6v20h-6zM${xs[2] + bw + 28} ${y0 + d / 2 - 10}h6v20h-6z`),
      hdim(xs[0], xs[0] + bw, y0 + d + 40, "3–4 FT PER BEAM", y0 + d),
      vdim(y0, y0 + d, xs[2] + bw + 80, "27–42 IN", xs[2] + bw),
      leader([xs[1] - 3, y0 + 4 * s], [xs[1] - 60, 80], "GROUTED SHEAR KEY", "left"),
      leader([xs[2] + 150, y0 + d / 2], [xs[2] + 100, y0 + d + 60], "TRANSVERSE TIE AT DIAPHRAGMS"),
      leader([xs[1] + 40, y0 + d - 2.2 * s], [xs[1] + 80, y0 + d + 80], "STRANDS IN THE BOTTOM FLANGE"),
      leader([xs[0] + 100, y0 + 80], [xs[0] + 40, y0 + d + 110], "VOID", "left"),
      leader([xs[0] + 2.5 * s, y0 + 100], [xs[0] - 60, y0 + 130], ["WALLS", "5–6 IN"], "left"),
    ],
  });
}

export function lAnatomy() {
  const s = 7;
  const x0 = 300;
  const web = x0 + 12 * s;
  const ledge = web + 7 * s;
  const y0 = 130;
  const y1 = y0 + 32 * s;
  const ly = y1 - 12 * s;
  const outline = poly([
    [x0, y0],
    [web, y0],
    [web, ly],
    [ledge, ly],
    [ledge, y1],
    [x0, y1],
  ]);
  const stem = `M${web + 10} ${y0}H${web + 260}M${web + 260} ${y0 + 4 * s}H${web + 6 * s}L${web + 5.4 * s} ${ly - 6}H${web + 1.6 * s}L${web + 1.2 * s} ${y0 + 4 * s}`;
  const [ix, iy] = [820, 130];
  const iw = 18 * s;
  const ibeam = poly([
    [ix - iw / 2, iy],
    [ix + iw / 2, iy],
    [ix + iw / 2, iy + 5 * s],
    [ix + 3 * s, iy + 8 * s],
    [ix + 3 * s, iy + 26 * s],
    [ix + 11 * s, iy + 30 * s],
    [ix + 11 * s, iy + 36 * s],
    [ix - 11 * s, iy + 36 * s],
    [ix - 11 * s, iy + 30 * s],
    [ix - 3 * s, iy + 26 * s],
    [ix - 3 * s, iy + 8 * s],
    [ix - iw / 2, iy + 5 * s],
  ]);
  return sheet({
    size,
    title: "L-Beam and I-Beam",
    view: "Sections",
    description:
      "Section through an L-beam carrying the stem of a double tee on a bearing pad on its ledge, with closed stirrups, hanger bars and strands; beside it an I-beam girder section with strands in the bottom flange.",
    body: [
      concrete(outline),
      dashed(stem),
      rect("k", web + 1.4 * s, ly - 6, 4.2 * s, 6),
      rebar(`M${x0 + 14} ${y0 + 14}H${web - 14}V${y1 - 14}H${x0 + 14}Z`),
      rebar(`M${web - 14} ${ly + 12}H${ledge - 14}V${y1 - 14}H${web - 14}`),
      strands([...row(x0 + 22, ledge - 22, y1 - 22, 5), ...row(x0 + 22, web - 22, y1 - 50, 3)], 5),
      hdim(x0, web, y0 - 34, "WEB 12–16 IN", y0),
      hdim(web, ledge, y1 + 40, "LEDGE 6–8 IN", y1),
      vdim(y0, y1, x0 - 40, "20–60 IN", x0),
      leader([web + 3.5 * s, ly - 3], [web + 140, ly + 50], "BEARING PAD"),
      leader([web + 120, y0 + 2 * s], [web + 160, y0 - 40], "DOUBLE TEE (CARRIED)"),
      leader([x0 + 14, y0 + 100], [x0 - 60, y1 + 60], "CLOSED STIRRUPS", "left"),
      leader([ledge - 14, y1 - 40], [ledge + 60, y1 + 80], "HANGER AND LEDGE STEEL"),
      caption((x0 + ledge) / 2 + 40, y1 + 140, "L-BEAM"),
      concrete(ibeam),
      strands([...row(ix - 8 * s, ix + 8 * s, iy + 34 * s, 5), ...row(ix - 5 * s, ix + 5 * s, iy + 31.5 * s, 3)], 5),
      vdim(iy, iy + 36 * s, ix + 11 * s + 40, "DEPTH TO SUIT SPAN", ix + 11 * s),
      leader([ix, iy + 34 * s], [ix + 120, iy + 36 * s + 50], "STRANDS"),
      caption(ix, iy + 36 * s + 100, "I-BEAM GIRDER"),
    ],
  });
}

export function hollowCoreAnatomy() {
  const s = 9.5;
  const pw = 48 * s;
  const y0 = 210;
  const y1 = y0 + 12 * s;
  const xs = [130, 130 + pw + 8];
  const edge = (x, d) => [
    [x, y0],
    [x, y0 + 2 * s],
    [x + d * 0.6 * s, y0 + 3 * s],
    [x + d * 0.6 * s, y0 + 6 * s],
    [x, y0 + 7.5 * s],
    [x, y1 - s],
    [x + d * 0.25 * s, y1],
  ];
  const plank = (x) => poly([...edge(x, 1).reverse(), ...edge(x + pw, -1)]);
  const cores = (x) => [0, 1, 2, 3, 4].map((i) => x + 4.8 * s + i * 9.6 * s);
  return sheet({
    size,
    title: "Hollow Core Planks",
    view: "Section",
    description:
      "Section through two 4 foot wide hollow core planks: five continuous voids each at mid-depth, strands in the webs between the voids, a grouted keyway where the planks meet, and an optional topping.",
    body: [
      dashed(`M${xs[0]} ${y0}V${y0 - 2 * s}H${xs[1] + pw}V${y0}`),
      text(600, y0 - 2 * s - 12, "OPTIONAL 2 IN TOPPING", "n", "middle"),
      xs.map((x) => [
        concrete(plank(x)),
        cores(x).map(
          (cx) => `<rect class="v" x="${cx - 3.5 * s}" y="${y0 + 1.5 * s}" width="${7 * s}" height="${9 * s}" rx="${3.5 * s}"/>`,
        ),
        strands(
          [
            x + 1.2 * s,
            ...cores(x)
              .slice(0, 4)
              .map((cx) => cx + 4.8 * s),
            x + pw - 1.2 * s,
          ].map((wx) => [wx, y1 - 1.75 * s]),
          5,
        ),
      ]),
      path("g", poly([...edge(xs[1] - 8, -1), ...edge(xs[1], 1).reverse()].slice(0, 12))),
      hdim(xs[0], xs[0] + pw, y1 + 50, "48 IN NOMINAL WIDTH", y1),
      vdim(y0, y1, xs[1] + pw + 40, "6–16 IN", xs[1] + pw),
      leader([cores(xs[0])[2], y0 + 60], [cores(xs[0])[2] + 30, 120], "CONTINUOUS VOIDS AT MID-DEPTH"),
      leader([xs[1] - 4, y0 + 4.5 * s], [xs[1] + 60, y1 + 90], "GROUTED KEYWAY"),
      leader([cores(xs[1])[2] + 4.8 * s, y1 - 1.75 * s], [cores(xs[1])[2] + 80, y1 + 60], "STRANDS IN THE WEBS"),
      notes(130, 500, ["Up to 40% lighter than a solid slab of the same depth · fire rating 1–2 h · STC 50–60"]),
    ],
  });
}

export function flatSlabAnatomy() {
  const s = 6;
  const pw = 48 * s;
  const y0 = 220;
  const d = 8 * s;
  // Left of centre, leaving the depth's figure room at the right.
  const xs = [120, 120 + pw + 6, 120 + 2 * (pw + 6)];
  const x1 = xs[2] + pw;
  const [ex0, ex1, ey] = [200, 1000, 430];
  return sheet({
    size,
    title: "Flat Slab",
    view: "Section and elevation",
    description:
      "Section through three solid prestressed flat slabs with strands near the soffit, grouted joints and a composite topping, and an elevation of one slab spanning between two supports under a uniform floor load.",
    body: [
      rect("j", xs[0], y0 - 2 * s, x1 - xs[0], 2 * s),
      text((xs[0] + x1) / 2, y0 - 2 * s - 12, "COMPOSITE TOPPING", "n", "middle"),
      xs.map((x) => [concrete(`M${x} ${y0}H${x + pw}V${y0 + d}H${x}Z`), strands(row(x + 3 * s, x + pw - 3 * s, y0 + d - 1.75 * s, 9), 4)]),
      xs.slice(1).map((x) => path("g", `M${x - 6} ${y0}H${x}V${y0 + d - 12}L${x - 3} ${y0 + d}L${x - 6} ${y0 + d - 12}Z`)),
      vdim(y0, y0 + d, x1 + 40, "6–10 IN", x1),
      hdim(xs[0], xs[0] + pw, y0 - 60, "4–8 FT WIDE", y0 - 2 * s),
      leader([xs[1] - 3, y0 + 10], [xs[1] - 40, y0 + d + 60], "GROUTED JOINT", "left"),
      leader([xs[2] + 100, y0 + d - 1.75 * s], [xs[2] + 140, y0 + d + 60], "STRANDS NEAR THE SOFFIT"),
      caption((xs[0] + x1) / 2, y0 + d + 110, "SECTION"),
      loadArrows(ex0 + 30, ex1 - 30, ey - 4, 12),
      concrete(`M${ex0} ${ey}H${ex1}V${ey + 30}H${ex0}Z`),
      path("q", `M${ex0 + 8} ${ey + 25}H${ex1 - 8}`),
      dashed(`M${ex0 - 10} ${ey + 34}h60v50h-60zM${ex1 - 50} ${ey + 34}h60v50h-60z`),
      path("k", `M${ex0 + 14} ${ey + 30}h24v4h-24zM${ex1 - 38} ${ey + 30}h24v4h-24z`),
      hdim(ex0 + 26, ex1 - 26, ey + 110, "SPAN 10–30 FT · SMOOTH SOFFIT CAN STAY EXPOSED", ey + 84, "above"),
    ],
  });
}
