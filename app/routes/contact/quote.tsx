// /quote: the quote list kept with us, as one real form. It is where Add to Quote leads without
// JavaScript, and where the header's Quote button goes before the page is interactive; with
// JavaScript the header opens the drawer instead. Every button of the form saves every item's
// quantity and note first; with JavaScript they are also saved as the visitor types
// (app/contact/components/quote-autosave.ts). Personal: never stored by any cache.
import { useEffect, useRef } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Link } from "../../ui/link";
import { quoteAction, quoteLoader } from "./quote.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { LIMITS } from "../../lib/constants";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { categoryLabel, QUOTE_QUANTITY_MAX, quantityUnitLabel } from "../../contact/quote-item";
import { quoteStore } from "../../contact/quote-store";
import { flushQuoteSync, onQuoteKept } from "../../contact/quote-sync";
import { useQuoteAutosave } from "../../contact/components/quote-autosave";
import { PageFrame } from "../../contact/components/page-frame";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../contact/translations";
import type { Route } from "./+types/quote";

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args, { "Cache-Control": CACHE_CONTROL.personal });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  return withHead(url, await quoteLoader(request, url));
}

/** A change of the list still on its way to us (an item added a moment ago) arrives before the list is read. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  await flushQuoteSync();
  return serverLoader();
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return quoteAction(request);
}

const FORM_ID = "quote-list";

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, added, back } = loaderData;
  const autosave = useQuoteAutosave(FORM_ID);
  const t = useT(catalog);
  const to = useLocalePath();

  // With JavaScript the buttons post through React Router; once a change is in, the tab's list (the
  // drawer, the header's count) takes the kept one.
  const posting = useNavigation().formAction === to("/quote");
  const wasPosting = useRef(false);
  useEffect(() => {
    if (wasPosting.current && !posting) quoteStore.replace(items);
    wasPosting.current = posting;
  }, [posting, items]);

  // An item this tab added a moment before the page came (its save still on the way): once it is
  // kept, the list is read again.
  const { revalidate } = useRevalidator();
  const shown = useRef(items);
  shown.current = items;
  useEffect(
    () =>
      onQuoteKept((kept) => {
        if (kept.some((item) => !shown.current.some((listed) => listed.id === item.id))) void revalidate();
      }),
    [revalidate],
  );

  const error = actionData && "error" in actionData ? actionData.error : null;

  return (
    <PageFrame
      title={t("Your quote")}
      lead={t(
        "The products and services you collect, with how many and a note for each. The list goes with your request, and we keep it for 30 days.",
      )}
    >
      <div role="status" className="mt-6 empty:hidden">
        {added ? (
          <p className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950">
            {t("{title} has been added to your quote.", { title: added })}{" "}
            {back ? (
              <Link to={back} className="font-semibold text-brand-700 underline">
                {t("Continue browsing")}
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
      {error || autosave.error ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
          {autosave.error ? t(autosave.error) : error}
        </p>
      ) : null}

      {items.length === 0 ? (
        <section className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm md:p-8">
          <p className="font-semibold text-slate-900">{t("You have no products in your quote.")}</p>
          <p className="mt-1 text-slate-600">{t("Add products from the catalogue, or send a request without any.")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={to("/products")} className="btn-primary">
              {t("Browse products")}
            </Link>
            <Link to={to("/contact")} className="btn-secondary">
              {t("Continue to Request Form")}
            </Link>
          </div>
        </section>
      ) : (
        <Form
          id={FORM_ID}
          method="post"
          action={to("/quote")}
          aria-labelledby="quote-items"
          className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
        >
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="quote-items" className="text-lg font-bold text-slate-900">
              {t("Quote Items ({count})", { count: items.length })}
            </h2>
            <button
              type="submit"
              name="intent"
              value="clear"
              className="min-h-11 rounded px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {t("Clear All")}
            </button>
          </div>
          <ul className="mt-4 space-y-3">
            {items.map((item, index) => (
              <li key={item.id} className="rounded-lg border border-slate-200 p-4">
                {item.id.startsWith("/") ? (
                  <Link
                    to={to(item.id)}
                    className="font-semibold break-words text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
                  >
                    {item.name}
                  </Link>
                ) : (
                  <p className="font-semibold break-words text-slate-900">{item.name}</p>
                )}
                <p className="text-xs text-slate-600 capitalize">{categoryLabel(item.category, t)}</p>
                <input type="hidden" name="itemId" value={item.id} />
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <div className="w-40">
                    <label htmlFor={`quote-quantity-${index}`} className="text-sm font-medium text-slate-800">
                      {t("Quantity")}
                    </label>
                    <div className="mt-1 flex items-center gap-2">
                      <input
                        id={`quote-quantity-${index}`}
                        name="quantity"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={QUOTE_QUANTITY_MAX}
                        defaultValue={item.quantity ?? ""}
                        aria-describedby={`quote-unit-${index}`}
                        className="input w-24 px-2 py-1.5"
                      />
                      <span id={`quote-unit-${index}`} className="text-sm text-slate-700">
                        {quantityUnitLabel(item, t)}
                      </span>
                    </div>
                  </div>
                  <div className="min-w-48 flex-1">
                    <label htmlFor={`quote-note-${index}`} className="text-sm font-medium text-slate-800">
                      {t("Note")} <span className="font-normal text-slate-600">{t("(span, length, loading)")}</span>
                    </label>
                    <input
                      id={`quote-note-${index}`}
                      name="note"
                      maxLength={LIMITS.quoteField}
                      defaultValue={item.note ?? ""}
                      className="input mt-1 px-2 py-1.5"
                    />
                  </div>
                  <button
                    type="submit"
                    name="remove"
                    value={item.id}
                    className="min-h-11 rounded-md px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                  >
                    {t("Remove")}
                    <span className="sr-only"> {item.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="continue" className="btn-primary">
              {t("Continue to Request Form")}
            </button>
            <button type="submit" name="intent" value="save" className="btn-secondary">
              {t("Save changes")}
            </button>
            <p className="text-sm text-slate-600">
              {t("The list goes with your request.")}{" "}
              <span role="status">
                {autosave.state === "saving" ? t("Saving…") : autosave.state === "saved" ? t("All changes saved.") : ""}
              </span>
            </p>
          </div>
        </Form>
      )}
    </PageFrame>
  );
}
