// The quote list, and a request being written, kept for 30 days (docs/decisions/0050-a-quote-that-lasts.md):
// a server-side session in Workers KV through React Router's Cloudflare session storage; the
// browser holds only a signed cookie with the session's id (HttpOnly), and a small readable cookie
// with the number of items, which is all any page may know before its script asks.
import { createWorkersKVSessionStorage } from "@react-router/cloudflare";
import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { quoteItemsSchema } from "./schema";
import { CONTACT_MESSAGES } from "./messages";
import type { QuoteItem } from "./quote-item";
import { CONTACT_FIELDS } from "./form-data";
import { LIMITS } from "../lib/constants";
import { cleanText } from "../lib/clean-text";
import { hex } from "../lib/hex";
import { siteSecret } from "../server/secret.server";
import { sessionUser } from "../accounts/session-user.server";
import { readAccountQuote, writeAccountQuote } from "../accounts/quote-list.server";
import { mergeQuotes, recordChange, sameTimedQuote, type TimedQuote } from "./quote-merge";

const QUOTE_SESSION_DAYS = 30;
const MAX_AGE = QUOTE_SESSION_DAYS * 24 * 60 * 60;
/** The session cookie's name: not a sign-in session, so pages stay edge-cached for its holder. */
const QUOTE_COOKIE = "mm_quote";
/** When this browser last sent a request, as a mark (sentMark below); no content. */
const SENT_COOKIE = "mm_sent";
/** How many items the list holds, for the header's badge; no content. */
const QUOTE_COUNT_COOKIE = "quote_count";

type QuoteEnv = Pick<Env, "CACHE" | "CLIENT_KEY_SECRET">;

/** Quote sessions' own part of the KV namespace it shares with cached documents. */
export const QUOTE_SESSION_PREFIX = "quote-session:";
/**
 * Drafts' own part: one key per session, beside the session's record and not in it, so a draft
 * save and a list save each write only their own (KV has no transactions; a record written whole
 * by one would undo the other's change made in between).
 */
const QUOTE_DRAFT_PREFIX = "quote-draft:";
/**
 * What the session storage makes its ids of, and we our sent marks: 8 random bytes in hex. A
 * cookie holding anything else names no session and no mark.
 */
const RANDOM_ID = /^[0-9a-f]{16}$/;

/**
 * The session storage's view of KV: its keys live under QUOTE_SESSION_PREFIX, and an id it did not
 * make reads as no session, so even a cookie signed with a leaked secret reaches nothing else.
 */
function sessionKv(kv: KVNamespace): KVNamespace {
  const key = (id: string) => {
    if (!RANDOM_ID.test(id)) throw new Error("quote session: refused a malformed session id");
    return QUOTE_SESSION_PREFIX + id;
  };
  const view = {
    get: (id: string, type?: "json") => (RANDOM_ID.test(id) ? kv.get(key(id), type as "text") : Promise.resolve(null)),
    put: (id: string, value: string, options?: KVNamespacePutOptions) => kv.put(key(id), value, options),
    delete: (id: string) => (RANDOM_ID.test(id) ? kv.delete(key(id)) : Promise.resolve()),
  };
  return view as unknown as KVNamespace;
}

/** What the session's cookie and the sent mark's share: only we read them, for 30 days. */
const ownCookie = (url: URL) => ({
  httpOnly: true,
  secure: url.protocol === "https:",
  sameSite: "lax" as const,
  path: "/",
  maxAge: MAX_AGE,
});

function storage(env: QuoteEnv, url: URL) {
  const cookie = createCookie(QUOTE_COOKIE, {
    ...ownCookie(url),
    // Signed so an id cannot be guessed into; without the secret (off localhost) lists are off: 503.
    secrets: [siteSecret("CLIENT_KEY_SECRET", env.CLIENT_KEY_SECRET, url)],
  });
  return Object.assign(createWorkersKVSessionStorage<SessionData>({ cookie, kv: sessionKv(env.CACHE) }), { cookie });
}

/**
 * A mark that changes each time this browser sends a request. A draft is kept with the mark its
 * save carried and shown only while the mark is the same, so a save still on its way when the
 * request went (even one that is making the session) cannot bring a sent request back.
 */
const sentCookie = (url: URL) => createCookie(SENT_COOKIE, ownCookie(url));

const sentMark = (request: Request, url: URL) => idIn(sentCookie(url), request);

/** The id or mark `cookie` holds in `request`, "" for none or for anything we did not make. */
async function idIn(cookie: Cookie, request: Request): Promise<string> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && RANDOM_ID.test(value) ? value : "";
}

