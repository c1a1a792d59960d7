// The job-updates box (rules §2 Careers, §3 Subscription, §5, §8). A real form posting
// intent=subscribe to the /careers action; with JavaScript the form protocol (useForm) checks
// the address with the shared schema first, and it sends through a fetcher, toasts
// 'Check your email to confirm' and resets.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { SUBSCRIBE_FORM_ID, type CareersActionData } from "../form-data";
import { SUBSCRIBE_MESSAGES } from "../subscribe-messages";
import { catalog } from "../translations";
import { useLocalePath, useT } from "../../ui/use-t";
import { onDemand } from "../../forms/browser";
import { toast } from "../../ui/toast";
import { EmailInput, Honeypot, useForm } from "../../forms/protocol";
import { Field } from "../../ui/field";

// The careers schemas (with zod/mini) load when a visitor first focuses the box, not with the page.
const loadSchema = onDemand(() => import("../schema"));

type SubscribeResult = Extract<CareersActionData, { intent: "subscribe" }>;

/** The job-updates box; /careers hydrates it by its id once it nears the viewport. */
export default function SubscribeBox({ serverResult }: { serverResult?: SubscribeResult }) {
  const t = useT(catalog);
  const to = useLocalePath();
  const fetcher = useFetcher<CareersActionData>({ key: "job-updates" });
  const fetched = fetcher.data?.intent === "subscribe" ? fetcher.data : undefined;
  const result = fetched ?? serverResult;
  const sending = fetcher.state !== "idle";
  const form = useForm({
    answer: result,
    pending: sending,
    load: loadSchema,
    check: (schema, data) => schema.checkSubscriptionForm(data),
    submit: (data) => void fetcher.submit(data, { method: "post", action: to("/careers") }),
  });
  const formRef = form.ref;

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetched?.status !== "subscribed" || !fetched.email || handled.current === fetched) return;
    handled.current = fetched;
    void toast({
      title: t(SUBSCRIBE_MESSAGES.subscribeSuccessTitle),
      description: t(SUBSCRIBE_MESSAGES.subscribed, { email: fetched.email }),
    });
    formRef.current?.reset();
  }, [fetcher.state, fetched, formRef, t]);

  // Without JavaScript the page itself says what happened (with it, the toast does).
  const notice =
    sending || form.checkFailed
      ? null
      : result?.status === "subscribed" && !fetched
        ? {
            tone: "success",
            text: `${t(SUBSCRIBE_MESSAGES.subscribeSuccessTitle)}. ${t(SUBSCRIBE_MESSAGES.subscribed, { email: result.email ?? "" })}`,
          }
        : result?.status === "failed"
          ? { tone: "error", text: t(result.message ?? SUBSCRIBE_MESSAGES.subscribeFailure) }
          : null;
  const emailError = form.errors.email ? t(form.errors.email) : undefined;

  return (
    <section id="job-updates-box" aria-labelledby="job-updates-title" className="rounded-xl bg-brand-900 px-6 py-10 text-white md:px-10">
      <div className="grid gap-8 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="job-updates-title" className="text-2xl font-bold">
            {t("Get job updates")}
          </h2>
          <p className="mt-3 text-slate-200">
            {t(
              "New positions at the plant, on site and in the office, sent to your inbox when they open. We write only about jobs at M&M and never share your address.",
            )}
          </p>
        </div>
        {/* Without JavaScript the answer's page opens at this box, its notice in view on a phone. */}
        <fetcher.Form
          {...form.props}
          id={SUBSCRIBE_FORM_ID}
          method="post"
          action={`${to("/careers")}#job-updates-box`}
          aria-labelledby="job-updates-title"
        >
          <input type="hidden" name="intent" value="subscribe" />
          <Honeypot />
          <Field
            label={t("Email address")}
            tone="dark"
            error={emailError}
            beside={
              <button type="submit" disabled={sending} className="btn-primary bg-accent-600 hover:bg-accent-700">
                {sending ? t("Subscribing…") : t("Subscribe")}
              </button>
            }
          >
            <EmailInput
              placeholder={t("you@example.com")}
              defaultValue={result?.status === "subscribed" ? undefined : result?.values?.email}
              className="input sm:flex-1"
            />
          </Field>
          <div role="status" aria-live="polite" className="mt-2 text-sm">
            {notice ? (
              <p className={notice.tone === "success" ? "font-medium text-emerald-200" : "font-medium text-amber-200"}>{notice.text}</p>
            ) : null}
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
