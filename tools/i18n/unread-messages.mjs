// Messages the extractor would miss. The extractor reads four forms of call by their text
// (tools/i18n/sources.mjs); the TypeScript checker knows what a call reaches, whatever it is named.
// Any call of a translator (a Translate from useT, serverT or translator, or its n or c) or of msg
// that carries a message written as text must be one of those four forms with the message written
// out whole, or the message would never reach a catalog: the catalog test lists each, by file and
// line. A message passed on in a variable is the variable's business: msg() marks it where it is written.
import { join, relative } from "node:path";
import ts from "typescript";
import { app, literal, readCall, root } from "./sources.mjs";

const MESSAGES = join(app, "lib", "messages.ts");

/** Which arguments of each kind of call are messages (a context counts: it is text the catalog keeps). */
const MESSAGE_ARGUMENTS = { t: [0], msg: [0], n: [1, 2], c: [0, 1] };

/**
 * The declarations in messages.ts a message call resolves to: Translate's own signature, its n
 * and c, and msg.
 * @param {ts.SourceFile} source
 */
function messageDeclarations(source) {
  /** @type {Map<ts.Node, keyof typeof MESSAGE_ARGUMENTS>} */
  const kinds = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === "Translate" && ts.isIntersectionTypeNode(node.type)) {
      for (let part of node.type.types) {
        while (ts.isParenthesizedTypeNode(part)) part = part.type;
        if (ts.isFunctionTypeNode(part)) kinds.set(part, "t");
        if (!ts.isTypeLiteralNode(part)) continue;
        for (const member of part.members) {
          const name = member.name && ts.isIdentifier(member.name) ? member.name.text : "";
          if (name !== "n" && name !== "c") continue;
          if (ts.isMethodSignature(member)) kinds.set(member, name);
          else if (ts.isPropertySignature(member) && member.type && ts.isFunctionTypeNode(member.type)) kinds.set(member.type, name);
        }
      }
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === "msg" && node.initializer) {
      kinds.set(node.initializer, "msg");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (new Set(kinds.values()).size !== 4)
    throw new Error(`${relative(root, MESSAGES)} no longer declares Translate (with n and c) and msg as this check reads them`);
  return kinds;
}

/**
 * The text written in a message argument: the argument itself, or the branches it is made of
 * (`a ? "A" : "B"`, `x ?? "B"`, `"A" + b`, a template with values).
 * @param {ts.Expression | undefined} node
 * @returns {{ node: ts.Node; text: string }[]}
 */
function textsIn(node) {
  if (!node) return [];
  const text = literal(node);
  if (text !== null) return [{ node, text }];
  if (ts.isTemplateExpression(node)) return [{ node, text: node.getText().slice(1, -1) }];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
    return textsIn(node.expression);
  }
  if (ts.isConditionalExpression(node)) return [...textsIn(node.whenTrue), ...textsIn(node.whenFalse)];
  const joins = [
    ts.SyntaxKind.PlusToken,
    ts.SyntaxKind.QuestionQuestionToken,
    ts.SyntaxKind.BarBarToken,
    ts.SyntaxKind.AmpersandAmpersandToken,
  ];
  if (ts.isBinaryExpression(node) && joins.includes(node.operatorToken.kind)) return [...textsIn(node.left), ...textsIn(node.right)];
  return [];
}

/** The app's files and what they need to be typed (the route types, the bindings, env.d.ts), as tsconfig.cloudflare.json has them. */
function appProgram() {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, "tsconfig.cloudflare.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("tsconfig.cloudflare.json could not be read");
  return {
    options: { ...config.options, noEmit: true, composite: false, incremental: false },
    files: config.fileNames.filter((file) => !file.startsWith(join(root, "tests"))),
  };
}

/**
 * Every message in `files` (all of app/ when not given) that a translator or msg is called with
 * but the extractor does not read: where it is, the message, and what to do about it.
 * @param {string[]} [files]
 */
export function unreadMessages(files) {
  const { options, files: appFiles } = appProgram();
  const program = ts.createProgram({ rootNames: files ?? appFiles, options });
  const checker = program.getTypeChecker();
  const messagesSource = program.getSourceFile(MESSAGES);
  if (!messagesSource) throw new Error(`${relative(root, MESSAGES)} is not among the files checked`);
  const kinds = messageDeclarations(messagesSource);
  const scanned = new Set(files ?? appFiles.filter((file) => file.startsWith(app) && !file.endsWith(".d.ts")));

  /** @type {{ where: string; message: string; problem: string }[]} */
  const unread = [];
  for (const source of program.getSourceFiles()) {
    if (!scanned.has(source.fileName)) continue;
    const where = (/** @type {ts.Node} */ node) =>
      `${source.fileName.startsWith(root) ? relative(root, source.fileName) : source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    /** @param {ts.Node} node */
    const visit = (node) => {
      // Only a call with text where a message could be, that the extractor does not read, asks the checker.
      if (ts.isCallExpression(node) && !readCall(node) && node.arguments.slice(0, 3).some((argument) => textsIn(argument).length)) {
        const declaration = checker.getTypeAtLocation(node.expression).getCallSignatures()[0]?.declaration;
        const kind = declaration && kinds.get(declaration);
        if (kind) {
          const callee = node.expression.getText(source).replace(/\s+/g, " ");
          const named = /^(t|msg|t\.n|t\.c)$/.test(callee);
          const problem = named
            ? 'the extractor reads a message written out whole as one string: write one call per message (a ? t("A") : t("B")), its values as {name}'
            : `${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee}(…) reaches a translator under a name the extractor does not read: call it as t(…), t.n(…), t.c(…) or msg(…)`;
          for (const index of MESSAGE_ARGUMENTS[kind]) {
            for (const { node: text, text: message } of textsIn(node.arguments[index]))
              unread.push({ where: where(text), message, problem });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return unread;
}
