// A small DXF writer: AutoCAD R12 (AC1009) ASCII, the version every CAD program reads. Layers,
// closed polylines, circles, lines and single-line text, in drawing units (mm here); text in the
// Windows-1252 code page the header names, as R12 readers expect it.

type Point = readonly [x: number, y: number];
type Group = readonly [code: number, value: string | number];

export type Layer = { name: string; colour: number };
type TextOptions = { height: number; centred?: boolean; rotation?: number };

/** 0x80–0x9F of Windows-1252; a control character stands for a code the page leaves undefined. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/** Bytes in Windows-1252; a character it lacks as AutoCAD's \U+XXXX escape, control characters as spaces. */
function encode(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const high = CP1252_HIGH.indexOf(char);
    const control = (code < 0x20 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code < 0xa0);
    if (control) bytes.push(0x20);
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (high >= 0) bytes.push(0x80 + high);
    else for (const c of code > 0xffff ? "?" : `\\U+${code.toString(16).toUpperCase().padStart(4, "0")}`) bytes.push(c.charCodeAt(0));
  }
  return Uint8Array.from(bytes);
}

/** A coordinate to 0.1 µm, never in exponent form and never "-0". */
const number = (value: number) => String(Math.round(value * 1e4) / 1e4 + 0);

/** A text value on one line: line breaks would end the value, so they become spaces. */
const single = (value: string) => value.replace(/[\r\n]+/g, " ");

/** A layer name as R12 allows it: letters, digits, "-" and "_", at most 31 characters. */
export const layerName = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, "_")
    .slice(0, 31);

/** A drawing being written: entities go in order; `bytes` wraps them in the header and the layer table. */
export function dxfDrawing(layers: readonly Layer[]) {
  const entities: Group[] = [];
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const extend = (x: number, y: number) => {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  };
  const xy = (code: number, [x, y]: Point): Group[] => (
    extend(x, y),
    [
      [code, x],
      [code + 10, y],
      [code + 20, 0],
    ]
  );

  return {
    polyline(layer: string, points: readonly Point[]) {
      // R12's polyline header: vertices follow (66), its own point always 0, closed (70).
      entities.push([0, "POLYLINE"], [8, layer], [66, 1], [10, 0], [20, 0], [30, 0], [70, 1]);
      for (const point of points) entities.push([0, "VERTEX"], [8, layer], ...xy(10, point));
      entities.push([0, "SEQEND"], [8, layer]);
    },
    circle(layer: string, [x, y]: Point, radius: number) {
      extend(x - radius, y - radius);
      extend(x + radius, y + radius);
      entities.push([0, "CIRCLE"], [8, layer], ...xy(10, [x, y]), [40, radius]);
    },
    line(layer: string, from: Point, to: Point) {
      entities.push([0, "LINE"], [8, layer], ...xy(10, from), ...xy(11, to));
    },
    /** Left-aligned at `at`, or centred on it; rotated in degrees, anticlockwise. */
    text(layer: string, at: Point, value: string, { height, centred = false, rotation = 0 }: TextOptions) {
      // Its far end, roughly (a character is about 0.6 of the height wide), for the drawing's extents.
      const length = single(value).length * height * 0.6 * (centred ? 0.5 : 1);
      const [cos, sin] = [Math.cos((rotation * Math.PI) / 180), Math.sin((rotation * Math.PI) / 180)];
      extend(at[0] + length * cos, at[1] + length * sin);
      if (centred) extend(at[0] - length * cos, at[1] - length * sin);
      entities.push([0, "TEXT"], [8, layer], ...xy(10, at), [40, height], [1, single(value)]);
      if (rotation) entities.push([50, rotation]);
      if (centred) entities.push([72, 1], ...xy(11, at));
    },
    bytes(): Uint8Array {
      const none = !Number.isFinite(box.minX);
      const [min, max]: Point[] = none
        ? [
            [0, 0],
            [0, 0],
          ]
        : [
            [box.minX, box.minY],
            [box.maxX, box.maxY],
          ];
      // prettier-ignore
      const groups: Group[] = [
        [0, "SECTION"], [2, "HEADER"],
        [9, "$ACADVER"], [1, "AC1009"],
        [9, "$DWGCODEPAGE"], [3, "ANSI_1252"],
        [9, "$INSBASE"], [10, 0], [20, 0], [30, 0],
        [9, "$EXTMIN"], [10, min[0]], [20, min[1]], [30, 0],
        [9, "$EXTMAX"], [10, max[0]], [20, max[1]], [30, 0],
        // Millimetres (a later version's variable; R12 readers pass over it).
        [9, "$INSUNITS"], [70, 4],
        [0, "ENDSEC"],
        [0, "SECTION"], [2, "TABLES"],
        [0, "TABLE"], [2, "LTYPE"], [70, 1],
        [0, "LTYPE"], [2, "CONTINUOUS"], [70, 0], [3, "Solid line"], [72, 65], [73, 0], [40, 0],
        [0, "ENDTAB"],
        [0, "TABLE"], [2, "LAYER"], [70, layers.length + 1],
        ...[{ name: "0", colour: 7 }, ...layers].flatMap(({ name, colour }): Group[] => [
          [0, "LAYER"], [2, name], [70, 0], [62, colour], [6, "CONTINUOUS"],
        ]),
        [0, "ENDTAB"],
        [0, "ENDSEC"],
        [0, "SECTION"], [2, "ENTITIES"],
        ...entities,
        [0, "ENDSEC"],
        [0, "EOF"],
      ];
      const lines = groups.map(
        ([code, value]) => `${String(code).padStart(3)}\r\n${typeof value === "number" ? number(value) : value}\r\n`,
      );
      return encode(lines.join(""));
    },
  };
}
