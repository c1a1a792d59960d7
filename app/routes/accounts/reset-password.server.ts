// The /signin/reset loader and action (rules §2 Sign-in page). The mailed link passes through
// better-auth (GET /api/auth/reset-password/:token), which lands here with ?token=… while the
// link is valid, or ?error=INVALID_TOKEN once it has expired or been used. The action sets the new
// password with better-auth's resetPassword: the token is consumed, every other reset link of the
// account is deleted, and every session of the account ends (revokeSessionsOnPasswordReset). Then
// the visitor signs in with the new password.
import { data, redirect } from "react-router";
import { authFor } from "../../accounts/auth.server";
import { catalog } from "../../accounts/translations";
import { CARE_MESSAGES, type ResetActionData } from "../../accounts/account-care";
import { resetForm } from "../../accounts/account-care-schema";
import { dropResetLinks, resetLinkOwner } from "../../accounts/reset-links.server";
import { AUTH_MESSAGES, authErrorMessage } from "../../accounts/messages";
import { SecretMissingError } from "../../server/secret.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { parseForm } from "../../forms/parse";
import { localeOf, localePath } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";

const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

export function resetPasswordLoader(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token: TOKEN.test(token) ? token : null }, { headers: { "Cache-Control": CACHE_CONTROL.personal } });
}

export async function resetPasswordAction(request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const t = serverT(locale, catalog);
  const headers = { "Cache-Control": CACHE_CONTROL.personal };
  const failed = (status: number, body: Omit<ResetActionData, "status">) =>
    data<ResetActionData>({ status: "failed", ...body }, { status, headers });

  const form = await request.formData().catch(() => new FormData());
  const parsed = parseForm(resetForm, form);
  if (!parsed.ok) {
    if (!parsed.fieldErrors.password) return failed(400, { message: t(CARE_MESSAGES.resetLinkInvalid), invalidLink: true });
    const message = t(parsed.fieldErrors.password);
    return failed(400, { message, fieldErrors: { password: message } });
  }
  const { password, token } = parsed.data;
  if (!TOKEN.test(token)) return failed(400, { message: t(CARE_MESSAGES.resetLinkInvalid), invalidLink: true });

  let answer: Response;
  let owner: string | null;
  try {
    owner = await resetLinkOwner(token);
    answer = await authFor(request, locale).api.resetPassword({
      body: { newPassword: password, token },
      headers: request.headers,
      asResponse: true,
    });
  } catch (error) {
    console.error("auth: reset page could not reach accounts", error instanceof SecretMissingError ? error.message : error);
    return failed(503, { message: t(AUTH_MESSAGES.unavailable) });
  }
  if (!answer.ok) {
    const { code } = (await answer.json().catch(() => ({}))) as { code?: string };
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
      return failed(400, { message: t(CARE_MESSAGES.resetLinkInvalid), invalidLink: true });
    }
    const message = t(authErrorMessage(code, "signup"));
    return failed(answer.status === 400 ? 400 : 503, { message, fieldErrors: { password: message } });
  }
  if (owner) await dropResetLinks({ userId: owner });
  return redirect(localePath(locale, "/signin?done=reset"), { status: 303, headers });
}
