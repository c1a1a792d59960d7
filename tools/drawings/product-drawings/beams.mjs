// Beams: box beam, L-beam (with a supported double tee) and inverted tee (with double tees on
// both ledges), each drawn to scale at its section marked "drawn" in sections.json (rules §9, §13).
import { drawnSection } from "./sections.mjs";
import { concrete, dashed, hdim, hollow, leader, notes, poly, rebar, row, sheet, strands, vdim, words } from "./sheet.mjs";

const rounded = (x0, y0, x1, y1, k = 8) =>
  `M${x0} ${y0 + k}V${y1 - k}Q${x0} ${y1} ${x0 + k} ${y1}H${x1 - k}Q${x1} ${y1} ${x1} ${y1 - k}V${y0 + k}Q${x1} ${y0} ${x1 - k} ${y0}H${x0 + k}Q${x0} ${y0} ${x0} ${y0 + k}Z`;

/** 48 in wide, 39 in deep box beam (6.4 px/in): 5.5 in flanges, 5 in webs, chamfered void, shear keys. */
export function boxBeam() {
  const bx = drawnSection("box-beams");
  const s = 6.4;
  const x0 = 400 - (bx.widthMm / 2) * s;
  const x1 = 400 + (bx.widthMm / 2) * s;
  const y0 = 110;
  const y1 = y0 + bx.depthMm * s;
  const key = (x, d) => [
    [x, y0 + 2 * s],
    [x + d * 1.25 * s, y0 + 3.25 * s],
    [x + d * 1.25 * s, y0 + 5.25 * s],
    [x, y0 + 6.5 * s],
  ];
  const outline = poly([[x0, y0], [x1, y0], ...key(x1, -1), [x1, y1], [x0, y1], ...key(x0, 1).reverse()]);
  const [vx0, vx1, vy0, vy1, ch] = [
    x0 + bx.webMm * s,
    x1 - bx.webMm * s,
    y0 + bx.topFlangeMm * s,
    y1 - bx.bottomFlangeMm * s,
    bx.chamferMm * s,
  ];
  const voidPath = poly([
    [vx0 + ch, vy0],
    [vx1 - ch, vy0],
    [vx1, vy0 + ch],
    [vx1, vy1 - ch],
    [vx1 - ch, vy1],
    [vx0 + ch, vy1],
    [vx0, vy1 - ch],
    [vx0, vy0 + ch],
  ]);
  // Top strands (rows above mid-depth) sit in the top flange, bottom ones in the bottom flange.
  const dots = bx.strands.flatMap((r) => row(x0 + 2.5 * s, x1 - 2.5 * s, y1 - r.y * s, r.count));
  return sheet({
    title: "Box Beams",
    description:
      "Section through a 48 inch wide, 39 inch deep prestressed box beam: 5 to 6 inch walls around a chamfered void, two rows of strands in the bottom flange and shear keys on both sides for grouting adjacent beams. Spans 30 to 95 feet.",
    body: [
      concrete(outline),
      hollow(voidPath),
      words(400, (vy0 + vy1) / 2 + 6, "VOID", 'text-anchor="middle" class="b"'),
      strands(dots, 4),
      hdim(x0, x1, y0 - 36, "36 OR 48 IN", y0),
      vdim(y0, y1, x1 + 48, "27 OR 39 IN", x1, true),
      leader([x0 + 2.5 * s, 235], [x0 - 50, 250], "WALLS 5–6 IN", "left"),
      leader([x0 + 0.6 * s, y0 + 4.25 * s], [x0 - 50, 120], "SHEAR KEY", "left"),
      leader([x0 + 2 * s + ((44 * s) / 12) * 3, y1 - 2 * s], [x0 - 50, y1 + 24], "STRANDS, 2 ROWS", "left"),
      notes(40, 430, ["SPAN 30–95 FT · f′c 6,000–8,000 PSI", "PLACED SIDE BY SIDE, KEYS GROUTED"]),
    ].join("\n"),
  });
}