/**
 * What a session keeps: the list, and (since migrations/0014) when each item last changed and which
 * were removed when, so a list kept with an account merges with it (./quote-merge.ts).
 */
type SessionData = { items: QuoteItem[]; times: Record<string, number>; removed: Record<string, number> };

type Sessions = ReturnType<typeof storage>;
type Session = Awaited<ReturnType<Sessions["getSession"]>>;

const timesOf = (value: unknown): Record<string, number> =>
  typeof value === "object" && value !== null
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])))
    : {};

/** The session's list with its times; an item kept before times were: as old as can be. */
function timedOf(session: Session): TimedQuote {
  const parsed = quoteItemsSchema.safeParse(session.get("items") ?? []);
  const times = timesOf(session.get("times"));
  const items = (parsed.success ? parsed.data : []).map((item) => ({ item, at: times[item.id] ?? 0 }));
  const removed = Object.entries(timesOf(session.get("removed"))).map(([id, at]) => ({ id, at }));
  return { items, removed };
}

function setTimed(session: Session, timed: TimedQuote) {
  session.set(
    "items",
    timed.items.map(({ item }) => item),
  );
  session.set("times", Object.fromEntries(timed.items.map(({ item, at }) => [item.id, at])));
  session.set("removed", Object.fromEntries(timed.removed.map(({ id, at }) => [id, at])));
}

/**
 * The list as it stands for this request: the session's, merged with the signed-in account's and
 * both brought up to date (rules §3 "Quote list with an account"), after `change` when one is
 * given (the list the page now holds). Signed out, the session's list as it is, or as changed.
 */
async function settle(env: QuoteEnv, request: Request, change?: (items: QuoteItem[]) => QuoteItem[]) {
  const { url, sessions, session } = await open(env, request);
  const before = timedOf(session);
  const user = await sessionUser(request);
  const account = user ? await readAccountQuote(user.id) : null;
  // A change is newer than anything either list holds, even within the clock's last millisecond.
  const times = [before, account ?? before].flatMap(({ items, removed }) => [...items, ...removed].map(({ at }) => at));
  const now = Math.max(Date.now(), ...times.map((at) => at + 1));
  let next = change ? recordChange(before, change(before.items.map(({ item }) => item)), now) : before;
  if (user && account) {
    next = mergeQuotes(account, next, now);
    if (!sameTimedQuote(account, next)) await writeAccountQuote(user.id, account, next, now);
  }
  const write = change !== undefined || !sameTimedQuote(before, next);
  if (write) setTimed(session, next);
  return {
    items: next.items.map(({ item }) => item),
    removed: next.removed.map(({ id }) => id),
    cookies: write ? await commit(sessions, session, url) : [],
  };
}

/** The list this browser keeps with us (with its account's, when signed in); empty when it has none. */
export async function readQuote(env: QuoteEnv, request: Request): Promise<QuoteItem[]> {
  return (await settle(env, request)).items;
}

/**
 * The list as GET /api/quote answers it: the items, the ids removed in the last TOMBSTONE_DAYS (a
 * tab still holding one must not bring it back), and the cookies to set when the merge with an
 * account changed what this browser keeps.
 */
export const syncedQuote = (env: QuoteEnv, request: Request) => settle(env, request);

export type QuoteWrite = { ok: true; items: QuoteItem[]; cookies: string[] } | { ok: false; error: string };

/** The cookies that keep a session: its id, and the number of items its list holds. */
function keptCookies(idCookie: string, session: Session, url: URL): string[] {
  const secure = url.protocol === "https:" ? "; Secure" : "";
  const count = (session.get("items") ?? []).length;
  return [idCookie, `${QUOTE_COUNT_COOKIE}=${count}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax${secure}`];
}

/** Writes the session's record; the cookies to set. */
const commit = async (sessions: Sessions, session: Session, url: URL) => keptCookies(await sessions.commitSession(session), session, url);

async function open(env: QuoteEnv, request: Request) {
  const url = new URL(request.url);
  const sessions = storage(env, url);
  const session = await sessions.getSession(request.headers.get("Cookie"));
  // An id we never made (a cookie signed with a leaked secret) starts a new session, never writes to that key.
  return { url, sessions, session: session.id && !RANDOM_ID.test(session.id) ? await sessions.getSession() : session };
}

/** The session's id from its signed cookie alone, its record unread: "" for none, as for an id we never made. */
const sessionIdOf = (env: QuoteEnv, request: Request, url: URL) => idIn(storage(env, url).cookie, request);

