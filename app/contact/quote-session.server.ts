// The quote list, and a request being written, kept for 30 days (docs/decisions/0050-a-quote-that-lasts.md):
// a server-side session in Workers KV through React Router's Cloudflare session storage; the
// browser holds only a signed cookie with the session's id (HttpOnly), and a small readable cookie
// with the number of items, which is all any page may know before its script asks (both named in
// ./quote-keys.server.ts). Signed in, the list is merged with the account's (./quote-merge.ts) where
// it is saved: at sign-in and at each change; reading shows the merge and stores nothing.
import { createCookie } from "react-router";
import { z } from "zod";
import { quoteItemsSchema } from "./schema";
import { CONTACT_MESSAGES } from "./messages";
import type { QuoteItem } from "../lib/stored-shapes";
import { CONTACT_FIELDS } from "./form-data";
import { LIMITS } from "../lib/constants";
import { cleanText } from "../lib/clean-text";
import { hex } from "../lib/hex";
import {
  idIn,
  MAX_AGE,
  ownCookie,
  QUOTE_COUNT_COOKIE,
  QUOTE_DRAFT_PREFIX,
  RANDOM_ID,
  sessionIdOf,
  storage,
  type QuoteEnv,
} from "./quote-keys.server";
import { mergeQuotes, prunedRemovals, recordChange, sameTimedQuote, type TimedQuote } from "./quote-merge";

/**
 * The signed-in account's side of the list, handed in by the route or API that serves the request
 * (app/accounts/account-quotes.server.ts): who is signed in, and the account's list in D1.
 */
export type AccountQuotes = {
  signedIn(request: Request): Promise<{ id: string } | null>;
  read(userId: string): Promise<TimedQuote>;
  write(userId: string, before: TimedQuote, after: TimedQuote, now: number): Promise<void>;
};

/** When this browser last sent a request, as a mark (sentMark below); no content. */
const SENT_COOKIE = "mm_sent";

/**
 * A mark that changes each time this browser sends a request. A draft is kept with the mark its
 * save carried and shown only while the mark is the same, so a save still on its way when the
 * request went (even one that is making the session) cannot bring a sent request back.
 */
const sentCookie = (url: URL) => createCookie(SENT_COOKIE, ownCookie(url));

const sentMark = (request: Request, url: URL) => idIn(sentCookie(url), request);

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

/** The list as it stands for a request, merged but not yet stored (`merge` below). */
type Merged = Awaited<ReturnType<typeof merge>>;

/**
 * The list as it stands for this request: the session's, merged with the signed-in account's
 * (rules §3 "Quote list with an account"), after `change` when one is given (the list the page
 * now holds). Signed out, the session's list as it is, or as changed. A session merged with an
 * account is that account's alone: read by anyone else (signed out, or signed in as another) it
 * starts afresh, and the account keeps its list in D1. Nothing is stored here (`store` does).
 */
async function merge(
  env: QuoteEnv,
  accounts: AccountQuotes,
  request: Request,
  user: { id: string } | null,
  change?: (items: QuoteItem[]) => QuoteItem[],
) {
  const opened = await open(env, request);
  const bound: unknown = opened.session.get("account");
  const owner = user?.id;
  const before: TimedQuote = typeof bound === "string" && bound !== owner ? { items: [], removed: [] } : timedOf(opened.session);
  const account = user ? await accounts.read(user.id) : null;
  // A change is newer than anything either list holds, even within the clock's last millisecond.
  const times = [before, account ?? before].flatMap(({ items, removed }) => [...items, ...removed].map(({ at }) => at));
  const now = Math.max(Date.now(), ...times.map((at) => at + 1));
  let next = change
    ? recordChange(before, change(before.items.map(({ item }) => item)), now)
    : { ...before, removed: prunedRemovals(before.removed, now) };
  let dropped: QuoteItem[] = [];
  if (account) {
    const { dropped: left = [], ...merged } = mergeQuotes(account, next, now);
    next = merged;
    dropped = left;
  }
  return { ...opened, owner, account, next, dropped, now };
}

/** Stores a merge: the account's list when it changed, and this browser's session; the cookies to set. */
async function store(accounts: AccountQuotes, { url, sessions, session, owner, account, next, now }: Merged): Promise<string[]> {
  if (owner && account && !sameTimedQuote(account, next)) await accounts.write(owner, account, next, now);
  setTimed(session, next);
  if (owner) session.set("account", owner);
  else session.unset("account");
  return commit(sessions, session, url);
}

