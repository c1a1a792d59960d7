// /api/auth/*: the part of better-auth's API the site uses, and nothing more. The reset link
// (reset-password/:token, which checks the token and lands on /signin/reset) and the session check
// are GETs; sign-in and sign-up go through the attempt limit; sign-out ends the session in D1.
// Confirming an account is the /signin/confirm page's (with the password): an old confirmation link
// (verify-email) only leads there. Asking for a reset, setting the new password, changing it and
// deleting an account are the pages' actions (app/routes/accounts/), not endpoints here: other
// better-auth endpoints answer 404 rather than widen what can be abused.
// A sign-up or sign-in whose `callbackURL` is a Spanish page of this site (/es/…) is answered, and
// mailed, in Spanish; everything else in English. The callback is never stored or followed.
import { Hono, type Context } from "hono";
import { AUTH_MESSAGES, rateLimitedMessage } from "../../app/accounts/messages";
import type { AppEnv } from "../hono-env";
import { limitAttempt, type AttemptKind } from "../../app/accounts/attempts.server";
import { authFor, confirmPagePath, type Auth } from "../../app/accounts/auth.server";
import { CONFIRM_TOKEN } from "../../app/accounts/confirmation.server";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { SecretMissingError } from "../../app/server/secret.server";
import { serverT } from "../../app/server/i18n.server";
import { catalog } from "../../app/accounts/translations";
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

/** A JSON or form body as better-auth reads it, from a copy (better-auth reads the original); null when unreadable. */
async function fieldsOf(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = JSON_BODY.test(request.headers.get("Content-Type") ?? "")
      ? ((await request.clone().json()) as unknown)
      : Object.fromEntries(await request.clone().formData());
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The email of a body, so the account limit counts the address better-auth will try; and the
 * language of the page its `callbackURL` names.
 */
async function bodyOf(request: Request): Promise<{ email: string; locale: Locale }> {
  const body = await fieldsOf(request);
  return { email: typeof body?.email === "string" ? body.email : "", locale: callbackLocale(body?.callbackURL, request.url) };
}

/** A path on this site ("/es/signin"), never another origin ("//evil.example", "https://…"). */
function isSameSitePath(value: unknown, base: string): value is string {
  if (typeof value !== "string" || !/^\/(?![/\\])/.test(value)) return false;
  try {
    return new URL(value, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

function callbackLocale(callbackURL: unknown, base: string): Locale {
  return isSameSitePath(callbackURL, base) ? localeOf(new URL(callbackURL, base).pathname) : "en";
}

const SIGN_UP_FIELDS = new Set(["email", "password", "callbackURL"]);

/** What goes on to better-auth (and the address the limit counts), or a refusal in the caller's language. */
type Forward = { ok: true; request: Request; email: string; locale: Locale } | { ok: false; locale: Locale };

/**
 * A sign-up is an email address and a password, and maybe a same-site `callbackURL` that picks the
 * language; any other field (a name, an image, a flag) is refused, so nothing else is stored.
 * Better-auth gets the two fields (and the empty name it requires) in a request of our own.
 */
async function signUpRequest(request: Request): Promise<Forward> {
  const body = await fieldsOf(request);
  const locale = callbackLocale(body?.callbackURL, request.url);
  if (!body || Object.keys(body).some((field) => !SIGN_UP_FIELDS.has(field))) return { ok: false, locale };
  const { email, password, callbackURL } = body;
  if (typeof email !== "string" || typeof password !== "string") return { ok: false, locale };
  if (callbackURL !== undefined && !isSameSitePath(callbackURL, request.url)) return { ok: false, locale };
  const headers = new Headers(request.headers);
  headers.set("Content-Type", "application/json");
  headers.delete("Content-Length");
  const forwardBody = JSON.stringify({ email, password, name: "" });
  return { ok: true, request: new Request(request.url, { method: "POST", headers, body: forwardBody }), email, locale };
}

function limited(kind: AttemptKind) {
  return async (c: AuthContext) => {
    const read: Forward =
      kind === "sign-up" ? await signUpRequest(c.req.raw) : { ok: true, request: c.req.raw, ...(await bodyOf(c.req.raw)) };
    if (!read.ok) {
      return c.json({ code: "INVALID_SIGN_UP", message: serverT(read.locale, catalog)(AUTH_MESSAGES.signUpFields) }, 400);
    }
    const { request: forward, email, locale } = read;
    return withAuth(
      c,
      async (auth) => {
        const result = await limitAttempt(c.env, c.req.raw, { kind, email }, () => auth.handler(forward));
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
// An old confirmation link confirms nothing: it leads to the page that asks for the password, in the
// language of its callback (a same-site path); the callback itself is never followed.
authApi.get("/verify-email", (c) => {
  const token = c.req.query("token");
  const page = confirmPagePath(callbackLocale(c.req.query("callbackURL"), c.req.url));
  c.header("Cache-Control", CACHE_CONTROL.never);
  return c.redirect(token && CONFIRM_TOKEN.test(token) ? `${page}?token=${token}` : page, 302);
});
authApi.get("/reset-password/:token", passThrough);
authApi.all("*", (c) => c.json({ ok: false, error: "Not found." }, 404));
