// /api/auth/*: the part of better-auth's API the site uses, and nothing more. The confirmation
// link (verify-email), the reset link (reset-password/:token, which checks the token and lands on
// /signin/reset) and the session check are GETs; sign-in and sign-up go through the attempt
// limit; sign-out ends the session in D1. Asking for a reset, setting the new password, changing
// it and deleting an account are the pages' actions (app/accounts/routes/), not endpoints here:
// other better-auth endpoints answer 404 rather than widen what can be abused.
// A sign-up or sign-in whose `callbackURL` is a Spanish page (/es/…) is answered, and mailed, in
// Spanish; everything else in English.
import { Hono, type Context } from "hono";
import { AUTH_MESSAGES, rateLimitedMessage } from "../../app/accounts/messages";
import type { AppEnv } from "../hono-env";
import { limitAttempt, type AttemptKind } from "../../app/accounts/attempts.server";
import { authFor, type Auth } from "../../app/accounts/auth.server";
import { SecretMissingError } from "../../app/server/secret.server";
import { serverT } from "../../app/server/i18n.server";
import { catalog } from "../../app/accounts/catalog";
import { localeOf, type Locale } from "../../app/lib/locale";

export const authApi = new Hono<AppEnv>();

type AuthContext = Context<AppEnv>;

async function withAuth(c: AuthContext, run: (auth: Auth) => Promise<Response>, locale: Locale = "en"): Promise<Response> {
  try {
    return await run(authFor(c.req.raw, locale));
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
    console.error("auth:", error.message);
    return c.json({ code: "ACCOUNTS_UNAVAILABLE", message: serverT(locale, catalog)(AUTH_MESSAGES.unavailable) }, 503);
  }
}

/**
 * better-auth puts the session token in its JSON answers too. The cookie that carries it is
 * HttpOnly so that no script can read it; the JSON must not hand it out either.
 */
async function withoutTokens(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.includes("application/json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object") return response;
  const { token: _token, ...rest } = body;
  if (rest.session && typeof rest.session === "object") {
    const { token: _sessionToken, ...session } = rest.session as Record<string, unknown>;
    rest.session = session;
  }
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}

/** Which bodies better-auth reads as JSON: any case, and "+json" types too (better-call's rule). */
const JSON_BODY = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * The email of a JSON or form body, read from a copy (better-auth reads the original) the way
 * better-auth reads it, so the account limit counts the address better-auth will try; and the
 * language of the page its `callbackURL` names.
 */
async function bodyOf(request: Request): Promise<{ email: string; locale: Locale }> {
  const copy = request.clone();
  try {
    const body = JSON_BODY.test(request.headers.get("Content-Type") ?? "")
      ? ((await copy.json()) as Record<string, unknown>)
      : Object.fromEntries(await copy.formData());
    return { email: typeof body?.email === "string" ? body.email : "", locale: callbackLocale(body?.callbackURL, request.url) };
  } catch {
    return { email: "", locale: "en" };
  }
}

function callbackLocale(callbackURL: unknown, base: string): Locale {
  if (typeof callbackURL !== "string") return "en";
  try {
    return localeOf(new URL(callbackURL, base).pathname);
  } catch {
    return "en";
  }
}

function limited(kind: AttemptKind) {
  return async (c: AuthContext) => {
    const { email, locale } = await bodyOf(c.req.raw);
    return withAuth(
      c,
      async (auth) => {
        const result = await limitAttempt(c.env, c.req.raw, { kind, email }, () => auth.handler(c.req.raw));
        if (!result.limited) return withoutTokens(result.response);
        const message = rateLimitedMessage(result.retryAfterSeconds, serverT(locale, catalog));
        c.header("Retry-After", String(result.retryAfterSeconds));
        return c.json({ code: "TOO_MANY_ATTEMPTS", message }, 429);
      },
      locale,
    );
  };
}

const passThrough = (c: AuthContext) => withAuth(c, async (auth) => withoutTokens(await auth.handler(c.req.raw)));

authApi.post("/sign-in/email", limited("sign-in"));
authApi.post("/sign-up/email", limited("sign-up"));
authApi.post("/sign-out", passThrough);
authApi.get("/get-session", passThrough);
authApi.get("/verify-email", passThrough);
authApi.get("/reset-password/:token", passThrough);
authApi.all("*", (c) => c.json({ ok: false, error: "Not found." }, 404));
