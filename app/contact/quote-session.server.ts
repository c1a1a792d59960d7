// The quote list kept for 30 days (docs/decisions/0050-a-quote-that-lasts.md): a server-side
// session in Workers KV through React Router's Cloudflare session storage; the browser holds only
// a signed cookie with the session's id (HttpOnly), and a small readable cookie with the number of
// items, which is all any page may know before its script asks.
import { createWorkersKVSessionStorage } from "@react-router/cloudflare";
import { createCookie } from "react-router";
import { quoteItemsSchema } from "./schema";
import { CONTACT_MESSAGES } from "./messages";
import type { QuoteItem } from "./quote-item";

const QUOTE_SESSION_DAYS = 30;
const MAX_AGE = QUOTE_SESSION_DAYS * 24 * 60 * 60;
/** The session cookie's name: not a sign-in session, so pages stay edge-cached for its holder. */
const QUOTE_COOKIE = "mm_quote";
/** How many items the list holds, for the header's badge; no content. */
const QUOTE_COUNT_COOKIE = "quote_count";

type QuoteEnv = Pick<Env, "CACHE"> & { CLIENT_KEY_SECRET?: string };

function storage(env: QuoteEnv, url: URL) {
  const cookie = createCookie(QUOTE_COOKIE, {
    httpOnly: true,
    secure: url.protocol === "https:",
    sameSite: "lax",
    path: "/",
    maxAge: MAX_AGE,
    // Signed so an id cannot be guessed into; a development machine without the secret signs with a fixed one.
    secrets: [env.CLIENT_KEY_SECRET || "mm-local-development-only-quote-secret"],
  });
  return createWorkersKVSessionStorage<{ items: QuoteItem[] }>({ cookie, kv: env.CACHE });
}

/** The list this browser keeps with us; empty when it has none. */
export async function readQuote(env: QuoteEnv, request: Request): Promise<QuoteItem[]> {
  const session = await storage(env, new URL(request.url)).getSession(request.headers.get("Cookie"));
  const parsed = quoteItemsSchema.safeParse(session.get("items") ?? []);
  return parsed.success ? parsed.data : [];
}

export type QuoteWrite = { ok: true; items: QuoteItem[]; cookies: string[] } | { ok: false; error: string };

/** Replaces the kept list with `value` (checked as the contact form checks it); the cookies to set. */
export async function writeQuote(env: QuoteEnv, request: Request, value: unknown): Promise<QuoteWrite> {
  const parsed = quoteItemsSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: CONTACT_MESSAGES.quoteItems };
  const url = new URL(request.url);
  const sessions = storage(env, url);
  const session = await sessions.getSession(request.headers.get("Cookie"));
  session.set("items", parsed.data);
  const secure = url.protocol === "https:" ? "; Secure" : "";
  return {
    ok: true,
    items: parsed.data,
    cookies: [
      await sessions.commitSession(session),
      `${QUOTE_COUNT_COOKIE}=${parsed.data.length}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax${secure}`,
    ],
  };
}
