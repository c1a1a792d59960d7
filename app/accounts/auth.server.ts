// Accounts (docs/decisions/0001-product-resolutions.md): better-auth on D1 through its drizzle adapter. Email and
// password only; a new account is activated on the page its confirmation mail links to, with the
// password it was created with (app/accounts/confirmation.server.ts); a forgotten
// password is reset by a mailed link. Sessions live
// in D1 (no cookie cache), so signing out ends a session everywhere at once. Cookies are
// HttpOnly, Secure, SameSite=Lax; the browser never sees a token in script-readable storage.
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, createEmailVerificationToken, isAPIError } from "better-auth/api";
import { env } from "cloudflare:workers";
import { ACCOUNT_MAIL_INTERVAL_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../lib/constants";
import { SIGNED_IN_HINT } from "./hint";
import { endQuoteSession, MAX_AGE, QUOTE_COUNT_COOKIE } from "../contact/quote-keys.server";
import { joinAccount } from "../contact/quote-session.server";
import { readAccountQuote, writeAccountQuote } from "./quote-list.server";
import { database } from "../server/db/client.server";
import { authAccounts, authSessions, authUsers, authVerifications } from "../server/db/schema.server";
import { confirmationMail, existingAccountMail, passwordResetMail } from "./emails.server";
import { createMailer } from "../server/mail/outbox.server";
import { sendAccountMail } from "./account-mail.server";
import { hashPassword, verifyPassword } from "./password.server";
import { passwordPolicy } from "./password-policy.server";
import { siteSecret } from "../server/secret.server";
import { serverT } from "../server/i18n.server";
import { localePath, type Locale } from "../lib/locale";
import { catalog } from "./translations";

const AUTH_BASE_PATH = "/api/auth";
/** Where a confirmed account's owner goes next: the sign-in page, which says the address is confirmed. */
export const confirmedPath = (locale: Locale) => localePath(locale, "/signin?confirmed=1");
/** The page a confirmation link opens (a Spanish sign-up's opens the Spanish one). */
export const confirmPagePath = (locale: Locale) => localePath(locale, "/signin/confirm");
/** A confirmation link works for the period in which no second one is mailed. */
const CONFIRM_LINK_SECONDS = ACCOUNT_MAIL_INTERVAL_MS / 1000;
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
  // Only the token of better-auth's link is used: the page it opens asks for the password.
  const confirmLink = (token: string) => `${origin}${confirmPagePath(locale)}?token=${token}`;
  const sendConfirmation = (user: { id: string; email: string; createdAt: Date }, token: string) =>
    sendAccountMail(confirmationMail(user.email, confirmLink(token), t), user.createdAt);
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
      // The page answers a sign-up for a taken address like any other; its owner hears of it: an
      // unconfirmed account's gets its confirmation page again (where it can also be deleted).
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) {
          const token = await createEmailVerificationToken(secret, user.email, undefined, CONFIRM_LINK_SECONDS, { userId: user.id });
          await sendConfirmation(user, token);
        } else {
          await sendAccountMail(existingAccountMail(user.email, `${origin}${localePath(locale, "/signin")}`, t), user.createdAt);
        }
      },
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
      // A visitor whose link expired gets a new one by signing in with the right password (at
      // most one mail an hour, whatever the number of sign-ins or sign-ups).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRM_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await sendConfirmation(user, token);
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    // Attempts are limited by the SignInLimiter Durable Object; better-auth's own limiter keeps
    // its counts in one isolate's memory, which on Workers limits nothing.
    rateLimit: { enabled: false },
    // A password being chosen is not a common one (rules §5); better-auth checks its length.
    plugins: [passwordPolicy()],
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
        else if (ctx.context.newSession) {
          ctx.setCookie(SIGNED_IN_HINT, "1", { ...hint, maxAge: SESSION_SECONDS });
          if (ctx.headers) await joinQuote(new Request(ctx.context.baseURL, { headers: ctx.headers }), ctx.context.newSession.user, ctx);
        }
        // Signing out (here, or everywhere from /account) empties this browser's quote list (rules §3); the account keeps its own.
        if ((ctx.path === "/sign-out" || ctx.path === "/revoke-sessions") && ctx.headers && !isAPIError(ctx.context.returned)) {
          const names = await endQuoteSession(env, new Request(ctx.context.baseURL, { headers: ctx.headers }));
          for (const name of names) ctx.setCookie(name, "", { path: "/", maxAge: 0 });
        }
      }),
    },
  });
}

/**
 * Signing in is a save of the quote list (rules §3): the list this browser kept joins the
 * account's, and its item count's cookie follows. A list we cannot reach now joins at its next
 * save; the sign-in goes on.
 */
async function joinQuote(
  request: Request,
  user: { id: string },
  ctx: { setCookie: (name: string, value: string, options: object) => unknown },
) {
  try {
    const accounts = { signedIn: async () => user, read: readAccountQuote, write: writeAccountQuote };
    const count = await joinAccount(env, accounts, request, user);
    const secure = new URL(request.url).protocol === "https:";
    if (count !== null)
      ctx.setCookie(QUOTE_COUNT_COOKIE, String(count), { path: "/", maxAge: MAX_AGE, sameSite: "lax", secure, httpOnly: false });
  } catch (error) {
    console.error("quote: a signed-in browser's list could not join its account now", error);
  }
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
