// The inverted beams explainer's drawings (16:9): the section with a tee on each ledge, and the
// load path from tee stem to column.
import { LEARN, caption, concrete, dashed, hdim, leader, notes, path, poly, rebar, rect, row, sheet, strands, text, vdim } from "./kit.mjs";

const size = LEARN;

/** The inverted tee itself, centred at cx: web, ledges, strands and hanger stirrups; returns geometry too. */
function invertedTeeSection(cx, y0, s) {
  const web = 14 * s;
  const ledge = 6 * s;
  const depth = 36 * s;
  const lh = 12 * s;
  const y1 = y0 + depth;
  const ly = y1 - lh;
  const [a, b] = [cx - web / 2, cx + web / 2];
  const outline = poly([
    [a, y0],
    [b, y0],
    [b, ly],
    [b + ledge, ly],
    [b + ledge, y1],
    [a - ledge, y1],
    [a - ledge, ly],
    [a, ly],
  ]);
  const parts = [
    concrete(outline),
    rebar(`M${a + 12} ${y0 + 12}H${b - 12}V${y1 - 12}H${a + 12}Z`),
    rebar(`M${a - ledge + 12} ${ly + 12}H${b + ledge - 12}V${y1 - 12}H${a - ledge + 12}Z`),
    strands([...row(a - ledge + 22, b + ledge - 22, y1 - 22, 6), ...row(a + 20, b - 20, y1 - 46, 3)], 4.5),
  ];
  return { parts, a, b, ledge, ly, y1 };
}

export function invertedAnatomy() {
  const s = 6.5;
  const cx = 600;
  const y0 = 120;
  const { parts, a, b, ledge, ly, y1 } = invertedTeeSection(cx, y0, s);
  const stemL = `M${a - 300} ${y0}H${a - 6}M${a - 6} ${y0 + 4 * s}H${a - 1.4 * s}L${a - 1.8 * s} ${ly - 6}H${a - 5 * s}L${a - 5.4 * s} ${y0 + 4 * s}H${a - 300}`;
  const stemR = `M${b + 300} ${y0}H${b + 6}M${b + 6} ${y0 + 4 * s}H${b + 1.4 * s}L${b + 1.8 * s} ${ly - 6}H${b + 5 * s}L${b + 5.4 * s} ${y0 + 4 * s}H${b + 300}`;
  return sheet({
    size,
    title: "Inverted Tee Beam",
    view: "Section",
    description:
      "Section through an inverted tee beam carrying a double tee stem on a bearing pad on each ledge, so both floors sit within the beam depth; hanger stirrups, ledge steel and strands are shown with the web, ledge and depth dimensions.",
    body: [
      dashed(stemL),
      dashed(stemR),
      parts,
      rect("k", a - 4.8 * s, ly - 6, 3.4 * s, 6),
      rect("k", b + 1.4 * s, ly - 6, 3.4 * s, 6),
      hdim(a, b, y0 - 36, "WEB 12–16 IN", y0),
      hdim(a - ledge, a, y1 + 40, "6 IN", y1),
      hdim(b, b + ledge, y1 + 40, "6 IN", y1),
      vdim(y0, y1, b + ledge + 320, "20 OR 36 IN", b + ledge + 300),
      leader([a - 180, y0 + 2 * s], [a - 200, y0 - 40], "DOUBLE TEE, BAY 1", "left"),
      leader([b + 180, y0 + 2 * s], [b + 200, y0 - 40], "DOUBLE TEE, BAY 2"),
      leader([b + 3 * s, ly - 3], [b + 120, ly + 40], "BEARING PAD ON LEDGE"),
      leader([a + 12, y0 + 90], [a - 120, ly + 20], "HANGER STIRRUPS", "left"),
      leader([cx, y1 - 22], [cx - 90, y1 + 100], "STRANDS", "left"),
      text(cx, y1 + 140, "THE FLOOR SITS WITHIN THE BEAM DEPTH", "b", "middle"),
    ],
  });
}

export function invertedLoadPath() {
  const s = 6;
  const cx = 330;
  const y0 = 110;
  const { parts, a, b, ly, y1 } = invertedTeeSection(cx, y0, s);
  const [ex0, ex1, ey] = [620, 1140, 260];
  const stems = Array.from({ length: 7 }, (_, i) => ex0 + 40 + i * ((ex1 - ex0 - 80) / 6));
  return sheet({
    size,
    title: "Inverted Tee Load Path",
    view: "Section and elevation",
    description:
      "Load path through an inverted tee: the double tee stem reaction lands on the ledge, hanger stirrups carry it up into the web, the beam carries it in bending to its ends, and each end bears on a column corbel.",
    body: [
      parts,
      path("a", `M${a - 3 * s} ${y0 + 20}V${ly - 4}M${b + 3 * s} ${y0 + 20}V${ly - 4}`, ' marker-end="url(#b)"'),
      path("a", `M${a + 22} ${y1 - 30}V${y0 + 40}M${b - 22} ${y1 - 30}V${y0 + 40}`, ' marker-end="url(#b)"'),
      text(a - 3 * s - 10, y0 + 14, "1", "b", "end"),
      text(a + 10, y0 + 30, "2", "b", "middle"),
      caption(cx, y1 + 50, "SECTION AT MIDSPAN"),
      rect("c", ex0 - 30, ey - 60, 30, 220),
      rect("c", ex1, ey - 60, 30, 220),
      concrete(`M${ex0} ${ey + 50}h20v20h-20zM${ex1} ${ey + 50}h-20v20h20z`),
      concrete(`M${ex0} ${ey}H${ex1}V${ey + 50}H${ex0}Z`),
      path("q", `M${ex0 + 8} ${ey + 42}H${ex1 - 8}`),
      stems.map((x) => path("a", `M${x} ${ey - 50}V${ey - 3}`, ' marker-end="url(#b)"')),
      path("a", `M${ex0 + 10} ${ey + 130}V${ey + 76}M${ex1 - 10} ${ey + 130}V${ey + 76}`, ' marker-end="url(#b)"'),
      text((ex0 + ex1) / 2, ey - 64, "TEE STEM REACTIONS", "n", "middle"),
      text((ex0 + ex1) / 2, ey + 30, "3", "b", "middle"),
      text(ex0 + 24, ey + 150, "4", "b"),
      text(ex1 - 30, ey + 150, "4", "b", "end"),
      caption((ex0 + ex1) / 2, ey + 190, "ELEVATION: BEAM ON COLUMN CORBELS"),
      notes(60, 490, [
        "1  Each tee stem's reaction lands on the ledge, on its bearing pad.",
        "2  Hanger stirrups lift it from the ledge up into the web.",
        "3  The prestressed beam carries the line of reactions in bending to its ends.",
        "4  Each end bears on a column corbel, welded in place before the floor goes on.",
      ]),
    ],
  });
}
