// The first-load chunks (Rolldown's code-splitting groups): small modules nearly every page loads
// first, and React's own, in one chunk each instead of a dozen tiny ones, which compress worse
// apart and cost a request each. A module joins the shell chunk by the mark `// @first-load-shell`
// in the comment lines it starts with: moving, renaming or adding such a module needs no list
// edited; taking the mark off moves it out of the chunk.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SHELL_MARK = "@first-load-shell";

/** Whether `source` carries the mark in the comments before its first line of code. */
export function hasShellMark(source: string) {
  for (const line of source.split("\n")) {
    const text = line.trim();
    if (text === "") continue;
    if (!/^(?:\/\/|\/\*|\*)/.test(text)) return false;
    if (text.includes(SHELL_MARK)) return true;
  }
  return false;
}

/** Every marked module under `appDir` (its path from `appDir`, "/" separated), server code left out. */
export function shellModules(appDir: string) {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.server\.tsx?$/.test(file))
    .filter((file) => hasShellMark(readFileSync(join(appDir, file), "utf8")))
    .sort();
}

/** A test for module ids (absolute paths) of the marked modules. */
export function shellModuleTest(appDir: string) {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const alternatives = shellModules(appDir).map((file) => escape(file).replaceAll("/", "[\\\\/]"));
  return new RegExp(`[\\\\/]app[\\\\/](?:${alternatives.join("|")})$`);
}

/** The groups, React's first: their names are the chunks' names. */
export const firstLoadGroups = (appDir = fileURLToPath(new URL("../../app", import.meta.url))) => [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "shell", test: shellModuleTest(appDir) },
];
