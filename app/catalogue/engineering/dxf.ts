// A section's cross-section as a DXF file (rules §13): the outline less its cores from outlineOf,
// the same geometry as the product drawing, the PDF and the load tables; a circle per strand at its
// diameter, each strand pattern on a layer of its own when there are several; the width and depth;
// the section's name, that it is typical and preliminary, and where it comes from. Millimetres,
// origin at the section's bottom-left.
import type { Locale } from "../../lib/locale";
import { dxfDrawing, layerName, type Layer } from "./dxf-file";
import { outlineOf, type Shape } from "./geometry";
import type { StrandRow } from "./sections";
import { strandLayout } from "./strand-layout";

/** A set of strands a section is made with; its label names its layer when a file holds several. */
export type StrandPattern = { label: string; strands: readonly StrandRow[] };

/** What the drawing takes of a section: its geometry and name. */
type DrawnSection = { name: string; shape: Shape; widthMm: number; depthMm: number };

/** The file's few words, in the language of the address it was asked at. */
const NOTE: Record<Locale, string> = {
  en: "Typical section, mm. Preliminary: not for construction. Final design by M&M's engineers.",
  es: "Sección típica, mm. Preliminar: no para construcción. Diseño final por los ingenieros de M&M.",
};

/** Where a section's DXF is served; the same under /es/ with Spanish notes. */
export const sectionDxfPath = (productSlug: string, sectionId: string) => `/products/${productSlug}/sections/${sectionId}.dxf`;

/** Colours of AutoCAD's index: white (black on paper), cyan, green; strands red, then magenta, blue, …. */
const COLOUR = { outline: 7, voids: 4, dimensions: 3, notes: 7 } as const;
const STRAND_COLOURS = [1, 6, 5, 30, 2];

/** One strand layer per pattern: STRANDS alone, else STRANDS-<label>, each name once. */
function strandLayers(patterns: readonly StrandPattern[]): string[] {
  if (patterns.length === 1) return ["STRANDS"];
  const names: string[] = [];
  patterns.forEach(({ label }, i) => {
    const base = layerName(`STRANDS-${label.trim() || i + 1}`);
    names.push(names.includes(base) ? layerName(`${base.slice(0, 27)}-${i + 1}`) : base);
  });
  return names;
}

/** A length as the dimensions state it: mm to 0.1, no trailing zero. */
const length = (mm: number) => String(Math.round(mm * 10) / 10);

/** The file (bytes in Windows-1252); `address` is the product page's, in the same language. */
export function sectionDxf(
  section: DrawnSection,
  patterns: readonly StrandPattern[],
  { locale, address }: { locale: Locale; address: string },
): Uint8Array {
  const { outline, voids } = outlineOf(section.shape);
  const strandNames = strandLayers(patterns);
  const layers: Layer[] = [
    { name: "OUTLINE", colour: COLOUR.outline },
    { name: "VOIDS", colour: COLOUR.voids },
    ...strandNames.map((name, i) => ({ name, colour: STRAND_COLOURS[i % STRAND_COLOURS.length]! })),
    { name: "DIMENSIONS", colour: COLOUR.dimensions },
    { name: "NOTES", colour: COLOUR.notes },
  ];
  const drawing = dxfDrawing(layers);

  drawing.polyline("OUTLINE", outline);
  for (const core of voids) drawing.polyline("VOIDS", core);
  patterns.forEach(({ strands }, i) => {
    for (const { x, y, diameterMm } of strandLayout(section.shape, strands)) drawing.circle(strandNames[i]!, [x, y], diameterMm / 2);
  });

  // Text in proportion to the section, so every drawing reads alike at any scale.
  const [w, d] = [section.widthMm, section.depthMm];
  const h = Math.max(2, Math.round(Math.max(w, d) / 50));
  const offset = 3 * h;
  const tick = h / 2;
  const dim = "DIMENSIONS";
  const tickAt = (x: number, y: number) => drawing.line(dim, [x - tick, y - tick], [x + tick, y + tick]);

  // Width below the section, depth to its right: extension lines, the dimension line, ticks, the length.
  const below = -offset;
  drawing.line(dim, [0, -tick], [0, below - tick]);
  drawing.line(dim, [w, -tick], [w, below - tick]);
  drawing.line(dim, [0, below], [w, below]);
  tickAt(0, below);
  tickAt(w, below);
  drawing.text(dim, [w / 2, below + tick], length(w), { height: h, centred: true });
  const right = w + offset;
  drawing.line(dim, [w + tick, 0], [right + tick, 0]);
  drawing.line(dim, [w + tick, d], [right + tick, d]);
  drawing.line(dim, [right, 0], [right, d]);
  tickAt(right, 0);
  tickAt(right, d);
  drawing.text(dim, [right - tick, d / 2], length(d), { height: h, centred: true, rotation: 90 });

  const notesTop = below - 3 * h;
  drawing.text("NOTES", [0, notesTop], section.name, { height: 1.4 * h });
  drawing.text("NOTES", [0, notesTop - 2.2 * h], NOTE[locale], { height: h });
  drawing.text("NOTES", [0, notesTop - 4 * h], address, { height: h });
  return drawing.bytes();
}