/** Replaces the kept list with `value` (checked as the contact form checks it); the cookies to set. */
export async function writeQuote(env: QuoteEnv, request: Request, value: unknown): Promise<QuoteWrite> {
  const parsed = quoteItemsSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: CONTACT_MESSAGES.quoteItems };
  const { items, cookies } = await settle(env, request, () => parsed.data);
  return { ok: true, items, cookies };
}

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

/** Edits as a page sends them, or null when they are not. */
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
export async function editQuote(env: QuoteEnv, request: Request, value: unknown): Promise<QuoteWrite> {
  const edits = asEdits(value);
  if (!edits) return { ok: false, error: CONTACT_MESSAGES.quoteItems };
  return writeQuote(env, request, applyQuoteEdits(await readQuote(env, request), edits));
}

/** The contact form's fields as the visitor left them, unsent (no files: a browser cannot hand them back). */
export type RequestDraft = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

/** Fields that keep their lines, as the form's message and loads do. */
const MULTILINE = new Set(["message", "loads"]);
/** The most a draft field may hold: the form's own limit, or the longest single-line one. */
const draftLimit = (field: string) => (field === "message" ? LIMITS.message : field === "loads" ? LIMITS.loads : LIMITS.quoteField);

/**
 * A draft as sent by the page: the form's fields only, each a string, cleaned as the form cleans
 * text (docs/rules.md §5) and cut to the field's limit; null when it is not one.
 */
function asDraft(value: unknown): RequestDraft | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const draft: RequestDraft = {};
  for (const [field, text] of Object.entries(value)) {
    if (!(CONTACT_FIELDS as readonly string[]).includes(field) || typeof text !== "string") return null;
    const kept = cleanText(text.slice(0, draftLimit(field) * 2), { multiline: MULTILINE.has(field) }).slice(0, draftLimit(field));
    if (kept) draft[field as keyof RequestDraft] = kept;
  }
  return draft;
}

/** A kept draft: its fields, and the sent mark its save carried. */
const keptDraftSchema = z.object({ sent: z.string(), fields: z.unknown() });

/** The request this browser was writing, if it left one since it last sent one. */
export async function readDraft(env: QuoteEnv, request: Request): Promise<RequestDraft | null> {
  const url = new URL(request.url);
  const id = await sessionIdOf(env, request, url);
  if (!id) return null;
  const kept = keptDraftSchema.safeParse(await env.CACHE.get(QUOTE_DRAFT_PREFIX + id, "json"));
  return kept.success && kept.data.sent === (await sentMark(request, url)) ? asDraft(kept.data.fields) : null;
}

/** Keeps (or, with null or an empty form, forgets) the request being written; the cookies to set. */
export async function writeDraft(
  env: QuoteEnv,
  request: Request,
  value: unknown,
): Promise<{ ok: true; cookies: string[] } | { ok: false }> {
  const draft = value === null ? {} : asDraft(value);
  if (!draft) return { ok: false };
  if (!Object.keys(draft).length) {
    await forgetDraft(env, request);
    return { ok: true, cookies: [] };
  }
  const { url, sessions, session } = await open(env, request);
  // A first draft makes the session; a later one leaves its record (the list) as it is and only
  // keeps its cookies another 30 days (the record is read for the item count's cookie).
  const idCookie = session.id ? await sessions.cookie.serialize(session.id) : await sessions.commitSession(session);
  const id = session.id || ((await sessions.cookie.parse(idCookie.split(";")[0]!)) as string);
  const kept = { sent: await sentMark(request, url), fields: draft };
  await env.CACHE.put(QUOTE_DRAFT_PREFIX + id, JSON.stringify(kept), { expirationTtl: MAX_AGE });
  return { ok: true, cookies: keptCookies(idCookie, session, url) };
}

/**
 * Once a request is stored: its draft is forgotten, and the kept list emptied when the request
 * carried it (a request sent without JavaScript). The sent mark changes even for a browser with no
 * session yet: its first draft save may be on its way.
 */
export async function forgetSentRequest(env: QuoteEnv, request: Request, emptyList: boolean): Promise<string[]> {
  const sent = await sentCookie(new URL(request.url)).serialize(hex(crypto.getRandomValues(new Uint8Array(8))));
  if (!(await forgetDraft(env, request))) return [sent];
  // Emptied as the page would empty it: each item remembered as removed, in the account's list too.
  const cookies = emptyList ? (await settle(env, request, () => [])).cookies : [];
  return [...cookies, sent];
}

/** Deletes this browser's draft; whether it has a session at all. */
async function forgetDraft(env: QuoteEnv, request: Request): Promise<boolean> {
  const id = await sessionIdOf(env, request, new URL(request.url));
  if (id) await env.CACHE.delete(QUOTE_DRAFT_PREFIX + id);
  return id !== "";
}
