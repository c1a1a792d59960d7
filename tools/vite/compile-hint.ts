// Chromium compiles every function of a script that starts with the comment
// `//# allFunctionsCalledOnLoad` on a background thread while the file downloads, instead of on
// the main thread when hydration first calls each one: about a fifth less main-thread script per
// page load. Only the chunks a page runs as it loads carry it (the client entry, the route modules
// and the first-load groups: React and the shell); dialogs and other chunks loaded later do not.
// `compileHint` writes it as Rolldown's banner, so that a chunk's name changes with it; Vite then
// writes its preload map above everything in a chunk that imports others lazily, after the file
// names are hashed, and `compileHintFirst` moves the comment back to the first line once every
// other plugin is done (the comment counts only before any code).
import type { Plugin } from "vite";

/** The comment ends in CR LF: a plain LF costs brotli several times the bytes on the React chunk (143 against 19). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\r";

/** Rolldown's `postBanner`: the comment on entries and on the chunks of the groups named. */
export const compileHint =
  (groups: readonly { name: string }[]) =>
  (chunk: { isEntry: boolean; name: string }): string =>
    chunk.isEntry || groups.some((group) => group.name === chunk.name) ? COMPILE_HINT : "";

export function compileHintFirst(): Plugin {
  const line = `${COMPILE_HINT}\n`;
  return {
    name: "mm-compile-hint-first",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const at = chunk.code.indexOf(line);
          if (at > 0) chunk.code = line + chunk.code.slice(0, at) + chunk.code.slice(at + line.length);
        }
      },
    },
  };
}
