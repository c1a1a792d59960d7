// Translating in server code (loaders, actions, mails, spec sheets): the server build has every
// catalog's messages from the start (tools/vite/po-catalogs.ts), so nothing waits.
import { translator, type Catalog, type Translate } from "../lib/messages";
import type { Locale } from "../lib/locale";

/** The translator of `catalog` in `locale`. */
export function serverT(locale: Locale, catalog: Catalog): Translate {
  return translator(locale, catalog.messages());
}
