#!/usr/bin/env node
// Writes the gallery scenes (public/images/gallery/<scene>.svg, 4:3) and the explainer visuals
// (public/images/learn/<name>.svg, 16:9) in the product drawings' style, each in English and
// Spanish and, where it has dimensions, metric and imperial (tools/drawings/variants/localize.mjs).
// Each file stays under 20 KB.
// Run: node tools/drawings/scene-drawings.mjs
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bridgeBent, marineWharf, pileBarge, pileDriving, seaWall } from "./scene-drawings/marine.mjs";
import { apartmentFloors, mezzaninePlatform, officeFrame, plankErection, spandrelFacade } from "./scene-drawings/floors.mjs";
import { boxBeamBridge, bridgeErection, culvertReplacement, highwayOverpass, plankBridge } from "./scene-drawings/bridges.mjs";
import { boxAnatomy, doubleTeeAnatomy, flatSlabAnatomy, hollowCoreAnatomy, lAnatomy, pileAnatomy } from "./scene-drawings/anatomy.mjs";
import { invertedAnatomy, invertedLoadPath } from "./scene-drawings/inverted.mjs";
import { castingBed } from "./scene-drawings/plant.mjs";
import { LEARN as LEARN_SIZE } from "./scene-drawings/kit.mjs";
import { doubleTeeErection, parkingDeck, podiumDeck, warehouseRoof } from "./scene-drawings/buildings.mjs";
import { drawVariants, missing, writeVariants } from "./variants/localize.mjs";
import { writeManifest } from "./variants/manifest.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../public/images");

const GALLERY = {
  "marine-wharf": marineWharf,
  "pile-driving": pileDriving,
  "sea-wall": seaWall,
  "bridge-bent": bridgeBent,
  "parking-deck": parkingDeck,
  "double-tee-erection": doubleTeeErection,
  "warehouse-roof": warehouseRoof,
  "podium-deck": podiumDeck,
  "apartment-floors": () => apartmentFloors(undefined, { kind: "hollow" }),
  "townhouse-floors": () => apartmentFloors(undefined, { kind: "flat" }),
  "office-frame": officeFrame,
  "mezzanine-platform": mezzaninePlatform,
  "hollow-core-erection": () => plankErection(undefined, { kind: "hollow" }),
  "flat-slab-erection": () => plankErection(undefined, { kind: "flat" }),
  "box-beam-bridge": boxBeamBridge,
  "highway-overpass": highwayOverpass,
  "bridge-erection": bridgeErection,
  "plank-bridge": plankBridge,
  "culvert-replacement": culvertReplacement,
  "casting-bed": castingBed,
};

const LEARN = {
  "prestressed-piles-1": pileBarge,
  "double-t-slabs-1": () => parkingDeck(LEARN_SIZE, { bays: 2 }),
  "inverted-beams-1": () => parkingDeck(LEARN_SIZE, { bays: 3 }),
  "l-beams-1": () => spandrelFacade(LEARN_SIZE),
  "hollow-core-1": () => apartmentFloors(LEARN_SIZE, { kind: "hollow" }),
  "flat-slab-1": () => apartmentFloors(LEARN_SIZE, { kind: "flat" }),
  "box-beams-1": () => boxBeamBridge(LEARN_SIZE),
  "casting-bed": () => castingBed(LEARN_SIZE),
  "prestressed-piles-2": pileAnatomy,
  "double-t-slabs-2": doubleTeeAnatomy,
  "box-beams-2": boxAnatomy,
  "l-beams-2": lAnatomy,
  "hollow-core-2": hollowCoreAnatomy,
  "flat-slab-2": flatSlabAnatomy,
  "inverted-beams-2": invertedAnatomy,
  "inverted-beams-3": invertedLoadPath,
};

let failed = false;
for (const [folder, drawings] of [
  ["gallery", GALLERY],
  ["learn", LEARN],
]) {
  mkdirSync(join(ROOT, folder), { recursive: true });
  for (const [name, draw] of Object.entries(drawings)) {
    for (const { file, kb } of writeVariants(join(ROOT, folder), name, drawVariants(draw))) {
      failed ||= kb >= 20;
      console.log(`${folder}/${file}  ${kb.toFixed(1)} KB${kb >= 20 ? "  OVER 20 KB" : ""}`);
    }
  }
}
writeManifest();
if (missing.size)
  console.error(`No Spanish in tools/drawings/labels-es.json for:\n${[...missing].map((key) => JSON.stringify(key)).join("\n")}`);
process.exit(failed || missing.size ? 1 : 0);
