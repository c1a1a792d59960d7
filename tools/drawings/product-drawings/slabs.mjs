// Floor, roof and deck units: double tee, hollow core, flat slab and bridge planks.
// Each is drawn to scale at its section marked "drawn" in sections.json (rules §9, §13).
import { drawnSection } from "./sections.mjs";
import { caption, concrete, dashed, hdim, leader, notes, poly, rebar, row, sheet, strands, vdim, words } from "./sheet.mjs";

/** 12 ft wide, 30 in deep pretopped double tee (4.7 px/in), stems 6 ft on centres. */
export function doubleTee() {
  const dt = drawnSection("double-t-slabs");
  const s = 4.7;
  const x0 = 62;
  const y0 = 150;
  const width = dt.widthMm * s;
  const x1 = x0 + width;
  const flange = y0 + dt.flangeMm * s;
  const bottom = y0 + dt.depthMm * s;
  const mid = (x0 + x1) / 2;
  const stems = [mid - (dt.stemSpacingMm / 2) * s, mid + (dt.stemSpacingMm / 2) * s];
  const stem = (cx) => [
    [cx + (dt.stemTopMm / 2) * s, flange],
    [cx + (dt.stemBottomMm / 2) * s, bottom],
    [cx - (dt.stemBottomMm / 2) * s, bottom],
    [cx - (dt.stemTopMm / 2) * s, flange],
  ];
  const outline = poly([[x0, y0], [x1, y0], [x1, flange], ...stem(stems[1]), ...stem(stems[0]), [x0, flange]]);
  const strandDots = stems.flatMap((cx) => dt.strands.map((row) => [cx, bottom - row.y * s]));
  return sheet({
    title: "Double T Slabs",
    description:
      "Section through a 12 foot wide, 30 inch deep prestressed double tee: a 4 inch flange on two tapered stems six feet apart, each stem holding a vertical line of strands. Widths 8 to 12 feet, spans 30 to 60 feet.",
    body: [
      concrete(outline),
      rebar(`M${x0 + 8} ${(y0 + flange) / 2}H${x1 - 8}`),
      strands(strandDots),
      hdim(x0, x1, y0 - 40, "8–12 FT WIDE, 12 FT SHOWN", y0),
      vdim(y0, bottom, x1 + 28, "30 IN", x1, true),
      hdim(stems[0], stems[1], bottom + 46, "STEMS 6 FT ON CENTRES", bottom),
      leader([x0 + 40, flange - 3], [x0 + 20, bottom + 84], "FLANGE 2–4 IN + MESH"),
      leader([stems[1], bottom - 34], [stems[1] + 50, bottom + 84], "PRESTRESSED STRANDS", "left"),
      notes(40, 430, ["SPAN 30–60 FT WITHOUT INTERMEDIATE COLUMNS", "f′c 5,000–7,000 PSI · PRETOPPED OR FIELD TOPPED"]),
    ].join("\n"),
  });
}

