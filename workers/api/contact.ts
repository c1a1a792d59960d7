// POST /api/contact: JSON in, JSON out. The answer carries the request's reference. An optional
// `locale` ("en", the default, or "es") is the request's language: its field messages, the answer's
// messages and the visitor's acknowledgment are written in it; anything else is refused.
import { catalogueName, catalogueProductPage } from "../../app/catalogue/quoted-product.server";
import { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { CONTACT_MESSAGES, contactMessage } from "../../app/contact/messages";
import { catalog } from "../../app/contact/translations";
import { clientAddress } from "../../app/server/client-key.server";
import { serverT } from "../../app/server/i18n.server";
import { submitContact } from "../../app/contact/requests.server";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../app/lib/locale";
import { readJson } from "./read-json";

/** The body's `locale`: left out (or null), English; one of ours; anything else, none. */
function requestLocale(value: unknown): Locale | null {
  if (value === undefined || value === null) return DEFAULT_LOCALE;
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : null;
}

export const contactApi = new Hono<AppEnv>().post("/", async (c) => {
  const body = await readJson(c.req.raw);
  if (!body.ok) return c.json({ ok: false, error: CONTACT_MESSAGES.body }, 400);
  const locale = requestLocale(body.value.locale);
  if (!locale) return c.json({ ok: false, error: CONTACT_MESSAGES.locale, fieldErrors: { locale: CONTACT_MESSAGES.locale } }, 400);
  const say = (message: string) => contactMessage(serverT(locale, catalog), message);

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
    locale,
    productPage: catalogueProductPage,
    catalogueName,
  });
  switch (outcome.kind) {
    case "stored":
      return c.json({ ok: true, id: outcome.id, reference: outcome.summary.reference, message: say(CONTACT_MESSAGES.success) }, 201);
    case "dropped":
      // Honeypot: the robot is told nothing useful; nothing was stored (docs/decisions/0002-contact-pipeline.md).
      return c.json({ ok: true }, 200);
    case "invalid":
      return c.json({ ok: false, error: say(CONTACT_MESSAGES.invalid), fieldErrors: outcome.fieldErrors }, 400);
    case "rate-limited":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ ok: false, error: say(CONTACT_MESSAGES.rateLimited) }, 429);
    case "unavailable":
      c.header("Retry-After", "30");
      return c.json({ ok: false, error: say(CONTACT_MESSAGES.failure) }, 503);
  }
});
