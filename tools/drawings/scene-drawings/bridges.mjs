// Bridge scenes: box beam river bridge, overpass, tandem erection, plank bridge on pile bents,
// culvert replacement.
import {
  GALLERY,
  car,
  crawlerCrane,
  hdim,
  leader,
  level,
  member,
  path,
  pile,
  rect,
  sheet,
  slings,
  text,
  truck,
  vdimLevel,
  voided,
} from "./kit.mjs";

const r = (n) => Math.round(n * 10) / 10;

/** River banks and bed: bank tops at `bank`, bed at `bed`, water surface at `surface`. */
function river(w, h, { bank, bed, surface, edge, foot }) {
  const slope = (foot - edge) / (bed - bank);
  const wx = edge + (surface - bank) * slope;
  return [
    `<path d="M${r(wx)} ${surface}H${r(w - wx)}L${w - foot} ${bed}H${foot}Z" fill="#e8f1fa"/>`,
    path("w", `M${r(wx)} ${surface}H${r(w - wx)}`),
    path("z", `M${r(wx + 30)} ${surface + 24}H${r(w - wx - 30)}`),
    path("e", `M13 ${bank}H${edge}L${foot} ${bed}H${w - foot}L${w - edge} ${bank}H${w - 13}V${h - 101}H13Z`),
    path("f", `M13 ${bank}H${edge}L${foot} ${bed}H${w - foot}L${w - edge} ${bank}H${w - 13}`),
  ];
}

/** Adjacent box beams in section, as a small inset. */
function boxInset(x, y, n = 5, bw = 36, d = 30) {
  const boxes = Array.from(
    { length: n },
    (_, i) =>
      `${rect("c", x + i * (bw + 2), y, bw, d)}<rect class="v" x="${x + i * (bw + 2) + 7}" y="${y + 7}" width="${bw - 14}" height="${d - 14}" rx="4"/>`,
  );
  return [boxes, text(x, y + d + 22, "SECTION: ADJACENT BOX BEAMS", "s")];
}

/** Planks side by side in section, as a small inset. */
function plankInset(x, y, n = 4, pw = 52, d = 16) {
  return [
    Array.from({ length: n }, (_, i) => rect("c", x + i * (pw + 3), y, pw, d)),
    text(x, y + d + 22, "SECTION: PLANKS, GROUTED KEYS", "s"),
  ];
}

export function boxBeamBridge({ w, h } = GALLERY) {
  const deck = 190;
  const piers = [w * 0.36, w * 0.64];
  const bottom = h - 112;
  return sheet({
    size: { w, h },
    title: "Box Beam Bridge",
    view: "Elevation and section",
    description:
      "Elevation of a three-span river bridge whose deck is adjacent prestressed box beams, on abutments at the banks and two piers founded on prestressed piles, with an inset section of the beams side by side.",
    body: [
      river(w, h, { bank: 260, bed: 400, surface: 300, edge: 120, foot: 220 }),
      [60, w - 60].map((x) => [pile(x - 16, 290, bottom), pile(x + 16, 290, bottom), rect("c", x - 40, deck + 34, 80, 66)]),
      piers.map((x) => [
        pile(x - 32, 420, bottom),
        pile(x + 32, 420, bottom),
        rect("c", x - 55, 400, 110, 24),
        rect("c", x - 16, 244, 32, 156),
        rect("c", x - 45, deck + 34, 90, 20),
      ]),
      [
        [20, piers[0]],
        [piers[0], piers[1]],
        [piers[1], w - 20],
      ].map(([a, b]) => voided(a + 2, deck, b - 2, 34)),
      path("l", `M20 ${deck - 16}H${w - 20}`),
      path("u", Array.from({ length: Math.floor((w - 40) / 40) + 1 }, (_, i) => `M${20 + i * 40} ${deck - 16}V${deck}`).join("")),
      truck(w * 0.5, deck, 0.7),
      car(w * 0.2, deck),
      boxInset(40, 40),
      level(w * 0.5 - 40, 300, "H.W.L."),
      hdim(60, piers[0], deck - 50, "SPAN 30–95 FT", deck - 16),
      leader([piers[1] + 80, deck + 17], [piers[1] + 40, deck - 80], "BOX BEAMS", "left"),
      leader([piers[1], 330], [piers[1] + 50, 360], "PIER ON PILES"),
      leader([w - 60, 240], [w - 100, 150], "ABUTMENT", "left"),
    ],
  });
}

export function highwayOverpass({ w, h } = GALLERY) {
  const road = 440;
  const deck = 232;
  return sheet({
    size: { w, h },
    title: "Overpass",
    view: "Elevation",
    description:
      "Elevation of an overpass: a single span of prestressed box beams on abutments at the top of two embankments, carrying a road over a highway with traffic below.",
    body: [
      path("e", `M13 260H150L260 ${road}H${w - 260}L${w - 150} 260H${w - 13}V${h - 101}H13Z`),
      path("f", `M13 260H150L260 ${road}H${w - 260}L${w - 150} 260H${w - 13}`),
      [
        [120, 1],
        [w - 120, -1],
      ].map(([x]) => rect("c", x - 40, deck + 34, 80, 260 - deck - 34 + 20)),
      voided(90, deck, w - 90, 34),
      path("l", `M90 ${deck - 18}H${w - 90}`),
      path("u", Array.from({ length: 16 }, (_, i) => `M${100 + i * ((w - 200) / 15)} ${deck - 18}V${deck}`).join("")),
      car(300, deck),
      car(470, deck),
      truck(290, road, 0.9),
      car(470, road),
      path("d", `M260 ${road + 24}H${w - 260}`, ' stroke-dasharray="20 14"'),
      vdimLevel(deck + 34, road, w - 300, "16 FT 6 IN CLEARANCE", -1),
      leader([200, deck + 17], [230, 150], "BOX BEAM DECK"),
      leader([w - 120, deck + 60], [w - 160, 140], "ABUTMENT", "left"),
      text(w / 2, road + 46, "HIGHWAY BELOW, OPEN TO TRAFFIC", "n", "middle"),
    ],
  });
}

