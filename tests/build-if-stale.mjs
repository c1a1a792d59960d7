#!/usr/bin/env node
// Builds (`npm run build`) when the production build is missing or older than what it is built
// from: `npm run test:integration` and `npm run test:quick` run it first, as the integration suite
// runs the built server (build/server/index.js). A build that is current is left alone.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What the build reads: the app, the Worker, static files, the build plugins and configuration. */
export const BUILD_INPUTS = [
  "app",
  "workers",
  "public",
  "tools/vite",
  "tools/i18n",
  "vite.config.ts",
  "react-router.config.ts",
  "wrangler.toml",
  "package-lock.json",
];
export const BUILD_OUTPUT = "build/server/index.js";

/**
 * The newest modification time among `paths` (files, or folders walked whole), in ms.
 * @param {string} dir
 * @param {string[]} paths
 */
export function newestInput(dir, paths = BUILD_INPUTS) {
  let newest = 0;
  for (const path of paths) {
    const full = join(dir, path);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: "utf8" }).map((file) => join(full, file))
      : [full];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Whether the build at `dir` is missing or older than one of its inputs.
 * @param {string} dir
 */
export function buildIsStale(dir = root) {
  const output = join(dir, BUILD_OUTPUT);
  if (!existsSync(output) || !existsSync(join(dir, "build/client"))) return true;
  return newestInput(dir) > statSync(output).mtimeMs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!buildIsStale()) {
    console.log("build: up to date");
  } else {
    console.log("build: older than its sources, building");
    const { status } = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
    process.exit(status ?? 1);
  }
}
