// What the page's picture component (app/ui/drawing.tsx, through app/ui/drawing-files.ts) needs to
// pick a drawing's file, written to app/ui/drawings.json as briefly as it can be said, since every
// page with a drawing carries it: the folders whose drawings all have Spanish files, and of those
// the drawings without imperial files (no dimensions). Read from public/images itself, so every
// generator leaves it true; a folder where some drawing lacks a Spanish file is not listed.
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../../../", import.meta.url).pathname;
const IMAGES = join(root, "public/images");
const OUT = join(root, "app/ui/drawings.json");

/** @returns {string[]} */
function svgsUnder(/** @type {string} */ dir) {
  return readdirSync(join(IMAGES, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? svgsUnder(join(dir, entry.name)) : entry.name.endsWith(".svg") ? [join(dir, entry.name)] : [],
  );
}

/** Writes app/ui/drawings.json: folders under /images/, and drawings by their path there, without ".svg". */
export function writeManifest() {
  const files = new Set(svgsUnder(""));
  const drawings = [...files].filter((file) => !/\.(es|imperial)\.svg$/.test(file)).map((file) => file.slice(0, -".svg".length));
  const folderOf = (/** @type {string} */ name) => name.split("/")[0] ?? "";
  const folders = [...new Set(drawings.map(folderOf))].filter((folder) =>
    drawings.filter((name) => folderOf(name) === folder).every((name) => files.has(`${name}.es.svg`)),
  );
  const withoutUnits = drawings.filter((name) => folders.includes(folderOf(name)) && !files.has(`${name}.imperial.svg`));
  // As Prettier writes it (140 columns): a list on one line where it fits.
  const list = (/** @type {string} */ key, /** @type {string[]} */ items) => {
    const line = `  "${key}": ${JSON.stringify(items).replace(/","/g, '", "')}`;
    return line.length <= 140 ? line : `  "${key}": [\n${items.map((item) => `    ${JSON.stringify(item)}`).join(",\n")}\n  ]`;
  };
  writeFileSync(OUT, `{\n${list("folders", folders.sort())},\n${list("withoutUnits", withoutUnits.sort())}\n}\n`);
}
