// @first-load-shell
// UI text in two languages (docs/decisions/0065-the-spanish-edition.md): the English text is the
// message itself, written where it is used; each part of the site keeps its Spanish in a gettext PO
// catalog beside its code (app/<part>/locales/es.po), which a translator edits with any PO tool.
// Catalogs are compiled at build time and loaded on demand: English pages load none.

import type { Locale } from "./locale";

/** A compiled catalog: English message → Spanish, or → [singular, plural] for plural messages. */
export type Messages = Readonly<Record<string, string | readonly string[]>>;

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

/** Where the build puts each catalog's messages (tests/tools/i18n/catalogs.mjs): named by their own hash, kept forever. */
const messagesUrl = (id: string) => `/assets/i18n/${id}.json`;

const fetchMessages = (id: string) =>
  fetch(messagesUrl(id)).then((response) => {
    if (!response.ok) throw new Error(`Messages ${id} could not be loaded (${response.status})`);
    return response.json() as Promise<Messages>;
  });

/**
 * A catalog. The build gives each file that imports its part's catalog one of its own, holding
 * just the messages that file shows, under an id that is their hash (tests/tools/i18n/catalogs.mjs);
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

/** Translates messages of one catalog: `t("Send Message")`, `t("{title} was added.", { title })`, `t.n(count, "# item", "# items")`. */
export type Translate = ((message: string, values?: Values) => string) & {
  /** The singular or plural message for `count` (both languages: one is 1, other is everything else); "#" and "{count}" are the count. */
  n: (count: number, singular: string, plural: string, values?: Values) => string;
  readonly locale: Locale;
};

/** A translator over `messages` (none: English, the message itself). */
export function translator(locale: Locale, messages: Messages | undefined): Translate {
  const t = (message: string, values?: Values) => {
    const found = locale === "en" ? undefined : messages?.[message];
    return interpolate(typeof found === "string" && found ? found : message, values);
  };
  const n = (count: number, singular: string, plural: string, values?: Values) => {
    const found = locale === "en" ? undefined : messages?.[singular];
    const forms = Array.isArray(found) && found.every(Boolean) ? found : [singular, plural];
    const text = (count === 1 ? forms[0] : forms[1]) ?? plural;
    return interpolate(text.replaceAll("#", String(count)), { count, ...values });
  };
  return Object.assign(t, { n, locale });
}