/** L-beam, 32 in deep (9 px/in): 12 in web, 6 in ledge 12 in deep, carrying a double tee stem. */
export function lBeam() {
  const lb = drawnSection("l-beams");
  const s = 9;
  const x0 = 250;
  const web = x0 + lb.webMm * s;
  const ledge = web + lb.ledgeMm * s;
  const y0 = 100;
  const y1 = y0 + lb.depthMm * s;
  const ly = y1 - lb.ledgeDepthMm * s;
  const outline = poly([
    [x0, y0],
    [web, y0],
    [web, ly],
    [ledge, ly],
    [ledge, y1],
    [x0, y1],
  ]);
  const stemBottom = ly - 0.4 * s;
  const dt = `M${web + 4} ${y0}H640M640 ${y0 + 4 * s}H${web + 5.3 * s}L${web + 4.8 * s} ${stemBottom}H${web + 1.6 * s}L${web + 1.2 * s} ${y0 + 4 * s}H${web + 4}`;
  // The lowest row spreads under the ledge too; every other row, top strands included, sits in the web.
  const dots = lb.strands.flatMap((r, i) => row(x0 + 2 * s, (i === 0 ? ledge : web) - 2 * s, y1 - r.y * s, r.count));
  return sheet({
    title: "I-Beams",
    view: "L-BEAM CROSS-SECTION",
    description:
      "Section through a 32 inch deep prestressed L-beam: a 12 inch web with a 6 inch ledge that carries the stem of a double tee on a bearing pad, stirrups and ledge hanger bars, strands in the bottom. Webs 12 to 16 inches, ledges 6 to 8 inches, spans 20 to 50 feet.",
    body: [
      dashed(dt),
      `<path class="x" d="M640 ${y0 - 8}l-8 14 16 12 -8 ${4 * s - 10}"/>`,
      concrete(outline),
      `<path class="k" d="M${web + 1.4 * s} ${ly}h${3.6 * s}v-${0.4 * s}h-${3.6 * s}z"/>`,
      rebar(rounded(x0 + 1.3 * s, y0 + 1.3 * s, web - 1.3 * s, y1 - 1.3 * s)),
      rebar(`M${web - 3 * s} ${ly + 1.4 * s}H${ledge - 1.3 * s}V${y1 - 1.3 * s}`),
      strands(dots, 4.5),
      hdim(x0, web, y0 - 34, "WEB 12–16 IN", y0),
      hdim(web, ledge, y1 + 40, "LEDGE 6–8 IN", y1),
      vdim(y0, y1, x0 - 36, "24 OR 32 IN", x0),
      leader([web + 3.4 * s, y0 + 14 * s], [540, 260], "SUPPORTED DOUBLE TEE"),
      leader([web + 3.2 * s, ly - 1], [540, 340], "BEARING PAD"),
      leader([ledge - 3 * s, y1 - 2 * s], [540, 400], "PRESTRESSED STRANDS"),
      notes(40, 484, ["SPAN 20–50 FT · f′c 6,000 PSI MIN."]),
    ].join("\n"),
  });
}

/** Inverted tee, 36 in deep (8 px/in): 16 in stem, 6 in ledges both sides, double tees on each. */
export function invertedTee() {
  const it = drawnSection("inverted-beams");
  const s = 8;
  const stem0 = 400 - (it.webMm / 2) * s;
  const stem1 = 400 + (it.webMm / 2) * s;
  const l0 = stem0 - it.ledgeMm * s;
  const l1 = stem1 + it.ledgeMm * s;
  const y0 = 110;
  const y1 = y0 + it.depthMm * s;
  const ly = y1 - it.ledgeDepthMm * s;
  const outline = poly([
    [stem0, y0],
    [stem1, y0],
    [stem1, ly],
    [l1, ly],
    [l1, y1],
    [l0, y1],
    [l0, ly],
    [stem0, ly],
  ]);
  const sb = ly - 0.4 * s;
  const tee = (d) => {
    const e = d < 0 ? stem0 - 4 : stem1 + 4;
    const far = 400 + d * 290;
    return `M${e} ${y0}H${far}M${far} ${y0 + 3 * s}H${e + d * 5.2 * s}L${e + d * 4.8 * s} ${sb}H${e + d * 1.6 * s}L${e + d * 1.2 * s} ${y0 + 3 * s}H${e}`;
  };
  const pad = (x) => `<path class="k" d="M${x} ${ly}h${3.6 * s}v-${0.4 * s}h-${3.6 * s}z"/>`;
  // Rows within the ledges' depth spread across them; rows above (top strands) sit in the stem.
  const dots = it.strands.flatMap((r) =>
    r.y < it.ledgeDepthMm ? row(l0 + 2 * s, l1 - 2 * s, y1 - r.y * s, r.count) : row(stem0 + 2 * s, stem1 - 2 * s, y1 - r.y * s, r.count),
  );
  return sheet({
    title: "Inverted Beams",
    description:
      "Section through a 36 inch deep prestressed inverted tee beam: a 16 inch stem with 6 inch ledges on both sides, each ledge carrying a double tee stem on a bearing pad so the floor stays at one level. Depths 20 or 36 inches, spans 15 to 55 feet.",
    body: [
      dashed(tee(-1)),
      dashed(tee(1)),
      concrete(outline),
      pad(l0 + 1.2 * s),
      pad(stem1 + 1.2 * s),
      rebar(rounded(stem0 + 1.3 * s, y0 + 1.3 * s, stem1 - 1.3 * s, y1 - 1.3 * s)),
      rebar(rounded(l0 + 1.3 * s, ly + 1.3 * s, l1 - 1.3 * s, y1 - 1.3 * s, 6)),
      strands(dots, 4),
      hdim(l0, stem0, y1 + 40, "6 IN", y1),
      hdim(stem1, l1, y1 + 40, "6 IN", y1),
      vdim(y0, y1, 730, "20 OR 36 IN", 690),
      `<path class="d" d="M${l1 + 4} ${y1}H724"/>`,
      leader([400 - 200, y0 + 1.5 * s], [150, 76], "DOUBLE TEES, ONE EACH SIDE", "right"),
      leader([stem0 - 3 * s, ly + 6 * s], [200, 380], "LEDGE", "left"),
      leader([l0 + 2 * s, y1 - 2 * s], [200, 436], "STRANDS", "left"),
      notes(560, 446, ["SPAN 15–55 FT", "f′c 6,000 PSI MIN."]),
    ].join("\n"),
  });
}
