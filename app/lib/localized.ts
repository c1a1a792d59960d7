// @first-load-shell
// Content written once, its text per language. A content module holds the structure (ids, slugs,
// images, sizes, quantities) with its English text; its `.es.ts` twin holds only the Spanish text,
// export by export, shaped like the English: a list of entries with an `id` or `slug` is keyed by
// it, any other list goes by position, and what is not text (numbers, kinds, paths) is left out.
// `localized` lays the text over the structure once per language: the one place where content
// picks its language.
import type { Locale } from "./locale";

/** Keys that name or point at things rather than say something: their values are never translated. */
type NeutralKey = "id" | "slug" | "src" | "href" | "kind" | "icon" | "key";

type Keyed = { readonly id: string } | { readonly slug: string };

/** Is `T` plain `string` (text) rather than a union of string literals (a kind)? */
type IsText<T> = string extends T ? true : false;

type TextKeys<T> = { [K in keyof T]-?: K extends NeutralKey ? never : [TextOf<T[K]>] extends [never] ? never : K }[keyof T];

/** May the text of `T` be left out: `T` is optional, or its text may be empty (a list's text by id)? */
type MayBeEmpty<T> = undefined extends T ? true : Record<never, never> extends TextOf<T> ? true : false;

/** A field that may be left out is optional; every other field's text is required. */
type TextFields<T> = {
  readonly [K in TextKeys<T> as MayBeEmpty<T[K]> extends true ? never : K]: TextOf<T[K]>;
} & {
  readonly [K in TextKeys<T> as MayBeEmpty<T[K]> extends true ? K : never]?: TextOf<T[K]>;
};

/** The text of content shaped like `T`: its strings, in the same places; nothing else. */
export type TextOf<T> = T extends string
  ? IsText<T> extends true
    ? string
    : never
  : T extends readonly (infer Item)[]
    ? [Item] extends [string]
      ? IsText<Item> extends true
        ? readonly string[]
        : never
      : [TextOf<Item>] extends [never]
        ? never
        : [Item] extends [Keyed]
          ? { readonly [idOrSlug: string]: TextOf<Item> }
          : readonly TextOf<Item>[]
    : T extends (...args: never[]) => unknown
      ? never
      : T extends object
        ? [TextKeys<T>] extends [never]
          ? never
          : TextFields<T>
        : never;

/** The translations of some content: English is the content itself. */
export type Translations<T> = { readonly [L in Exclude<Locale, "en">]: TextOf<T> };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The id or slug an entry of a list is keyed by in its text, if it has one. */
function keyOf(entry: unknown): string | undefined {
  if (!isObject(entry)) return undefined;
  const key = entry.id ?? entry.slug;
  return typeof key === "string" ? key : undefined;
}

const isKeyedList = (list: readonly unknown[]) => list.length > 0 && list.every((entry) => keyOf(entry) !== undefined);

/** `source` with `text` laid over it: each string `text` gives replaces the one in its place. */
export function withText<T>(source: T, text: unknown): T {
  if (text === undefined) return source;
  if (typeof source === "string") return text as T;
  if (Array.isArray(source)) {
    const texts = text as Json & unknown[];
    return source.map((entry, index) => withText(entry, isKeyedList(source) ? texts[keyOf(entry)!] : texts[index])) as T;
  }
  if (isObject(source) && isObject(text)) {
    const merged: Json = { ...source };
    for (const key of Object.keys(text)) merged[key] = withText(source[key], text[key]);
    return merged as T;
  }
  return source;
}

/**
 * Where `text` does not fit `source`: a key, id or position the content lacks, a list of another
 * length, an entry without its text, or anything in the text that is not a string.
 */
export function textMismatches(source: unknown, text: unknown, at = ""): string[] {
  const here = at || "(whole)";
  if (typeof text === "string") return typeof source === "string" ? [] : [`${here}: text where the content has ${typeof source}`];
  if (Array.isArray(source)) {
    if (isKeyedList(source)) {
      if (!isObject(text)) return [`${here}: a list keyed by id or slug needs its text keyed the same way`];
      const keys = source.map((entry) => keyOf(entry)!);
      const problems = Object.keys(text)
        .filter((key) => !keys.includes(key))
        .map((key) => `${at}.${key}: no such entry`);
      for (const entry of source) {
        const key = keyOf(entry)!;
        if (!(key in text)) problems.push(`${at}.${key}: no text`);
        else problems.push(...textMismatches(entry, text[key], `${at}.${key}`));
      }
      return problems;
    }
    if (!Array.isArray(text)) return [`${here}: a list needs a list of texts`];
    if (text.length !== source.length) return [`${here}: ${text.length} texts for ${source.length} entries`];
    return source.flatMap((entry, index) => textMismatches(entry, text[index], `${at}[${index}]`));
  }
  if (isObject(source)) {
    if (!isObject(text)) return [`${here}: ${Array.isArray(text) ? "a list" : typeof text} where the content has fields`];
    return Object.keys(text).flatMap((key) =>
      key in source ? textMismatches(source[key], text[key], `${at}.${key}`) : [`${at}.${key}: no such field`],
    );
  }
  return [`${here}: ${typeof text} where the content has ${typeof source}`];
}

/**
 * Content in each language: `const projectsIn = localized(projects, { es })`, then
 * `projectsIn(locale)`. Each language's version is laid over once and kept. Marked free of side
 * effects: a bundle that never calls an accessor leaves its content out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function localized<T>(source: T, translations: Translations<T>): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (locale === "en") return source;
    let version = made.get(locale);
    if (!version) made.set(locale, (version = withText(source, translations[locale])));
    return version;
  };
}
