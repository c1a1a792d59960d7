// Marine and foundation scenes: wharf on piles, pile driving, sea wall, bridge pile bent.
import {
  GALLERY,
  LEARN,
  crawlerCrane,
  ground,
  hdim,
  leader,
  level,
  member,
  path,
  person,
  pile,
  rect,
  rocks,
  sheet,
  text,
  truck,
  vdim,
  vdimLevel,
} from "./kit.mjs";

/** Seabed and water: water from the surface down, then soil under a sloping seabed line. */
function seaAndBed(x1, x2, surface, bed1, bed2, bottom) {
  return [
    `<rect x="${x1}" y="${surface}" width="${x2 - x1}" height="${bottom - surface}" fill="#e8f1fa"/>`,
    path("w", `M${x1} ${surface}H${x2}`),
    path("z", `M${x1 + 10} ${surface + 22}H${x2 - 10}M${x1 + 40} ${surface + 46}H${x2 - 40}`),
    path("e", `M${x1} ${bed1}L${x2} ${bed2}V${bottom}H${x1}Z`),
    path("f", `M${x1} ${bed1}L${x2} ${bed2}`),
  ];
}

export function marineWharf({ w, h } = GALLERY) {
  const bents = [130, 300, 470, 640];
  const bedAt = (x) => 318 + (x - 12) * 0.09;
  return sheet({
    size: { w, h },
    title: "Marine Wharf",
    view: "Elevation",
    description:
      "Elevation of a wharf: a precast deck on precast girders, carried by pile caps on square prestressed piles driven through the water and the soft seabed into dense sand.",
    body: [
      seaAndBed(13, 787, 262, bedAt(12), bedAt(787), 499),
      path("d", "M13 440H787", ' stroke-dasharray="4 6"'),
      text(540, 480, "DENSE SAND BEARING STRATUM"),
      bents.map((x) => pile(x, 222, 462, 18)),
      bents.map((x) => rect("c", x - 30, 186, 60, 36)),
      member(60, 172, 740, 14),
      bents.slice(0, -1).map((x, i) => member(x + 30, 186, bents[i + 1] - 30, 26)),
      member(670, 186, 740, 26),
      rect("g", 744, 150, 14, 120),
      path("g", "M700 172v-12h14v12z"),
      truck(390, 172, 0.8),
      person(220, 172),
      person(560, 172),
      level(60, 262, "M.H.W."),
      hdim(130, 300, 130, "BENTS AT 25 FT", 172),
      leader([470, 200], [500, 120], "PRECAST GIRDERS"),
      leader([650, 178], [600, 80], "PRECAST DECK", "left"),
      leader([112, 215], [36, 100], "PILE CAP"),
      leader([470, 380], [540, 410], "18 IN PRESTRESSED PILES"),
      text(40, 330, "SOFT SEABED", "n"),
    ],
  });
}

export function pileDriving({ w, h } = GALLERY) {
  const groundY = 360;
  const pileX = 520;
  return sheet({
    size: { w, h },
    title: "Pile Driving",
    view: "Elevation",
    description:
      "A crawler crane with hanging leads and a hammer drives a square prestressed pile through soft clay into dense sand; the next pile waits on timber dunnage.",
    body: [
      ground(13, 787, groundY, 499),
      path("d", `M13 440H787`, ' stroke-dasharray="4 6"'),
      text(600, 400, "SOFT CLAY"),
      text(600, 470, "DENSE SAND"),
      pile(pileX, 120, 470, 20),
      rect("k", pileX - 2, 80, 4, 6),
      rect("g", pileX - 18, 60, 36, 58),
      text(pileX + 34, 96, "HAMMER"),
      path("l", `M${pileX - 24} 30V350M${pileX + 24} 30V350`),
      path("u", Array.from({ length: 12 }, (_, i) => `M${pileX - 24} ${40 + i * 26}L${pileX + 24} ${53 + i * 26}`).join("")),
      crawlerCrane(200, groundY, [pileX - 26, 34], 40, 1),
      member(600, groundY - 22, 770, 16),
      rect("j", 620, groundY - 6, 12, 6),
      rect("j", 740, groundY - 6, 12, 6),
      text(690, groundY - 32, "NEXT PILE ON DUNNAGE", "n", "middle"),
      person(440, groundY),
      vdim(groundY, 470, pileX - 40, "TO SET", pileX - 10),
      leader([pileX + 8, 250], [590, 220], "PILE IN LEADS"),
      leader([544, 166], [566, 166], "HANGING LEADS"),
    ],
  });
}

