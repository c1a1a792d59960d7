// A product's title inside a sentence: Spanish writes a common noun in lower case there
// ("Proyectos construidos con losas doble T"); English keeps the product's name as written.
import type { Locale } from "../lib/locale";

const IN_SENTENCE: Record<Locale, (title: string) => string> = {
  en: (title) => title,
  es: (title) => title.charAt(0).toLowerCase() + title.slice(1),
};

export const inSentence = (title: string, locale: Locale) => IN_SENTENCE[locale](title);
