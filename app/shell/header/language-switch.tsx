// @first-load-shell
// The same page in the other language (docs/decisions/0065-the-spanish-edition.md): a plain link, so
// it works before and without JavaScript, and loads the other language's page whole.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { LANGUAGE, localePath, otherLocale, type Locale } from "../../lib/locale";
import { useLocale } from "../../ui/use-t";
import { rememberLanguageChoice } from "../language/language-choice";

/**
 * What the link says to a screen reader after the language's name, written (like the name, and
 * read with its `lang`) in the language it leads to: it speaks to the visitor who reads that one.
 * The name comes first, so the accessible name starts with the visible text (WCAG 2.5.3):
 * "Español (leer esta página en español)".
 */
const READ_IN: Record<Locale, string> = {
  en: "read this page in English",
  es: "leer esta página en español",
};

export function LanguageSwitch({ className, icon }: { className: string; icon?: ReactNode }) {
  const { pathname, search } = useLocation();
  const other = otherLocale(useLocale());
  const { lang, name } = LANGUAGE[other];
  return (
    <a
      href={`${localePath(other, pathname)}${search}`}
      hrefLang={lang}
      lang={lang}
      data-language-switch=""
      onClick={() => rememberLanguageChoice("chosen")}
      className={className}
    >
      {icon}
      {name}
      <span className="sr-only"> ({READ_IN[other]})</span>
    </a>
  );
}
