// The UI text catalogs (docs/decisions/0065-the-spanish-edition.md). English messages are written
// in the code, where they are shown: `t("Send Message")`, `t.n(count, "# item", "# items")`, or
// `msg("…")` for a message kept in a constant and translated where it is shown. Each part of the
// site (a folder under app/ with a catalog.ts) keeps their Spanish in locales/es.po, which
// translators edit with any PO tool.
//  - extractMessages(part): every message the part's code writes, with where.
//  - updateCatalog(part): brings its es.po in line (new messages added untranslated, gone ones
//    dropped, translations kept); `npm run i18n:extract` does it for every part.
//  - checkCatalogs(): what is missing, untranslated or left over; the catalog test fails on any.
//  - compilePo(text) and poCatalogs(): the build's compiled form, English → Spanish.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as gettextParser from "gettext-parser";
import ts from "typescript";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const app = join(root, "app");

/** The parts of the site with a catalog: folders of app/ holding a catalog.ts. */
export const catalogParts = () =>
  readdirSync(app, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(app, entry.name, "catalog.ts")))
    .map((entry) => entry.name)
    .sort();

/**
 * The files whose messages go to `part`'s catalog (the files at app/'s top belong to the shell).
 * @param {string} part
 */
function sourceFiles(part) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "locales") walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.es\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path);
    }
  };
  walk(join(app, part));
  if (part === "shell") for (const name of readdirSync(app)) if (/\.tsx?$/.test(name)) files.push(join(app, name));
  return files.sort();
}

/** @param {import("typescript").Node | undefined} node */
const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/**
 * What one file writes: its messages (with their lines) and the files it imports by a relative path.
 * @param {string} file
 * @returns {{ messages: { id: string; plural: string | undefined; line: number }[]; imports: string[] }}
 */
