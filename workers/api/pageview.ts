// POST /api/pageview (spec §7 logPageView).
import { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { recordPageView } from "../services/pageview";
import { readJson } from "./read-json";

export const pageviewApi = new Hono<AppEnv>().post("/", async (c) => {
  const body = await readJson(c.req.raw);
  if (!body.ok) return c.json({ ok: false, error: "Invalid page view: send a JSON object." }, 400);
  const outcome = await recordPageView(c.env.DB, body.value);
  if (outcome.kind === "invalid") return c.json({ ok: false, error: outcome.error }, 400);
  if (outcome.kind === "unavailable") return c.json({ ok: false, error: "Page view not stored." }, 503);
  return c.body(null, 204);
});
