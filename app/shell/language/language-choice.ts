// @first-load-shell
// The visitor's own word on the site's language, kept in this browser: once they have used the
// language switch or dismissed the suggestion to read Spanish (language-suggestion.tsx), the
// suggestion never shows again. Nothing is sent to us, and no page is ever redirected by it.

/** The localStorage key: "dismissed" (the suggestion was closed) or "chosen" (a language switch was used). */
export const LANGUAGE_CHOICE_KEY = "language-choice";

export type LanguageChoice = "dismissed" | "chosen";

/** Remembers the choice (storage refused, in a private window say: the suggestion may show again). */
export function rememberLanguageChoice(choice: LanguageChoice): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, choice);
  } catch {
    // nothing to do
  }
}

/** Whether the visitor has already answered (either way). */
export function languageChoiceMade(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY) !== null;
  } catch {
    return true; // storage unreadable: a suggestion that could never be dismissed for good is not shown
  }
}
