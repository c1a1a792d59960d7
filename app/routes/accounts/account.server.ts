// The /account loader and action (rules §2 Account page): the signed-in email, Sign out, and the
// account's care (docs/decisions/0075-self-service-account-care.md): change the password, sign
// out everywhere, delete the account; anonymous visitors go to /signin?next=/account. Signing out
// deletes the session row in D1, so the old cookie is worthless even if something kept a copy.
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { limitAttempt } from "../../accounts/attempts.server";
import { authFor } from "../../accounts/auth.server";
import { PASSWORD_COMMON } from "../../accounts/password-policy.server";
import { dropResetLinks } from "../../accounts/reset-links.server";
import { catalog } from "../../accounts/translations";
import { CARE_MESSAGES, type AccountActionData, type AccountIntent } from "../../accounts/account-care";
import { changePasswordForm, deleteAccountForm } from "../../accounts/account-care-schema";
import { AUTH_MESSAGES, authErrorMessage, rateLimitedMessage } from "../../accounts/messages";
import { SecretMissingError } from "../../server/secret.server";
import { CLEAR_SIGNED_IN_HINT, SIGNED_IN_HINT } from "../../accounts/hint";
import { signinHref } from "../../accounts/next-path";
import { pageSession } from "../../accounts/session.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { parseForm } from "../../forms/parse";
import { localeOf, localePath, type Locale } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";

const ACCOUNT_PATH = "/account";

export async function accountLoader(request: Request) {
  const session = await pageSession(request);
  // To the sign-in page in this page's language, and back here afterwards.
  const locale = localeOf(new URL(request.url).pathname);
  if (!session.email) {
    throw redirect(localePath(locale, signinHref("signin", localePath(locale, ACCOUNT_PATH))), { headers: session.headers });
  }
  // After a password change the action sends the browser here again (with its new session cookie).
  const passwordChanged = new URL(request.url).searchParams.get("done") === "password";
  return data({ email: session.email, passwordChanged }, { headers: session.headers });
}

/** Copies better-auth's cookies onto `headers`, and makes sure the browser forgets the signed-in hint. */
function endedSession(answer: Response | null, headers: Headers) {
  for (const line of answer?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", line);
  if (!headers.getSetCookie().some((line) => line.startsWith(`${SIGNED_IN_HINT}=`))) headers.append("Set-Cookie", CLEAR_SIGNED_IN_HINT);
}

export async function accountAction(request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  if (intent === "change-password" || intent === "delete-account") return passwordAction(request, locale, intent, form);
  if (intent === "sign-out-everywhere") return signOut(request, locale, "everywhere");
  return signOut(request, locale, "here");
}

async function signOut(request: Request, locale: Locale, where: "here" | "everywhere") {
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.personal });
  let answer: Response | null = null;
  try {
    const auth = authFor(request);
    answer =
      where === "everywhere"
        ? await auth.api.revokeSessions({ headers: request.headers, asResponse: true })
        : await auth.api.signOut({ headers: request.headers, asResponse: true });
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
  }
  // Whatever better-auth said (a session already gone, say), the browser forgets the hint.
  endedSession(answer, headers);
  const to = where === "everywhere" ? "/signin?done=signed-out" : "/";
  return redirect(localePath(locale, to), { status: 303, headers });
}

/**
 * Change password (ends every other session; this browser gets a new one) and Delete my account
 * (ends every session; requests and applications stay, rules §10). Both take the current password,
 * which counts as a sign-in attempt for the account: wrong ones are limited like sign-in's.
 */
async function passwordAction(request: Request, locale: Locale, intent: AccountIntent, form: FormData) {
  const t = serverT(locale, catalog);
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.personal });
  const failed = (status: number, message: string, fieldErrors?: Extract<AccountActionData, { status: "failed" }>["fieldErrors"]) =>
    data<AccountActionData>({ intent, status: "failed", message: t(message), fieldErrors: translated(fieldErrors) }, { status, headers });
  const translated = (errors?: Record<string, string | undefined>) =>
    errors ? Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && t(message)])) : undefined;

  const session = await pageSession(request);
  for (const line of session.headers.getSetCookie()) headers.append("Set-Cookie", line);
  if (!session.email) {
    return redirect(localePath(locale, signinHref("signin", localePath(locale, ACCOUNT_PATH))), { status: 303, headers });
  }

  const invalid = (fieldErrors: Record<string, string | undefined>) =>
    failed(400, Object.values(fieldErrors).find(Boolean) ?? CARE_MESSAGES.failed, fieldErrors);
  let call: () => Promise<Response>;
  if (intent === "change-password") {
    const parsed = parseForm(changePasswordForm, form);
    if (!parsed.ok) return invalid(parsed.fieldErrors);
    const { currentPassword, newPassword } = parsed.data;
    call = () =>
      authFor(request, locale).api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: request.headers,
        asResponse: true,
      });
  } else {
    const parsed = parseForm(deleteAccountForm, form);
    if (!parsed.ok) return invalid(parsed.fieldErrors);
    const { password } = parsed.data;
    call = () => authFor(request, locale).api.deleteUser({ body: { password }, headers: request.headers, asResponse: true });
  }

  let result: Awaited<ReturnType<typeof limitAttempt>>;
  try {
    result = await limitAttempt(env, request, { kind: "sign-in", email: session.email }, call);
  } catch (error) {
    console.error("auth: account page could not reach accounts", error instanceof SecretMissingError ? error.message : error);
    return failed(503, AUTH_MESSAGES.unavailable);
  }
  if (result.limited) {
    headers.set("Retry-After", String(result.retryAfterSeconds));
    return data<AccountActionData>(
      { intent, status: "failed", message: rateLimitedMessage(result.retryAfterSeconds, t) },
      { status: 429, headers },
    );
  }
  const answer = result.response;
  if (!answer.ok) {
    const { code } = (await answer.json().catch(() => ({}))) as { code?: string };
    if (code === "INVALID_PASSWORD") {
      const field = intent === "change-password" ? "currentPassword" : "password";
      return failed(400, CARE_MESSAGES.wrongPassword, { [field]: CARE_MESSAGES.wrongPassword });
    }
    if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG" || code === PASSWORD_COMMON) {
      const message = authErrorMessage(code, "signup");
      return failed(400, message, { newPassword: message });
    }
    console.error("auth: account change refused", answer.status, code);
    return failed(answer.status >= 500 ? 503 : 400, CARE_MESSAGES.failed);
  }

  if (intent === "change-password") {
    // A reset link mailed before the change must not set a password after it.
    await dropResetLinks({ email: session.email });
    // Every session ended, this one included; better-auth set a new one for this browser, which
    // the page's loader can only see on the next request: hence a redirect, not a rendered answer.
    for (const line of answer.headers.getSetCookie()) headers.append("Set-Cookie", line);
    return redirect(localePath(locale, `${ACCOUNT_PATH}?done=password`), { status: 303, headers });
  }
  endedSession(answer, headers);
  return redirect(localePath(locale, "/signin?done=deleted"), { status: 303, headers });
}
