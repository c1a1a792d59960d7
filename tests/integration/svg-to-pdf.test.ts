// The spec sheets' drawing reader (app/catalogue/spec-sheet/svg-to-pdf.server.ts), in workerd as
// the Worker runs it: every cross-section drawing goes into a real PDF page with each of its
// shapes drawn as the SVG has it; rounded rects (the hollow-core voids) keep their rounding.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { drawSvg, roundedRectPath } from "../../app/catalogue/spec-sheet/svg-to-pdf.server";

const DRAWINGS = import.meta.glob<string>("../../public/images/products/*.svg", { query: "?raw", import: "default", eager: true });
/** Each drawing by its file name. */
const drawings = Object.entries(DRAWINGS).map(([path, svg]) => [path.split("/").pop()!, svg] as const);

async function drawn(svg: string) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const calls = {
    rectangle: vi.spyOn(page, "drawRectangle"),
    path: vi.spyOn(page, "drawSvgPath"),
    circle: vi.spyOn(page, "drawCircle"),
    text: vi.spyOn(page, "drawText"),
  };
  drawSvg(page, svg, { x: 40, y: 800, scale: 0.5 }, fonts);
  return { calls, bytes: await pdf.save() };
}

/** The drawing's shapes outside <defs>, as the reader sees them. */
const shapes = (svg: string, tag: string) =>
  [...svg.replace(/<defs>[\s\S]*?<\/defs>/g, "").matchAll(new RegExp(`<${tag}\\b[^>]*`, "g"))].map((m) => m[0]);

describe("drawing a cross-section into a PDF", () => {
  it("covers the eight product drawings, each in English and Spanish, metric and imperial", () => {
    expect(drawings).toHaveLength(32);
  });

  it.each(drawings)("%s: every rect, circle and path is drawn, rounded rects as rounded paths", async (_name, svg) => {
    const { calls, bytes } = await drawn(svg);
    const rects = shapes(svg, "rect");
    const rounded = rects.filter((rect) => /\brx="|\bry="/.test(rect));
    expect(calls.circle).toHaveBeenCalledTimes(shapes(svg, "circle").length);
    expect(calls.rectangle.mock.calls.length).toBeGreaterThanOrEqual(rects.length - rounded.length);
    const roundedPaths = calls.path.mock.calls.filter(([d]) => d.includes("A"));
    expect(roundedPaths.length).toBeGreaterThanOrEqual(rounded.length);
    expect(calls.text).toHaveBeenCalled();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("draws the hollow-core voids rounded, as on the product page", async () => {
    const [, svg] = drawings.find(([name]) => name === "hollow-core.svg")!;
    const voids = shapes(svg, "rect").filter((rect) => /\brx="/.test(rect));
    expect(voids.length).toBeGreaterThan(0);
    const { calls } = await drawn(svg);
    for (const rect of voids) {
      const [x, y, rx] = [/\bx="([\d.]+)"/, /\by="([\d.]+)"/, /\brx="([\d.]+)"/].map((re) => Number(re.exec(rect)![1]));
      // The path starts where the top edge leaves the first rounded corner.
      expect(calls.path.mock.calls.some(([d]) => d.startsWith(`M${x! + rx!} ${y}`))).toBe(true);
    }
  });
});

describe("roundedRectPath", () => {
  it("rounds each corner by rx and ry", () => {
    expect(roundedRectPath(0, 0, 100, 50, 10, 5)).toBe(
      "M10 0H90A10 5 0 0 1 100 5V45A10 5 0 0 1 90 50H10A10 5 0 0 1 0 45V5A10 5 0 0 1 10 0Z",
    );
  });

  it("never rounds more than half a side (a stadium, not a loop)", () => {
    expect(roundedRectPath(0, 0, 20, 40, 30, 30)).toBe(
      "M10 0H10A10 20 0 0 1 20 20V20A10 20 0 0 1 10 40H10A10 20 0 0 1 0 20V20A10 20 0 0 1 10 0Z",
    );
  });
});
