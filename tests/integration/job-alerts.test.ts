// Job alerts on the real D1 and Durable Object bindings: double opt-in through the outbox, the
// same answer whether or not an address was known, a limit per client, and links that confirm
// and unsubscribe without signing in.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLIENT_LIMITS } from "../../app/lib/constants";
import {
  CONFIRMATION_RESEND_MS,
  confirmJobAlert,
  jobAlertByToken,
  subscribeToJobs,
  unsubscribeJobAlert,
} from "../../app/careers/job-alerts.server";
import { newClientIp, ORIGIN } from "./helpers";

const subscribe = (
  email: string,
  { ip = newClientIp(), now = Date.now(), website }: { ip?: string; now?: number; website?: string } = {},
) => subscribeToJobs(env, { input: { email, website }, ip, origin: ORIGIN, now });

async function subscribers() {
  const { results } = await env.DB.prepare("SELECT email, token, confirmed_at FROM job_subscribers ORDER BY id").all<{
    email: string;
    token: string;
    confirmed_at: string | null;
  }>();
  return results;
}
async function confirmationMails(to: string) {
  const { results } = await env.DB.prepare(
    "SELECT body FROM email_outbox WHERE recipient = ? AND kind = 'job-alert-confirmation' ORDER BY id",
  )
    .bind(to)
    .all<{ body: string }>();
  return results.map((row) => row.body);
}
const linkIn = (body: string, action: "confirm" | "unsubscribe") =>
  new URL(body.match(action === "confirm" ? /https:\S+\/careers\/alerts\?token=\w+(?=\s)/ : /https:\S+&action=unsubscribe/)![0]);

describe("job-alert subscriptions are double opt-in", () => {
  it("stores the address unconfirmed and mails a confirmation link through the outbox", async () => {
    expect(await subscribe("Crew@Example.com")).toEqual({ kind: "subscribed", email: "crew@example.com" });
    const [row] = await subscribers();
    expect(row).toMatchObject({ email: "crew@example.com", confirmed_at: null });
    const [mail] = await confirmationMails("crew@example.com");
    const confirm = linkIn(mail!, "confirm");
    expect(confirm.origin).toBe(ORIGIN);
    expect(confirm.searchParams.get("token")).toBe(row!.token);
    expect(linkIn(mail!, "unsubscribe").searchParams.get("token")).toBe(row!.token);
    expect(await jobAlertByToken(env.DB, row!.token)).toEqual({ email: "crew@example.com", confirmed: false });
    // An address nobody has proven to own gets our words and our links only: nothing anyone typed.
    expect(mail!.replace(/https?:\/\/\S+/g, "")).not.toMatch(/crew|example\.com/i);
  });

  it("counts an address only once its owner confirms, and unsubscribing forgets it", async () => {
    await subscribe("yard@example.com");
    const { token } = (await subscribers())[0]!;
    expect(await confirmJobAlert(env.DB, token)).toBe(true);
    expect(await jobAlertByToken(env.DB, token)).toEqual({ email: "yard@example.com", confirmed: true });
    expect(await unsubscribeJobAlert(env.DB, token)).toBe(true);
    expect(await subscribers()).toEqual([]);
    expect(await jobAlertByToken(env.DB, token)).toBeNull();
    expect(await unsubscribeJobAlert(env.DB, token)).toBe(false);
  });

  it("refuses unknown and malformed tokens", async () => {
    for (const token of ["", "x", "0".repeat(48), "' OR 1=1 --", `${"a".repeat(48)}\n`]) {
      expect(await jobAlertByToken(env.DB, token)).toBeNull();
      expect(await confirmJobAlert(env.DB, token)).toBe(false);
    }
  });

  it("answers a repeat exactly like a first subscription, and re-mails an unconfirmed address at most every 10 minutes", async () => {
    const now = Date.now();
    const first = await subscribe("crew@example.com", { now });
    const again = await subscribe(" CREW@example.com ", { now: now + 1000 });
    const unknown = await subscribe("new@example.com", { now: now + 1000 });
    expect(again).toEqual(first);
    expect(unknown).toEqual({ kind: "subscribed", email: "new@example.com" });
    expect(await confirmationMails("crew@example.com")).toHaveLength(1);
    await subscribe("crew@example.com", { now: now + CONFIRMATION_RESEND_MS });
    const mails = await confirmationMails("crew@example.com");
    expect(mails).toHaveLength(2);
    // The same link each time: an older mail still works.
    expect(linkIn(mails[1]!, "confirm").href).toBe(linkIn(mails[0]!, "confirm").href);
    expect((await subscribers()).map((row) => row.email)).toEqual(["crew@example.com", "new@example.com"]);
  });

  it("sends nothing more to an address that is already confirmed, and says the same", async () => {
    await subscribe("crew@example.com");
    const { token } = (await subscribers())[0]!;
    await confirmJobAlert(env.DB, token);
    expect(await subscribe("crew@example.com", { now: Date.now() + CONFIRMATION_RESEND_MS })).toEqual({
      kind: "subscribed",
      email: "crew@example.com",
    });
    expect(await confirmationMails("crew@example.com")).toHaveLength(1);
  });

  it("limits subscriptions per client: other people's addresses in bulk are refused", async () => {
    const ip = newClientIp();
    const outcomes = [];
    for (let i = 0; i < 20; i++) outcomes.push(await subscribe(`person${i}@example.com`, { ip }));
    const accepted = outcomes.filter((outcome) => outcome.kind === "subscribed");
    expect(accepted).toHaveLength(CLIENT_LIMITS.jobAlert.limit);
    expect(outcomes.at(-1)).toMatchObject({ kind: "rate-limited", retryAfterSeconds: expect.any(Number) });
    expect(await subscribers()).toHaveLength(CLIENT_LIMITS.jobAlert.limit);
    // Another client is not held back.
    expect((await subscribe("someone@example.com")).kind).toBe("subscribed");
  });

  it("refuses a bad address with the spec's message and drops a filled honeypot", async () => {
    expect(await subscribe("crew@")).toEqual({ kind: "invalid", fieldErrors: { email: "Please enter a valid email address" } });
    expect(await subscribe("bot@example.com", { website: "x" })).toEqual({ kind: "dropped" });
    expect(await subscribers()).toEqual([]);
  });
});
