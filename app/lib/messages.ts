// @first-load-shell
// UI text in two languages (docs/decisions/0065-the-spanish-edition.md): the English text is the
// message itself, written where it is used; each part of the site keeps its Spanish in a gettext PO
// catalog beside its code (app/<part>/locales/es.po), which a translator edits with any PO tool.
// Catalogs are compiled at build time and loaded on demand: English pages load none.

import { TRANSLATED, type Locale } from "./locale";

/**
 * A compiled catalog (tools/i18n/catalogs.mjs): English message → Spanish; a plural message → its
 * forms by plural category; a message with a context under "context\u0004message", gettext's key.
 */
export type Messages = Readonly<Record<string, string | PluralForms>>;

type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>;

/** One part of the site's Spanish messages, loaded once and kept. */
export type Catalog = {
  readonly id: string;
  /** The messages when loaded (on the server: always). */
  readonly messages: () => Messages | undefined;
  /** Loads them; the same promise every time. */
  readonly load: () => Promise<Messages>;
};

const loaded = new Map<string, Messages>();

/** Makes `messages` the loaded messages of the catalog `id` (the server's at once; the browser's from the page). */
export function provideMessages(id: string, messages: Messages): void {
  loaded.set(id, messages);
}

/**
 * A promise React's `use` reads without suspending: marked fulfilled as React itself marks the
 * promises it has seen, so a catalog loaded before (or on the server) never suspends a render.
 */
function fulfilled(messages: Messages): Promise<Messages> {
  return Object.assign(Promise.resolve(messages), { status: "fulfilled", value: messages });
}

/** Where the build puts each catalog's messages (tools/vite/po-catalogs.ts): named by their own hash, kept forever. */
const messagesUrl = (id: string) => `/assets/i18n/${id}.json`;

const fetchMessages = (id: string) =>
  fetch(messagesUrl(id)).then((response) => {
    if (!response.ok) throw new Error(`Messages ${id} could not be loaded (${response.status})`);
    return response.json() as Promise<Messages>;
  });

/**
 * A catalog. The build gives each file that imports its part's catalog one of its own, holding
 * just the messages that file shows, under an id that is their hash (tools/vite/po-catalogs.ts);
 * the browser fetches them when a Spanish page did not bring them.
 */
export function defineCatalog(id: string, load: () => Promise<Messages> = () => fetchMessages(id)): Catalog {
  let pending: Promise<Messages> | undefined;
  return {
    id,
    messages: () => loaded.get(id),
    load: () => {
      const messages = loaded.get(id);
      if (messages) return (pending = pending && "status" in pending ? pending : fulfilled(messages));
      return (pending ??= load().then((messages) => {
        loaded.set(id, messages);
        pending = fulfilled(messages);
        return messages;
      }));
    },
  };
}

/** Marks a message written away from where it is shown (a constant, a schema's message): the text is its English. */
export const msg = <T extends string>(text: T): T => text;

type Values = Readonly<Record<string, string | number>>;

/** "{name}" in `text` replaced by `values.name`; a name without a value stays as written. */
export const interpolate = (text: string, values?: Values): string =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/**
 * Translates messages of one catalog: `t("Send Message")`, `t("{title} was added.", { title })`,
 * `t.n(count, "# item", "# items")`, `t.c("verb", "Order")`.
 */
export type Translate = ((message: string, values?: Values) => string) & {
  /**
   * The form of the message for `count`, by the language's plural rules (Intl.PluralRules; the
   * catalog maps them onto its forms); "#" and "{count}" are the count.
   */
  n: (count: number, singular: string, plural: string, values?: Values) => string;
  /** A message whose English means more than one thing, told apart by its context (gettext's msgctxt). */
  c: (context: string, message: string, values?: Values) => string;
  readonly locale: Locale;
};

/** A translator over `messages` (none: English, the message itself). */
export function translator(locale: Locale, messages: Messages | undefined): Translate {
  const find = (key: string) => (TRANSLATED[locale] ? messages?.[key] : undefined);
  const text = (found: Messages[string] | undefined, message: string, values?: Values) =>
    interpolate(typeof found === "string" && found ? found : message, values);
  const n = (count: number, singular: string, plural: string, values?: Values) => {
    const found = find(singular);
    // Untranslated, the English forms go by English's rules.
    const [forms, language]: [PluralForms, string] = typeof found === "object" ? [found, locale] : [{ one: singular, other: plural }, "en"];
    const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other ?? plural;
    return interpolate(form.replaceAll("#", String(count)), { count, ...values });
  };
  return Object.assign((message: string, values?: Values) => text(find(message), message, values), {
    n,
    c: (context: string, message: string, values?: Values) => text(find(`${context}\u0004${message}`), message, values),
    locale,
  });
}
