// POST /api/pageview: one page view, logged only with the visitor's consent (the client's rule).
import { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { clientAddress } from "../../app/server/client-key.server";
import { recordPageView } from "../../app/shell/page-views.server";
import { readJson } from "./read-json";

export const pageviewApi = new Hono<AppEnv>().post("/", async (c) => {
  const body = await readJson(c.req.raw);
  if (!body.ok) return c.json({ ok: false, error: "Invalid page view: send a JSON object." }, 400);
  const outcome = await recordPageView(c.env, body.value, { ip: clientAddress(c.req.raw.headers), url: c.req.url });
  switch (outcome.kind) {
    case "invalid":
      return c.json({ ok: false, error: outcome.error }, 400);
    case "rate-limited":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ ok: false, error: "Too many page views from this client. Please wait before sending more." }, 429);
    case "unavailable":
      return c.json({ ok: false, error: "Page view not stored." }, 503);
    case "stored":
      return c.body(null, 204);
  }
});
