// The /signin/confirm loader and action (rules §2 Sign-in page): the page a confirmation link
// opens. The loader only reads what the link names: a GET changes nothing, whoever (or whatever)
// sends it. The action confirms with the password the account was created with, then leads to
// sign-in; or, for a mailbox owner who did not sign up, deletes the account while it is unconfirmed.
import { data, redirect } from "react-router";
import { confirmedPath } from "../../accounts/auth.server";
import { catalog } from "../../accounts/translations";
import { cancelAccount, confirmAccount, readConfirmation } from "../../accounts/confirmation.server";
import { CONFIRM_MESSAGES, type ConfirmActionData, type ConfirmState } from "../../accounts/confirmation";
import { confirmAccountForm } from "../../accounts/account-care-schema";
import { AUTH_MESSAGES, rateLimitedMessage } from "../../accounts/messages";
import { SecretMissingError } from "../../server/secret.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { parseForm } from "../../forms/parse";
import { localeOf } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";

type ConfirmLoaderData = { state: ConfirmState | "unavailable"; email: string | null; token: string | null };

export async function confirmLoader(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  const headers = { "Cache-Control": CACHE_CONTROL.personal };
  let answer: ConfirmLoaderData;
  try {
    const found = await readConfirmation(request, token);
    answer =
      found.state === "invalid"
        ? { state: "invalid", email: null, token: null }
        : { state: found.state, email: found.email, token: found.state === "unconfirmed" ? token : null };
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
    console.error("auth:", error.message);
    answer = { state: "unavailable", email: null, token: null };
  }
  return data(answer, { headers });
}

export async function confirmAction(request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const t = serverT(locale, catalog);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent") === "cancel" ? "cancel" : "confirm";
  const token = String(form.get("token") ?? "");
  const failed = (
    status: number,
    body: Omit<Extract<ConfirmActionData, { status: "failed" }>, "status" | "intent">,
    retryAfter?: number,
  ) => {
    const headers = new Headers({ "Cache-Control": CACHE_CONTROL.personal });
    if (retryAfter) headers.set("Retry-After", String(retryAfter));
    return data<ConfirmActionData>({ status: "failed", intent, ...body }, { status, headers });
  };
  const invalidLink = () => failed(400, { message: t(AUTH_MESSAGES.confirmFailed), state: "invalid" });

  try {
    if (intent === "cancel") {
      const result = await cancelAccount(request, token);
      if (result.outcome === "deleted") {
        return data<ConfirmActionData>(
          { status: "deleted", email: result.email },
          { headers: { "Cache-Control": CACHE_CONTROL.personal } },
        );
      }
      return result.outcome === "confirmed"
        ? failed(409, { message: t(CONFIRM_MESSAGES.notConfirmed), state: "confirmed" })
        : invalidLink();
    }

    const parsed = parseForm(confirmAccountForm, form);
    if (!parsed.ok) {
      const message = t(parsed.fieldErrors.password ?? AUTH_MESSAGES.invalidCredentials);
      return failed(400, { message, fieldErrors: { password: message } });
    }
    const result = await confirmAccount(request, token, parsed.data.password);
    switch (result.outcome) {
      case "confirmed":
      case "already-confirmed":
        return redirect(confirmedPath(locale), { status: 303, headers: { "Cache-Control": CACHE_CONTROL.personal } });
      case "wrong-password": {
        const message = t(CONFIRM_MESSAGES.wrongPassword);
        return failed(400, { message, fieldErrors: { password: message } });
      }
      case "limited":
        return failed(429, { message: rateLimitedMessage(result.retryAfterSeconds, t) }, result.retryAfterSeconds);
      case "invalid":
        return invalidLink();
    }
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
    console.error("auth: confirmation page could not reach accounts", error.message);
    return failed(503, { message: t(AUTH_MESSAGES.unavailable) });
  }
}
