// /account (docs/decisions/0001-product-resolutions.md): the signed-in email and Sign out, the
// requests sent with its email (components/account-requests.tsx), then the account's care
// (components/account-settings.tsx); anonymous visitors are sent to /signin?next=/account by the
// loader. Every action is a real form post (works without JavaScript).
import { data, Form, useNavigation } from "react-router";
import { Link } from "../../ui/link";
import { accountAction, accountLoader } from "./account.server";
import { yourRequests } from "../../accounts/requests.server";
import type { AccountBelowProps } from "../../accounts/components/account-below";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import type { Route } from "./+types/account";
import { catalog } from "../../accounts/translations";
import { useLocalePath, useT } from "../../ui/use-t";
import { atHydration } from "../../ui/when-visible";

// Your requests and the account's care: rendered with the page by the server (their forms work
// without JavaScript), their code loaded as the page hydrates, after its first load, which it
// would otherwise grow. The id is its own.
const AccountBelow = atHydration<AccountBelowProps>("account-below", () => import("../../accounts/components/account-below"));

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args, { "Cache-Control": CACHE_CONTROL.personal });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = await accountLoader(request);
  // Your requests (rules §2 "Account page"), beside what the account loader answers.
  return withHead(url, data({ ...page.data, requests: await yourRequests(request, url) }, page.init ?? undefined));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request);
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const navigation = useNavigation();
  const signingOut = navigation.formAction === to("/account") && !navigation.formData?.has("intent");
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{t("Your account")}</h1>

        <section aria-labelledby="account-signed-in" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <h2 id="account-signed-in" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t("Signed in as")}
          </h2>
          <p className="mt-1 break-all text-lg font-semibold text-slate-900">{loaderData.email}</p>
          <p className="mt-4 text-sm text-slate-600">
            {t("You stay signed in on this device for seven days unless you sign out. Signing out ends the session on our side too.")}
          </p>
          <Form method="post" action={to("/account")} className="mt-6">
            <button type="submit" className="btn-secondary" disabled={signingOut}>
              {signingOut ? t("Please wait…") : t("Sign out")}
            </button>
          </Form>
        </section>

        <AccountBelow requests={loaderData.requests} answer={actionData} passwordChanged={loaderData.passwordChanged} />

        <section aria-labelledby="account-next" className="mt-8">
          <h2 id="account-next" className="text-lg font-bold text-slate-900">
            {t("Planning a project?")}
          </h2>
          <p className="mt-2 text-slate-700">
            {t("Collect products in your quote list and send it to our engineers, or tell us about spans, loads and schedule directly.")}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={to("/products")} className="btn-primary">
              {t("Browse products")}
            </Link>
            <Link to={to("/contact")} className="btn-secondary">
              {t("Talk with an Engineer")}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
