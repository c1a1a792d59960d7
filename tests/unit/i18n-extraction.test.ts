// The message extractor (tools/i18n/): a message reached in any way ends up in its catalog, or the
// catalog test names where it is, so no English is shown on a Spanish page without anyone noticing.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogText, collectMessages, compilePo } from "../../tools/i18n/catalogs.mjs";
import { unreadMessages } from "../../tools/i18n/unread-messages.mjs";
import { translator } from "../../app/lib/messages";

const messagesModule = fileURLToPath(new URL("../../app/lib/messages", import.meta.url));
const folder = mkdtempSync(join(tmpdir(), "mm-i18n-"));
/** A source file written for the test, importing the site's translators. */
const source = (name: string, lines: string[]) => {
  const file = join(folder, name);
  writeFileSync(file, [`import { msg, translator, type Translate } from ${JSON.stringify(messagesModule)};`, ...lines, ""].join("\n"));
  return file;
};

describe("message context", () => {
  const file = source("context.ts", [
    'export const verb = (t: Translate) => t.c("verb", "Order");',
    'export const noun = (t: Translate) => t.c("noun", "Order");',
    'export const plain = (t: Translate) => t("Order");',
  ]);

  it("extracts the same English under two contexts as two messages, written with msgctxt, translations kept", () => {
    const extracted = collectMessages([file]);
    expect([...extracted.values()].map(({ id, context }) => [context, id])).toEqual([
      ["verb", "Order"],
      ["noun", "Order"],
      [undefined, "Order"],
    ]);
    const before = [
      'msgid ""',
      'msgstr "Language: es-419\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n"',
      "",
      'msgctxt "verb"',
      'msgid "Order"',
      'msgstr "Ordenar"',
      "",
      'msgctxt "noun"',
      'msgid "Order"',
      'msgstr "Pedido"',
    ].join("\n");
    const text = catalogText(extracted, before);
    expect(text).toContain('msgctxt "verb"\nmsgid "Order"\nmsgstr "Ordenar"');
    expect(text).toContain('msgctxt "noun"\nmsgid "Order"\nmsgstr "Pedido"');
    expect(text).toMatch(/\nmsgid "Order"\nmsgstr ""/);

    const es = translator("es", compilePo(text));
    expect([es.c("verb", "Order"), es.c("noun", "Order"), es("Order")]).toEqual(["Ordenar", "Pedido", "Order"]);
    const en = translator("en", compilePo(text));
    expect([en.c("verb", "Order"), en.c("noun", "Order")]).toEqual(["Order", "Order"]);
  });
});

describe("messages the extractor cannot read", () => {
  it("names the file and line of a message reached through an alias, another object, or built at run time", () => {
    const file = source("aliased.ts", [
      'const t = translator("es", undefined);',
      "const say = t;",
      'export const a = say("Reached through an alias");',
      "const words = { tr: t, mark: msg };",
      'export const b = words.tr("A method on another object");',
      'export const c = words.mark("Marked through an object");',
      'export const d = (short: boolean) => t(short ? "Short" : "Long");',
      "export const e = (name: string) => t(`Hello ${name}`);",
      'export const f = t.n(2, "# item", "# items") + t("Read") + msg("Read too");',
      'export const g = translator("es", undefined)("Straight from the translator");',
    ]);
    const at = (line: number) => `${file}:${line + 1}`;
    const unread = unreadMessages([file]);
    expect(unread.map(({ where, message }) => [where, message])).toEqual([
      [at(3), "Reached through an alias"],
      [at(5), "A method on another object"],
      [at(6), "Marked through an object"],
      [at(7), "Short"],
      [at(7), "Long"],
      [at(8), "Hello ${name}"],
      [at(10), "Straight from the translator"],
    ]);
    expect(unread[0]!.problem).toMatch(/call it as t\(…\), t\.n\(…\), t\.c\(…\) or msg\(…\)/);
  }, 60_000);

  it("the site writes every message where the extractor reads it", () => {
    expect(unreadMessages().map(({ where, message, problem }) => `${where}: "${message}": ${problem}`)).toEqual([]);
  }, 180_000);
});