function readSource(file) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {{ id: string; plural: string | undefined; line: number }[]} */
  const messages = [];
  /** @type {string[]} */
  const imports = [];
  /** @param {string} id @param {string | undefined} plural @param {import("typescript").Node} node */
  const add = (id, plural, node) => messages.push({ id, plural, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  /** @param {import("typescript").Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.startsWith(".")) {
      imports.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // A module loaded on demand (a form's schema) shows its messages through the file that loads it.
      const specifier = literal(node.arguments[0]);
      if (specifier?.startsWith(".")) imports.push(specifier);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && (callee.text === "t" || callee.text === "msg")) {
        const id = literal(node.arguments[0]);
        if (id) add(id, undefined, node);
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === "t" &&
        callee.name.text === "n"
      ) {
        const [singular, plural] = [literal(node.arguments[1]), literal(node.arguments[2])];
        if (singular && plural) add(singular, plural, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { messages, imports };
}

/**
 * Every message `part`'s code writes: id → { plural?, references }.
 * @param {string} part
 */
export function extractMessages(part) {
  /** @type {Map<string, { plural: string | undefined; references: string[] }>} */
  const messages = new Map();
  for (const file of sourceFiles(part)) {
    for (const { id, plural, line } of readSource(file).messages) {
      const entry = messages.get(id) ?? { plural, references: [] };
      entry.references.push(`${relative(root, file)}:${line}`);
      messages.set(id, entry);
    }
  }
  return messages;
}

/**
 * The part a file's messages belong to: its folder under app/ (files at app/'s top: the shell).
 * @param {string} file an absolute path under app/
 */
const partOf = (file) => {
  const [first, second] = relative(app, file).split(/[\\/]/);
  return second === undefined ? "shell" : first;
};

/**
 * The messages a file shows: the ones it writes and those of the files of its part it imports
 * (statically or on demand), however deep (a message kept in a constant with msg() is shown where it is imported), but for
 * imported files with a catalog of their own.
 * @param {string} file
 */
function messagesShownBy(file) {
  const part = partOf(file);
  /** @type {Set<string>} */
  const ids = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} path */
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const { messages, imports } = readSource(path);
    // A file with its own catalog shows its own messages; its importer's catalog need not carry them.
    if (path !== file && imports.some((specifier) => /(^|\/)catalog$/.test(specifier))) return;
    for (const { id } of messages) ids.add(id);
    for (const specifier of imports) {
      const base = join(path, "..", specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (found && partOf(found) === part && !found.endsWith(".es.ts")) visit(found);
    }
  };
  visit(file);
  return ids;
}

/** @param {string} part */
const catalogFile = (part) => join(app, part, "locales", "es.po");

const HEADERS = {
  "Content-Type": "text/plain; charset=UTF-8",
  Language: "es-419",
  "Plural-Forms": "nplurals=2; plural=(n != 1);",
};

/**
 * The PO file's entries (the header left out).
 * @param {string} part
 * @returns {Map<string, import("gettext-parser").GetTextTranslation>}
 */
function readCatalog(part) {
  const file = catalogFile(part);
  if (!existsSync(file)) return new Map();
  const { translations } = gettextParser.po.parse(readFileSync(file));
  return new Map(Object.entries(translations[""] ?? {}).filter(([id]) => id));
}

/**
 * Writes `part`'s es.po from its code: messages in the order the code first writes them, translations kept.
 * @param {string} part
 */
export function updateCatalog(part) {
  const current = readCatalog(part);
  /** @type {Record<string, Record<string, import("gettext-parser").GetTextTranslation>>} */
  const translations = {
    "": {
      "": {
        msgid: "",
        msgstr: [
          Object.entries(HEADERS)
            .map(([k, v]) => `${k}: ${v}\n`)
            .join(""),
        ],
      },
    },
  };
  for (const [id, { plural, references }] of extractMessages(part)) {
    const kept = current.get(id);
    const forms = plural ? 2 : 1;
    const msgstr = kept && Boolean(kept.msgid_plural) === Boolean(plural) ? kept.msgstr : Array(forms).fill("");
    translations[""][id] = {
      msgid: id,
      ...(plural ? { msgid_plural: plural } : {}),
      msgstr,
      comments: {
        ...(kept?.comments?.translator ? { translator: kept.comments.translator } : {}),
        reference: [...new Set(references)].join("\n"),
      },
    };
  }
  const text = gettextParser.po.compile({ charset: "utf-8", headers: HEADERS, translations }, { foldLength: 0, sort: false }).toString();
  writeFileSync(catalogFile(part), `${text}\n`);
}

/** Per part: messages the code writes that its catalog lacks or leaves untranslated, and entries no code writes. */
export function checkCatalogs() {
  return catalogParts().map((part) => {
    const code = extractMessages(part);
    const catalog = readCatalog(part);
    return {
      part,
      messages: code.size,
      missing: [...code.keys()].filter((id) => !catalog.has(id)),
      untranslated: [...code.keys()].filter((id) => catalog.get(id)?.msgstr.some((form) => !form)),
      leftOver: [...catalog.keys()].filter((id) => !code.has(id)),
    };
  });
}

/**
 * A PO file's translated entries, as the build ships them.
 * @param {string} text
 */
export function compilePo(text) {
  const { translations } = gettextParser.po.parse(text);
  /** @type {Record<string, string | string[]>} */
  const messages = {};
  for (const context of Object.values(translations)) {
    for (const [id, entry] of Object.entries(context)) {
      if (!id || entry.msgstr.some((form) => !form)) continue;
      messages[id] = entry.msgid_plural ? entry.msgstr : entry.msgstr[0];
    }
  }
  return messages;
}

const CATALOG = "\0mm-catalog:";

/**
 * What the catalog of `part` holds for `file` (relative to the root): the messages the file shows,
 * translated; a file using another part's catalog (rare) gets that whole catalog.
 * @param {string} part @param {string} file
 */
function fileCatalog(part, file) {
  const path = join(root, file);
  const all = compilePo(readFileSync(catalogFile(part), "utf8"));
  const shown = partOf(path) === part ? [...messagesShownBy(path)].filter((message) => message in all) : Object.keys(all);
  const messages = Object.fromEntries(shown.map((message) => [message, all[message]]));
  const json = JSON.stringify(messages);
  // Named by its content: the file may be cached forever, and a change is a new name.
  return { id: createHash("sha256").update(json).digest("base64url").slice(0, 10), json };
}

/**
 * Vite: `import messages from "./locales/es.po"` gives the compiled catalog (the server has every
 * part's whole). In the browser build, each file's catalog is its own (docs/decisions/0065-the-spanish-edition.md):
 * a file that imports its part's `catalog` gets one holding just the messages it shows, loaded on
 * a Spanish page only when that file renders, so a page loads the Spanish of what it shows.
 * @returns {import("vite").Plugin}
 */
export function poCatalogs() {
  /** Every catalog the browser build made, by id: written out as files at its end (and served by the dev server). */
  /** @type {Map<string, string>} */
  const made = new Map();
  const helpers = JSON.stringify(join(app, "lib", "messages.ts"));
  return {
    name: "mm-po-catalogs",
    // Before Vite's own resolver, which would resolve "./catalog" first.
    enforce: "pre",
    resolveId: {
      filter: { id: /(^|\/)catalog$/ },
      /** @param {string} source @param {string | undefined} importer */
      handler(source, importer) {
        // A route module reaches here as React Router's browser half of it ("?…" after the file).
        const file = importer?.split("?")[0];
        if (!file?.startsWith(root) || file.includes("node_modules") || !/\.tsx?$/.test(file)) return null;
        const part = /^(\w+)[\\/]catalog\.ts$/.exec(relative(app, join(file, "..", `${source}.ts`)))?.[1];
        return part ? `${CATALOG}${part}:${relative(root, file)}` : null;
      },
    },
    /** @param {string} id */
    load(id) {
      if (id.endsWith(".po")) return `export default ${JSON.stringify(compilePo(readFileSync(id, "utf8")))};`;
      if (!id.startsWith(CATALOG)) return null;
      const [part, file] = id.slice(CATALOG.length).split(":");
      const { id: catalogId, json } = fileCatalog(/** @type {string} */ (part), /** @type {string} */ (file));
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
    /** @param {import("vite").ViteDevServer} server */
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

// npm run i18n:extract
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const part of catalogParts()) updateCatalog(part);
  for (const { part, messages, untranslated } of checkCatalogs()) {
    console.log(
      `${part.padEnd(10)} ${String(messages).padStart(4)} messages${untranslated.length ? `, ${untranslated.length} to translate` : ""}`,
    );
  }
}
