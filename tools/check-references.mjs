#!/usr/bin/env node
// Part of `npm run lint`: references in the repository still point at something. Fails on
//  - a file or folder named in a code comment, a doc or the README that does not exist (a path
//    from the repository root, from the citing file's folder, or the tail of a tracked path);
//  - `rules §N` where docs/rules.md has no section N;
//  - a route or endpoint named in docs/rules.md that neither app/routes.ts nor the Hono app
//    (workers/server.ts and workers/api/) serves.
// Names of what a build or a tool writes (build/, test-results/, generated types) and patterns
// (`app/<feature>/`, `X.es.ts`, `YYYY-MM-DD-topic.md`, globs) are not references.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const CODE = /\.(?:ts|tsx|mjs|js|cjs)$/;
const DOCS = /\.md$/;
/** Extensions that make a word a file name. */
const FILE_EXT = "ts|tsx|mjs|js|cjs|md|json|toml|sql|css|po|ya?ml|html|svg|txt|pdf|png|webp|avif";
/** A word without a folder is a reference only with one of these (`resume.pdf`, `list.json` are examples). */
const SOURCE_EXT = /\.(?:ts|tsx|mjs|js|cjs|md|toml|sql|css|po)$/;
/** Written by a build, a tool or `npm install`, never tracked. */
const GENERATED =
  /^(?:\.?\/)?(?:build|build-preview|test-results|playwright-report|node_modules|\.wrangler|\.react-router|screenshots|\.scratch)\b|^tests\/perf\/reports\/(?!\d{4}-)|(?:^|\/)(?:worker-configuration\.d\.ts|\.dev\.vars|\.env)$/;
/** What the Worker answers without a file behind it. */
const SERVED = new Set(["robots.txt", "sitemap.xml"]);
/** Top-level folders of the repository: a word starting with one of them is a path. */
const TOP = /^(?:app|workers|tests|tools|docs|migrations|public)\//;

/** The files of the checkout at `dir`: tracked, or new and not ignored. */
export function listFiles(dir = root) {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: dir, encoding: "utf8" })
    .split("\0")
    .filter(Boolean)
    .filter((file) => existsSync(join(dir, file)));
}

/**
 * The comments of a source file, each with its line (a `//` after a quote, a colon or a word is
 * taken for part of a string or a URL).
 * @param {string} source
 */
