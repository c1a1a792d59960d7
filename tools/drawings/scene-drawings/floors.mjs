// Floor scenes: apartments and townhouses on walls, an office frame, a mezzanine and a plank
// being set, plus the L-beam parking façade of the explainer.
import { GALLERY, car, ground, hdim, leader, member, mobileCrane, path, person, rect, sheet, slings, text } from "./kit.mjs";
import { floorUnit, frame, wallFrame } from "./frames.mjs";

const KIND = {
  hollow: { name: "hollow core", label: "HOLLOW CORE FLOORS", depth: 16 },
  flat: { name: "solid flat slab", label: "FLAT SLAB FLOORS", depth: 12 },
};

/** Rooms with people and tables, one storey high, on floor y. */
function furnish(x1, x2, y, seed) {
  const out = [];
  for (let x = x1 + 40, i = seed; x < x2 - 60; x += 120, i++) {
    out.push(i % 2 ? person(x, y) : `${path("u", `M${x - 20} ${y - 22}h40M${x - 16} ${y - 22}v22M${x + 16} ${y - 22}v22`)}`);
  }
  return out;
}

export function apartmentFloors({ w, h } = GALLERY, { kind = "hollow" } = {}) {
  const grade = h - 130;
  const storey = (grade - 110) / 4;
  const levels = [1, 2, 3, 4].map((i) => grade - i * storey);
  const n = w > 900 ? 5 : 4;
  const walls = Array.from({ length: n }, (_, i) => 70 + (i * (w - 140)) / (n - 1));
  const k = KIND[kind];
  return sheet({
    size: { w, h },
    title: kind === "hollow" ? "Apartment Block" : "Townhouses",
    view: "Section",
    description: `Section through a four-storey residential block: ${k.name} floors span from one load-bearing wall to the next, with the roof of the same units.`,
    body: [
      ground(13, w - 13, grade, h - 101),
      wallFrame({ walls, levels, grade, kind, floorDepth: k.depth }),
      path("l", `M${walls[0] - 8} ${levels[3]}v-16M${walls.at(-1) + 8} ${levels[3]}v-16`),
      [grade, ...levels.slice(0, 3)].flatMap((y, i) => walls.slice(0, -1).map((x, j) => furnish(x + 8, walls[j + 1] - 8, y, i + j))),
      hdim(walls[0], walls[1], levels[3] - 34, kind === "hollow" ? "SPAN 10–45 FT" : "SPAN 10–30 FT", levels[3] - 16),
      leader([walls[1] + 60, levels[1] + k.depth / 2], [walls[1] + 110, levels[1] + storey / 2], k.label),
      leader([walls[2], levels[2] + storey / 2], [walls[2] + 60, levels[2] + storey * 0.35], "LOAD-BEARING WALL"),
    ],
  });
}

export function officeFrame({ w, h } = GALLERY) {
  const grade = 470;
  const cols = [60, 300, 540, 740];
  const levels = [370, 270, 170, 70];
  return sheet({
    size: { w, h },
    title: "Office Frame",
    view: "Section",
    description:
      "Section through a four-storey office building framed in precast: hollow core floors bear on the ledges of inverted tee beams at the interior columns and of L-beams at the edges.",
    body: [
      ground(13, w - 13, grade, h - 101),
      frame({ cols, levels, grade, kind: "hollow", floorDepth: 16, ledgeH: 12, spandrel: 14 }),
      [grade, ...levels.slice(0, 3)].flatMap((y, i) => cols.slice(0, -1).map((x, j) => furnish(x + 14, cols[j + 1] - 14, y, i + j))),
      hdim(cols[0], cols[1], 40, "30 FT", 56),
      leader([cols[1] + 90, levels[1] + 8], [cols[1] + 120, levels[1] + 50], "HOLLOW CORE ON LEDGES"),
      leader([cols[2], levels[2] + 20], [cols[2] + 40, levels[2] + 60], "INVERTED TEE BEAM"),
    ],
  });
}

