// Page-view log (spec payload: pathname, referrer, ua). The client sends it only with the
// visitor's consent; the server bounds what it stores (docs/decisions/0003-page-views.md) and
// counts views per client, so one client cannot fill the database that holds the leads.
import { z } from "zod";
import { cleanText } from "../lib/clean-text";
import { LIMITS } from "../lib/constants";
import { database } from "../server/db/client.server";
import { pageViews } from "../server/db/schema.server";
import { takeClientSlot, type Client } from "../server/client-limit.server";

const bounded = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ? cleanText(v).slice(0, max) || null : null));

/** Where the visitor came from, as origin and path only: a query may carry someone's data. */
const referrer = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== "https:" && url.protocol !== "http:") return null;
      return cleanText(`${url.origin}${url.pathname}`).slice(0, LIMITS.referrer) || null;
    } catch {
      return null;
    }
  });

const pageViewSchema = z.object({
  pathname: z
    .string()
    .max(LIMITS.pathname)
    .regex(/^\/[^\s<>"'`\\?#]*$/, "Invalid pathname."),
  referrer,
  ua: bounded(LIMITS.userAgent),
});

export type PageViewOutcome =
  { kind: "stored" } | { kind: "invalid"; error: string } | { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "unavailable" };

type PageViewEnv = Pick<Env, "DB" | "CONTACT_LIMITER" | "CLIENT_KEY_SECRET">;

export async function recordPageView(env: PageViewEnv, input: unknown, client: Client, now = Date.now()): Promise<PageViewOutcome> {
  const parsed = pageViewSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", error: "Invalid page view: pathname must be a path starting with /." };
  const slot = await takeClientSlot(env, "pageView", client, now);
  if (!slot.ok) return slot.outcome;
  try {
    await database(env.DB).insert(pageViews).values(parsed.data);
    return { kind: "stored" };
  } catch (error) {
    console.error("pageview: could not store", error);
    await slot.release();
    return { kind: "unavailable" };
  }
}
