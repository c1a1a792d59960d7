// The server's half of the password rule (rules §5): better-auth checks the length of a password
// being chosen (minPasswordLength); this plugin refuses the common ones, wherever a password is
// chosen: sign-up (the page and /api/auth), the reset link, the account page's change. Signing in
// is never checked against the list: an account keeps the password it has until it changes it.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { isCommonPassword } from "./common-passwords.server";
import { AUTH_MESSAGES } from "./messages";

/** The endpoints that set a password, and the body field that holds it. */
const CHOSEN_PASSWORD: Readonly<Record<string, string>> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** The refusal's code, which the pages turn into AUTH_MESSAGES.passwordCommon in their language. */
export const PASSWORD_COMMON = "PASSWORD_COMMON";

/** Why a password being chosen is refused by the list, or null. Before better-auth's length check: it sees any text. */
function commonPasswordRefusal(path: string | undefined, body: unknown): APIError | null {
  const field = path ? CHOSEN_PASSWORD[path] : undefined;
  if (!field || typeof body !== "object" || body === null) return null;
  const password = (body as Record<string, unknown>)[field];
  if (typeof password !== "string" || !isCommonPassword(password)) return null;
  return APIError.from("BAD_REQUEST", { code: PASSWORD_COMMON, message: AUTH_MESSAGES.passwordCommon });
}

export const passwordPolicy = () =>
  ({
    id: "password-policy",
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.path && Object.hasOwn(CHOSEN_PASSWORD, ctx.path)),
          handler: createAuthMiddleware(async (ctx) => {
            const refusal = commonPasswordRefusal(ctx.path, ctx.body);
            if (!refusal) return;
            // A hook's throw escapes even a call that asked for a Response (the pages' actions);
            // a returned error is answered as the endpoint's own refusals are.
            if ("asResponse" in ctx && ctx.asResponse === true) return refusal;
            throw refusal;
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
