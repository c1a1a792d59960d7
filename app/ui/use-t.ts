// @first-load-shell
// The page's language and its UI text: `const t = useT(catalog)` in a component, where `catalog` is
// its part's (app/<part>/translations.ts; the build gives each file its own, holding what it shows).
// A Spanish page brings the messages its server render used, in the page itself (app/entry.server.tsx);
// a catalog the page did not bring (a dialog opened later, the next page) is loaded first, React
// waiting until it arrives.
import { createContext, use, useContext, useMemo } from "react";
import { useLocation } from "react-router";
import { localeOf, localePath, TRANSLATED, type Locale } from "../lib/locale";
import { provideMessages, translator, type Catalog, type Messages, type Translate } from "../lib/messages";

/** The language of the page being shown. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** On the server, the catalogs a render used (their messages go into the page); in the browser, none. */
export const UsedCatalogs = createContext<Set<Catalog> | null>(null);

/** The id of the element holding the messages a Spanish page brought. */
export const PAGE_MESSAGES_ID = "mm-messages";

let broughtTaken = false;
/** The messages the page brought, made loaded catalogs, once. */
function takePageMessages() {
  if (broughtTaken || typeof document === "undefined") return;
  broughtTaken = true;
  const element = document.getElementById(PAGE_MESSAGES_ID);
  if (!element?.textContent) return;
  for (const [id, messages] of Object.entries(JSON.parse(element.textContent) as Record<string, Messages>)) provideMessages(id, messages);
}

export function useT(catalog: Catalog): Translate {
  const locale = useLocale();
  useContext(UsedCatalogs)?.add(catalog);
  if (TRANSLATED[locale]) takePageMessages();
  // Always through `use`, on the same promise until it settles: React must see the same calls on every render.
  const messages = TRANSLATED[locale] ? use(catalog.load()) : undefined;
  return useMemo(() => translator(locale, messages), [locale, messages]);
}

/** The site's paths in this page's language: `to("/products")` is "/es/products" on a Spanish page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useMemo(() => (path: string) => (path.startsWith("/") && !path.startsWith("//") ? localePath(locale, path) : path), [locale]);
}
