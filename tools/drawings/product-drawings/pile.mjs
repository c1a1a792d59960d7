// Square prestressed pile: section A–A (an 18 in pile with 12 strands, drawn at 14 px/in)
// beside an elevation with the section cut. rules §9: 12–24 in square, up to 120 ft, 6,000–8,000 PSI.
import { drawnSection } from "./sections.mjs";
import { caption, concrete, dashed, hdim, leader, notes, poly, rebar, sheet, strands, vdim } from "./sheet.mjs";

export function pile() {
  const pl = drawnSection("prestressed-piles"); // an 18 in pile (sections.json)
  const s = 14; // px per inch
  const x0 = 96;
  const y0 = 92;
  const side = pl.sideMm * s;
  const c = pl.chamferMm * s;
  const [x1, y1] = [x0 + side, y0 + side];
  const outline = poly([
    [x0 + c, y0],
    [x1 - c, y0],
    [x1, y0 + c],
    [x1, y1 - c],
    [x1 - c, y1],
    [x0 + c, y1],
    [x0, y1 - c],
    [x0, y0 + c],
  ]);
  // 12 strands on a square 3 in inside the faces: the corners and two between on each side.
  const inset = pl.strands[0].y * s;
  const a = x0 + inset;
  const b = x1 - inset;
  const step = (b - a) / 3;
  const ring = [];
  for (let i = 0; i < 4; i++) ring.push([a + i * step, y0 + inset], [a + i * step, y1 - inset]);
  for (let i = 1; i < 3; i++) ring.push([a, y0 + inset + i * step], [b, y0 + inset + i * step]);
  const tie = 2.2 * s;

  // Elevation: a slim pile with a tapered tip and the cut line A–A.
  const ex = 640;
  const ew = 40;
  const top = 60;
  const tip = 430;
  const elevation = [
    concrete(
      poly([
        [ex, top],
        [ex + ew, top],
        [ex + ew, tip - 22],
        [ex + ew / 2 + 6, tip],
        [ex + ew / 2 - 6, tip],
        [ex, tip - 22],
      ]),
    ),
    `<path class="q" d="M${ex + 9} ${top + 8}V${tip - 30}M${ex + ew - 9} ${top + 8}V${tip - 30}"/>`,
    dashed(`M${ex - 26} 245H${ex + ew + 26}`),
    `<text x="${ex - 32}" y="251" text-anchor="end" class="b">A</text><text x="${ex + ew + 32}" y="251" class="b">A</text>`,
    vdim(top, tip, ex + ew + 74, "UP TO 120 FT", ex + ew),
    caption(ex + ew / 2, 466, "ELEVATION"),
  ];

  return sheet({
    title: "Prestressed Piles",
    description:
      "Section through an 18 inch square prestressed concrete pile with chamfered corners, twelve strands in a ring and a spiral tie, dimensioned 12 to 24 inches square; beside it an elevation of a pile up to 120 feet long.",
    body: [
      concrete(outline),
      rebar(
        `M${x0 + tie} ${y0 + tie + 8}V${y1 - tie - 8}Q${x0 + tie} ${y1 - tie} ${x0 + tie + 8} ${y1 - tie}H${x1 - tie - 8}Q${x1 - tie} ${y1 - tie} ${x1 - tie} ${y1 - tie - 8}V${y0 + tie + 8}Q${x1 - tie} ${y0 + tie} ${x1 - tie - 8} ${y0 + tie}H${x0 + tie + 8}Q${x0 + tie} ${y0 + tie} ${x0 + tie} ${y0 + tie + 8}Z`,
      ),
      strands(ring, 5.5),
      hdim(x0, x1, y0 - 34, "12–24 IN SQUARE", y0),
      vdim(y0, y1, x0 - 34, "12–24 IN", x0),
      leader([b, y0 + inset + step], [430, 150], ["12 STRANDS,", "0.5 IN"]),
      leader([x1 - tie, y1 - 70], [430, 300], "SPIRAL TIE"),
      leader([x1 - c / 2, y1 - c / 2], [430, 352], "¾ IN CHAMFER"),
      caption(x0 + side / 2, y1 + 34, "SECTION A–A"),
      notes(40, 420, ["f′c 6,000–8,000 PSI", "STRANDS STRESSED TO 70–80% OF ULTIMATE"]),
      ...elevation,
    ].join("\n"),
  });
}
