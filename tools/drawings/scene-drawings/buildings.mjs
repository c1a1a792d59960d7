// Building scenes: parking structure, double tee erection, warehouse, podium deck, apartments,
// office frame and mezzanine, each a section through a precast frame.
import {
  GALLERY,
  car,
  ground,
  hdim,
  leader,
  mobileCrane,
  path,
  person,
  racking,
  rect,
  sheet,
  slings,
  teeElevation,
  text,
  truck,
  windows,
} from "./kit.mjs";
import { frame, invertedTee, lBeam } from "./frames.mjs";

const GRADE = 470;

export function parkingDeck({ w, h } = GALLERY, { bays = 2 } = {}) {
  const x0 = 70;
  const bay = (w - 2 * x0) / bays;
  const cols = Array.from({ length: bays + 1 }, (_, i) => x0 + i * bay);
  const grade = h - 130;
  const storey = (grade - 100) / 3;
  const levels = [1, 2, 3].map((i) => grade - i * storey);
  const wide = w > 900;
  return sheet({
    size: { w, h },
    title: "Parking Structure",
    view: "Section",
    description: `Section through a ${bays + 1}-level precast parking structure: double tees span ${bays === 2 ? "both bays" : "each bay"} between inverted tee beams on the interior columns and L-beam spandrels at the edges, with cars parked on every level.`,
    body: [
      ground(13, w - 13, grade, h - 101),
      frame({ cols, levels, grade, kind: "tee", floorDepth: 26, ledgeH: 14, spandrel: 30 }),
      [grade, ...levels].flatMap((y) => cols.slice(0, -1).flatMap((x) => [car(x + 30, y, 1.1), car(x + bay - 110, y, 1.1)])),
      person(cols[1] + 130, grade),
      hdim(cols[0], cols[1], 48, wide ? "60 FT CLEAR SPAN, NO INTERIOR COLUMNS" : "60 FT SPAN", levels[2] - 30),
      leader([cols[0] + bay / 2, levels[1] + 13], [cols[0] + bay / 2 - 40, levels[1] + storey * 0.55], "DOUBLE TEES"),
      leader([cols[1] + 10, levels[1] + 36], [cols[1] + 60, levels[1] + storey * 0.45], "INVERTED TEE BEAM"),
      leader([cols[0] - 6, levels[2] - 10], [cols[0] + 40, levels[2] + storey * 0.55], "L-BEAM SPANDREL"),
      leader([cols[bays] - 4, grade - 50], [cols[bays] - 60, grade - 50], "PRECAST COLUMN", "left"),
    ],
  });
}

export function doubleTeeErection({ w, h } = GALLERY) {
  const cols = [60, 300, 540];
  const deck = 300;
  const hookX = 420;
  const teeY = 190;
  return sheet({
    size: { w, h },
    title: "Double Tee Erection",
    view: "Elevation",
    description:
      "A mobile crane lifts a double tee with a spreader beam and slings onto the ledges of an inverted tee beam and an L-beam; the first bay is already decked.",
    body: [
      ground(13, w - 13, GRADE, h - 101),
      rect("c", cols[0] - 10, deck - 30, 20, GRADE - deck + 30),
      rect("c", cols[1] - 10, deck, 20, GRADE - deck),
      rect("c", cols[2] - 10, deck - 30, 20, GRADE - deck + 30),
      teeElevation(cols[0] + 12, deck, cols[1] - 12, 26),
      lBeam(cols[0], deck - 30, 70, 14, 1),
      invertedTee(cols[1], deck, 40, 14),
      lBeam(cols[2], deck - 30, 70, 14, -1),
      teeElevation(cols[1] + 30, teeY, cols[2] - 30, 26),
      path("l", `M${cols[1] + 50} ${teeY - 30}H${cols[2] - 50}`),
      slings(
        [hookX, teeY - 80],
        [
          [cols[1] + 50, teeY - 30],
          [cols[2] - 50, teeY - 30],
        ],
      ),
      path("u", `M${cols[1] + 50} ${teeY - 30}L${cols[1] + 70} ${teeY}M${cols[2] - 50} ${teeY - 30}L${cols[2] - 70} ${teeY}`),
      mobileCrane(690, GRADE, [hookX + 10, 40], teeY - 80, -1),
      path(
        "d",
        `M${cols[1] + 70} ${teeY + 34}V${deck - 10}M${cols[2] - 70} ${teeY + 34}V${deck - 10}`,
        ' stroke-dasharray="3 5" marker-end="url(#a)"',
      ),
      person(180, deck),
      person(cols[1] - 60, GRADE),
      leader([cols[1] + 110, teeY + 13], [cols[1] - 20, 150], "DOUBLE TEE", "left"),
      leader([cols[1] + 60, teeY - 30], [180, 90], "SPREADER BEAM", "left"),
      leader([cols[1] + 14, deck + 34], [350, 400], "INVERTED TEE LEDGE"),
    ],
  });
}

export function warehouseRoof({ w, h } = GALLERY) {
  const cols = [60, 400, 740];
  const roof = 150;
  return sheet({
    size: { w, h },
    title: "Warehouse",
    view: "Section",
    description:
      "Section through a warehouse: roof double tees span two bays between L-beams on the outer columns and an inverted tee beam down the middle, over storage racking and a truck at the dock door.",
    body: [
      ground(13, w - 13, GRADE, h - 101),
      frame({ cols, levels: [roof], grade: GRADE, kind: "tee", floorDepth: 28, ledgeH: 14, spandrel: 20 }),
      racking(100, GRADE, 70, 220, 4),
      racking(200, GRADE, 70, 220, 4),
      racking(450, GRADE, 70, 220, 4),
      path("g", `M300 ${GRADE}v-30h30v-30h8v60z`),
      truck(590, GRADE, 0.9),
      person(360, GRADE),
      hdim(cols[0], cols[1], 70, "60 FT SPAN", roof - 20),
      leader([230, roof + 14], [250, 250], "ROOF DOUBLE TEES"),
      leader([cols[1], roof + 30], [560, 260], "INVERTED TEE BEAM"),
      leader([cols[2] - 10, roof + 20], [700, 100], "L-BEAM", "left"),
    ],
  });
}

export function podiumDeck({ w, h } = GALLERY) {
  const cols = [80, 400, 720];
  const podium = 330;
  const floors = [250, 170, 90];
  return sheet({
    size: { w, h },
    title: "Podium Deck",
    view: "Section",
    description:
      "Section through a mixed-use building: a double tee podium deck on precast beams and columns spans the ground floor of parking and shops, with three floors of apartments built above it.",
    body: [
      ground(13, w - 13, GRADE, h - 101),
      frame({ cols, levels: [podium], grade: GRADE, kind: "tee", floorDepth: 28, ledgeH: 14 }),
      rect("o", 80, 90, 640, podium - 90),
      floors.map((y) => path("l", `M80 ${y}H720`)),
      [podium, ...floors.slice(0, -1)].map((y) => windows(100, 700, y - 56, 36, 8)),
      car(120, GRADE, 1.2),
      car(230, GRADE, 1.2),
      rect("u", 470, GRADE - 90, 200, 90),
      text(570, GRADE - 40, "SHOPS", "n", "middle"),
      person(440, GRADE),
      person(200, podium - 80),
      hdim(80, 400, 60, "60 FT SPAN", 90),
      leader([240, podium + 14], [300, 390], "DOUBLE TEE PODIUM DECK"),
      text(400, 140, "APARTMENTS", "b", "middle"),
    ],
  });
}
