// /api/quote: the quote list this browser keeps with us for 30 days (app/contact/quote-session.server.ts).
// GET reads it (merged with the signed-in account's list, stored by saves and sign-in only); PUT replaces it with the list the page holds (the same checks as the contact form);
// PATCH applies quantities and notes by item.
// /api/quote/draft: the same for a request being written (the contact form's fields, unsent).
// Every save counts against the client's limit (CLIENT_LIMITS.quote); reading does not.
import { accountQuotes } from "../../app/accounts/account-quotes.server";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../hono-env";
import { readDraft, syncedQuote, writeDraft, writeQuote } from "../../app/contact/quote-session.server";
import { editQuote } from "../../app/contact/quote-edits.server";
import type { QuoteItem } from "../../app/lib/stored-shapes";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { clientAddress } from "../../app/server/client-key.server";
import { takeClientSlot } from "../../app/server/client-limit.server";
import { readJson } from "./read-json";

/**
 * KV may refuse a write (one per second per key) or be briefly unreachable: the page keeps its
 * list or form and sends it again with the next change, so the answer is a 503 to retry, not a 500.
 */
const kept =
  (handler: (c: Context<AppEnv>) => Promise<Response>) =>
  async (c: Context<AppEnv>): Promise<Response> => {
    try {
      return await handler(c);
    } catch (error) {
      console.error("quote: the session store did not answer", error);
      return c.json({ ok: false, error: "Your list could not be kept just now; it is sent again with your next change." }, 503, {
        "Retry-After": "5",
      });
    }
  };

/**
 * One slot of the client's save limit, or a 429 with Retry-After (the page keeps what it holds and
 * sends it again then). A save we could not keep gives its slot back.
 */
const limited: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "PUT" && c.req.method !== "PATCH") return next();
  const slot = await takeClientSlot(c.env, "quote", { ip: clientAddress(c.req.raw.headers), url: c.req.url });
  if (!slot.ok) {
    if (slot.outcome.kind === "unavailable") return c.json({ ok: false, error: "Your list cannot be kept just now." }, 503);
    return c.json({ ok: false, error: "Too many saves from this browser: your list is sent again in a moment." }, 429, {
      "Retry-After": String(slot.outcome.retryAfterSeconds),
    });
  }
  await next();
  if (c.res.status >= 500) await slot.release();
};

/** Items a merge with the account's full list left out, named in the answer (rules §3). */
const withDropped = (dropped: QuoteItem[]) => (dropped.length ? { dropped } : {});

export const quoteApi = new Hono<AppEnv>()
  .use(limited)
  .get(
    "/",
    kept(async (c) => {
      // Signed in, the answer shows the list merged with the account's (rules §3), storing nothing;
      // `removed` names what a tab must not bring back.
      const { items, removed, dropped } = await syncedQuote(c.env, accountQuotes, c.req.raw);
      return c.json({ items, ...(removed.length ? { removed } : {}), ...withDropped(dropped) }, 200, {
        "Cache-Control": CACHE_CONTROL.personal,
      });
    }),
  )
  .get(
    "/draft",
    kept(async (c) =>
      c.json({ draft: await readDraft(c.env, accountQuotes, c.req.raw) }, 200, { "Cache-Control": CACHE_CONTROL.personal }),
    ),
  )
  .put(
    "/draft",
    kept(async (c) => {
      const body = await readJson(c.req.raw);
      const result = body.ok && "draft" in body.value ? await writeDraft(c.env, c.req.raw, body.value.draft) : { ok: false as const };
      if (!result.ok) {
        return c.json(
          { ok: false, error: 'Invalid draft: send {"draft": {...}} with the contact form\'s fields as text, or {"draft": null}.' },
          400,
        );
      }
      for (const cookie of result.cookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ ok: true });
    }),
  )
  // PATCH: quantities and notes as the /quote page holds them, applied by item (the page saves as its visitor types).
  .patch(
    "/",
    kept(async (c) => {
      const body = await readJson(c.req.raw);
      const edits = body.ok ? (body.value as { edits?: unknown }).edits : undefined;
      if (!body.ok || edits === undefined)
        return c.json({ ok: false, error: 'Invalid edits: send {"edits": [{"id", "quantity", "note"}]}.' }, 400);
      const result = await editQuote(c.env, accountQuotes, c.req.raw, edits);
      if (!result.ok) return c.json({ ok: false, error: result.error }, 400);
      for (const cookie of result.cookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ ok: true, items: result.items, ...withDropped(result.dropped) });
    }),
  )
  .put(
    "/",
    kept(async (c) => {
      const body = await readJson(c.req.raw);
      const items = body.ok ? (body.value as { items?: unknown }).items : undefined;
      if (!body.ok || items === undefined) return c.json({ ok: false, error: 'Invalid quote list: send {"items": [...]}.' }, 400);
      const result = await writeQuote(c.env, accountQuotes, c.req.raw, items);
      if (!result.ok) return c.json({ ok: false, error: result.error }, 400);
      for (const cookie of result.cookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ ok: true, items: result.items, ...withDropped(result.dropped) });
    }),
  );
