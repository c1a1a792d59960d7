// On an English page, for a browser whose first language is Spanish: a small note offering the same
// page in Spanish (docs/decisions/0065-the-spanish-edition.md). Never a redirect: the page's language
// is its address's. Loaded after the page is interactive (after-load.tsx), fixed to the viewport so
// it moves nothing, above the floating buttons' row (decision 0029). It waits until the cookie
// choice is made: the two notes together would cover half a phone's first screen. Gone for good
// once dismissed or once the visitor has used a language switch (language-choice.ts).
// It speaks to a reader of Spanish, so it is written in Spanish whatever the page's language.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { localePath, type Locale } from "../../lib/locale";
import { useLocale } from "../../ui/use-t";
import { languageChoiceMade, rememberLanguageChoice } from "./language-choice";
import { onConsentChange, readConsent } from "../cookie-consent/consent";

/** The row the floating buttons (cookie settings, scroll chevron, quote) take at the bottom, and some air. */
const ABOVE_FLOATING_PX = 88;

/** The language the suggestion offers, and writes itself in. */
const OFFERED: Locale = "es";

/** Whether the browser's first language is Spanish (any region). */
function readsSpanishFirst(): boolean {
  const first = navigator.languages?.[0] ?? navigator.language ?? "";
  return /^es\b/i.test(first);
}

export function LanguageSuggestion() {
  const offers = useLocale() !== OFFERED;
  const { pathname, search } = useLocation();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const decide = () => setWanted(offers && readsSpanishFirst() && !languageChoiceMade() && readConsent() !== null);
    decide();
    return onConsentChange(decide);
  }, [offers]);

  if (!wanted || !offers) return null;
  return (
    <aside
      lang="es"
      aria-label="Esta página en español"
      data-language-suggestion=""
      style={{ bottom: `${ABOVE_FLOATING_PX}px` }}
      className="fixed right-4 left-4 z-30 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-slate-200 bg-white py-2 pr-2 pl-4 text-sm text-slate-800 shadow-lg sm:left-auto"
    >
      <p className="flex-1">
        ¿Prefiere leer esta página en español?{" "}
        <a
          href={`${localePath(OFFERED, pathname)}${search}`}
          hrefLang="es"
          onClick={() => rememberLanguageChoice("chosen")}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Ver en español
        </a>
      </p>
      <button
        type="button"
        aria-label="Cerrar"
        onClick={() => {
          rememberLanguageChoice("dismissed");
          setWanted(false);
        }}
        className="grid size-10 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
