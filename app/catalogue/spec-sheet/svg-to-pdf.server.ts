// Draws one of our cross-section drawings (public/images/products/*.svg) into a PDF page as
// vectors (docs/decisions/0052-pdf-spec-sheets.md). Not a general SVG renderer: it reads exactly
// what those drawings use — a <style> of element and class rules, rect (rounded too), circle, path
// (with arrow markers at its ends), text with tspans and a rotation — and an integration test draws
// every drawing.
// The hatch pattern of cut concrete is drawn as its light tint.
import { degrees, rgb, type Color, type PDFFont, type PDFPage } from "pdf-lib";
import { pdfText } from "./pdf-text.server";

type Style = Record<string, string>;
export type DrawingFonts = { regular: PDFFont; bold: PDFFont };
/** Where the drawing goes: its top-left corner on the page (PDF points, y up) and its scale. */
type Frame = { x: number; y: number; scale: number };

const HATCH_TINT = "#e6edf5";
const PAGE_TINT = "#f8fafc";

const attributes = (source: string): Style => Object.fromEntries([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

const declarations = (source: string): Style =>
  Object.fromEntries(
    source
      .split(";")
      .map((pair) => pair.split(":").map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== "" && pair[1] !== ""),
  );

/** `text{…}` and `.c{…}` rules of the drawing's stylesheet. */
function styleRules(svg: string): Map<string, Style> {
  const rules = new Map<string, Style>();
  const css = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? "";
  for (const [, selector, body] of css.matchAll(/([.\w-]+)\s*\{([^}]*)\}/g)) rules.set(selector!, declarations(body!));
  return rules;
}

function hexColor(value: string | undefined): Color | undefined {
  if (!value || value === "none") return undefined;
  if (value.startsWith("url(")) return hexColor(HATCH_TINT);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  return rgb(r!, g!, b!);
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'");

/** The element's computed style: element rule, then its classes, then its attributes and inline style. */
function styleOf(tag: string, attrs: Style, rules: Map<string, Style>): Style {
  const style: Style = { ...(rules.get(tag) ?? {}) };
  for (const name of (attrs.class ?? "").split(/\s+/).filter(Boolean)) Object.assign(style, rules.get(`.${name}`));
  for (const key of ["fill", "stroke", "stroke-width", "stroke-dasharray"]) if (attrs[key]) style[key] = attrs[key];
  Object.assign(style, declarations(attrs.style ?? ""));
  return style;
}

/** Points of a path made of absolute M, L, H and V commands (the dimension lines that carry arrows). */
function linePoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MLHV])([^MLHV]*)/gi)) {
    const numbers = (args!.match(/-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []).map(Number);
    if (command === "H") numbers.forEach((n) => points.push([(x = n), y]));
    else if (command === "V") numbers.forEach((n) => points.push([x, (y = n)]));
    else for (let i = 0; i + 1 < numbers.length; i += 2) points.push([(x = numbers[i]!), (y = numbers[i + 1]!)]);
  }
  return points;
}

/**
 * A rect with rounded corners as a path (the hollow-core voids): rx and ry as SVG reads them, one
 * standing for both when the other is missing, each at most half the side it rounds.
 */
export function roundedRectPath(x: number, y: number, width: number, height: number, rx: number, ry: number): string {
  const [a, b] = [Math.min(rx, width / 2), Math.min(ry, height / 2)];
  const arc = (toX: number, toY: number) => `A${a} ${b} 0 0 1 ${toX} ${toY}`;
  return [
    `M${x + a} ${y}`,
    `H${x + width - a}`,
    arc(x + width, y + b),
    `V${y + height - b}`,
    arc(x + width - a, y + height),
    `H${x + a}`,
    arc(x, y + height - b),
    `V${y + b}`,
    arc(x + a, y),
    "Z",
  ].join("");
}

/** A rect's x, y, width and height. */
const rectBox = (attrs: Style) => ["x", "y", "width", "height"].map((key) => Number(attrs[key] ?? 0)) as [number, number, number, number];

/** A rect's outline as a path when its corners are rounded (rx or ry), else undefined. */
function roundedOutline(attrs: Style): string | undefined {
  const rx = Number(attrs.rx ?? attrs.ry ?? 0);
  const ry = Number(attrs.ry ?? attrs.rx ?? 0);
  if (!(rx > 0 && ry > 0)) return undefined;
  return roundedRectPath(...rectBox(attrs), rx, ry);
}

/** The drawings' arrowhead: 11 units long, 7.7 wide, its tip on the line's end. */
function arrowhead(page: PDFPage, frame: Frame, tip: [number, number], from: [number, number], color: Color) {
  const [tx, ty] = tip;
  const length = Math.hypot(tx - from[0], ty - from[1]) || 1;
  const [ux, uy] = [(tx - from[0]) / length, (ty - from[1]) / length];
  const [bx, by] = [tx - ux * 11, ty - uy * 11];
  const [px, py] = [-uy * 3.85, ux * 3.85];
  const d = `M${tx} ${ty}L${bx + px} ${by + py}L${bx - px} ${by - py}Z`;
  page.drawSvgPath(d, { x: frame.x, y: frame.y, scale: frame.scale, color });
}

function strokeOptions(style: Style, frame: Frame) {
  const stroke = hexColor(style.stroke);
  const width = Number.parseFloat(style["stroke-width"] ?? "1");
  const dash = style["stroke-dasharray"]?.split(/[\s,]+/).map((n) => Number(n) * frame.scale);
  return stroke ? { borderColor: stroke, borderWidth: width * frame.scale, ...(dash ? { borderDashArray: dash } : {}) } : {};
}

