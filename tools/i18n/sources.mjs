// Reading the messages the code writes (tools/i18n/catalogs.mjs keeps the catalogs). A message is
// read from four forms of call, by their text alone, so the build can read a file in a moment:
//   t("Send Message", values)          t.n(count, "# item", "# items", values)
//   t.c("verb", "Order", values)       msg("Send Message")
// Any other way to a translator (an alias, a method of another object, a message built at run time)
// is not read; tools/i18n/unread-messages.mjs finds those by their types, and the catalog test fails on them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const app = join(root, "app");

/** The route layer's folder: its modules sit in a folder named for the part whose catalog they use. */
const ROUTES = "routes";

/** The parts of the site with a catalog: folders of app/ holding a translations.ts. */
export const catalogParts = () =>
  readdirSync(app, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(app, entry.name, "translations.ts")))
    .map((entry) => entry.name)
    .sort();

/**
 * The files whose messages go to `part`'s catalog: its folder and its route modules (app/routes/<part>/);
 * the files at app/'s top belong to the shell.
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
  if (existsSync(join(app, ROUTES, part))) walk(join(app, ROUTES, part));
  if (part === "shell") for (const name of readdirSync(app)) if (/\.tsx?$/.test(name)) files.push(join(app, name));
  return files.sort();
}

/** @param {import("typescript").Node | undefined} node */
export const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/** What separates a message's context from its English in a compiled catalog's keys (gettext's own). */
const CONTEXT = "\u0004";

/**
 * A message's key in a compiled catalog: its English, after its context if it has one.
 * @param {string | undefined} context @param {string} id
 */
export const messageKey = (context, id) => (context ? `${context}${CONTEXT}${id}` : id);

/** @typedef {{ id: string; plural?: string; context?: string }} Message */

/**
 * The message a call writes, when it is one of the four forms read: null for any other call.
 * @param {import("typescript").CallExpression} node
 * @returns {Message | null}
 */
export function readCall(node) {
  const callee = node.expression;
  const [first, second, third] = node.arguments.map(literal);
  if (ts.isIdentifier(callee)) return (callee.text === "t" || callee.text === "msg") && first ? { id: first } : null;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression) || callee.expression.text !== "t") return null;
  if (callee.name.text === "n") return second && third ? { id: second, plural: third } : null;
  if (callee.name.text === "c") return first && second ? { id: second, context: first } : null;
  return null;
}

/**
 * What one file writes: its messages (with their lines) and the files it imports by a relative path.
 * @param {string} file
 * @returns {{ messages: (Message & { line: number })[]; imports: string[] }}
 */
function readSource(file) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {(Message & { line: number })[]} */
  const messages = [];
  /** @type {string[]} */
  const imports = [];
  /** @param {import("typescript").Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.startsWith(".")) {
      imports.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // A module loaded on demand (a form's schema) shows its messages through the file that loads it.
      const specifier = literal(node.arguments[0]);
      if (specifier?.startsWith(".")) imports.push(specifier);
    } else if (ts.isCallExpression(node)) {
      const message = readCall(node);
      if (message) messages.push({ ...message, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { messages, imports };
}

/** @typedef {Message & { references: string[] }} Extracted */

/**
 * Every message `files` write, by key (see messageKey), in the order they first write them.
 * @param {string[]} files
 */
export function collectMessages(files) {
  /** @type {Map<string, Extracted>} */
  const messages = new Map();
  for (const file of files) {
    for (const { line, ...message } of readSource(file).messages) {
      const key = messageKey(message.context, message.id);
      const entry = messages.get(key) ?? { ...message, references: [] };
      entry.references.push(`${relative(root, file)}:${line}`);
      messages.set(key, entry);
    }
  }
  return messages;
}

/**
 * Every message `part`'s code writes, by key.
 * @param {string} part
 */
export const extractMessages = (part) => collectMessages(sourceFiles(part));

/**
 * The part a file's messages belong to: its folder under app/ (files at app/'s top: the shell).
 * @param {string} file an absolute path under app/
 */
export const partOf = (file) => {
  const [first, second, third] = relative(app, file).split(/[\\/]/);
  if (second === undefined) return "shell";
  return first === ROUTES && third !== undefined ? second : first;
};

/**
 * The keys of the messages a file shows: the ones it writes and those of the files of its part it
 * imports (statically or on demand), however deep (a message kept in a constant with msg() is shown
 * where it is imported), but for imported files with a catalog of their own.
 * @param {string} file
 */
export function messagesShownBy(file) {
  const part = partOf(file);
  /** @type {Set<string>} */
  const keys = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} path */
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const { messages, imports } = readSource(path);
    // A file with its own catalog shows its own messages; its importer's catalog need not carry them.
    if (path !== file && imports.some((specifier) => /(^|\/)translations$/.test(specifier))) return;
    for (const { id, context } of messages) keys.add(messageKey(context, id));
    for (const specifier of imports) {
      const base = join(path, "..", specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (found && partOf(found) === part && !found.endsWith(".es.ts")) visit(found);
    }
  };
  visit(file);
  return keys;
}
