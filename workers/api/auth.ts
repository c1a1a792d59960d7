// /api/auth/*: the part of better-auth's API the site uses, and nothing more. The confirmation
// link (verify-email) and the session check are GETs; sign-in and sign-up go through the attempt
// limit; sign-out ends the session in D1. Other better-auth endpoints (password reset without a
// reset flow, resending mail to any address …) answer 404 rather than widen what can be abused.
import { Hono, type Context } from "hono";
import { AUTH_MESSAGES, rateLimitedMessage } from "../../app/accounts/messages";
import type { AppEnv } from "../hono-env";
import { limitAttempt, type AttemptKind } from "../../app/accounts/attempts.server";
import { authFor, type Auth } from "../../app/accounts/auth.server";
import { SecretMissingError } from "../../app/server/secret.server";

export const authApi = new Hono<AppEnv>();

type AuthContext = Context<AppEnv>;

async function withAuth(c: AuthContext, run: (auth: Auth) => Promise<Response>): Promise<Response> {
  try {
    return await run(authFor(c.req.raw));
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
    console.error("auth:", error.message);
    return c.json({ code: "ACCOUNTS_UNAVAILABLE", message: AUTH_MESSAGES.unavailable }, 503);
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
 * better-auth reads it, so the account limit counts the address better-auth will try.
 */
async function emailOf(request: Request): Promise<string> {
  const copy = request.clone();
  try {
    const body = JSON_BODY.test(request.headers.get("Content-Type") ?? "")
      ? ((await copy.json()) as Record<string, unknown>)
      : Object.fromEntries(await copy.formData());
    return typeof body?.email === "string" ? body.email : "";
  } catch {
    return "";
  }
}

function limited(kind: AttemptKind) {
  return (c: AuthContext) =>
    withAuth(c, async (auth) => {
      const result = await limitAttempt(c.env, c.req.raw, { kind, email: await emailOf(c.req.raw) }, () => auth.handler(c.req.raw));
      if (!result.limited) return withoutTokens(result.response);
      const message = rateLimitedMessage(result.retryAfterSeconds);
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ code: "TOO_MANY_ATTEMPTS", message }, 429);
    });
}

const passThrough = (c: AuthContext) => withAuth(c, async (auth) => withoutTokens(await auth.handler(c.req.raw)));

authApi.post("/sign-in/email", limited("sign-in"));
authApi.post("/sign-up/email", limited("sign-up"));
authApi.post("/sign-out", passThrough);
authApi.get("/get-session", passThrough);
authApi.get("/verify-email", passThrough);
authApi.all("*", (c) => c.json({ ok: false, error: "Not found." }, 404));
