// The shell chunk's members (vite.config.ts): small modules nearly every page loads first, found by
// the mark `// @first-load-shell` in the comment lines a module starts with. Moving, renaming or
// adding such a module needs no list edited; taking the mark off moves it out of the chunk.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const SHELL_MARK = "@first-load-shell";

/**
 * Whether `source` carries the mark in the comments before its first line of code.
 * @param {string} source
 */
export function hasShellMark(source) {
  for (const line of source.split("\n")) {
    const text = line.trim();
    if (text === "") continue;
    if (!/^(?:\/\/|\/\*|\*)/.test(text)) return false;
    if (text.includes(SHELL_MARK)) return true;
  }
  return false;
}

/**
 * Every marked module under `appDir` (its path from `appDir`, "/" separated), server code left out.
 * @param {string} appDir
 */
export function shellModules(appDir) {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.server\.tsx?$/.test(file))
    .filter((file) => hasShellMark(readFileSync(join(appDir, file), "utf8")))
    .sort();
}

/**
 * A test for module ids (absolute paths) of the marked modules.
 * @param {string} appDir
 */
export function shellModuleTest(appDir) {
  /** @type {(s: string) => string} */
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const alternatives = shellModules(appDir).map((file) => escape(file).replaceAll("/", "[\\\\/]"));
  return new RegExp(`[\\\\/]app[\\\\/](?:${alternatives.join("|")})$`);
}
