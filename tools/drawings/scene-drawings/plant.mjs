// The long-line casting bed: where every prestressed product starts (gallery and explainers).
import { GALLERY, concrete, ground, hdim, leader, member, path, rect, sheet, text } from "./kit.mjs";

export function castingBed({ w, h } = GALLERY) {
  const top = h - 190;
  const sy = top - 46;
  const live = w - 90;
  const pieces = 3;
  const x0 = 140;
  const x1 = w - 200;
  const len = (x1 - x0 - (pieces - 1) * 24) / pieces;
  const starts = Array.from({ length: pieces }, (_, i) => x0 + i * (len + 24));
  return sheet({
    size: { w, h },
    title: "Long-Line Casting Bed",
    view: "Elevation",
    description:
      "Elevation of a long-line prestressing bed: strands anchored at the dead-end abutment and pulled by a hydraulic jack at the live end, with several products cast end to end in the side forms between bulkheads, under a curing cover.",
    body: [
      ground(13, w - 13, top, h - 101),
      rect("j", 70, top - 16, w - 140, 16),
      concrete(`M30 ${top - 130}h60v130h-60z`),
      concrete(`M${live} ${top - 130}h60v130h-60z`),
      starts.map((x) => member(x, sy - 30, x + len, 60)),
      starts.flatMap((x) => [rect("k", x - 4, sy - 36, 4, 66), rect("k", x + len, sy - 36, 4, 66)]),
      path("u", `M${x0 - 14} ${sy - 40}V${top - 16}M${x1 + 14} ${sy - 40}V${top - 16}M${x0 - 14} ${sy - 40}H${x1 + 14}`),
      path("a", `M90 ${sy}H${live - 56}M90 ${sy + 14}H${live - 56}`),
      rect("k", 84, sy - 8, 8, 30),
      rect("g", live - 58, sy - 8, 50, 30),
      rect("g", live - 8, sy - 2, 8, 18),
      `<circle class="o" cx="${live - 33}" cy="${sy - 48}" r="16"/>`,
      path("l", `M${live - 33} ${sy - 48}l9 -8M${live - 33} ${sy - 32}V${sy - 8}`),
      path("a", `M${live - 70} ${sy - 70}H${live - 20}`, ' marker-end="url(#b)"'),
      path("x", `M${x0 - 30} ${sy - 40}Q${w / 2} ${sy - 190} ${x1 + 30} ${sy - 40}`),
      hdim(30, w - 30, top - 300, "LONG-LINE BED: PRODUCTS CAST END TO END", top - 130),
      text(24, top - 144, "DEAD END", "b"),
      text(w - 24, top - 144, "LIVE END", "b", "end"),
      leader([x0 + len * 1.5 + 24, sy + 7], [x0 + len + 60, top + 40], "STRANDS AT 70–80% OF ULTIMATE"),
      leader([starts[1] - 2, sy + 20], [starts[1] - 40, top + 80], "BULKHEADS", "left"),
      leader([w / 2, sy - 115], [w / 2 + 60, sy - 160], "CURING COVER"),
      leader([live - 33, sy - 64], [live - 80, sy - 120], "GAUGE", "left"),
      leader([live - 40, sy + 20], [live - 40, top + 80], "HYDRAULIC JACK", "left"),
    ],
  });
}
