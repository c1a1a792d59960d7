// POST /api/contact: JSON in, JSON out. The answer carries the request's reference.
import { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { clientAddress } from "../../app/server/client-key.server";
import { submitContact } from "../../app/contact/requests.server";
import { readJson } from "./read-json";

export const contactApi = new Hono<AppEnv>().post("/", async (c) => {
  const body = await readJson(c.req.raw);
  if (!body.ok) return c.json({ ok: false, error: CONTACT_MESSAGES.body }, 400);

  const url = new URL(c.req.url);
  const referrer = c.req.header("Referer");
  const page =
    typeof body.value.page === "string"
      ? body.value.page
      : referrer && new URL(referrer, url).origin === url.origin
        ? new URL(referrer).pathname
        : null;
  const outcome = await submitContact(c.env, {
    input: body.value,
    ip: clientAddress(c.req.raw.headers),
    userAgent: c.req.header("User-Agent") ?? null,
    source: "api",
    origin: url.origin,
    page,
  });
  switch (outcome.kind) {
    case "stored":
      return c.json({ ok: true, id: outcome.id, reference: outcome.summary.reference, message: CONTACT_MESSAGES.success }, 201);
    case "dropped":
      // Honeypot: the robot is told nothing useful; nothing was stored (docs/decisions/0002-contact-pipeline.md).
      return c.json({ ok: true }, 200);
    case "invalid":
      return c.json({ ok: false, error: "Invalid submission: please check the fields.", fieldErrors: outcome.fieldErrors }, 400);
    case "rate-limited":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ ok: false, error: CONTACT_MESSAGES.rateLimited }, 429);
    case "unavailable":
      c.header("Retry-After", "30");
      return c.json({ ok: false, error: CONTACT_MESSAGES.failure }, 503);
  }
});
