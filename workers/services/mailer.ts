// Outgoing mail: one interface for every mail the site sends. Every mail is first written
// to the email_outbox table (the record of what the site sent, and locally the inbox to read
// links from), then handed to a transport: the console where no provider is configured (local
// development, tests), Resend's HTTP API where RESEND_API_KEY is set. Delivery to a provider
// runs after the response (waitUntil), so a slow provider does not hold up a sign-up.
import { waitUntil } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { database } from "../db/client";
import { emailOutbox } from "../db/schema";

export type MailKind = "email-confirmation" | "existing-account" | "job-alert-confirmation";

export type Mail = { to: string; subject: string; text: string; kind: MailKind };

export interface Mailer {
  /** Resolves once the mail is recorded in the outbox; delivery may follow. */
  send(mail: Mail): Promise<void>;
}

/** Hands a recorded mail to whatever carries it; resolves to whether it was accepted. */
export interface MailTransport {
  readonly name: string;
  /** True when delivery happens elsewhere and may take a while (runs after the response). */
  readonly remote: boolean;
  deliver(mail: Mail): Promise<boolean>;
}

type MailEnv = Pick<Env, "DB" | "COMPANY_EMAIL" | "MAIL_FROM" | "RESEND_API_KEY">;

export function createMailer(env: MailEnv, transport: MailTransport = transportFor(env)): Mailer {
  const db = database(env.DB);
  return {
    async send(mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text, kind: mail.kind })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      const deliver = async () => {
        let accepted = false;
        try {
          accepted = await transport.deliver(mail);
        } catch (error) {
          console.error(`mail: ${transport.name} failed for outbox #${id}`, error);
        }
        // A console "delivery" leaves the row queued: nothing left the machine.
        if (!transport.remote) return;
        await db
          .update(emailOutbox)
          .set(accepted ? { status: "sent", sentAt: new Date().toISOString() } : { status: "failed" })
          .where(eq(emailOutbox.id, id));
      };
      if (transport.remote) waitUntil(deliver());
      else await deliver();
    },
  };
}

export function transportFor(env: MailEnv): MailTransport {
  return env.RESEND_API_KEY ? resendTransport(env.RESEND_API_KEY, senderFor(env)) : consoleTransport;
}

/** The From line: MAIL_FROM, else the company address (a verified sender at the provider). */
export function senderFor(env: Pick<Env, "COMPANY_EMAIL" | "MAIL_FROM">): string {
  return env.MAIL_FROM || `M&M <${env.COMPANY_EMAIL}>`;
}

export const consoleTransport: MailTransport = {
  name: "console",
  remote: false,
  async deliver(mail) {
    console.log(`mail (${mail.kind}) to ${mail.to}: ${mail.subject}\n${mail.text}`);
    return true;
  },
};

/** https://resend.com/docs/api-reference/emails/send-email */
export function resendTransport(apiKey: string, from: string): MailTransport {
  return {
    name: "resend",
    remote: true,
    async deliver(mail) {
      const response = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text }),
      });
      if (!response.ok) console.error(`mail: resend answered ${response.status}`, await response.text().catch(() => ""));
      return response.ok;
    },
  };
}
