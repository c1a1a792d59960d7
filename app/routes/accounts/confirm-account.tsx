// /signin/confirm (rules §2 Sign-in page): where a confirmation link leads. Opening it confirms
// nothing; the person who signed up types the password they chose, and the mailbox owner who did
// not can delete the account ("Didn't create this account?"). Plain forms posting to this page's
// action (they work without JavaScript). Personal: never cached, never indexed.
import { Form, useNavigation } from "react-router";
import { Link } from "../../ui/link";
import { AuthFrame, PasswordInput } from "../../accounts/components/auth-frame";
import { catalog } from "../../accounts/translations";
import { AUTH_MESSAGES } from "../../accounts/messages";
import { confirmAction, confirmLoader } from "./confirm-account.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { RETENTION } from "../../lib/retention";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { Field } from "../../ui/field";
import { useLocalePath, useT } from "../../ui/use-t";
import type { Route } from "./+types/confirm-account";

export const handle = { bare: true };

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args, { "Cache-Control": CACHE_CONTROL.personal });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  return withHead(url, await confirmLoader(request));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return confirmAction(request);
}

const notice = "mt-3 rounded-md border p-3 text-sm";

export default function ConfirmAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.formData?.get("intent") === intent;
  const days = RETENTION.unconfirmedAccountsDays;
  const signIn = (
    <Link to={to("/signin")} className="btn-primary mt-6 self-start">
      {t("Sign in")}
    </Link>
  );

  if (actionData?.status === "deleted") {
    return (
      <AuthFrame title={t("The account is deleted")}>
        <p className={`${notice} border-green-200 bg-green-50 text-green-900`} role="status">
          {t("The account made with {email} is deleted, with its password. Nobody can sign in to it.", { email: actionData.email })}
        </p>
        <Link to={to("/")} className="btn-secondary mt-6 self-start">
          {t("Back to home")}
        </Link>
      </AuthFrame>
    );
  }

  const failed = actionData?.status === "failed" ? actionData : undefined;
  const state = failed?.state ?? loaderData.state;
  if (state === "unavailable") {
    return (
      <AuthFrame title={t("Confirm your account")}>
        <p role="alert" className={`${notice} border-red-200 bg-red-50 text-red-800`}>
          {t(AUTH_MESSAGES.unavailable)}
        </p>
      </AuthFrame>
    );
  }
  if (state === "invalid") {
    return (
      <AuthFrame title={t("This link no longer works")}>
        <p role="alert" className={`${notice} border-red-200 bg-red-50 text-red-800`}>
          {t(AUTH_MESSAGES.confirmFailed)}
        </p>
        <p className="mt-3 text-sm text-slate-600">
          {t("Did not create an account? Then there is nothing to do: an account nobody confirms is deleted after {days} days.", { days })}
        </p>
        {signIn}
      </AuthFrame>
    );
  }
  if (state === "confirmed") {
    return (
      <AuthFrame title={t("Your address is confirmed")}>
        <p className={`${notice} border-green-200 bg-green-50 text-green-900`}>
          {failed?.message ?? t("This account's email address is already confirmed. Sign in with your email and password.")}
        </p>
        {signIn}
      </AuthFrame>
    );
  }

  const token = loaderData.token ?? "";
  const action = `${to("/signin/confirm")}?token=${encodeURIComponent(token)}`;
  const confirmFailed = failed?.intent === "confirm" ? failed : undefined;
  const passwordError = confirmFailed?.fieldErrors?.password;
  return (
    <AuthFrame title={t("Confirm your account")}>
      <p className="mt-2 text-sm text-slate-600">
        {t("To activate the account for {email}, enter the password you chose when you created it.", { email: loaderData.email ?? "" })}
      </p>
      {/* The token rides in the address too, so a page answered without JavaScript still holds it. */}
      <Form method="post" action={action} noValidate aria-labelledby="auth-title" className="mt-8 space-y-5">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token" value={token} />
        <Field label={t("Password")} required error={passwordError}>
          <PasswordInput name="password" />
        </Field>
        <div aria-live="polite" role="status" className="text-sm">
          {confirmFailed && !passwordError && !busy("confirm") ? <p className="font-medium text-red-700">{confirmFailed.message}</p> : null}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy("confirm")}>
          {busy("confirm") ? t("Please wait…") : t("Confirm my account")}
        </button>
      </Form>

      <section aria-labelledby="not-mine" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="not-mine" className="text-base font-bold text-slate-900">
          {t("Didn't create this account?")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t(
            "Someone may have typed your address. Delete the account: its password goes with it, and nobody can sign in to it. An account nobody confirms is deleted after {days} days anyway.",
            { days },
          )}
        </p>
        <Form method="post" action={action} className="mt-4">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="token" value={token} />
          {failed?.intent === "cancel" ? (
            <p role="status" className="mb-3 text-sm font-medium text-red-700">
              {failed.message}
            </p>
          ) : null}
          <button type="submit" className="btn-secondary border-red-700 text-red-800 hover:bg-red-50" disabled={busy("cancel")}>
            {busy("cancel") ? t("Please wait…") : t("Delete this account")}
          </button>
        </Form>
      </section>
    </AuthFrame>
  );
}