function drawText(page: PDFPage, frame: Frame, attrs: Style, inner: string, style: Style, fonts: DrawingFonts) {
  const size = Number.parseFloat(style["font-size"] ?? "16");
  const bold = Number(style["font-weight"] ?? 400) >= 600;
  const font = bold ? fonts.bold : fonts.regular;
  const color = hexColor(style.fill) ?? rgb(0, 0, 0);
  const anchor = attrs["text-anchor"] ?? "start";
  const rotation = /rotate\((-?[\d.]+)/.exec(attrs.transform ?? "")?.[1];
  const angle = rotation ? Number(rotation) : 0;
  const em = (value: string) => (value.endsWith("em") ? Number.parseFloat(value) * size : Number.parseFloat(value));

  // Lines: the text before the first tspan, then each tspan at its own x and dy.
  const lines: { text: string; x: number; y: number }[] = [];
  let x = Number(attrs.x ?? 0);
  let y = Number(attrs.y ?? 0);
  const head = inner.split("<tspan")[0]!;
  if (head.trim()) lines.push({ text: head, x, y });
  for (const [, tspanAttrs, text] of inner.matchAll(/<tspan\b([^>]*)>([^<]*)<\/tspan>/g)) {
    const a = attributes(tspanAttrs!);
    if (a.x) x = Number(a.x);
    if (a.dy) y += em(a.dy);
    lines.push({ text: text!, x, y });
  }

  for (const line of lines) {
    const text = pdfText(decode(line.text).trim(), font);
    const width = font.widthOfTextAtSize(text, size * frame.scale);
    const shift = anchor === "middle" ? width / 2 : anchor === "end" ? width : 0;
    // The SVG angle turns clockwise on screen (y down); the PDF's turns anticlockwise (y up).
    const radians = (-angle * Math.PI) / 180;
    const [dx, dy] = [Math.cos(radians), Math.sin(radians)];
    const baseX = frame.x + line.x * frame.scale;
    const baseY = frame.y - line.y * frame.scale;
    const startX = baseX - dx * shift;
    const startY = baseY - dy * shift;
    // The drawings give text a halo in the paper's colour so lines never run through it.
    if (style.stroke) {
      const pad = 1.5 * frame.scale;
      const height = size * frame.scale;
      const color = hexColor(style.stroke) ?? hexColor(PAGE_TINT)!;
      // Turned a quarter (the drawings' vertical dimensions): the glyphs' tops face left.
      const box = angle
        ? { x: startX - 0.78 * height - pad, y: startY - pad, width: height + 2 * pad, height: width + 2 * pad }
        : { x: startX - pad, y: startY - 0.25 * height - pad, width: width + 2 * pad, height: height + 2 * pad };
      page.drawRectangle({ ...box, color });
    }
    page.drawText(text, { x: startX, y: startY, size: size * frame.scale, font, color, rotate: degrees(-angle) });
  }
}

/** Draws the drawing with its top-left corner at (frame.x, frame.y). */
export function drawSvg(page: PDFPage, svg: string, frame: Frame, fonts: DrawingFonts) {
  const rules = styleRules(svg);
  const body = svg.replace(/<defs>[\s\S]*?<\/defs>/g, "").replace(/<style>[\s\S]*?<\/style>/g, "");
  const element = /<(rect|circle|path|text)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1>)/g;
  for (const [, tag, rawAttrs, inner] of body.matchAll(element)) {
    const attrs = attributes(rawAttrs!);
    const style = styleOf(tag!, attrs, rules);
    const fill = hexColor(style.fill);
    // A rounded rect is drawn as the path of its outline; a square one as a rectangle.
    const d = tag === "path" ? attrs.d : tag === "rect" ? roundedOutline(attrs) : undefined;
    if (d) {
      page.drawSvgPath(d, { x: frame.x, y: frame.y, scale: frame.scale, color: fill, ...strokeOptions(style, frame) });
      const markerColor = hexColor(style.stroke);
      if (markerColor && (attrs["marker-start"] || attrs["marker-end"])) {
        const points = linePoints(d);
        if (points.length >= 2) {
          if (attrs["marker-end"]) arrowhead(page, frame, points.at(-1)!, points.at(-2)!, markerColor);
          if (attrs["marker-start"]) arrowhead(page, frame, points[0]!, points[1]!, markerColor);
        }
      }
    } else if (tag === "rect") {
      const [x, y, w, h] = rectBox(attrs);
      page.drawRectangle({
        x: frame.x + x * frame.scale,
        y: frame.y - (y + h) * frame.scale,
        width: w * frame.scale,
        height: h * frame.scale,
        ...(fill ? { color: fill } : {}),
        ...strokeOptions(style, frame),
      });
    } else if (tag === "circle") {
      const [cx, cy, r] = ["cx", "cy", "r"].map((key) => Number(attrs[key] ?? 0));
      page.drawCircle({
        x: frame.x + cx! * frame.scale,
        y: frame.y - cy! * frame.scale,
        size: r! * frame.scale,
        ...(fill ? { color: fill } : {}),
        ...strokeOptions(style, frame),
      });
    } else if (tag === "text") {
      drawText(page, frame, attrs, inner ?? "", style, fonts);
    }
  }
}
