// @first-load-shell
import { addToQuote } from "../add-to-quote";
import type { QuoteItem } from "../../lib/stored-shapes";
import { catalog } from "../translations";
import { cn } from "../../lib/cn";
import { useLocalePath, useT } from "../../ui/use-t";

/**
 * rules §2 cards: adds the card's product or service to the quote list, with the spec's toast. A
 * real form: without JavaScript it posts to /quote (in the page's language), which keeps the item and shows the list.
 */
export function AddToQuoteButton({ item, className }: { item: QuoteItem; className?: string }) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <form
      method="post"
      action={to("/quote")}
      onSubmit={(event) => {
        event.preventDefault();
        addToQuote(item);
      }}
      className="contents"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="item" value={JSON.stringify(item)} />
      <button className={cn("btn-secondary px-3 py-1.5 text-xs", className)}>
        {t("Add to Quote")}
        {/* The name starts with the visible label (WCAG 2.5.3) and says which item. */}
        <span className="sr-only"> {item.name}</span>
      </button>
    </form>
  );
}