export function commentsOf(source) {
  /** @type {{ text: string; line: number }[]} */
  const out = [];
  const re = /\/\*[\s\S]*?\*\/|(?<![:\\"'`\w])\/\/[^\n]*/g;
  for (const match of source.matchAll(re)) {
    const line = source.slice(0, match.index).split("\n").length;
    out.push({ text: match[0], line });
  }
  return out;
}

/**
 * Words of `text` that look like a repository path or a file name, each with its line offset.
 * @param {string} text
 */
export function pathWordsOf(text) {
  /** @type {{ path: string; line: number }[]} */
  const words = [];
  const lines = text.split("\n");
  const word = new RegExp(
    String.raw`(?<![\w@:/.~-])((?:\.{1,2}/)*(?:[\w.-]+/)*[\w.\[\]-]+\.(?:${FILE_EXT})|(?:app|workers|tests|tools|docs|migrations|public)/(?:[\w.\[\]-]+/?)*)(?![\w/*<{$])`,
    "g",
  );
  lines.forEach((lineText, index) => {
    for (const match of lineText.matchAll(word)) {
      const before = lineText.slice(0, match.index);
      if (/https?:\/\/\S*$|\bnode:\S*$|\bnpm:\S*$/.test(before)) continue; // part of a URL or a package specifier
      const path = match[1].replace(/[.]+$/, "");
      if (!path.includes("/") && !SOURCE_EXT.test(path)) continue;
      if (/^[.-][\w-]*\.\w+$/.test(path) || SERVED.has(path)) continue; // a suffix (`.server.ts`) or a URL the Worker answers
      if (/\b(?:X|NNNN|YYYY)\b|\bX\.|\[id\]/.test(path)) continue; // a pattern, not a file
      words.push({ path, line: index });
    }
  });
  return words;
}

/**
 * Whether `path`, cited in `from`, names something tracked: from the root, from the citing
 * file's folder, or as the tail of a tracked path (`shell/after-load.tsx`, `translations.ts`).
 * @param {string} path
 * @param {string} from
 * @param {Iterable<string>} files
 */
export function resolves(path, from, files) {
  const clean = path.replace(/\/$/, "");
  if (GENERATED.test(clean)) return true;
  const set = files instanceof Set ? files : new Set(files);
  const candidates = [normalize(clean), normalize(join(dirname(from), clean))].map((p) => p.replace(/^\.\//, ""));
  // A path without an extension may name a file by its start: `migrations/0009`, `tests/perf/preview-server`.
  /** @type {(file: string, candidate: string) => boolean} */
  const named = (file, candidate) =>
    file === candidate ||
    file.startsWith(`${candidate}/`) ||
    (!/\.\w+$/.test(candidate) && /^[-_.]/.test(file.slice(candidate.length)) && file.startsWith(candidate));
  for (const candidate of candidates) {
    if (GENERATED.test(candidate)) return true;
    for (const file of set) if (named(file, candidate)) return true;
  }
  if (TOP.test(clean) || clean.startsWith("../")) return false;
  const tail = `/${clean.replace(/^\.\//, "")}`;
  for (const file of set) if (`/${file}`.endsWith(tail) || `/${file}`.includes(`${tail}/`)) return true;
  return inPackage(clean);
}

/**
 * A path inside an installed package (a file of a scanner the perf tools drive, say).
 * @param {string} path
 */
function inPackage(path) {
  const modules = join(root, "node_modules");
  if (!path.includes("/") || !existsSync(modules)) return false;
  const packages = readdirSync(modules).flatMap((name) =>
    name.startsWith("@") ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : [name],
  );
  return packages.some((pkg) => existsSync(join(modules, pkg, path)));
}

/**
 * The section numbers of docs/rules.md (`## 5. Validation`).
 * @param {string} rulesText
 */
export function ruleSections(rulesText) {
  return new Set([...rulesText.matchAll(/^##\s+(\d+)\./gm)].map((m) => Number(m[1])));
}

/**
 * Every `rules §N` (and `rules §N, §M`) in `text`, with its line offset.
 * @param {string} text
 */
export function ruleCitationsOf(text) {
  /** @type {{ section: number; line: number }[]} */
  const out = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(/\brules(?:\.md)?\)?\s*§\s*(\d+)((?:\s*(?:,|and|or|–|-)\s*§?\s*\d+)*)/g)) {
      const more = [...match[2].matchAll(/\d+/g)].map((m) => Number(m[0]));
      for (const n of [Number(match[1]), ...more]) out.push({ section: n, line: index });
    }
  });
  return out;
}

/** @type {(pattern: string) => RegExp} A route pattern to a regular expression: `:param` and `*` match any segment(s). */
const routeRegex = (pattern) =>
  new RegExp(
    `^${pattern
      .split("/")
      .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}/?$`,
  );

/**
 * The page paths app/routes.ts registers, as patterns (`/products/:slug`); the catch-all is left out.
 * @param {string} routesText
 */
export function pageRoutes(routesText) {
  const prefixes = [...routesText.matchAll(/\bpages\("([^"]*)"/g)].map((m) => m[1]);
  /** @type {string[]} */
  const paths = [];
  for (const m of routesText.matchAll(/\b(?:page|index)\(\s*(?:"([^"]*)"|`([^`]*)`)/g)) {
    const raw = m[1] ?? m[2].replace(/\$\{[^}]*\}/g, ":param");
    if (/\.tsx$/.test(raw))
      paths.push(""); // index("…/home.tsx")
    else if (raw !== "*") paths.push(raw);
  }
  /** @type {Set<string>} */
  const all = new Set();
  for (const prefix of prefixes.length ? prefixes : [""]) for (const path of paths) all.add(`/${prefix}${path}`.replace(/\/$/, "") || "/");
  return [...all];
}

/**
 * The paths the Hono app answers: each `app.route(mount, api)` joined with the paths `api` declares
 * (`api` a Hono app, or a function that makes one).
 * @param {string[]} sources  the Worker's modules
 */
export function honoRoutes(sources) {
  /** @type {Map<string, string[]>} identifier → the paths it declares */
  const declared = new Map();
  /** @type {string[]} */
  const direct = [];
  for (const text of sources) {
    const declarations = [...text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*(?:\([^)]*\)\s*=>\s*)?new Hono/g)].map((m) => ({
      name: m[1],
      at: m.index,
    }));
    for (const { name } of declarations) if (!declared.has(name)) declared.set(name, []);
    for (const m of text.matchAll(/(?:\b(\w+)\s*)?\.(?:get|post|put|patch|delete|all|on)\(\s*"([^"]+)"/g)) {
      const owner = m[1] === "app" ? "app" : m[1] && declared.has(m[1]) ? m[1] : declarations.filter((d) => d.at < m.index).at(-1)?.name;
      if (owner === "app") direct.push(m[2]);
      else if (owner) declared.get(owner)?.push(m[2]);
    }
  }
  const routes = [...direct];
  for (const text of sources) {
    for (const m of text.matchAll(/\bapp\.route\(\s*"([^"]+)"\s*,\s*(\w+)/g)) {
      const [, mount, api] = m;
      for (const sub of declared.get(api) ?? []) routes.push(`${mount.replace(/\/$/, "")}${sub === "/" ? "" : sub}` || "/");
    }
  }
  return routes.filter((r) => r !== "*" && r !== "/api/*");
}

/**
 * Routes and endpoints named in rules text: code spans that are a path (`/contact`, `GET /api/files`).
 * @param {string} rulesText
 */
export function routesNamedIn(rulesText) {
  /** @type {{ path: string; line: number }[]} */
  const out = [];
  rulesText.split("\n").forEach((line, index) => {
    for (const m of line.matchAll(/`(?:(?:GET|POST|PUT|PATCH|DELETE)\s+)?(\/[^`\s]*)`/g)) {
      for (const part of m[1].split(/,\s*/)) {
        const path = part
          .replace(/[?#].*$/, "")
          .replace(/<[^>]+>/g, ":param")
          .replace(/\/\*$/, "");
        if (!path || path === "/" || path.includes("…")) continue;
        if (/\.(?:js|json|css|svg|png|webp|avif|pdf|txt|xml)$/.test(path) && !/^\/(?:robots\.txt|sitemap\.xml)$/.test(path)) continue;
        if (path.startsWith("/assets/") || path.startsWith("/cdn-cgi/")) continue;
        out.push({ path: path.replace(/\/$/, ""), line: index });
      }
    }
  });
  return out;
}

/**
 * Whether `path` is one of `routes` (patterns), or a prefix of one (`/api/auth` names `/api/auth/*`).
 * @param {string} path
 * @param {string[]} routes
 */
export function served(path, routes) {
  const forms = [path, path.replace(/^\/es(?=\/|$)/, "") || "/"];
  return routes.some((route) => {
    const re = routeRegex(route);
    if (forms.some((f) => re.test(f))) return true;
    return route.startsWith(`${path}/`) || re.test(`${path}/x`);
  });
}

/** Every broken reference in the checkout at `dir`, as `file:line: what`. */
export function checkReferences(dir = root) {
  const files = listFiles(dir);
  const set = new Set(files);
  /** @type {(file: string) => string} */
  const read = (file) => readFileSync(join(dir, file), "utf8");
  const rulesText = set.has("docs/rules.md") ? read("docs/rules.md") : "";
  const sections = ruleSections(rulesText);
  /** @type {string[]} */
  const problems = [];

  for (const file of files) {
    const isCode = CODE.test(file) && !file.endsWith(".d.ts");
    if (!isCode && !DOCS.test(file)) continue;
    if (file.startsWith("tests/perf/reports/")) continue; // dated reports describe the repository of their day
    const source = read(file);
    const chunks = isCode ? commentsOf(source) : [{ text: source, line: 1 }];
    for (const { text, line } of chunks) {
      for (const { path, line: offset } of pathWordsOf(text)) {
        if (!resolves(path, file, set)) problems.push(`${file}:${line + offset}: no such file or folder: ${path}`);
      }
      for (const { section, line: offset } of ruleCitationsOf(text)) {
        if (!sections.has(section)) problems.push(`${file}:${line + offset}: docs/rules.md has no section ${section} (rules §${section})`);
      }
    }
  }

  const routes = [
    ...pageRoutes(set.has("app/routes.ts") ? read("app/routes.ts") : ""),
    ...honoRoutes(files.filter((f) => /^workers\/.*\.ts$/.test(f)).map(read)),
  ];
  for (const { path, line } of routesNamedIn(rulesText)) {
    if (!served(path, routes)) problems.push(`docs/rules.md:${line + 1}: no route or endpoint serves ${path}`);
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkReferences();
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} reference(s) point at nothing: fix the text or the reference.`);
    process.exit(1);
  }
}