export function bridgeErection({ w, h } = GALLERY) {
  const bank = 300;
  const beamY = 190;
  const a = 250;
  const b = w - 250;
  return sheet({
    size: { w, h },
    title: "Beam Erection",
    view: "Elevation",
    description:
      "Two crawler cranes on the banks lift a long prestressed member together, lowering it onto the abutment seats of a creek crossing.",
    body: [
      river(w, h, { bank, bed: 420, surface: 350, edge: 250, foot: 320 }),
      [200, w - 250].map((x) => rect("c", x, bank - 30, 50, 70)),
      member(215, beamY, w - 215, 30),
      path("q", `M221 ${beamY + 25}H${w - 221}`),
      crawlerCrane(100, bank, [a + 10, 50], 96, 1),
      crawlerCrane(w - 100, bank, [b - 10, 50], 96, -1),
      slings(
        [a + 10, 96],
        [
          [a - 20, beamY],
          [a + 40, beamY],
        ],
      ),
      slings(
        [b - 10, 96],
        [
          [b - 40, beamY],
          [b + 20, beamY],
        ],
      ),
      path(
        "d",
        `M${w / 2 - 60} ${beamY + 40}V${bank - 40}M${w / 2 + 60} ${beamY + 40}V${bank - 40}`,
        ' stroke-dasharray="3 5" marker-end="url(#a)"',
      ),
      leader([w / 2, beamY + 15], [w / 2 + 40, 130], "PRESTRESSED MEMBER"),
      leader([225, bank + 10], [270, 470], "ABUTMENT SEAT"),
      text(w / 2, 60, "TANDEM LIFT", "b", "middle"),
    ],
  });
}

export function plankBridge({ w, h } = GALLERY) {
  const deck = 220;
  const bents = [0.27, 0.5, 0.73].map((f) => w * f);
  const bottom = h - 112;
  return sheet({
    size: { w, h },
    title: "Plank Bridge",
    view: "Elevation and section",
    description:
      "Elevation of a four-span rural bridge: prestressed deck planks span between abutments and three pile bents across the river, with an inset section of the planks side by side.",
    body: [
      river(w, h, { bank: 290, bed: 390, surface: 320, edge: 90, foot: 170 }),
      bents.map((x) => [pile(x - 20, 258, bottom), pile(x + 20, 258, bottom), rect("c", x - 34, deck + 18, 68, 22)]),
      [50, w - 50].map((x) => [pile(x, 280, bottom), rect("c", x - 30, deck + 18, 60, 52)]),
      [20, ...bents, w - 20]
        .slice(0, -1)
        .map((x, i, all) => member(x + 2, deck, (i === all.length - 1 ? w - 20 : [20, ...bents, w - 20][i + 1]) - 2, 18)),
      path("l", `M20 ${deck - 16}H${w - 20}`),
      path("u", Array.from({ length: Math.floor((w - 40) / 40) + 1 }, (_, i) => `M${20 + i * 40} ${deck - 16}V${deck}`).join("")),
      car(bents[1] + 30, deck),
      plankInset(40, 60),
      level(bents[1] + 90, 320, "H.W.L."),
      hdim(50, bents[0], deck - 50, "SPAN 15–45 FT", deck - 16),
      leader([bents[1] + 60, deck + 9], [bents[1] + 90, 150], "PRESTRESSED PLANKS"),
      leader([bents[2], deck + 30], [bents[2] + 70, 280], "PILE BENT"),
    ],
  });
}

export function culvertReplacement({ w, h } = GALLERY) {
  const deck = 232;
  const cx = w / 2;
  return sheet({
    size: { w, h },
    title: "Culvert Replacement",
    view: "Elevation",
    description:
      "Elevation of a single-span creek crossing of prestressed planks on two abutments, with the old culvert pipes it replaced shown dashed in the creek bed and the flood level the pipes could not pass.",
    body: [
      river(w, h, { bank: deck + 24, bed: 410, surface: 360, edge: 250, foot: 320 }),
      [-60, 0, 60].map((dx) => `<circle class="x" cx="${cx + dx}" cy="384" r="26"/>`),
      [230, w - 280].map((x) => rect("c", x, deck + 24, 50, 80)),
      member(220, deck, w - 220, 24),
      path("q", `M226 ${deck + 20}H${w - 226}`),
      path("l", `M220 ${deck - 18}H${w - 220}`),
      path("u", Array.from({ length: 10 }, (_, i) => `M${220 + i * ((w - 440) / 9)} ${deck - 18}V${deck}`).join("")),
      car(cx - 40, deck),
      path("d", `M260 300H${w - 260}`, ' stroke-dasharray="10 6"'),
      level(300, 300, "FLOOD LEVEL"),
      level(w - 360, 360, "NORMAL WATER"),
      hdim(255, w - 255, deck - 60, "SINGLE SPAN 15–45 FT", deck - 18),
      leader([cx + 60, 384], [cx + 120, 460], "OLD PIPES, REMOVED"),
      leader([cx + 100, deck + 12], [cx + 160, 160], "PRESTRESSED PLANKS"),
    ],
  });
}
