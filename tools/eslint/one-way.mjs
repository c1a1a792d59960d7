// One way through the house (docs/architecture.md): no folder of app/ imports a folder that
// imports it back. Every module under a folder of app/ counts, route modules (app/routes/) too;
// the files at app/'s top (root, route table, document entry) are the entry and belong to no
// folder. The rule reads app/ once per lint run and reports each import whose target folder
// imports the importing folder somewhere; a new folder is covered without a list. Type imports
// count: a type is a dependency too.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["'](\.[^"'?]+)|\bimport\(\s*["'](\.[^"'?]+)["']\s*\)/g;

/** @param {string} file a path relative to app/, "/"-separated */
const atTop = (file) => !file.includes("/");
/** @param {string} file */
const folderOf = (file) => file.split("/")[0];

/** @type {Map<string, Map<string, Map<string, string>>>} app/ → from folder → to folder → an importing file */
const graphs = new Map();

/** @param {string} app */
function graphOf(app) {
  let graph = graphs.get(app);
  if (graph) return graph;
  graph = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) add(path);
    }
  };
  /** @param {string} path */
  const add = (path) => {
    const file = relative(app, path).split(sep).join("/");
    if (atTop(file)) return;
    for (const match of readFileSync(path, "utf8").matchAll(IMPORT)) {
      const target = relative(app, resolve(dirname(path), match[1] ?? match[2]))
        .split(sep)
        .join("/");
      if (target.startsWith("..") || !target.includes("/")) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map();
      if (!edges.has(to)) edges.set(to, `app/${file}`);
      graph.set(from, edges);
    }
  };
  if (existsSync(app)) walk(app);
  graphs.set(app, graph);
  return graph;
}

/** @type {import("eslint").Rule.RuleModule} */
const oneWay = {
  meta: {
    type: "problem",
    docs: { description: "A folder of app/ never imports one that imports it back (docs/architecture.md)." },
    messages: { back: "app/{{from}} and app/{{to}} import each other: {{file}} imports app/{{from}}. Move what both need down a layer." },
    schema: [],
  },
  create(context) {
    const app = join(context.cwd, "app");
    const file = relative(app, context.filename).split(sep).join("/");
    if (file.startsWith("..") || atTop(file)) return {};
    const from = folderOf(file);
    /** @param {import("eslint").Rule.Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== "string" || !value.startsWith(".")) return;
      const target = relative(app, resolve(dirname(context.filename), value.split("?")[0]))
        .split(sep)
        .join("/");
      if (target.startsWith("..") || !target.includes("/")) return;
      const to = folderOf(target);
      if (to === from) return;
      const back = graphOf(app).get(to)?.get(from);
      if (back) context.report({ node, messageId: "back", data: { from, to, file: back } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export default { rules: { "one-way": oneWay } };
