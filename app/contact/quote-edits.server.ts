// The /quote page's edits (docs/decisions/0062-a-quote-list-that-keeps-every-edit.md): each item's
// quantity and note as typed, applied to the kept list by item, with its form's buttons (without
// JavaScript) or PATCH /api/quote (as the visitor types). The list then goes through the same
// checks as any other save (./quote-session.server.ts writeQuote).
import { LIMITS } from "../lib/constants";
import { cleanText } from "../lib/clean-text";
import { CONTACT_MESSAGES } from "./messages";
import type { QuoteItem } from "../lib/stored-shapes";
import type { QuoteEnv } from "./quote-keys.server";
import { readQuote, writeQuote, type AccountQuotes, type QuoteWrite } from "./quote-session.server";

/** One item's quantity and note as typed: an empty quantity says none. */
export type QuoteEdit = { id: string; quantity: string; note: string };

/** The list with each edit applied to the item it names; items no edit names stay as they were. */
export function applyQuoteEdits(items: readonly QuoteItem[], edits: readonly QuoteEdit[]): QuoteItem[] {
  return items.map((item) => {
    const edit = edits.find((candidate) => candidate.id === item.id);
    if (!edit) return item;
    const text = edit.quantity.trim();
    const quantity = text === "" ? undefined : Number(text);
    const note = cleanText(edit.note);
    const { quantity: _quantity, note: _note, ...rest } = item;
    return { ...rest, ...(quantity === undefined ? {} : { quantity }), ...(note ? { note } : {}) };
  });
}

/** Edits as a page sends them, or null when they are not (a note is cut at twice its limit, so one too long is still told as such). */
function asEdits(value: unknown): QuoteEdit[] | null {
  if (!Array.isArray(value) || value.length > LIMITS.quoteItems) return null;
  const edits: QuoteEdit[] = [];
  for (const entry of value) {
    const { id, quantity, note } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== "string" || typeof quantity !== "string" || typeof note !== "string") return null;
    edits.push({ id, quantity: quantity.slice(0, 10), note: note.slice(0, LIMITS.quoteField * 2) });
  }
  return edits;
}

/** Applies a page's edits to the kept list (as the /quote form saves them); the cookies to set. */
export async function editQuote(env: QuoteEnv, accounts: AccountQuotes, request: Request, value: unknown): Promise<QuoteWrite> {
  const edits = asEdits(value);
  if (!edits) return { ok: false, error: CONTACT_MESSAGES.quoteItems };
  return writeQuote(env, accounts, request, applyQuoteEdits(await readQuote(env, accounts, request), edits));
}
