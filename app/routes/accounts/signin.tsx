// /signin (rules §2 Sign-in page, §4, §8): outside the common layout, two modes, the
// confirmation notices, and 'Check your email' once an account was created.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "../../ui/link";
import { AuthColumn } from "../../accounts/components/auth-frame";
import { SigninForm } from "../../accounts/components/signin-form";
import { hasSignedInHint } from "../../accounts/hint";
import { AUTH_MESSAGES, CHECK_EMAIL } from "../../accounts/messages";
import { catalog } from "../../accounts/translations";
import { signinHref } from "../../accounts/next-path";
import { signinAction, signinLoader } from "./signin.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { useLocalePath, useT } from "../../ui/use-t";
import type { Route } from "./+types/signin";
import { Drawing } from "../../ui/drawing";

export const handle = { bare: true };

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args, { "Cache-Control": CACHE_CONTROL.personal });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  return withHead(url, await signinLoader(request));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return signinAction(request);
}

/** After an enhanced sign-in the page navigates itself (with the toast); no second redirect. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { status?: string } | undefined)?.status === "signed-in" ? false : defaultShouldRevalidate;
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, next, confirmed, notice } = loaderData;
  const serverResult = actionData?.status === "failed" && actionData.mode !== mode ? undefined : actionData;
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const signedUpEmail = createdFor ?? (serverResult?.status === "signed-up" ? serverResult.email : null);
  useSessionAppearing();
  const t = useT(catalog);
  const to = useLocalePath();

  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <AuthColumn back={{ to: to("/"), label: t("Back to home") }}>
        {signedUpEmail ? (
          <CheckEmail email={signedUpEmail} next={next} onBack={() => setCreatedFor(null)} />
        ) : (
          <>
            <h1 id="signin-title" className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
              {mode === "signup" ? t("Create your account") : t("Sign in to your account")}
            </h1>
            <p className="mt-2 text-sm text-slate-600">
              {mode === "signup" ? null : <>{t("New to M&M?")} </>}
              <Link
                to={to(signinHref(mode === "signup" ? "signin" : "signup", next))}
                replace
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {mode === "signup" ? t("Already have an account? Sign in") : t("Create an account")}
              </Link>
            </p>

            {confirmed ? (
              <p className="mt-6 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">{t(AUTH_MESSAGES.confirmed)}</p>
            ) : null}
            {notice ? <p className="mt-6 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">{notice}</p> : null}

            <div className="mt-8">
              <SigninForm key={mode} mode={mode} next={next} serverResult={serverResult} onSignedUp={setCreatedFor} />
            </div>
          </>
        )}
      </AuthColumn>

      <aside aria-label={t("About M&M")} className="hidden flex-col justify-center gap-8 bg-brand-900 p-12 text-white lg:flex">
        <Drawing src="/images/hero/double-tee-building.svg" alt="" width="1600" height="900" className="w-full rounded-lg bg-white" />
        <div>
          <p className="text-2xl font-bold">{t("Precast and prestressed concrete, engineered in Belize since 1998.")}</p>
          <p className="mt-3 text-slate-200">
            {t(
              "Piles, double tees, hollow core, box beams and bridge planks for marine, bridge, commercial and residential work, from our plant on the Old Northern Highway, Belize City.",
            )}
          </p>
        </div>
      </aside>
    </div>
  );
}

function CheckEmail({ email, next, onBack }: { email: string; next: string | null; onBack: () => void }) {
  const t = useT(catalog);
  const to = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="signin-title" className="mt-6">
      <h1 id="signin-title" ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none">
        {t("Check your email")}
      </h1>
      <p className="mt-3 text-slate-700">{t(CHECK_EMAIL, { email })}</p>
      <p className="mt-3 text-sm text-slate-600">
        {t(
          "No mail after a few minutes? Look in your spam folder. A link works for one hour: once it has expired, signing in with your email and password sends a new one.",
        )}
      </p>
      <Link to={to(signinHref("signin", next))} onClick={onBack} className="btn-secondary mt-6">
        {t("Back to sign in")}
      </Link>
    </section>
  );
}

/** rules §2/§4: a session that appears (signed in from another tab) sends the visitor on, too. */
function useSessionAppearing() {
  const { revalidate } = useRevalidator();
  const check = useCallback(() => {
    if (hasSignedInHint(document.cookie)) void revalidate();
  }, [revalidate]);
  useEffect(() => {
    window.addEventListener("focus", check);
    return () => window.removeEventListener("focus", check);
  }, [check]);
}