export function seaWall({ w, h } = GALLERY) {
  const capTop = 170;
  const x = 400;
  return sheet({
    size: { w, h },
    title: "Sea Wall",
    view: "Typical section",
    description:
      "Section through a sea wall: a line of prestressed piles with a concrete cap beam, rock armour at the toe on the sea side and compacted fill behind.",
    body: [
      `<rect x="13" y="262" width="${x - 13}" height="237" fill="#e8f1fa"/>`,
      path("w", `M13 262H${x}`),
      path("z", `M30 292H${x - 20}M60 320H${x - 40}`),
      path("e", `M13 380L${x} 360V499H13Z`),
      path("f", `M13 380L${x} 360`),
      path("y", `M${x} 186H787V499H${x}Z`),
      path("f", `M${x} 186H787`),
      pile(x, 200, 480, 22),
      rect("c", x - 30, capTop, 60, 44),
      path("j", `M220 369L290 336L340 306L${x - 12} 284V361Z`),
      rocks([
        [250, 366, 24],
        [300, 362, 30],
        [350, 358, 28],
        [285, 340, 22],
        [335, 330, 24],
        [370, 310, 20],
        [365, 340, 18],
      ]),
      person(560, 186),
      level(60, 262, "M.H.W."),
      level(620, 186, "FINISHED GRADE"),
      leader([x + 20, 184], [520, 100], "CAST-IN-PLACE CAP BEAM"),
      leader([300, 340], [200, 210], "ROCK ARMOUR", "left"),
      leader([x, 420], [480, 450], "PILES AT 4 FT CENTRES"),
      text(600, 250, "COMPACTED FILL"),
      text(40, 420, "SEABED"),
      vdimLevel(capTop, 262, x - 50, "FREEBOARD"),
      path("d", `M${x - 60} ${capTop}H${x - 34}`),
    ],
  });
}

export function bridgeBent({ w, h } = GALLERY) {
  const piles = [200, 333, 466, 600];
  return sheet({
    size: { w, h },
    title: "Bridge Pile Bent",
    view: "Transverse section",
    description:
      "Section across a bridge at a pier: precast deck units side by side on a cast-in-place cap beam, carried by a single row of four prestressed piles driven through the river into the bed.",
    body: [
      seaAndBed(13, 787, 300, 370, 370, 499),
      piles.map((x) => pile(x, 226, 480, 20)),
      rect("c", 150, 196, 500, 32),
      Array.from({ length: 8 }, (_, i) => member(160 + i * 60.5, 160, 160 + i * 60.5 + 58, 34)),
      path("g", "M156 160v-20h8v20zM636 160v-20h8v20z"),
      path("l", "M152 140H648"),
      level(80, 300, "H.W.L."),
      hdim(200, 600, 120, "PILES AT 8 FT CENTRES", 160),
      leader([520, 176], [560, 90], "PRECAST DECK UNITS"),
      leader([640, 215], [660, 256], "CAP BEAM"),
      leader([333, 430], [250, 455], "PRESTRESSED PILES", "left"),
      text(40, 400, "RIVER BED"),
    ],
  });
}

/** Explainer hero: piles for a wharf driven from a crane barge. */
export function pileBarge({ w, h } = LEARN) {
  const surface = 330;
  const bedAt = (x) => 420 + (x - 12) * 0.03;
  const driven = [620, 740, 860, 980, 1100];
  return sheet({
    size: { w, h },
    title: "Driving Prestressed Piles",
    view: "Elevation",
    description:
      "A crawler crane on a barge drives prestressed piles for a new wharf: piles already driven in a row, each through water and soft clay to dense sand, with the pile being driven held in the leads.",
    body: [
      seaAndBed(13, w - 13, surface, bedAt(12), bedAt(w - 12), 574),
      path("d", `M13 520H${w - 13}`, ' stroke-dasharray="4 6"'),
      text(40, 548, "DENSE SAND"),
      text(40, 470, "SOFT CLAY"),
      path("g", `M60 ${surface - 24}H470L450 ${surface + 16}H80Z`),
      crawlerCrane(200, surface - 24, [505, 60], 64, 1),
      path("l", "M490 56V300M520 56V300"),
      rect("g", 487, 84, 36, 54),
      pile(505, 140, 420, 18),
      driven.map((x) => pile(x, 250, 546, 18)),
      driven.map((x) => rect("c", x - 22, 236, 44, 16)),
      person(420, surface - 24),
      level(560, surface, "M.H.W."),
      hdim(620, 740, 200, "8 FT", 236),
      leader([523, 110], [560, 110], "HAMMER"),
      leader([860, 400], [930, 300], "DRIVEN PILES"),
      vdim(250, 546, 1150, "UP TO 120 FT", 1112),
    ],
  });
}
