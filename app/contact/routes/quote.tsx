// /quote: the quote list kept with us, as a page of real forms. It is where Add to Quote leads
// without JavaScript, and where the header's Quote button goes before the page is interactive;
// with JavaScript the header opens the drawer instead. Personal: never stored by any cache.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { quoteAction, quoteLoader } from "./quote.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { LIMITS } from "../../lib/constants";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { QUOTE_QUANTITY_MAX } from "../quote-item";
import { quoteStore } from "../quote-store";
import type { Route } from "./+types/quote";

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args, { "Cache-Control": CACHE_CONTROL.personal });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  return withHead(url, await quoteLoader(request, url));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return quoteAction(request);
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, added, back } = loaderData;

  // With JavaScript the forms post through React Router; once a change is in, the tab's list (the
  // drawer, the header's count) takes the kept one.
  const posting = useNavigation().formAction === "/quote";
  const wasPosting = useRef(false);
  useEffect(() => {
    if (wasPosting.current && !posting) quoteStore.replace(items);
    wasPosting.current = posting;
  }, [posting, items]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">Your quote</h1>
        <p className="mt-3 text-slate-700">
          The products and services you collect, with how many and a note for each. The list goes with your request, and we keep it for 30
          days.
        </p>

        <div role="status" className="mt-6 empty:hidden">
          {added ? (
            <p className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950">
              {added} has been added to your quote.{" "}
              {back ? (
                <Link to={back} className="font-semibold text-brand-700 underline">
                  Continue browsing
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
        {actionData?.error ? (
          <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
            {actionData.error}
          </p>
        ) : null}

        {items.length === 0 ? (
          <section className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm md:p-8">
            <p className="font-semibold text-slate-900">You have no products in your quote.</p>
            <p className="mt-1 text-slate-600">Add products from the catalogue, or send a request without any.</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/products" className="btn-primary">
                Browse products
              </Link>
              <Link to="/contact" className="btn-secondary">
                Continue to Request Form
              </Link>
            </div>
          </section>
        ) : (
          <section aria-labelledby="quote-items" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
            <div className="flex items-center justify-between gap-4">
              <h2 id="quote-items" className="text-lg font-bold text-slate-900">
                Quote Items ({items.length})
              </h2>
              <Form method="post" action="/quote">
                <button
                  type="submit"
                  name="intent"
                  value="clear"
                  className="rounded px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  Clear All
                </button>
              </Form>
            </div>
            <ul className="mt-4 space-y-3">
              {items.map((item) => (
                <li key={item.id} className="rounded-lg border border-slate-200 p-4">
                  {item.id.startsWith("/") ? (
                    <Link
                      to={item.id}
                      className="font-semibold break-words text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
                    >
                      {item.name}
                    </Link>
                  ) : (
                    <p className="font-semibold break-words text-slate-900">{item.name}</p>
                  )}
                  <p className="text-xs text-slate-600 capitalize">{item.category}</p>
                  <Form method="post" action="/quote" className="mt-3 flex flex-wrap items-end gap-3">
                    <input type="hidden" name="id" value={item.id} />
                    <label className="w-28 text-sm font-medium text-slate-800">
                      Quantity
                      <input
                        name="quantity"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={QUOTE_QUANTITY_MAX}
                        defaultValue={item.quantity ?? ""}
                        className="input mt-1 px-2 py-1.5"
                      />
                    </label>
                    <label className="min-w-48 flex-1 text-sm font-medium text-slate-800">
                      Note <span className="font-normal text-slate-600">(span, length, loading)</span>
                      <input name="note" maxLength={LIMITS.quoteField} defaultValue={item.note ?? ""} className="input mt-1 px-2 py-1.5" />
                    </label>
                    <div className="flex gap-2">
                      <button type="submit" name="intent" value="update" className="btn-secondary px-3 py-2 text-sm">
                        Save<span className="sr-only"> {item.name}</span>
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        className="rounded-md px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                      >
                        Remove<span className="sr-only"> {item.name}</span>
                      </button>
                    </div>
                  </Form>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Link to="/contact" className="btn-primary">
                Continue to Request Form
              </Link>
              <p className="text-sm text-slate-600">The list goes with your request.</p>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
