// The /signin/forgot action (rules §2 Sign-in page, §5): asks better-auth to mail a reset link.
// The answer is the same, and comes as late, whether or not the address has an account
// (limitAttempt's floor for reset requests); requests are limited per client and per address.
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { limitAttempt } from "../../accounts/attempts.server";
import { authFor, resetPath } from "../../accounts/auth.server";
import { catalog } from "../../accounts/translations";
import { CARE_MESSAGES, type ForgotActionData } from "../../accounts/account-care";
import { forgotForm } from "../../accounts/account-care-schema";
import { AUTH_MESSAGES } from "../../accounts/messages";
import { SecretMissingError } from "../../server/secret.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { parseForm } from "../../forms/parse";
import { localeOf } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";

export async function forgotPasswordAction(request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const t = serverT(locale, catalog);
  const answer = (body: ForgotActionData, status = 200, retryAfter?: number) => {
    const headers = new Headers({ "Cache-Control": CACHE_CONTROL.personal });
    if (retryAfter) headers.set("Retry-After", String(retryAfter));
    return data<ForgotActionData>(body, { status, headers });
  };

  const form = await request.formData().catch(() => new FormData());
  const parsed = parseForm(forgotForm, form);
  if (!parsed.ok) {
    const message = t(parsed.fieldErrors.email ?? AUTH_MESSAGES.email);
    return answer({ status: "failed", message, email: parsed.values.email ?? "", fieldErrors: { email: message } }, 400);
  }
  const { email } = parsed.data;

  try {
    const auth = authFor(request, locale);
    const result = await limitAttempt(env, request, { kind: "password-reset", email }, () =>
      auth.api.requestPasswordReset({ body: { email, redirectTo: resetPath(locale) }, headers: request.headers, asResponse: true }),
    );
    if (result.limited) {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      const message = t.n(
        minutes,
        "Too many reset requests. Please wait # minute before asking again.",
        "Too many reset requests. Please wait # minutes before asking again.",
      );
      return answer({ status: "failed", message, email }, 429, result.retryAfterSeconds);
    }
    if (!result.response.ok) {
      console.error("auth: reset request refused", result.response.status, await result.response.text().catch(() => ""));
      return answer({ status: "failed", message: t(CARE_MESSAGES.failed), email }, 503);
    }
  } catch (error) {
    console.error("auth: reset request could not reach accounts", error instanceof SecretMissingError ? error.message : error);
    return answer({ status: "failed", message: t(AUTH_MESSAGES.unavailable), email }, 503);
  }
  return answer({ status: "sent", email });
}
