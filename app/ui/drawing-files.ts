// Which file of a drawing a page shows (rules §11 "Drawings"). Content names a drawing by its English
// file ("/images/projects/haulover-bridge.svg"); the files of each language and unit system sit
// beside it (tools/drawings/variants/localize.mjs), and ./drawings.json, written by the drawing
// generators, says which have them: every drawing of its folders, but those without dimensions have
// no imperial files.
import type { Locale } from "../lib/locale";
import type { UnitSystem } from "../lib/units";
import drawings from "./drawings.json";

/** How each language's files are named after the drawing's own name. */
const LANGUAGE_SUFFIX: Record<Locale, string> = { en: "", es: ".es" };
const IMPERIAL_SUFFIX = ".imperial";

export type DrawingFiles = { metric: string; imperial?: string };

/** The files a page in `locale` shows for the drawing `src`: one, or a metric and an imperial one. */
export function drawingFiles(src: string, locale: Locale): DrawingFiles {
  const name = /^\/images\/(([^/]+)\/.+)\.svg$/.exec(src);
  if (!name || !drawings.folders.includes(name[2]!)) return { metric: src };
  const base = `/images/${name[1]}${LANGUAGE_SUFFIX[locale]}`;
  return drawings.withoutUnits.includes(name[1]!)
    ? { metric: `${base}.svg` }
    : { metric: `${base}.svg`, imperial: `${base}${IMPERIAL_SUFFIX}.svg` };
}

/** The one file of `src` in `locale` and `units`, where a page can show only one (a video's poster, a cache list). */
export function drawingFile(src: string, locale: Locale, units: UnitSystem): string {
  const files = drawingFiles(src, locale);
  return (units === "imperial" && files.imperial) || files.metric;
}

/** Marks both files of a drawing the page needs at once; the head script makes the shown one eager (./drawing-boot.server.ts). */
export const EAGER_DRAWING = "data-drawing-eager";
