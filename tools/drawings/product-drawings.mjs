#!/usr/bin/env node
// Writes the eight product cross-section drawings (public/images/products/<slug>.svg) in one
// engineering-drawing style (docs/decisions/0001-product-resolutions.md "Imagery"): light sheet, navy line art, hatched
// concrete, strands as dots, dimension lines with arrowheads, a title block. Labels give the
// catalogue's ranges (rules §9), which stay within the product's load tables (rules §2 "Product
// detail pages"); the section drawn to scale is the one marked "drawn" in
// app/catalogue/engineering/sections.json, the geometry the load tables are computed from (rules §13).
// Labels are written in imperial, as drawn; each drawing is written in English and Spanish, metric
// and imperial (tools/drawings/variants/localize.mjs: metric converted by the site's rule, words from
// tools/drawings/labels-es.json), each file under 15 KB.
// Run: node tools/drawings/product-drawings.mjs
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { drawVariants, missing, writeVariants } from "./variants/localize.mjs";
import { writeManifest } from "./variants/manifest.mjs";
import { pile } from "./product-drawings/pile.mjs";
import { doubleTee, hollowCore, flatSlab, bridgePlanks } from "./product-drawings/slabs.mjs";
import { boxBeam, lBeam, invertedTee } from "./product-drawings/beams.mjs";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "../../public/images/products");

const DRAWINGS = {
  "prestressed-piles": pile,
  "double-t-slabs": doubleTee,
  "box-beams": boxBeam,
  "l-beams": lBeam,
  "hollow-core": hollowCore,
  "flat-slab": flatSlab,
  "inverted-beams": invertedTee,
  "concrete-bridge-planks": bridgePlanks,
};

mkdirSync(OUT, { recursive: true });
let failed = false;
for (const [slug, draw] of Object.entries(DRAWINGS)) {
  for (const { file, kb } of writeVariants(OUT, slug, drawVariants(draw))) {
    failed ||= kb >= 15;
    console.log(`${file}  ${kb.toFixed(1)} KB${kb >= 15 ? "  OVER 15 KB" : ""}`);
  }
}
writeManifest();
if (missing.size)
  console.error(`No Spanish in tools/drawings/labels-es.json for:\n${[...missing].map((key) => JSON.stringify(key)).join("\n")}`);
process.exit(failed || missing.size ? 1 : 0);