/** 48 in wide, 12 in deep hollow core (13 px/in): five continuous cores and grouted keyways. */
export function hollowCore() {
  const hc = drawnSection("hollow-core");
  const s = 13;
  const x0 = 88;
  const x1 = x0 + hc.widthMm * s;
  const y0 = 160;
  const y1 = y0 + hc.depthMm * s;
  // Edge profile: a keyway recess at mid-depth on both long edges.
  const edge = (x, d) => [
    [x, y0],
    [x, y0 + 2 * s],
    [x + d * 0.6 * s, y0 + 3 * s],
    [x + d * 0.6 * s, y0 + 6 * s],
    [x, y0 + 7.5 * s],
    [x, y1 - s],
    [x + d * 0.25 * s, y1],
  ];
  const outline = poly([...edge(x0, 1).reverse(), ...edge(x1, -1)]);
  const { count, pitchMm, widthMm, heightMm, bottomMm } = hc.cores;
  const pitch = pitchMm * s;
  const first = x0 + ((hc.widthMm - (count - 1) * pitchMm) / 2) * s;
  const cores = Array.from({ length: count }, (_, i) => first + i * pitch);
  const coreW = widthMm * s;
  const coreH = heightMm * s;
  const cy = y1 - (bottomMm + heightMm) * s;
  const voids = cores.map((cx) => `<rect class="v" x="${cx - coreW / 2}" y="${cy}" width="${coreW}" height="${coreH}" rx="${coreW / 2}"/>`);
  const webs = [x0 + 1.2 * s, ...cores.slice(0, -1).map((cx) => cx + pitch / 2), x1 - 1.2 * s];
  return sheet({
    title: "Hollow Core",
    description:
      "Section through a 4 foot wide, 12 inch deep hollow core plank with five continuous oval cores, strands in the webs between them, grouted keyways on both edges and an optional 2 inch topping. Depths 8 to 12 inches, spans 10 to 45 feet.",
    body: [
      dashed(`M${x0} ${y0 - 2 * s}H${x1}V${y0}M${x0} ${y0}V${y0 - 2 * s}`),
      concrete(outline),
      ...voids,
      strands(webs.map((x) => [x, y1 - hc.strands[0].y * s])),
      hdim(x0, x1, y0 - 2 * s - 30, "48 IN NOMINAL WIDTH", y0 - 2 * s),
      vdim(y0, y1, x1 + 36, "8–12 IN", x1, true),
      words(400, y0 - s + 5, "OPTIONAL 2 IN CAST-IN-PLACE TOPPING", 'text-anchor="middle" class="n"'),
      leader([cores[3], cy + 30], [cores[3] + 60, y1 + 50], "CONTINUOUS CORES"),
      leader([x0 + 4, y0 + 4.5 * s], [x0 + 20, y1 + 50], "GROUTED KEYWAY"),
      leader([webs[2], y1 - 1.75 * s], [webs[2] + 20, y1 + 88], "0.5 IN STRANDS"),
      notes(40, 440, ["SPAN 10–45 FT · FIRE RATING 1–2 H · STC 50–60", "CORES CUT WEIGHT BY UP TO 40%"]),
    ].join("\n"),
  });
}

/** 8 ft wide, 8 in solid slab (5 px/in) and an elevation over its span. */
export function flatSlab() {
  const fs = drawnSection("flat-slab");
  const s = 5;
  const x0 = 136;
  const x1 = x0 + fs.widthMm * s;
  const y0 = 100;
  const y1 = y0 + fs.depthMm * s;
  const ch = 0.75 * s;
  const outline = poly([
    [x0, y0],
    [x1, y0],
    [x1, y1 - ch],
    [x1 - ch, y1],
    [x0 + ch, y1],
    [x0, y1 - ch],
  ]);
  // Elevation, depth exaggerated for legibility.
  const ex0 = 100;
  const ex1 = 700;
  const ey0 = 300;
  const ey1 = 326;
  const load = Array.from({ length: 13 }, (_, i) => ex0 + 30 + i * 45);
  return sheet({
    title: "Flat Slab",
    description:
      "Section through an 8 foot wide, 8 inch deep solid prestressed flat slab with a row of strands near the soffit, and an elevation of the slab on two bearings under a uniform load. Depths 6 or 8 inches, spans 10 to 30 feet.",
    body: [
      concrete(outline),
      strands(row(x0 + 3 * s, x1 - 3 * s, y1 - fs.strands[0].y * s, fs.strands[0].count), 3.8),
      hdim(x0, x1, y0 - 34, "8 FT TYPICAL WIDTH", y0),
      vdim(y0, y1, x1 + 32, "6 OR 8 IN", x1),
      caption(400, y1 + 36, "SECTION"),
      load.map((x) => `<path class="d" d="M${x} 250V${ey0 - 4}" marker-end="url(#a)"/>`).join(""),
      `<path class="d" d="M${ex0 + 30} 250H${load.at(-1)}"/>${words(400, 242, "UNIFORM FLOOR LOAD", 'text-anchor="middle" class="n"')}`,
      concrete(`M${ex0} ${ey0}H${ex1}V${ey1}H${ex0}Z`),
      `<path class="q" d="M${ex0 + 8} ${ey1 - 6}H${ex1 - 8}"/>`,
      dashed(`M${ex0 - 10} ${ey1 + 4}h60v60h-60zM${ex1 - 50} ${ey1 + 4}h60v60h-60z`),
      `<path class="k" d="M${ex0 + 14} ${ey1 + 4}h24v-4h-24zM${ex1 - 38} ${ey1 + 4}h24v-4h-24z"/>`,
      hdim(ex0 + 26, ex1 - 26, ey1 + 100, "SPAN 10–30 FT", ey1 + 68, "above"),
      caption(400, 466, "ELEVATION"),
      notes(40, 466, ["f′c 5,000 PSI MIN."]),
      notes(600, 466, ["SMOOTH SOFFIT"]),
    ].join("\n"),
  });
}

