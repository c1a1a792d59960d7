// /careers/alerts: where the links in job-alert mails land. Shows what the link would do and
// asks for one click to confirm or to unsubscribe; never cached, never indexed.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "../../ui/link";
import { catalog } from "../../careers/translations";
import { useLocalePath, useT } from "../../ui/use-t";
import { jobAlertsAction, jobAlertsLoader, type JobAlertView } from "./job-alerts.server";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import type { Route } from "./+types/job-alerts";

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args);
}

export async function loader({ request, url }: Route.LoaderArgs) {
  return withHead(url, await jobAlertsLoader(request));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return jobAlertsAction(request);
}

export default function JobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const view: JobAlertView = actionData ?? loaderData;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
        <section aria-labelledby="job-alerts-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <JobAlertPanel view={view} />
        </section>
      </div>
    </div>
  );
}

function Title({ children }: { children: string }) {
  return (
    <h1 id="job-alerts-title" className="text-2xl font-extrabold tracking-tight text-brand-900 md:text-3xl">
      {children}
    </h1>
  );
}

function Address({ email }: { email: string }) {
  return <strong className="break-all text-slate-900">{email}</strong>;
}

function ChangeForm({ token, intent, label }: { token: string; intent: "confirm" | "unsubscribe"; label: string }) {
  const busy = useNavigation().state === "submitting";
  const t = useT(catalog);
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={intent === "confirm" ? "btn-primary" : "btn-secondary"} disabled={busy}>
        {busy ? t("Please wait…") : label}
      </button>
    </Form>
  );
}

function CareersLink() {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <Link to={to("/careers")} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
      {t("See the open positions")}
    </Link>
  );
}

/** A translated sentence with the subscriber's address, emphasised, where "{email}" is. */
function WithAddress({ text, email }: { text: string; email: string }): ReactNode {
  const at = text.indexOf("{email}");
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Address email={email} />
      {text.slice(at + "{email}".length)}
    </>
  );
}

function JobAlertPanel({ view }: { view: JobAlertView }) {
  const t = useT(catalog);
  const to = useLocalePath();
  const careersLink = <CareersLink />;
  switch (view.state) {
    case "confirm":
      return (
        <>
          <Title>{t("Confirm your job alerts")}</Title>
          <p className="mt-4 text-slate-700">
            <WithAddress text={t("Send an email to {email} whenever a new position opens at M&M?")} email={view.email} />
          </p>
          <ChangeForm token={view.token} intent="confirm" label={t("Confirm subscription")} />
        </>
      );
    case "subscribed":
    case "confirmed":
      return (
        <>
          <Title>{view.state === "confirmed" ? t("Subscription confirmed") : t("You're subscribed")}</Title>
          <p role="status" className="mt-4 text-slate-700">
            <WithAddress
              text={t("We'll email {email} when a new position opens. Every alert carries a link to stop them.")}
              email={view.email}
            />
          </p>
          <ChangeForm token={view.token} intent="unsubscribe" label={t("Unsubscribe")} />
          {careersLink}
        </>
      );
    case "unsubscribe":
      return (
        <>
          <Title>{t("Unsubscribe from job alerts")}</Title>
          <p className="mt-4 text-slate-700">
            <WithAddress
              text={t("Stop sending job alerts to {email}? We delete the address; nothing else is needed.")}
              email={view.email}
            />
          </p>
          <ChangeForm token={view.token} intent="unsubscribe" label={t("Unsubscribe")} />
        </>
      );
    case "unsubscribed":
      return (
        <>
          <Title>{t("You're unsubscribed")}</Title>
          <p role="status" className="mt-4 text-slate-700">
            <WithAddress
              text={t("We've deleted {email} from our job alerts. You can subscribe again on the Careers page at any time.")}
              email={view.email}
            />
          </p>
          {careersLink}
        </>
      );
    case "failed":
      return (
        <>
          <Title>{t("Something went wrong")}</Title>
          <p role="alert" className="mt-4 text-slate-700">
            {t("We couldn't update your job alerts just now. Please try again in a minute.")}
          </p>
          <a href={`?token=${encodeURIComponent(view.token)}`} className="btn-secondary mt-6">
            {t("Try again")}
          </a>
        </>
      );
    case "about":
      return (
        <>
          <Title>{t("Job alerts")}</Title>
          <p className="mt-4 text-slate-700">
            {t(
              "Get an email when a new position opens at M&M: at the plant, on site or in the office. Subscribe with your email address on the Careers page; we send a link to confirm it, and every alert carries a link to stop them.",
            )}
          </p>
          <Link to={to("/careers#job-updates-title")} className="btn-primary mt-6">
            {t("Subscribe on the Careers page")}
          </Link>
        </>
      );
    case "invalid":
      return (
        <>
          <Title>{t("This link is no longer valid")}</Title>
          <p className="mt-4 text-slate-700">
            {t(
              "It may have been used to unsubscribe already, or it was cut short by your mail program. You can subscribe again on the Careers page.",
            )}
          </p>
          {careersLink}
        </>
      );
  }
}
