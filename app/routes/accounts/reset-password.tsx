// /signin/reset (rules §2 Sign-in page): the new password, set with the mailed link's token. A
// plain form posting to this page's action (works without JavaScript). A link that has expired or
// been used says so, with the form to ask for a new one a link away. Never edge-cached.
import { Form, useNavigation } from "react-router";
import { Link } from "../../ui/link";
import { AuthFrame, PasswordInput } from "../../accounts/components/auth-frame";
import { CARE_MESSAGES } from "../../accounts/account-care";
import { catalog } from "../../accounts/translations";
import { resetPasswordAction, resetPasswordLoader } from "./reset-password.server";
import { PASSWORD_MIN_LENGTH } from "../../lib/constants";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { Field } from "../../ui/field";
import { useLocalePath, useT } from "../../ui/use-t";
import type { Route } from "./+types/reset-password";

export const handle = { bare: true };

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args, { "Cache-Control": CACHE_CONTROL.personal });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  return withHead(url, resetPasswordLoader(request));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return resetPasswordAction(request);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.formAction?.startsWith(to("/signin/reset")) === true;
  if (!loaderData.token || actionData?.invalidLink) {
    return (
      <AuthFrame title={t("This link no longer works")}>
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t(CARE_MESSAGES.resetLinkInvalid)}
        </p>
        <Link to={to("/signin/forgot")} className="btn-primary mt-6 self-start">
          {t("Ask for a new link")}
        </Link>
      </AuthFrame>
    );
  }
  const passwordError = actionData?.fieldErrors?.password;
  return (
    <AuthFrame title={t("Choose a new password")}>
      <p className="mt-2 text-sm text-slate-600">{t("Setting a new password signs your account out on every device.")}</p>
      {/* The token rides in the address too, so a page answered without JavaScript still holds it. */}
      <Form
        method="post"
        action={`${to("/signin/reset")}?token=${encodeURIComponent(loaderData.token)}`}
        noValidate
        aria-labelledby="auth-title"
        className="mt-8 space-y-5"
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label={t("New password")}
          required
          hint={t("At least {count} characters.", { count: PASSWORD_MIN_LENGTH })}
          error={passwordError}
        >
          <PasswordInput name="password" fresh />
        </Field>
        <div aria-live="polite" role="status" className="text-sm">
          {actionData && !passwordError && !busy ? <p className="font-medium text-red-700">{actionData.message}</p> : null}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? t("Please wait…") : t("Set new password")}
        </button>
      </Form>
    </AuthFrame>
  );
}
