// The /careers/alerts loader and action: the page a job-alert mail links to. Opening the link
// only shows what it would do; confirming and unsubscribing are posts (a mail scanner that
// follows links must not subscribe anybody), and both work without signing in or JavaScript.
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { confirmJobAlert, jobAlertByToken, unsubscribeJobAlert } from "../../careers/job-alerts.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";

export type JobAlertView =
  | { state: "about" }
  | { state: "invalid" }
  | { state: "confirm" | "subscribed" | "unsubscribe"; email: string; token: string }
  | { state: "confirmed"; email: string; token: string }
  | { state: "unsubscribed"; email: string }
  | { state: "failed"; token: string };

const headers = { "Cache-Control": CACHE_CONTROL.personal, "X-Robots-Tag": "noindex" };

export async function jobAlertsLoader(request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  // Without a link from a mail, the page says what job alerts are and where to subscribe.
  if (!url.searchParams.has("token")) return data<JobAlertView>({ state: "about" }, { headers });
  let found: Awaited<ReturnType<typeof jobAlertByToken>>;
  try {
    found = await jobAlertByToken(env.DB, token);
  } catch (error) {
    console.error("job alerts: could not read the subscription", error);
    return data<JobAlertView>({ state: "failed", token }, { status: 503, headers: { ...headers, "Retry-After": "30" } });
  }
  if (!found) return data<JobAlertView>({ state: "invalid" }, { status: 404, headers });
  const state = url.searchParams.get("action") === "unsubscribe" ? "unsubscribe" : found.confirmed ? "subscribed" : "confirm";
  return data<JobAlertView>({ state, email: found.email, token }, { headers });
}

export async function jobAlertsAction(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<JobAlertView>({ state: "invalid" }, { status: 400, headers });
  }
  const token = String(form.get("token") ?? "");
  const intent = form.get("intent");
  try {
    const found = await jobAlertByToken(env.DB, token);
    if (!found || (intent !== "confirm" && intent !== "unsubscribe")) {
      return data<JobAlertView>({ state: "invalid" }, { status: 404, headers });
    }
    if (intent === "confirm") {
      await confirmJobAlert(env.DB, token);
      return data<JobAlertView>({ state: "confirmed", email: found.email, token }, { headers });
    }
    await unsubscribeJobAlert(env.DB, token);
    return data<JobAlertView>({ state: "unsubscribed", email: found.email }, { headers });
  } catch (error) {
    console.error("job alerts: could not change the subscription", error);
    return data<JobAlertView>({ state: "failed", token }, { status: 503, headers: { ...headers, "Retry-After": "30" } });
  }
}
