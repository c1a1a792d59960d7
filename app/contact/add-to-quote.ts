import { quoteStore } from "./quote-store";
import type { QuoteItem } from "./quote-item";
import { toast } from "../ui/toast";

/** Adds an item and says so (rules §8 "Add to quote"); a second add of the same id is ignored, and said so. */
export function addToQuote(item: QuoteItem, message = `${item.name} has been added to your quote.`) {
  if (quoteStore.add(item)) void toast({ title: "Added to Quote", description: message });
  else void toast({ title: "Already in your quote", description: `${item.name} is already in your quote.` });
}
