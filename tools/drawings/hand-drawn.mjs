#!/usr/bin/env node
// Writes the variants of the drawings made by hand, not by a generator: the project sheets, the
// service sheets, the home hero scenes, the careers and video poster sheets. Each is kept as it was
// drawn, in English and imperial (`<name>.imperial.svg`, its only source: edit that file), and this
// writes from it the English metric `<name>.svg` and the Spanish `<name>.es.svg` and
// `<name>.es.imperial.svg`: every line of text through the Spanish catalog
// (tools/drawings/labels-es.json) and its quantities converted by the site's rule
// (tools/drawings/variants/localize.mjs). The rest of public/images (portraits, partner and supplier
// marks) has no words to translate.
// Run: node tools/drawings/hand-drawn.mjs
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cramped, drawVariants, localizeSvg, MIN_CONDENSE, missing, writeVariants } from "./variants/localize.mjs";
import { writeManifest } from "./variants/manifest.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../public/images");
const FOLDERS = ["projects", "services", "hero", "careers", "home"];
const SOURCE = /^(?!.*\.es\.imperial\.svg$)(.+)\.imperial\.svg$/;

let failed = false;
for (const folder of FOLDERS) {
  for (const file of readdirSync(join(ROOT, folder)).sort()) {
    const name = SOURCE.exec(file)?.[1];
    if (!name) continue;
    const source = readFileSync(join(ROOT, folder, file), "utf8");
    const files = drawVariants(() => localizeSvg(source));
    // Its source is its imperial file: one without units would lose it.
    if (!files.some((variant) => variant.units === "imperial")) throw new Error(`${folder}/${file} has no units: name it ${name}.svg`);
    for (const { file: written, kb } of writeVariants(join(ROOT, folder), name, files)) {
      failed ||= kb >= 20;
      console.log(`${folder}/${written}  ${kb.toFixed(1)} KB${kb >= 20 ? "  OVER 20 KB" : ""}`);
    }
  }
}
writeManifest();
if (cramped.length) console.warn(`Condensed below ${MIN_CONDENSE} of the drawn length (reword them):\n${[...new Set(cramped)].join("\n")}`);
if (missing.size)
  console.error(`No Spanish in tools/drawings/labels-es.json for:\n${[...missing].map((key) => JSON.stringify(key)).join("\n")}`);
process.exit(failed || missing.size ? 1 : 0);
