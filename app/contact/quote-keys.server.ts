// Where a browser's quote session lives (docs/decisions/0050-a-quote-that-lasts.md): its record
// and its draft under their own KV keys, and the cookies that name them (a signed, HttpOnly id; a
// readable item count for the header's badge). Apart from ./quote-session.server.ts, which merges
// with accounts, so that signing out (app/accounts/auth.server.ts) can end a session from here.
import { createWorkersKVSessionStorage } from "@react-router/cloudflare";
import { createCookie, type Cookie } from "react-router";
import type { QuoteItem } from "../lib/stored-shapes";
import { siteSecret } from "../server/secret.server";

const QUOTE_SESSION_DAYS = 30;
export const MAX_AGE = QUOTE_SESSION_DAYS * 24 * 60 * 60;
/** The session cookie's name: not a sign-in session, so pages stay edge-cached for its holder. */
const QUOTE_COOKIE = "mm_quote";
/** How many items the list holds, for the header's badge; no content. */
export const QUOTE_COUNT_COOKIE = "quote_count";

export type QuoteEnv = Pick<Env, "CACHE" | "CLIENT_KEY_SECRET">;

/** Quote sessions' own part of the KV namespace it shares with cached documents. */
export const QUOTE_SESSION_PREFIX = "quote-session:";
/**
 * Drafts' own part: one key per session, beside the session's record and not in it, so a draft
 * save and a list save each write only their own (KV has no transactions; a record written whole
 * by one would undo the other's change made in between).
 */
export const QUOTE_DRAFT_PREFIX = "quote-draft:";
/**
 * What the session storage makes its ids of, and we our sent marks: 8 random bytes in hex. A
 * cookie holding anything else names no session and no mark.
 */
export const RANDOM_ID = /^[0-9a-f]{16}$/;

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

/** What the session's cookie and the sent mark's (./quote-session.server.ts) share: only we read them, for 30 days. */
export const ownCookie = (url: URL) => ({
  httpOnly: true,
  secure: url.protocol === "https:",
  sameSite: "lax" as const,
  path: "/",
  maxAge: MAX_AGE,
});

export function storage(env: QuoteEnv, url: URL) {
  const cookie = createCookie(QUOTE_COOKIE, {
    ...ownCookie(url),
    // Signed so an id cannot be guessed into; without the secret (off localhost) lists are off: 503.
    secrets: [siteSecret("CLIENT_KEY_SECRET", env.CLIENT_KEY_SECRET, url)],
  });
  return Object.assign(createWorkersKVSessionStorage<SessionData>({ cookie, kv: sessionKv(env.CACHE) }), { cookie });
}

/** The id or mark `cookie` holds in `request`, "" for none or for anything we did not make. */
export async function idIn(cookie: Cookie, request: Request): Promise<string> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && RANDOM_ID.test(value) ? value : "";
}

/**
 * What a session keeps: the list, and (since migrations/0014) when each item last changed and which
 * were removed when, so a list kept with an account merges with it (./quote-merge.ts); and the
 * account it was last merged with, the only one it is ever shown or merged to again.
 */
type SessionData = { items: QuoteItem[]; times: Record<string, number>; removed: Record<string, number>; account: string };

/** The session's id from its signed cookie alone, its record unread: "" for none, as for an id we never made. */
export const sessionIdOf = (env: QuoteEnv, request: Request, url: URL) => idIn(storage(env, url).cookie, request);

/**
 * Sign-out (rules §3): this browser's list and draft are forgotten, in KV and by its cookies, so
 * the next visitor finds none; the account keeps its own list. The names of the cookies to clear.
 */
export async function endQuoteSession(env: QuoteEnv, request: Request): Promise<string[]> {
  try {
    const id = await sessionIdOf(env, request, new URL(request.url));
    if (id) await Promise.all([env.CACHE.delete(QUOTE_SESSION_PREFIX + id), env.CACHE.delete(QUOTE_DRAFT_PREFIX + id)]);
  } catch (error) {
    // The cookies still go: without them this browser reaches the record no more.
    console.error("quote: could not forget a signed-out browser's list", error);
  }
  return [QUOTE_COOKIE, QUOTE_COUNT_COOKIE];
}
