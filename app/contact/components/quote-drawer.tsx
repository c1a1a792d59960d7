// The quote drawer (rules §2 "Quote drawer", §4 "Quote list"): the items the visitor collected,
// with remove and Clear All, and the way on to the request form, which sends the list along
// (docs/decisions/0001-product-resolutions.md). The header loads it on the first click of its Quote button.
import { useEffect, useId, useRef, type MouseEvent, useEffectEvent } from "react";
import { useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { capitalise } from "../../lib/words";
import { quoteStore, useQuoteItems } from "../quote-store";
import { categoryLabel, QUOTE_QUANTITY_MAX, quantityUnitLabel } from "../quote-item";
import type { QuoteItem } from "../../lib/stored-shapes";
import { LIMITS } from "../../lib/constants";
import { SamePathLink } from "../../ui/same-path-link";
import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle } from "../../ui/sheet";
import { ClipboardIcon, TrashIcon } from "../../ui/icons";
import { useLocalePath, useT } from "../../ui/use-t";
import type { Translate } from "../../lib/messages";
import { catalog } from "../translations";

export type QuoteDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Where focus goes once the list has changed: the next item's remove button, or the empty-state message. */
type FocusTarget = { itemId: string } | "empty" | null;

export default function QuoteDrawer({ open, onOpenChange }: QuoteDrawerProps) {
  const items = useQuoteItems();
  const { pathname, key } = useLocation();
  const t = useT(catalog);
  const to = useLocalePath();

  // Closing because the visitor left the page: the new page keeps the focus, not the Quote button.
  const navigating = useRef(false);
  const close = (leavesPage: boolean) => {
    navigating.current = leavesPage;
    onOpenChange(false);
  };
  const onLinkClick = (to: string) => (event: MouseEvent) => {
    // a modified click opens another tab: this page, and the drawer, stay as they are
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) close(to !== pathname);
  };

  // spec: the drawer closes after navigating, Back and Forward included.
  const seenKey = useRef(key);
  const navigated = useEffectEvent(() => {
    if (open) close(true);
  });
  useEffect(() => {
    if (seenKey.current === key) return;
    seenKey.current = key;
    navigated();
  }, [key]);

  // Removing the focused button would drop focus on the panel itself; put it somewhere useful.
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const focusTarget = useRef<FocusTarget>(null);
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "empty") emptyMessage.current?.focus();
    else if (target) removeButtons.current.get(target.itemId)?.focus();
  }, [items]);

  const remove = (index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    focusTarget.current = next ? { itemId: next.id } : "empty";
    quoteStore.remove(items[index]!.id);
  };
  const clearAll = () => {
    focusTarget.current = "empty";
    quoteStore.clear();
  };

  return (
    <Sheet open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close(false))}>
      <SheetContent
        className="w-full min-[26rem]:w-96" // rules §9: 24rem; phones narrower than 26rem get the whole width
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          if (navigating.current) event.preventDefault();
          navigating.current = false;
        }}
      >
        <SheetHeader>
          <SheetTitle>{t("Request a quote")}</SheetTitle>
        </SheetHeader>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center overflow-y-auto px-6 py-8 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ClipboardIcon className="size-7" />
            </span>
            <p ref={emptyMessage} tabIndex={-1} className="mt-4 font-semibold text-slate-900 outline-none">
              {t("You have no products in your quote.")}
            </p>
            <p className="mt-1 text-slate-600">{t("Would you like to add some?")}</p>
            <SamePathLink to={to("/products")} className="btn-primary mt-6 w-full" onClick={onLinkClick(to("/products"))}>
              {t("Browse products")}
            </SamePathLink>
            <p className="mt-8 text-sm text-slate-600">{t("Or you can submit this quote without products.")}</p>
            <SamePathLink to={to("/contact")} className="btn-secondary mt-3 w-full" onClick={onLinkClick(to("/contact"))}>
              {t("Continue to Request Form")}
            </SamePathLink>
          </div>
        ) : (
          <QuoteList
            items={items}
            onRemove={remove}
            onClearAll={clearAll}
            removeButtons={removeButtons.current}
            onLinkClick={onLinkClick}
            t={t}
            to={to}
          />
        )}
        {items.length > 0 ? (
          <SheetFooter className="p-5">
            <SamePathLink to={to("/contact")} className="btn-primary w-full" onClick={onLinkClick(to("/contact"))}>
              {t("Continue to Request Form")}
            </SamePathLink>
            <p className="mt-2 text-center text-xs text-slate-600">{t("The list goes with your request.")}</p>
          </SheetFooter>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

type QuoteListProps = {
  items: readonly QuoteItem[];
  onRemove: (index: number) => void;
  onClearAll: () => void;
  removeButtons: Map<string, HTMLButtonElement>;
  onLinkClick: (to: string) => (event: MouseEvent) => void;
  t: Translate;
  /** The site's paths in the page's language. */
  to: (path: string) => string;
};

function QuoteList({ items, onRemove, onClearAll, removeButtons, onLinkClick, t, to }: QuoteListProps) {
  const headingId = useId();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-4 px-5 pt-4 pb-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t("Quote Items ({count})", { count: items.length })}
        </h3>
        <button
          type="button"
          onClick={onClearAll}
          className="rounded px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("Clear All")}
        </button>
      </div>
      {/* rules §3: a full list takes no more (Add to Quote says so too); what it holds stays. */}
      {items.length >= LIMITS.quoteItems ? (
        <p className="mx-5 mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("A quote list holds at most {max} items. Remove one to add another.", { max: LIMITS.quoteItems })}
        </p>
      ) : null}
      <ul aria-labelledby={headingId} className="flex-1 space-y-2 overflow-y-auto overscroll-contain px-5 pt-1 pb-4">
        {items.map((item, index) => (
          <li key={item.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
            <div className="min-w-0 flex-1">
              {/* rules §3: a product or service item's id is its page, so the name can lead back to it */}
              {item.id.startsWith("/") ? (
                <SamePathLink
                  to={to(item.id)}
                  onClick={onLinkClick(to(item.id))}
                  className="block font-medium break-words text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {item.name}
                </SamePathLink>
              ) : (
                <p className="font-medium break-words text-slate-900">{item.name}</p>
              )}
              <CategoryBadge category={item.category} t={t} />
              <ItemDetails item={item} t={t} />
            </div>
            <button
              type="button"
              ref={(button) => {
                if (button) removeButtons.set(item.id, button);
                else removeButtons.delete(item.id);
              }}
              onClick={() => onRemove(index)}
              aria-label={t("Remove {name}", { name: item.name })}
              className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <TrashIcon />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How many, and a note (span, length, loading): they travel with the request. */
function ItemDetails({ item, t }: { item: QuoteItem; t: Translate }) {
  const id = useId();
  return (
    <div className="mt-2 flex gap-2">
      <div className="shrink-0">
        <label htmlFor={`${id}-quantity`} className="block text-xs font-medium text-slate-700">
          {t("Quantity")}
        </label>
        <div className="mt-0.5 flex items-center gap-1.5">
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUOTE_QUANTITY_MAX}
            value={item.quantity ?? ""}
            onChange={(event) => {
              const quantity = Math.min(QUOTE_QUANTITY_MAX, Math.floor(Number(event.target.value)));
              quoteStore.update(item.id, { quantity: quantity > 0 ? quantity : undefined });
            }}
            aria-describedby={`${id}-unit`}
            className="input w-20 px-2 py-1 text-sm"
          />
          <span id={`${id}-unit`} className="text-xs text-slate-600">
            {quantityUnitLabel(item, t)}
          </span>
        </div>
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-note`} className="block text-xs font-medium text-slate-700">
          {t("Note")}
        </label>
        <input
          id={`${id}-note`}
          value={item.note ?? ""}
          maxLength={LIMITS.quoteField}
          placeholder={t("Span, length, loading")}
          onChange={(event) => quoteStore.update(item.id, { note: event.target.value || undefined })}
          className="input mt-0.5 px-2 py-1 text-sm"
        />
      </div>
    </div>
  );
}

const BADGE_COLOURS: Record<string, string> = {
  products: "bg-brand-50 text-brand-800",
  services: "bg-amber-50 text-accent-700",
};

function CategoryBadge({ category, t }: { category: string; t: Translate }) {
  return (
    <span
      className={cn(
        "mt-1.5 inline-block rounded-full px-2 py-0.5 text-xs font-medium",
        BADGE_COLOURS[category] ?? "bg-slate-100 text-slate-700",
      )}
    >
      {capitalise(categoryLabel(category, t))}
    </span>
  );
}