/** Three 4 ft by 12 in bridge planks (3.9 px/in) with grouted shear keys under a wearing surface. */
export function bridgePlanks() {
  const bp = drawnSection("concrete-bridge-planks");
  const s = 3.9;
  const x0 = 60;
  const y0 = 226;
  const y1 = y0 + bp.depthMm * s;
  const plankW = bp.widthMm * s;
  const gap = 2;
  const key = (x, d) => [
    [x, y0 + 2 * s],
    [x + d * 2 * s, y0 + 4 * s],
    [x + d * 2 * s, y0 + 7 * s],
    [x, y0 + 9 * s],
  ];
  const planks = [0, 1, 2].map((i) => {
    const a = x0 + i * plankW + (i === 0 ? 0 : gap);
    const b = x0 + (i + 1) * plankW - (i === 2 ? 0 : gap);
    const left =
      i === 0
        ? [
            [a, y1],
            [a, y0],
          ]
        : [[a, y1], ...key(a, 1).reverse(), [a, y0]];
    const right =
      i === 2
        ? [
            [b, y0],
            [b, y1],
          ]
        : [[b, y0], ...key(b, -1), [b, y1]];
    return concrete(poly([...left, ...right]));
  });
  const joints = [1, 2].map((i) => x0 + i * plankW);
  const grout = joints.map((x) => `<path class="g" d="${poly([...key(x - gap, -1), ...key(x + gap, 1).reverse()])}"/>`);
  const dots = [0, 1, 2].flatMap((i) =>
    row(x0 + i * plankW + 3 * s, x0 + (i + 1) * plankW - 3 * s, y1 - bp.strands[0].y * s, bp.strands[0].count),
  );
  return sheet({
    title: "Concrete Bridge Planks",
    description:
      "Section through a bridge deck of three 4 foot wide, 12 inch deep prestressed planks joined by grouted shear keys under a wearing surface. Widths 4 to 8 feet, depths 10 or 12 inches, lengths 15 to 45 feet. Bridge loading (AASHTO LRFD HL-93) is checked for each bridge.",
    body: [
      dashed(`M${x0} ${y0}V${y0 - 4 * s}H${x0 + 3 * plankW}V${y0}`),
      ...planks,
      ...grout,
      strands(dots, 4),
      leader([x0 + 24, y0 - 2 * s], [x0 + 44, y0 - 48], "WEARING SURFACE"),
      hdim(x0, x0 + plankW, y1 + 42, "4–8 FT PER PLANK", y1),
      vdim(y0, y1, x0 + 3 * plankW + 30, "10 OR 12 IN", x0 + 3 * plankW),
      leader([joints[1], y0 + 5.5 * s], [joints[1] + 40, y1 + 60], "GROUTED SHEAR KEY"),
      leader([x0 + plankW + 3 * s + (4 * (plankW - 6 * s)) / 7, y1 - 2 * s], [x0 + plankW + 120, y1 + 100], "PRESTRESSED STRANDS", "left"),
      notes(40, 430, ["LENGTH 15–45 FT · f′c 5,000–6,000 PSI", "BRIDGE LOADING (AASHTO LRFD HL-93) CHECKED FOR EACH BRIDGE"]),
    ].join("\n"),
  });
}
