// Accounts (docs/decisions/0001-product-resolutions.md): better-auth on D1 through its drizzle adapter. Email and
// password only; a new account is activated by the link in its confirmation mail; a forgotten
// password is reset by a mailed link. Sessions live
// in D1 (no cookie cache), so signing out ends a session everywhere at once. Cookies are
// HttpOnly, Secure, SameSite=Lax; the browser never sees a token in script-readable storage.
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { env } from "cloudflare:workers";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../lib/constants";
import { SIGNED_IN_HINT } from "./hint";
import { database } from "../server/db/client.server";
import { authAccounts, authSessions, authUsers, authVerifications } from "../server/db/schema.server";
import { confirmationMail, existingAccountMail, passwordResetMail } from "./emails.server";
import { createMailer } from "../server/mail/outbox.server";
import { hashPassword, verifyPassword } from "./password.server";
import { siteSecret } from "../server/secret.server";
import { serverT } from "../server/i18n.server";
import { localePath, type Locale } from "../lib/locale";
import { catalog } from "./catalog";

const AUTH_BASE_PATH = "/api/auth";
/** Where the confirmation link lands once better-auth has verified it (the page says so). */
const CONFIRMED_PATH = "/signin?confirmed=1";
/** The same in a language: a Spanish sign-up's link lands on the Spanish sign-in page. */
export const confirmedPath = (locale: Locale) => localePath(locale, CONFIRMED_PATH);
/** Where a reset link lands once better-auth has checked it: the page that sets the new password. */
export const resetPath = (locale: Locale) => localePath(locale, "/signin/reset");
/** A reset link works once, for this long. */
const RESET_LINK_SECONDS = 60 * 60;
const SESSION_SECONDS = 7 * 24 * 60 * 60;

/**
 * One instance per language: its mails (the confirmation link, the "existing account" note) are
 * written in the language of the page that called it, and its links lead to that language's pages.
 */
function createAuth(origin: string, secret: string, locale: Locale) {
  const mailer = createMailer(env);
  const t = serverT(locale, catalog);
  // Not a secret, not personal: lets cached pages show the signed-in state after hydration.
  const hint = { path: "/", sameSite: "lax", secure: true, httpOnly: false } as const;
  return betterAuth({
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(database(env.DB), {
      provider: "sqlite",
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // The page answers a sign-up for a taken address like any other; its owner hears of it.
      onExistingUserSignUp: async ({ user }) =>
        mailer.send(existingAccountMail(user.email, `${origin}${localePath(locale, "/signin")}`, t)),
      // Self-service reset (docs/decisions/0075-self-service-account-care.md): the link lands on
      // this instance's reset page, whatever a caller asked for; using it ends every session.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const link = new URL(url);
        link.searchParams.set("callbackURL", resetPath(locale));
        await mailer.send(passwordResetMail(user.email, link.href, t));
      },
    },
    // "Delete my account" on /account, confirmed by the password; sessions and credentials go with the user.
    user: { deleteUser: { enabled: true } },
    emailVerification: {
      sendOnSignUp: true,
      // A visitor whose link expired gets a new one by signing in with the right password.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        // Every link lands on the sign-in page (in this instance's language), whatever callback a caller asked for.
        const link = new URL(url);
        link.searchParams.set("callbackURL", confirmedPath(locale));
        await mailer.send(confirmationMail(user.email, link.href, t));
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    // Attempts are limited by the SignInLimiter Durable Object; better-auth's own limiter keeps
    // its counts in one isolate's memory, which on Workers limits nothing.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: true,
      disableCSRFCheck: false,
      disableOriginCheck: false,
      // Sessions do not record the raw address (as contact submissions do not).
      ipAddress: { disableIpTracking: true },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-out") ctx.setCookie(SIGNED_IN_HINT, "", { ...hint, maxAge: 0 });
        else if (ctx.context.newSession) ctx.setCookie(SIGNED_IN_HINT, "1", { ...hint, maxAge: SESSION_SECONDS });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per origin and language for the isolate's life (better-auth builds its context
// once per instance). The site answers on one or two origins in two languages; the cap keeps odd
// Host headers from growing the map.
const instances = new Map<string, Auth>();

/**
 * The better-auth instance for this request's origin (links in mails point back to it) whose mails
 * are in `locale`: the language of the page (or API call) a sign-up or sign-in comes from.
 */
export function authFor(request: Request, locale: Locale = "en"): Auth {
  const url = new URL(request.url);
  const secret = siteSecret("BETTER_AUTH_SECRET", env.BETTER_AUTH_SECRET, url);
  const key = `${locale} ${url.origin}`;
  let auth = instances.get(key);
  if (!auth) {
    auth = createAuth(url.origin, secret, locale);
    if (instances.size < 8) instances.set(key, auth);
  }
  return auth;
}
