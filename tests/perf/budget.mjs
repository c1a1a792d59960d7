#!/usr/bin/env node
// Size budget, part of `npm test`: first-load JavaScript of every route, all CSS, the home page's
// HTML and every image, measured on the production build, compressed as visitors receive them
// (static files brotli at its best quality, as the edge stores them; the page at quality 5, as
// it is compressed on the fly). Prints the figures; fails past a budget.
import { brotliCompressSync, constants } from "node:zlib";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { root, startPreview } from "./preview-server.mjs";
import baseline from "./first-load-baseline.json" with { type: "json" };

const KB = 1024;
// The home page's HTML carries the mobile menu and the Products and Services panels, which work
// before any script runs (rules §2 "Page shell"): 16 KB instead of 14.
const BUDGET = { css: 20 * KB, homeHtml: 16 * KB, image: 150 * KB };
/**
 * First-load JavaScript: each route at most its recorded figure (to the tenth of a KB printed),
 * English and Spanish alike: the ceiling holds the line, so a route that grows fails until
 * something else moves out (first-load-baseline.json; docs/decisions/0103-a-ceiling-weighed-without-hashes.md).
 */
const routeBudget = (id) => {
  const before = baseline.routes[id.replace(/-es$/, "")];
  if (before === undefined) throw new Error(`No first-load figure for route ${id}: add it to tests/perf/first-load-baseline.json`);
  return (before + baseline.allowanceKB) * KB;
};
const client = join(root, "build/client");
// Once per file: the chunks every route shares (React, the shell) would otherwise be read and
// compressed again for each of the thirty-odd routes, at brotli's slowest quality. A file is
// named as the manifest names it ("/assets/…").
const once = (compute) => {
  const done = new Map();
  return (file) => {
    if (!done.has(file)) done.set(file, compute(file));
    return done.get(file);
  };
};
const source = once((file) => readFileSync(join(client, file), "utf8"));
/**
 * A chunk as the budget weighs it: the content hashes in the names of the files it loads
 * (a mobile menu chunk, a catalog under i18n/) are each the same few letters. A hash
 * changes with any change anywhere and compresses at random, so a first load would otherwise grow
 * or shrink by tens of bytes that no code made.
 */
const weighed = (text) => text.replace(/-[\w-]{8}\.(js|css)\b/g, "-HASHHASH.$1").replace(/i18n\/[\w-]{10}\.json/g, "i18n/HASHHASHHA.json");
const staticBrotli = once(
  (file) =>
    brotliCompressSync(file.endsWith(".js") ? weighed(source(file)) : source(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      .length,
);
const brotli = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let failed = false;
const check = (label, value, limit) => {
  // A figure is recorded as printed, to the tenth of a KB: what prints the same is within it.
  const ok = value <= limit || kb(value) === kb(limit);
  failed ||= !ok;
  console.log(`${ok ? "ok  " : "OVER"}  ${label.padEnd(44)} ${kb(value).padStart(9)}  (budget ${kb(limit)})`);
};

const assets = readdirSync(join(client, "assets"));
// React Router's manifest says what each route loads on first visit.
const manifestFile = assets.find((f) => /^manifest-.*\.js$/.test(f));
const manifestText = source(`/assets/${manifestFile}`);
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1));

// A Spanish page loads the same files: the Spanish it shows comes in the page (app/entry.server.tsx).
console.log("First-load JavaScript per route (brotli)");
const firstLoad = new Set();
for (const route of Object.values(manifest.routes)) {
  if (route.id === "root") continue;
  // Lazy route discovery (React Router's default): the page inlines the part of the manifest it
  // needs and never loads the manifest file, so the file is not counted (the inline part is HTML).
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let r = route; r; r = manifest.routes[r.parentId]) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  for (const f of files) firstLoad.add(f);
  const total = [...files].reduce((sum, f) => sum + staticBrotli(f), 0);
  check(route.path === undefined ? `/ (${route.id})` : `/${route.path} (${route.id})`, total, routeBudget(route.id));
}

// The compile hint (vite.config.ts) works only as a chunk's first line, and React Router's
// development files carry warnings no visitor needs: a change of bundler or plugin order that
// undid either would show nowhere else.
console.log("\nFirst-load chunks");
// Every route module and the client entry carry it, and the React and shell chunks every page
// shares; the runtime and the small shared chunks have no functions worth compiling ahead.
const hinted = new Set([manifest.entry.module, ...Object.values(manifest.routes).map((r) => r.module)]);
const unhinted = [...firstLoad].filter(
  (f) => (hinted.has(f) || /\/(react|shell)-[\w-]+\.js$/.test(f)) && !source(f).startsWith("//# allFunctionsCalledOnLoad"),
);
const developerWarnings = [...firstLoad].filter((f) => source(f).includes("No routes matched location"));
for (const [label, bad] of [
  ["route modules, the entry, React and the shell start with the compile hint", unhinted],
  ["no React Router developer warnings", developerWarnings],
]) {
  failed ||= bad.length > 0;
  console.log(`${bad.length ? "FAIL" : "ok  "}  ${label}${bad.length ? `: ${bad.join(", ")}` : ""}`);
}

console.log("\nCSS (brotli, all stylesheets)");
const css = assets.filter((f) => f.endsWith(".css"));
check(
  css.join(", "),
  css.reduce((sum, f) => sum + staticBrotli(`/assets/${f}`), 0),
  BUDGET.css,
);

console.log("\nImages (bytes on disk)");
const images = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (/\.(png|jpe?g|webp|avif|gif|svg|ico)$/i.test(entry.name)) images.push(path);
  }
};
walk(client);
const largest = images.map((p) => [p.slice(client.length + 1), statSync(p).size]).sort((a, b) => b[1] - a[1]);
for (const [name, size] of largest.slice(0, 5)) check(name, size, BUDGET.image);
for (const [name, size] of largest.slice(5)) if (size > BUDGET.image) check(name, size, BUDGET.image);
console.log(`      ${images.length} images in the build`);

console.log("\nHome page HTML (brotli, quality 5 as at the edge), in both languages");
const server = await startPreview(Number(process.env.BUDGET_PORT ?? 8797));
try {
  // The Spanish home page carries the messages its interface shows, as data (app/entry.server.tsx).
  for (const path of ["/", "/es/"]) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    check(`${path} (${kb(Buffer.byteLength(html))} uncompressed)`, brotli(html), BUDGET.homeHtml);
  }
} finally {
  server.stop();
}

console.log(failed ? "\nbudget: FAILED" : "\nbudget: all within budget");
process.exit(failed ? 1 : 0);
