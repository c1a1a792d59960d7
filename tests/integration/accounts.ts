// Account steps the Worker tests share: the mails an address got, the token of its newest
// confirmation link, and confirming with it.
import { env } from "cloudflare:workers";
import { confirmAccount } from "../../app/accounts/confirmation.server";
import { newClientIp, ORIGIN } from "./helpers";

export type OutboxMail = { kind: string; subject: string; body: string; created_at: string };

/** The mails sent to `email`, oldest first. */
export async function outboxOf(email: string): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare("SELECT kind, subject, body, created_at FROM email_outbox WHERE recipient = ? ORDER BY id")
    .bind(email)
    .all<OutboxMail>();
  return results;
}

/** The token of the newest confirmation link mailed to `email`. */
export async function confirmationToken(email: string): Promise<string> {
  const mail = (await outboxOf(email)).filter((row) => row.kind === "email-confirmation").at(-1);
  return new URL(mail!.body.match(/https:\/\/\S+/)![0]).searchParams.get("token")!;
}

/**
 * Confirms `email`'s account as its owner does on /signin/confirm: with the mailed link's token and
 * the password chosen at sign-up (the page's action logic, app/accounts/confirmation.server.ts).
 */
export async function confirmByPassword(email: string, password: string): Promise<string> {
  const request = new Request(`${ORIGIN}/signin/confirm`, { method: "POST", headers: { "CF-Connecting-IP": newClientIp() } });
  return (await confirmAccount(request, await confirmationToken(email), password)).outcome;
}
