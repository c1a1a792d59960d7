// The /signin loader and action (rules §2 Sign-in page, §4, §8). One action serves the
// plain form (no JavaScript: it redirects or re-renders the page with the message) and the
// enhanced one (a fetcher: it answers data, the page toasts and navigates). Both call
// better-auth's server API through the attempt limit, as POST /api/auth/* does.
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { limitAttempt } from "../../accounts/attempts.server";
import { authFor } from "../../accounts/auth.server";
import { catalog } from "../../accounts/translations";
import { SecretMissingError } from "../../server/secret.server";
import type { SigninActionData, SigninFieldErrors } from "../../accounts/form";
import { AUTH_MESSAGES, authErrorMessage, rateLimitedMessage } from "../../accounts/messages";
import { safeNextPath, type SigninMode } from "../../accounts/next-path";
import { signinFormFor } from "../../accounts/schema";
import { isSigninNotice, SIGNIN_NOTICES } from "../../accounts/account-care";
import { pageSession } from "../../accounts/session.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { parseForm } from "../../forms/parse";
import { localeOf, localePath } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";

export async function signinLoader(request: Request) {
  const url = new URL(request.url);
  const rawNext = url.searchParams.get("next");
  // Without a `next`, a visitor goes to their account, in the sign-in page's language.
  const next = safeNextPath(rawNext, localePath(localeOf(url.pathname), "/account"));
  const session = await pageSession(request);
  // rules §2: a visitor who already has a session is sent on (to `/account`, or a safe `next`).
  if (session.email) throw redirect(next, { headers: session.headers });
  const mode: SigninMode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  const done = url.searchParams.get("done");
  return data(
    {
      mode,
      next: rawNext ? next : null,
      // After the confirmation page (/signin/confirm) took the password.
      confirmed: url.searchParams.get("confirmed") === "1",
      // What happened before a redirect here (a password reset, signing out everywhere, a deleted account), in the page's words.
      notice: isSigninNotice(done) ? serverT(localeOf(url.pathname), catalog)(SIGNIN_NOTICES[done]) : null,
    },
    { headers: session.headers },
  );
}

/** Messages are answered in the page's language (the form translates its own check's). */
export async function signinAction(request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const t = serverT(locale, catalog);
  const failed = (
    mode: SigninMode,
    email: string,
    status: number,
    message: string,
    { fieldErrors, retryAfter }: { fieldErrors?: SigninFieldErrors; retryAfter?: number } = {},
  ) => {
    const headers = new Headers({ "Cache-Control": CACHE_CONTROL.personal });
    if (retryAfter) headers.set("Retry-After", String(retryAfter));
    return data<SigninActionData>({ status: "failed", mode, email, message: t(message), fieldErrors }, { status, headers });
  };

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failed("signin", "", 400, AUTH_MESSAGES.email);
  }
  const mode: SigninMode = form.get("mode") === "signup" ? "signup" : "signin";
  const next = safeNextPath(form.get("next"), localePath(locale, "/account"));

  // The schema the form checks with (rules §5); the address typed is sent back, never the password.
  const parsed = parseForm(signinFormFor(mode), form);
  if (!parsed.ok) {
    const { fieldErrors, values } = parsed;
    return failed(mode, values.email ?? "", 400, fieldErrors.email ?? fieldErrors.password!, { fieldErrors });
  }
  const { email, password } = parsed.data;

  let result: Awaited<ReturnType<typeof limitAttempt>>;
  try {
    const auth = authFor(request, locale);
    const call =
      mode === "signin"
        ? () => auth.api.signInEmail({ body: { email, password }, headers: request.headers, asResponse: true })
        : () =>
            // The address and the password, nothing else (rules §2 Sign-in page); this instance's mails are in the page's language.
            auth.api.signUpEmail({
              body: { email, password, name: "" },
              headers: request.headers,
              asResponse: true,
            });
    result = await limitAttempt(env, request, { kind: mode === "signin" ? "sign-in" : "sign-up", email }, call);
  } catch (error) {
    console.error("auth: sign-in page could not reach accounts", error instanceof SecretMissingError ? error.message : error);
    return failed(mode, email, 503, AUTH_MESSAGES.unavailable);
  }

  if (result.limited) {
    return failed(mode, email, 429, rateLimitedMessage(result.retryAfterSeconds, t), { retryAfter: result.retryAfterSeconds });
  }
  const answer = result.response;
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { code?: string };
    const message = authErrorMessage(body.code, mode);
    // A password refused as it is being chosen is the password field's error, read with the field.
    const passwordRefused = mode === "signup" && body.code?.startsWith("PASSWORD_");
    return failed(mode, email, answer.status, message, passwordRefused ? { fieldErrors: { password: message } } : {});
  }
  if (mode === "signup") {
    // The same answer whether or not the address already had an account (its owner gets a mail).
    return data<SigninActionData>({ status: "signed-up", email }, { headers: { "Cache-Control": CACHE_CONTROL.personal } });
  }

  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.personal });
  for (const line of answer.headers.getSetCookie()) headers.append("Set-Cookie", line);
  if (form.get("enhanced") === "1") return data<SigninActionData>({ status: "signed-in", to: next }, { headers });
  return redirect(next, { status: 303, headers });
}
