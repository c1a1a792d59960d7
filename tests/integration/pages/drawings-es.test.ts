// Every Spanish page of the sitemap shows its drawings in Spanish and in the visitor's units
// (rules §11 "Drawings"), as the production server build renders it: no drawing keeps a line of
// English, a drawing shown for metric (the default) has no feet or inches and one shown for
// imperial no metric figure, and a drawing with dimensions comes as its metric and imperial pair
// for the stylesheet to pick from.
import { describe, expect, it } from "vitest";
import { sitemapPages } from "../../../app/shell/pages.server";
import { localePath } from "../../../app/lib/locale";
import { drawingLines, IMPERIAL_FIGURE, METRIC_FIGURE } from "../../fixtures/drawing-text";
import { getPage } from "./helpers";

const FILES = import.meta.glob<string>("../../../public/images/**/*.svg", { query: "?raw", import: "default", eager: true });
/** Each drawing's lines by its address ("/images/projects/haulover-bridge.es.svg"). */
const drawings = new Map(Object.entries(FILES).map(([path, svg]) => [path.slice(path.indexOf("/images/")), drawingLines(svg)]));
const spanishFile = (src: string) => /\.es(\.imperial)?\.svg$/.test(src);
/** Lines only an English drawing has: a Spanish page showing one shows English. */
const spanishLines = new Set([...drawings].filter(([src]) => spanishFile(src)).flatMap(([, lines]) => lines));
const englishOnly = new Set(
  [...drawings].filter(([src]) => !spanishFile(src)).flatMap(([, lines]) => lines.filter((line) => !spanishLines.has(line))),
);

/** The drawings a page shows: each <img> of an SVG under /images/, with its classes. */
const imagesOf = (html: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
    const src = /\ssrc="(\/images\/[^"]+\.svg)"/.exec(tag)?.[1];
    return src ? [{ src, classes: (/\sclass="([^"]*)"/.exec(tag)?.[1] ?? "").split(/\s+/), tag }] : [];
  });

/** What is wrong with one drawing as this page shows it. */
function problems({ src, classes }: { src: string; classes: string[] }): string[] {
  const lines = drawings.get(src);
  if (!lines) return [`${src}: no such file`];
  const shownFor = classes.includes("u-imperial") ? "imperial" : classes.includes("u-metric") ? "metric" : "both";
  return lines.flatMap((line) => [
    ...(englishOnly.has(line) ? [`${src}: "${line}" is English`] : []),
    ...(shownFor !== "imperial" && IMPERIAL_FIGURE.test(line) ? [`${src}: "${line}" is imperial, shown for ${shownFor}`] : []),
    ...(shownFor !== "metric" && METRIC_FIGURE.test(line) ? [`${src}: "${line}" is metric, shown for ${shownFor}`] : []),
  ]);
}

const spanishPages = sitemapPages.map((page) => localePath("es", page.path));

describe("the drawings of the Spanish pages", () => {
  it("has English lines to look for (else this test proves nothing)", () => {
    expect(englishOnly.size).toBeGreaterThan(300);
    expect(englishOnly).toContain("GROUTED KEYWAY");
  });

  it.each(spanishPages)("%s: every drawing in Spanish, in the units it is shown for", async (path) => {
    const res = await getPage(path);
    expect(res.status, path).toBe(200);
    const images = imagesOf(await res.text());
    expect(images.flatMap(problems)).toEqual([]);
  });

  it("shows drawings on the pages that have them", async () => {
    let shown = 0;
    for (const path of [
      "/es/",
      "/es/products/hollow-core",
      "/es/products/learn/hollow-core",
      "/es/projects/haulover-bridge",
      "/es/services",
    ]) {
      const images = imagesOf(await (await getPage(path)).text());
      expect(
        images.some(({ classes }) => classes.includes("u-imperial")),
        path,
      ).toBe(true);
      shown += images.length;
    }
    expect(shown).toBeGreaterThan(20);
  });
});
