#!/usr/bin/env node
// Writes the eight product cross-section drawings (public/images/products/<slug>.svg) in one
// engineering-drawing style (docs/decisions/0001-product-resolutions.md "Imagery"): light sheet, navy line art, hatched
// concrete, strands as dots, dimension lines with arrowheads, a title block. Labels give the
// catalogue's ranges (rules §9), which stay within the product's load tables (rules §2 "Product
// detail pages"); the section drawn to scale is the one marked "drawn" in
// app/catalogue/engineering/sections.json, the geometry the load tables are computed from (rules §13).
// Every label is dual-dimensioned, metric first (docs/decisions/0053-metric-and-imperial.md:
// "1220 mm (48 IN)"), converted by the site's rule (tests/unit/units.test.ts checks it), and each
// worded line has its Spanish in app/catalogue/spec-sheet/drawing-labels-es.ts.
// Run: node tools/drawings/product-drawings.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
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
for (const [slug, draw] of Object.entries(DRAWINGS)) {
  const svg = draw();
  writeFileSync(join(OUT, `${slug}.svg`), svg);
  console.log(`${slug}.svg  ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`);
}