export function mezzaninePlatform({ w, h } = GALLERY) {
  const grade = 470;
  const deck = 290;
  const cols = [430, 590, 740];
  return sheet({
    size: { w, h },
    title: "Mezzanine Platform",
    view: "Section",
    description:
      "Section through an industrial hall: a mezzanine platform of precast floor slabs on precast beams and columns, reached by a stair, above the production floor with machinery and a forklift.",
    body: [
      ground(13, w - 13, grade, h - 101),
      path("l", `M50 ${grade}V150L400 80L750 150V${grade}`),
      path("u", `M50 150H750M120 136V150M190 122V150M260 108V150M330 94V150M470 94V150M540 108V150M610 122V150M680 136V150`),
      frame({ cols, levels: [deck], grade, kind: "flat", floorDepth: 14, ledgeH: 12, spandrel: 0 }),
      path("l", `M${cols[0] - 12} ${deck - 40}H${cols[2] + 12}`),
      path("u", `M${cols[0] - 12} ${deck - 40}V${deck}M${cols[1]} ${deck - 40}V${deck}M${cols[2] + 12} ${deck - 40}V${deck}`),
      path("l", `M300 ${grade}L${cols[0] - 12} ${deck}`),
      path("u", Array.from({ length: 10 }, (_, i) => `M${300 + i * 12.2} ${grade - i * 18}v-18h12.2`).join("")),
      rect("o", 80, grade - 70, 120, 70),
      rect("o", 100, grade - 100, 60, 30),
      path("g", `M230 ${grade - 8}h50v-40h-20l-10-20h-20z`),
      `<circle class="o" cx="240" cy="${grade - 8}" r="8"/><circle class="o" cx="272" cy="${grade - 8}" r="8"/>`,
      person(520, deck),
      person(650, deck),
      person(500, grade),
      rect("o", 620, grade - 50, 80, 50),
      hdim(cols[0], cols[2], 200, "PLATFORM 2 BAYS", deck - 40),
      leader([510, deck + 7], [470, 380], "PRECAST FLOOR SLABS"),
      text(140, grade - 110, "MACHINERY", "n", "middle"),
    ],
  });
}

export function plankErection({ w, h } = GALLERY, { kind = "hollow" } = {}) {
  const grade = 470;
  const level = 300;
  const walls = [60, 280, 500];
  const k = KIND[kind];
  const hookX = 380;
  const y = 190;
  return sheet({
    size: { w, h },
    title: kind === "hollow" ? "Hollow Core Erection" : "Flat Slab Erection",
    view: "Elevation",
    description: `A mobile crane lowers a ${k.name} plank on a lifting clamp onto the walls of the next bay, beside the bay already floored.`,
    body: [
      ground(13, w - 13, grade, h - 101),
      walls.map((x) => rect("j", x - 8, level + k.depth, 16, grade - level - k.depth)),
      floorUnit(kind, walls[0] - 8, level, walls[1], k.depth),
      floorUnit(kind, walls[1] + 14, y, walls[2] - 6, k.depth),
      path("l", `M${walls[1] + 40} ${y - 24}H${walls[2] - 30}`),
      slings(
        [hookX, y - 80],
        [
          [walls[1] + 40, y - 24],
          [walls[2] - 30, y - 24],
        ],
      ),
      path("u", `M${walls[1] + 40} ${y - 24}V${y + k.depth}M${walls[2] - 30} ${y - 24}V${y + k.depth}`),
      mobileCrane(720, grade, [hookX + 10, 40], y - 80, -1),
      path("d", `M${hookX} ${y + k.depth + 10}V${level - 10}`, ' stroke-dasharray="3 5" marker-end="url(#a)"'),
      person(150, level),
      person(walls[2] + 60, grade),
      leader([walls[1] + 120, y + k.depth / 2], [walls[1] - 20, 140], kind === "hollow" ? "HOLLOW CORE PLANK" : "FLAT SLAB", "left"),
      leader([walls[1], level + 60], [180, 400], "BEARING WALL", "left"),
    ],
  });
}

/** Explainer hero for L-beams: the outside of a parking structure, spandrels between columns. */
export function spandrelFacade({ w, h }) {
  const grade = 540;
  const cols = [80, 360, 640, 920, 1120];
  const levels = [430, 320, 210, 100];
  return sheet({
    size: { w, h },
    title: "Parking Structure Façade",
    view: "Elevation",
    description:
      "Outside elevation of a four-level precast parking structure: L-beam spandrels span between the columns at every level, forming the façade and the barrier at the deck edge, with the double tees behind them.",
    body: [
      ground(13, w - 13, grade, h - 101),
      cols.map((x) => rect("c", x - 12, levels[3] - 10, 24, grade - levels[3] + 10)),
      levels.flatMap((y) => cols.slice(0, -1).map((x, i) => member(x + 12, y - 30, cols[i + 1] - 12, 44))),
      levels.slice(1).flatMap((y) => cols.slice(0, -1).map((x, i) => car(x + 50 + (i % 2) * 60, y + 80, 1.2))),
      cols.slice(0, -1).map((x, i) => car(x + 80 + (i % 2) * 60, grade, 1.2)),
      person(300, grade),
      hdim(cols[1], cols[2], 44, "SPANDREL SPAN UP TO 50 FT", levels[3] - 30),
      leader([cols[2] + 140, levels[1] - 8], [cols[2] + 170, levels[1] + 50], "L-BEAM SPANDREL"),
      leader([cols[3], levels[2] + 60], [cols[3] + 40, levels[2] + 90], "PRECAST COLUMN"),
    ],
  });
}
