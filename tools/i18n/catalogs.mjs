// The UI text catalogs (docs/decisions/0065-the-spanish-edition.md). English messages are written
// in the code, where they are shown: `t("Send Message")`, `t.n(count, "# item", "# items")`,
// `t.c("verb", "Order")` for a message whose English means more than one thing, or `msg("…")` for a
// message kept in a constant and translated where it is shown (tools/i18n/sources.mjs reads them).
// Each part of the site (a folder under app/ with a translations.ts) keeps their Spanish in
// locales/es.po, which translators edit with any PO tool.
//  - extractMessages(part): every message the part's code writes, with where.
//  - updateCatalog(part): brings its es.po in line (new messages added untranslated, gone ones
//    dropped, translations and headers kept); `npm run i18n:extract` does it for every part.
//  - checkCatalogs(): what is missing, untranslated or left over; the catalog test fails on any.
//  - compilePo(text): the compiled form the build ships, English → Spanish (the build plugin that
//    ships it is tools/vite/po-catalogs.ts).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as gettextParser from "gettext-parser";
import { pluralCategories } from "./plural-forms.mjs";
import { app, catalogParts, extractMessages, messageKey } from "./sources.mjs";
import { unreadMessages } from "./unread-messages.mjs";

export { app, catalogParts, collectMessages, extractMessages, messagesShownBy, partOf, root } from "./sources.mjs";

/** @param {string} part */
export const catalogFile = (part) => join(app, part, "locales", "es.po");

/** A new catalog's headers; a catalog's own (its Language, its Plural-Forms) are kept. */
const HEADERS = {
  "Content-Type": "text/plain; charset=UTF-8",
  Language: "es-419",
  "Plural-Forms": "nplurals=2; plural=(n != 1);",
};

/** @typedef {import("gettext-parser").GetTextTranslation} Entry */

/**
 * A PO file's headers (the defaults under its own), its entries by key (see messageKey), and how
 * many forms a plural message takes with them.
 * @param {string | Buffer | undefined} text
 */
function readPo(text) {
  const parsed = text === undefined ? { headers: {}, translations: {} } : gettextParser.po.parse(text);
  /** @type {Record<string, string>} */
  const headers = { ...HEADERS, ...parsed.headers };
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  for (const [context, messages] of Object.entries(parsed.translations)) {
    for (const [id, entry] of Object.entries(messages)) if (id) entries.set(messageKey(context, id), entry);
  }
  return { headers, entries, plurals: () => pluralCategories(headers.Language ?? HEADERS.Language, headers["Plural-Forms"] ?? "") };
}

/** @param {string} part */
const readCatalog = (part) => readPo(existsSync(catalogFile(part)) ? readFileSync(catalogFile(part)) : undefined);

/**
 * A catalog's text for the messages `extracted` from code: in the order the code first writes them,
 * with the translations and headers of `current` (a PO file's text) kept.
 * @param {Map<string, import("./sources.mjs").Extracted>} extracted
 * @param {string | Buffer | undefined} current
 */
export function catalogText(extracted, current) {
  const { headers, entries, plurals } = readPo(current);
  const header = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\n`)
    .join("");
  /** @type {Record<string, Record<string, Entry>>} */
  const translations = { "": { "": { msgid: "", msgstr: [header] } } };
  for (const [key, { id, plural, context, references }] of extracted) {
    const kept = entries.get(key);
    const msgstr = kept && Boolean(kept.msgid_plural) === Boolean(plural) ? kept.msgstr : Array(plural ? plurals().forms : 1).fill("");
    (translations[context ?? ""] ??= {})[id] = {
      ...(context ? { msgctxt: context } : {}),
      msgid: id,
      ...(plural ? { msgid_plural: plural } : {}),
      msgstr,
      comments: {
        ...(kept?.comments?.translator ? { translator: kept.comments.translator } : {}),
        reference: [...new Set(references)].join("\n"),
      },
    };
  }
  return `${gettextParser.po.compile({ charset: "utf-8", headers, translations }, { foldLength: 0, sort: false }).toString()}\n`;
}

/**
 * Writes `part`'s es.po from its code.
 * @param {string} part
 */
export function updateCatalog(part) {
  const file = catalogFile(part);
  writeFileSync(file, catalogText(extractMessages(part), existsSync(file) ? readFileSync(file) : undefined));
}

/**
 * Per part: messages the code writes that its catalog lacks or leaves untranslated (a plural one
 * without as many forms as its Plural-Forms says), and entries no code writes.
 */
export function checkCatalogs() {
  return catalogParts().map((part) => {
    const code = extractMessages(part);
    const { entries, plurals } = readCatalog(part);
    /** @param {Entry | undefined} entry */
    const unfinished = (entry) =>
      entry !== undefined &&
      (entry.msgstr.some((form) => !form) || (entry.msgid_plural !== undefined && entry.msgstr.length !== plurals().forms));
    return {
      part,
      messages: code.size,
      missing: [...code.keys()].filter((key) => !entries.has(key)),
      untranslated: [...code.keys()].filter((key) => unfinished(entries.get(key))),
      leftOver: [...entries.keys()].filter((key) => !code.has(key)),
    };
  });
}

/**
 * A PO file's translated entries, as the build ships them: by key (see messageKey), a plural one
 * as its forms by the language's plural category (tools/i18n/plural-forms.mjs).
 * @param {string} text
 */
export function compilePo(text) {
  const { entries, plurals } = readPo(text);
  /** @type {Record<string, string | Partial<Record<Intl.LDMLPluralRule, string>>>} */
  const messages = {};
  for (const [key, entry] of entries) {
    if (entry.msgstr.some((form) => !form)) continue;
    if (entry.msgid_plural === undefined) messages[key] = entry.msgstr[0] ?? "";
    else {
      const { forms, categories } = plurals();
      if (entry.msgstr.length !== forms) continue;
      // A category sharing "other"'s form is left out: the runtime falls back to "other".
      const own = Object.entries(categories).filter(([category, form]) => category === "other" || form !== categories.other);
      messages[key] = Object.fromEntries(own.map(([category, form]) => [category, entry.msgstr[form]]));
    }
  }
  return messages;
}

// npm run i18n:extract
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const part of catalogParts()) updateCatalog(part);
  for (const { part, messages, untranslated } of checkCatalogs()) {
    console.log(
      `${part.padEnd(10)} ${String(messages).padStart(4)} messages${untranslated.length ? `, ${untranslated.length} to translate` : ""}`,
    );
  }
  const unread = unreadMessages();
  for (const { where, message, problem } of unread) console.error(`${where}: "${message}": ${problem}`);
  if (unread.length) process.exitCode = 1;
}
