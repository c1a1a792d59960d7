// The Cron Triggers (wrangler.toml [triggers]). Every five minutes: put back on the mail queue
// whatever mail is still unsent (a queue that lost a message, a provider that was down). Daily:
// job alerts for postings opened since the last run, then retention (which also deletes the
// accounts nobody confirmed in time).
import { enforceRetention } from "../app/server/retention.server";
import { sweepOutbox } from "../app/server/mail/delivery.server";
import { sendJobAlertDigests } from "../app/careers/job-alerts.server";

export const DAILY_CRON = "0 14 * * *";

export async function handleScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const now = controller.scheduledTime;
  if (controller.cron === DAILY_CRON) {
    await sendJobAlertDigests(env, env.SITE_URL, now);
    await enforceRetention(env, now);
  }
  const swept = await sweepOutbox(env, now);
  if (swept.length) console.log(`mail sweep: queued ${swept.length} unsent mail again`);
}