/** Merges, stores and answers a change of the list. */
async function save(env: QuoteEnv, accounts: AccountQuotes, request: Request, change: (items: QuoteItem[]) => QuoteItem[]) {
  const merged = await merge(env, accounts, request, await accounts.signedIn(request), change);
  return { items: merged.next.items.map(({ item }) => item), dropped: merged.dropped, cookies: await store(accounts, merged) };
}

/**
 * The list as GET /api/quote answers it, and as pages read it: the items, the ids of the newest
 * removals (a tab still holding one must not bring it back), and the items a merge with the
 * account's full list leaves out. Reading stores nothing: lists are merged where they are saved.
 */
export async function syncedQuote(env: QuoteEnv, accounts: AccountQuotes, request: Request) {
  const { next, dropped } = await merge(env, accounts, request, await accounts.signedIn(request));
  return { items: next.items.map(({ item }) => item), removed: next.removed.map(({ id }) => id), dropped };
}

/** The list this browser keeps with us (with its account's, when signed in); empty when it has none. */
export async function readQuote(env: QuoteEnv, accounts: AccountQuotes, request: Request): Promise<QuoteItem[]> {
  return (await syncedQuote(env, accounts, request)).items;
}

/**
 * At sign-in (`user` has just signed in on this request): the list this browser kept joins the
 * account's, both stored, and the session is the account's from now on. The number of items the
 * browser now keeps, or null when it kept nothing with us.
 */
export async function joinAccount(env: QuoteEnv, accounts: AccountQuotes, request: Request, user: { id: string }): Promise<number | null> {
  const merged = await merge(env, accounts, request, user);
  if (merged.session.id === "") return null;
  await store(accounts, merged);
  return merged.next.items.length;
}

export type QuoteWrite = { ok: true; items: QuoteItem[]; dropped: QuoteItem[]; cookies: string[] } | { ok: false; error: string };

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

/** Why a list is refused, in words a visitor can act on: too many items, a note too long, or else malformed. */
function refusal(issues: readonly { code: string; path: readonly PropertyKey[] }[]): string {
  if (issues.some(({ code, path }) => code === "too_big" && path.length === 0)) return CONTACT_MESSAGES.quoteFull;
  if (issues.some(({ code, path }) => code === "too_big" && path.at(-1) === "note")) return CONTACT_MESSAGES.quoteNote;
  return CONTACT_MESSAGES.quoteItems;
}

/**
 * Replaces the kept list with `value` (checked as the contact form checks it); the cookies to set.
 * A list refused leaves the kept one as it was.
 */
export async function writeQuote(env: QuoteEnv, accounts: AccountQuotes, request: Request, value: unknown): Promise<QuoteWrite> {
  const parsed = quoteItemsSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: refusal(parsed.error.issues) };
  return { ok: true, ...(await save(env, accounts, request, () => parsed.data)) };
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
export async function readDraft(env: QuoteEnv, accounts: AccountQuotes, request: Request): Promise<RequestDraft | null> {
  const url = new URL(request.url);
  const id = await sessionIdOf(env, request, url);
  if (!id) return null;
  const kept = keptDraftSchema.safeParse(await env.CACHE.get(QUOTE_DRAFT_PREFIX + id, "json"));
  if (!kept.success || kept.data.sent !== (await sentMark(request, url))) return null;
  // Written in a session merged with an account: that account's alone, as its list is (merge).
  const bound: unknown = (await open(env, request)).session.get("account");
  return typeof bound === "string" && bound !== (await accounts.signedIn(request))?.id ? null : asDraft(kept.data.fields);
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
export async function forgetSentRequest(env: QuoteEnv, accounts: AccountQuotes, request: Request, emptyList: boolean): Promise<string[]> {
  const sent = await sentCookie(new URL(request.url)).serialize(hex(crypto.getRandomValues(new Uint8Array(8))));
  if (!(await forgetDraft(env, request))) return [sent];
  // Emptied as the page would empty it: each item remembered as removed, in the account's list too.
  const cookies = emptyList ? (await save(env, accounts, request, () => [])).cookies : [];
  return [...cookies, sent];
}

/** Deletes this browser's draft; whether it has a session at all. */
async function forgetDraft(env: QuoteEnv, request: Request): Promise<boolean> {
  const id = await sessionIdOf(env, request, new URL(request.url));
  if (id) await env.CACHE.delete(QUOTE_DRAFT_PREFIX + id);
  return id !== "";
}
