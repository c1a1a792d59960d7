// /signin/forgot (rules §2 Sign-in page): asks for the address and mails a reset link. A plain
// form posting to this page's action, so it works without JavaScript; with it, React Router posts
// the same form and the answer replaces it. Never edge-cached (a private path, personal headers).
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "../../ui/link";
import { AuthFrame } from "../../accounts/components/auth-frame";
import { CARE_MESSAGES } from "../../accounts/account-care";
import { catalog } from "../../accounts/translations";
import { forgotPasswordAction } from "./forgot-password.server";
import { EMAIL_MAX_LENGTH } from "../../lib/constants";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { Field } from "../../ui/field";
import { useLocalePath, useT } from "../../ui/use-t";
import type { Route } from "./+types/forgot-password";

export const handle = { bare: true };

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args, { "Cache-Control": CACHE_CONTROL.personal });
}

export async function loader({ url }: Route.LoaderArgs) {
  return withHead(url, {});
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return forgotPasswordAction(request);
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const busy = useNavigation().formAction === to("/signin/forgot");
  const sent = actionData?.status === "sent" ? actionData : undefined;
  const failure = actionData?.status === "failed" ? actionData : undefined;
  // The answer replaces the form: its heading takes the focus, as a new page's would.
  useEffect(() => {
    if (sent) document.getElementById("auth-title")?.focus();
  }, [sent]);

  if (sent) {
    return (
      <AuthFrame title={t("Check your email")}>
        <p role="status" className="mt-3 text-slate-700">
          {t(CARE_MESSAGES.resetSent, { email: sent.email })}
        </p>
        <Link to={to("/signin")} className="btn-secondary mt-6 self-start">
          {t("Back to sign in")}
        </Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("Reset your password")}>
      <p className="mt-2 text-sm text-slate-600">
        {t("Enter the email address of your account. We will mail you a link to choose a new password.")}
      </p>
      <Form method="post" action={to("/signin/forgot")} noValidate aria-labelledby="auth-title" className="mt-8 space-y-5">
        <Field label={t("Email")} required error={failure?.fieldErrors?.email}>
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={failure?.email}
            className="input"
          />
        </Field>
        <div aria-live="polite" role="status" className="text-sm">
          {failure && !failure.fieldErrors && !busy ? <p className="font-medium text-red-700">{failure.message}</p> : null}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? t("Please wait…") : t("Send reset link")}
        </button>
      </Form>
    </AuthFrame>
  );
}
