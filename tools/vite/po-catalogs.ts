// The Spanish catalogs in the build (docs/decisions/0065-the-spanish-edition.md). An import of a
// PO file (`import messages from "./locales/es.po"`) gives the compiled catalog, every part's whole
// on the server. In the browser build, each file that imports its part's `catalog` gets one of its
// own, holding just the messages it shows (it and the plain modules it imports), written to
// `assets/i18n/<hash>.json` and fetched on a Spanish page only when that file renders, so a page
// loads the Spanish of what it shows. Extraction and compiling live in tools/i18n/catalogs.mjs.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";
import { app, catalogFile, compilePo, messagesShownBy, partOf, root } from "../i18n/catalogs.mjs";

const CATALOG = "\0mm-catalog:";

/**
 * What the catalog of `part` holds for `file` (relative to the root): the messages the file shows,
 * translated; a file using another part's catalog (rare) gets that whole catalog.
 */
function fileCatalog(part: string, file: string) {
  const path = join(root, file);
  const all = compilePo(readFileSync(catalogFile(part), "utf8"));
  const shown = partOf(path) === part ? [...messagesShownBy(path)].filter((message) => message in all) : Object.keys(all);
  const messages = Object.fromEntries(shown.map((message) => [message, all[message]]));
  const json = JSON.stringify(messages);
  // Named by its content: the file may be cached forever, and a change is a new name.
  return { id: createHash("sha256").update(json).digest("base64url").slice(0, 10), json };
}

export function poCatalogs(): Plugin {
  /** Every catalog the browser build made, by id: written out as files at its end (and served by the dev server). */
  const made = new Map<string, string>();
  const helpers = JSON.stringify(join(app, "lib", "messages.ts"));
  return {
    name: "mm-po-catalogs",
    // Before Vite's own resolver, which would resolve "./translations" first.
    enforce: "pre",
    resolveId: {
      filter: { id: /(^|\/)translations$/ },
      handler(source, importer) {
        // A route module reaches here as React Router's browser half of it ("?…" after the file).
        const file = importer?.split("?")[0];
        if (!file?.startsWith(root) || file.includes("node_modules") || !/\.tsx?$/.test(file)) return null;
        const part = /^(\w+)[\\/]translations\.ts$/.exec(relative(app, join(file, "..", `${source}.ts`)))?.[1];
        return part ? `${CATALOG}${part}:${relative(root, file)}` : null;
      },
    },
    load(id) {
      if (id.endsWith(".po")) return `export default ${JSON.stringify(compilePo(readFileSync(id, "utf8")))};`;
      if (!id.startsWith(CATALOG)) return null;
      const [part, file] = id.slice(CATALOG.length).split(":") as [string, string];
      const { id: catalogId, json } = fileCatalog(part, file);
      // The browser fetches a file's messages when a page did not bring them; the server has them all at once.
      if (this.environment?.name === "client") {
        made.set(catalogId, json);
        return `import { defineCatalog } from ${helpers};\nexport const catalog = defineCatalog(${JSON.stringify(catalogId)});\n`;
      }
      return `import { defineCatalog, provideMessages } from ${helpers};\nconst messages = ${json};\nprovideMessages(${JSON.stringify(catalogId)}, messages);\nexport const catalog = defineCatalog(${JSON.stringify(catalogId)}, () => Promise.resolve(messages));\n`;
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const [id, json] of made) this.emitFile({ type: "asset", fileName: `assets/i18n/${id}.json`, source: json });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const id = /^\/assets\/i18n\/([\w-]+)\.json$/.exec(req.url ?? "")?.[1];
        const json = id && made.get(id);
        if (!json) return next();
        res.setHeader("Content-Type", "application/json");
        res.end(json);
      });
    },
  };
}
