// POST /api/vitals: one page load's Core Web Vitals, sent only with the visitor's consent (the client's rule).
import { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { clientAddress } from "../../app/server/client-key.server";
import { edgePlace, recordVitals } from "../../app/shell/web-vitals.server";
import { readJson } from "./read-json";

export const vitalsApi = new Hono<AppEnv>().post("/", async (c) => {
  const body = await readJson(c.req.raw);
  if (!body.ok) return c.json({ ok: false, error: "Invalid measurements: send a JSON object." }, 400);
  const client = { ip: clientAddress(c.req.raw.headers), url: c.req.url };
  const outcome = await recordVitals(c.env, body.value, client, edgePlace(c.req.raw.cf));
  switch (outcome.kind) {
    case "invalid":
      return c.json({ ok: false, error: outcome.error }, 400);
    case "rate-limited":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ ok: false, error: "Too many measurements from this client. Please wait before sending more." }, 429);
    case "unavailable":
      return c.json({ ok: false, error: "Measurements not stored." }, 503);
    case "stored":
      return c.body(null, 204);
  }
});
