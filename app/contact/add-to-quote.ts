// @first-load-shell
import { quoteStore } from "./quote-store";
import { keptItem } from "./quote-item";
import type { QuoteItem } from "../lib/stored-shapes";
import { catalog } from "./translations";
import { localeOf, TRANSLATED } from "../lib/locale";
import { translator, type Translate } from "../lib/messages";
import { toast } from "../ui/toast";
import { LIMITS } from "../lib/constants";

/** The page's translator: its language from the address, the Spanish loaded on first use (a Spanish page has it already). */
export async function pageT(): Promise<Translate> {
  const locale = localeOf(location.pathname);
  return translator(locale, TRANSLATED[locale] ? await catalog.load().catch(() => undefined) : undefined);
}

/**
 * Adds an item and says so in the page's language (rules §8 "Add to quote"); a second add of the
 * same id is ignored, and said so, and so is an add to a full list (LIMITS.quoteItems), which keeps
 * the list as it is. `message`, when given, is the toast's text as the caller wrote it, already in
 * the page's language (the mobile menu's "Item added.").
 */
export function addToQuote(item: QuoteItem, message?: string) {
  const outcome = quoteStore.add(keptItem(item));
  void pageT().then((t) => {
    if (outcome === "added")
      toast({ title: t("Added to Quote"), description: message ?? t("{title} has been added to your quote.", { title: item.name }) });
    else if (outcome === "present")
      toast({ title: t("Already in your quote"), description: t("{title} is already in your quote.", { title: item.name }) });
    else
      toast({
        title: t("Your quote list is full"),
        description: t("A quote list holds at most {max} items. Remove one to add another.", { max: LIMITS.quoteItems }),
      });
  });
}
