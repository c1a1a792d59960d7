// The /quote page's loader and action: the quote list kept with us (quote-session.server.ts),
// shown as one form whose every submit saves every item's quantity and note first, then does what
// its button says (save, remove one, clear, continue to the request form), so nothing typed is lost
// with or without JavaScript (with it, they are also saved as the visitor types, through
// PATCH /api/quote). Add to Quote posts here too. Each change answers 303 (the Post/Redirect/Get
// pattern: reloading the page never posts twice), to the page in the language it was posted from
// (/es/quote stays Spanish); the messages are written in that language.
import { accountQuotes } from "../../accounts/account-quotes.server";
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { safeNextPath } from "../../accounts/next-path";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { keptItem } from "../../contact/quote-item";
import type { QuoteItem } from "../../lib/stored-shapes";
import { readQuote, writeQuote } from "../../contact/quote-session.server";
import { applyQuoteEdits, type QuoteEdit } from "../../contact/quote-edits.server";
import { localeOf, localePath, unprefixed } from "../../lib/locale";
import { msg } from "../../lib/messages";
import { serverT } from "../../server/i18n.server";
import { catalog } from "../../contact/translations";
import { CONTACT_MESSAGES, contactMessage } from "../../contact/messages";
import { sessionUser } from "../../accounts/session-user.server";
import { requestItems } from "../../accounts/requests.server";

export type QuoteActionData = { error: string };

const QUOTE_PATH = "/quote";

/** A page of this site to go back to after adding: where the visitor was, when the browser says so. */
function backPath(request: Request): string | null {
  const referrer = request.headers.get("Referer");
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    if (from.origin !== new URL(request.url).origin || unprefixed(from.pathname) === QUOTE_PATH) return null;
    const path = safeNextPath(`${from.pathname}${from.search}`, "");
    return path || null;
  } catch {
    return null;
  }
}

export async function quoteLoader(request: Request, url: URL) {
  const t = serverT(localeOf(url.pathname), catalog);
  let items: QuoteItem[];
  try {
    items = await readQuote(env, accountQuotes, request);
  } catch (error) {
    console.error("quote: the session store did not answer", error);
    throw data(t(UNAVAILABLE), { status: 503, headers: { "Retry-After": "5" } });
  }
  const added = items.find((item) => item.id === url.searchParams.get("added"))?.name ?? null;
  const back = safeNextPath(url.searchParams.get("back"), "") || null;
  return data({ items, added, back }, { headers: { "Cache-Control": CACHE_CONTROL.personal } });
}

const UNAVAILABLE = msg("Your quote list could not be changed just now. Please try again in a moment.");

/** What a change could not be. */
const INVALID = msg("That change could not be saved: a quantity is a whole number from 1 to 99,999, and a note at most 200 characters.");

/** Every item's quantity and note as the form holds them (fields `itemId`, `quantity`, `note`, once per item, in order). */
function editsFromForm(form: FormData): QuoteEdit[] {
  const quantities = form.getAll("quantity").map(String);
  const notes = form.getAll("note").map(String);
  return form.getAll("itemId").map((id, at) => ({ id: String(id), quantity: quantities[at] ?? "", note: notes[at] ?? "" }));
}

const withEdits = (items: QuoteItem[], form: FormData) => applyQuoteEdits(items, editsFromForm(form));

type Change = { items: QuoteItem[]; added?: string; then?: "contact" };

/** The list after what the post asks for, every edit it carries saved first; null when the post is not one. */
function changed(items: QuoteItem[], form: FormData, again: QuoteItem[] | null): Change | null {
  const remove = form.get("remove");
  if (typeof remove === "string") return { items: withEdits(items, form).filter((item) => item.id !== remove) };
  switch (form.get("intent")) {
    case "add": {
      let item: unknown;
      try {
        item = JSON.parse(String(form.get("item")));
      } catch {
        return null;
      }
      const added = (item as { id?: unknown } | null)?.id;
      if (typeof added !== "string") return null;
      // Checked with the whole list by writeQuote, as the contact form checks it; kept without its page's language prefix.
      const id = keptItem({ id: added }).id;
      return { items: items.some((kept) => kept.id === id) ? items : [...items, { ...(item as QuoteItem), id }], added: id };
    }
    case "save":
      return { items: withEdits(items, form) };
    case "continue":
      return { items: withEdits(items, form), then: "contact" };
    case "clear":
      return { items: [] };
    // Request again (/account): a past request's items, with their quantities and notes; an item
    // already in the list keeps its own, as with Add to Quote.
    case "again":
      return again ? { items: [...items, ...again.map(keptItem).filter((item) => !items.some((kept) => kept.id === item.id))] } : null;
    default:
      return null;
  }
}

/** For Request again: the items of the signed-in, confirmed account's request the post names. */
async function pastRequestItems(request: Request, form: FormData): Promise<QuoteItem[] | null> {
  const reference = form.get("reference");
  if (form.get("intent") !== "again" || typeof reference !== "string") return null;
  const user = await sessionUser(request);
  return user ? requestItems(user, reference.slice(0, 40)) : null;
}

export async function quoteAction(request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const t = serverT(locale, catalog);
  const personal = { "Cache-Control": CACHE_CONTROL.personal };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<QuoteActionData>({ error: t(INVALID) }, { status: 400, headers: personal });
  }
  let next: ReturnType<typeof changed>;
  let write: Awaited<ReturnType<typeof writeQuote>> | null;
  try {
    next = changed(await readQuote(env, accountQuotes, request), form, await pastRequestItems(request, form));
    write = next ? await writeQuote(env, accountQuotes, request, next.items) : null;
  } catch (error) {
    console.error("quote: the session store did not answer", error);
    return data<QuoteActionData>({ error: t(UNAVAILABLE) }, { status: 503, headers: { ...personal, "Retry-After": "5" } });
  }
  if (!write?.ok) {
    // A full list or a note too long is said as such; anything else gets the general rule.
    const error = write && !write.ok && write.error !== CONTACT_MESSAGES.quoteItems ? contactMessage(t, write.error) : t(INVALID);
    return data<QuoteActionData>({ error }, { status: 400, headers: personal });
  }

  const headers = new Headers(personal);
  for (const cookie of write.cookies) headers.append("Set-Cookie", cookie);
  if (next?.then === "contact") return redirect(localePath(locale, "/contact"), { status: 303, headers });
  const target = new URL(localePath(locale, QUOTE_PATH), request.url);
  if (next?.added) {
    target.searchParams.set("added", next.added);
    const back = backPath(request);
    if (back) target.searchParams.set("back", back);
  }
  return redirect(`${target.pathname}${target.search}`, { status: 303, headers });
}
