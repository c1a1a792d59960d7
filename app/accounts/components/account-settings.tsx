// The account's care on /account (rules §2 Account page; docs/decisions/0075-self-service-account-care.md):
// change the password, sign out everywhere, download the account's data, delete the account.
// Plain forms posting to the page's action (the download to /account/data), so every one works
// without JavaScript; with it, React Router posts the same forms and shows the answer in place.
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "../../ui/link";
import { CARE_MESSAGES, type AccountActionData, type AccountIntent } from "../account-care";
import { catalog } from "../translations";
import { PasswordInput } from "./auth-frame";
import { PASSWORD_MIN_LENGTH } from "../../lib/constants";
import { Field } from "../../ui/field";
import { useLocalePath, useT } from "../../ui/use-t";

const card = "mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8";

/** `answer`: the action's refusal, if any; `passwordChanged`: the page was reached by a password change. */
export type AccountSettingsProps = { answer?: AccountActionData; passwordChanged: boolean };

export function AccountSettings({ answer, passwordChanged }: AccountSettingsProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const navigation = useNavigation();
  const pending = (intent: string) => navigation.formAction === to("/account") && navigation.formData?.get("intent") === intent;
  const failure = (intent: AccountIntent) => (answer?.intent === intent && !pending(intent) ? answer : undefined);
  const changed = passwordChanged && !answer && !pending("change-password");
  const passwordForm = useRef<HTMLFormElement>(null);
  // After a change (a redirect back here) the typed passwords go.
  useEffect(() => {
    if (changed) passwordForm.current?.reset();
  }, [changed]);
  const change = failure("change-password");
  const remove = failure("delete-account");

  return (
    <>
      <section aria-labelledby="account-password" className={card}>
        <h2 id="account-password" className="text-lg font-bold text-slate-900">
          {t("Change password")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("Changing your password signs your account out on every other device.")}</p>
        <Form ref={passwordForm} method="post" action={to("/account")} noValidate className="mt-6 space-y-5">
          <input type="hidden" name="intent" value="change-password" />
          <Field label={t("Current password")} required error={change?.fieldErrors?.currentPassword}>
            <PasswordInput name="currentPassword" />
          </Field>
          <Field
            label={t("New password")}
            required
            hint={t("At least {count} characters.", { count: PASSWORD_MIN_LENGTH })}
            error={change?.fieldErrors?.newPassword}
          >
            <PasswordInput name="newPassword" fresh />
          </Field>
          <div aria-live="polite" role="status" className="text-sm">
            {changed ? <p className="font-medium text-green-800">{t(CARE_MESSAGES.passwordChanged)}</p> : null}
            {change && !change.fieldErrors ? <p className="font-medium text-red-700">{change.message}</p> : null}
          </div>
          <button type="submit" className="btn-primary" disabled={pending("change-password")}>
            {pending("change-password") ? t("Please wait…") : t("Change password")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="account-sessions" className={card}>
        <h2 id="account-sessions" className="text-lg font-bold text-slate-900">
          {t("Sign out everywhere")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t("Lost a phone, or signed in on a shared computer? End every session of your account, this one included.")}
        </p>
        <Form method="post" action={to("/account")} className="mt-6">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className="btn-secondary" disabled={pending("sign-out-everywhere")}>
            {pending("sign-out-everywhere") ? t("Please wait…") : t("Sign out everywhere")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="account-data" className={card}>
        <h2 id="account-data" className="text-lg font-bold text-slate-900">
          {t("Your data")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t("A file (JSON) with your account and the requests and job applications sent with its email address.")}
        </p>
        {/* A plain form, not React Router's: the answer is a file the browser saves, and the page stays. */}
        <form method="post" action={to("/account/data")} className="mt-6">
          <button type="submit" className="btn-secondary">
            {t("Download my data")}
          </button>
        </form>

        <h3 id="account-delete" className="mt-10 text-base font-bold text-slate-900">
          {t("Delete my account")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {t(
            "Your account and its sessions are deleted at once. Requests and job applications you sent stay with us, no longer linked to an account, for as long as our {privacy} says.",
          )
            .split(/(\{privacy\})/)
            .map((part, i) =>
              part === "{privacy}" ? (
                <Link key={i} to={to("/privacy#data-retention")} className="font-semibold text-brand-700 underline">
                  {t("privacy policy")}
                </Link>
              ) : (
                part
              ),
            )}
        </p>
        <Form method="post" action={to("/account")} noValidate aria-labelledby="account-delete" className="mt-6 space-y-5">
          <input type="hidden" name="intent" value="delete-account" />
          <Field label={t("Your password")} required hint={t("To confirm it is you.")} error={remove?.fieldErrors?.password}>
            <PasswordInput name="password" />
          </Field>
          <div aria-live="polite" role="status" className="text-sm">
            {remove && !remove.fieldErrors ? <p className="font-medium text-red-700">{remove.message}</p> : null}
          </div>
          <button type="submit" className="btn-secondary border-red-700 text-red-800 hover:bg-red-50" disabled={pending("delete-account")}>
            {pending("delete-account") ? t("Please wait…") : t("Delete my account")}
          </button>
        </Form>
      </section>
    </>
  );
}
