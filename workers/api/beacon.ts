// What the two consent-gated beacons (/api/pageview, /api/vitals) share: a JSON object in, the
// client's address for its limit, and one answer per outcome, in words that name what was sent.
import type { Context } from "hono";
import type { AppEnv } from "../hono-env";
import { clientAddress } from "../../app/server/client-key.server";
import type { Client } from "../../app/server/client-limit.server";
import { readJson } from "./read-json";

type BeaconOutcome =
  { kind: "stored" } | { kind: "invalid"; error: string } | { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "unavailable" };

/** The answers' words: for a body that is no JSON object, for too many from one client, for a failed store. */
type BeaconWords = { notAnObject: string; tooMany: string; notStored: string };

/** Checks and stores one report, or says why not. */
type Store = (c: Context<AppEnv>, body: Record<string, unknown>, client: Client) => Promise<BeaconOutcome>;

/** The handler of a beacon's POST: reads the body, stores it with `store`, answers the outcome. */
export const beacon =
  (words: BeaconWords, store: Store) =>
  async (c: Context<AppEnv>): Promise<Response> => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return c.json({ ok: false, error: words.notAnObject }, 400);
    const outcome = await store(c, body.value, { ip: clientAddress(c.req.raw.headers), url: c.req.url });
    switch (outcome.kind) {
      case "invalid":
        return c.json({ ok: false, error: outcome.error }, 400);
      case "rate-limited":
        c.header("Retry-After", String(outcome.retryAfterSeconds));
        return c.json({ ok: false, error: words.tooMany }, 429);
      case "unavailable":
        return c.json({ ok: false, error: words.notStored }, 503);
      case "stored":
        return c.body(null, 204);
    }
  };
