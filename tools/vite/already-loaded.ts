// Files every page has loaded before any lazy import runs: the client entry's and the root
// route's static imports (React, the shell, Rolldown's runtime). Vite would list them again in
// each lazy import's preload list, in every chunk that imports lazily; `alreadyLoaded` finds them
// before Vite writes the lists, and `preloadNotLoaded` (Vite's `modulePreload.resolveDependencies`)
// drops them from those lists, and a list left with only the imported file itself whole, as Vite
// does for an import without dependencies. A file missing from a list is only not preloaded: the
// lazy import still fetches what it imports.
import type { Plugin } from "vite";

const loadedFirst = new Set<string>();

export function alreadyLoaded(): Plugin {
  return {
    name: "mm-already-loaded",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        loadedFirst.clear();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== "chunk" || loadedFirst.has(fileName)) return;
          loadedFirst.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && (chunk.name === "entry.client" || /\/app\/root\.tsx(\?|$)/.test(chunk.facadeModuleId ?? "")))
            add(chunk.fileName);
        }
      },
    },
  };
}

export const preloadNotLoaded = (file: string, deps: string[]) => {
  const rest = deps.filter((dep) => !loadedFirst.has(dep));
  return rest.length === 1 && rest[0] === file ? [] : rest;
};
