#!/usr/bin/env node
// Writes the eight product cross-section drawings (public/images/products/<slug>.svg) in one
// engineering-drawing style (docs/decisions/0001-product-resolutions.md "Imagery"): light sheet, navy line art, hatched
// concrete, strands as dots, dimension lines with arrowheads, a title block. Labels give the
// spec's marketing ranges (rules §9); the section drawn to scale is the one marked "drawn" in
// app/catalogue/engineering/sections.json, the geometry the load tables are computed from (rules §13).
// Run: node tools/drawings/product-drawings.mjs
// The committed drawings have since been dual-dimensioned by hand (docs/decisions/0053-metric-and-imperial.md:
// "1220 mm (48 IN)"), and the box beam's wall note moved to the left of the section; this writes
// imperial-only labels, so edit the SVGs directly unless this generator learns the metric labels first.
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
