// How a stored mail leaves (docs/decisions/0034-every-lead-reaches-the-company.md). MAIL_DELIVERY
// chooses: "console" prints it (local development, tests); "live" sends staff mail through the
// SEND_EMAIL binding to the company's own inboxes (Email Routing) and visitor mail through
// Resend's HTTP API; "sink" keeps it in the outbox only. Only production may send: a preview
// (SITE_ENV "preview") sinks every mail whatever MAIL_DELIVERY says (docs/decisions/0036-branch-previews.md "Branch
// previews"). A transport throws when the mail did not leave, so the queue retries it.
import { EmailMessage } from "cloudflare:email";
import { senderFor } from "./outbox.server";

export type OutgoingRow = {
  id: number;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  kind: string;
  audience: "staff" | "visitor";
};

export interface MailTransport {
  readonly name: string;
  deliver(mail: OutgoingRow): Promise<void>;
}

export type TransportEnv = Pick<Env, "MAIL_DELIVERY" | "SITE_ENV" | "SEND_EMAIL" | "RESEND_API_KEY" | "MAIL_FROM">;

const consoleTransport: MailTransport = {
  name: "console",
  async deliver(mail) {
    console.log(
      `mail #${mail.id} (${mail.kind}) to ${mail.recipient}${mail.replyTo ? `, reply to ${mail.replyTo}` : ""}: ${mail.subject}\n${mail.body}`,
    );
  },
};

/** Keeps the mail in the outbox (marked sent by "sink") and tells the log; nothing leaves. */
const sinkTransport: MailTransport = {
  name: "sink",
  async deliver(mail) {
    console.log(`mail #${mail.id} (${mail.kind}) to ${mail.recipient} kept in the outbox: this deployment sends no mail`);
  },
};

/** The address inside "Name <address>", or the whole text when it is a bare address. */
function addressOf(mailbox: string): string {
  return mailbox.match(/<([^>]+)>/)?.[1]?.trim() ?? mailbox.trim();
}

const base64 = (text: string) => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};
/** A header value as RFC 2047 encoded-words when it is not plain ASCII. */
const headerText = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${base64(text)}?=`);

/** The mail as a MIME message: plain text, UTF-8, base64 body in 76-character lines. */
function mimeMessage(mail: OutgoingRow, from: string, date = new Date()): string {
  const fromAddress = addressOf(from);
  const fromName = from.includes("<") ? from.slice(0, from.indexOf("<")).trim().replace(/^"|"$/g, "") : "";
  const domain = fromAddress.split("@")[1] ?? "localhost";
  const headers = [
    `From: ${fromName ? `${headerText(fromName)} ` : ""}<${fromAddress}>`,
    `To: <${mail.recipient}>`,
    ...(mail.replyTo ? [`Reply-To: <${mail.replyTo}>`] : []),
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <outbox-${mail.id}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
  ];
  const body = base64(mail.body).replace(/.{76}/g, "$&\r\n");
  return `${headers.join("\r\n")}\r\n\r\n${body}\r\n`;
}

/** Staff mail to the company's own, verified inboxes through Cloudflare Email Routing. */
function sendEmailTransport(binding: SendEmail, from: string): MailTransport {
  return {
    name: "send_email",
    async deliver(mail) {
      await binding.send(new EmailMessage(addressOf(from), mail.recipient, mimeMessage(mail, from)));
    },
  };
}

/** Visitor mail through Resend (https://resend.com/docs/api-reference/emails/send-email). */
function resendTransport(apiKey: string, from: string): MailTransport {
  return {
    name: "resend",
    async deliver(mail) {
      const response = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          // A retry of the same outbox row is the same mail: Resend sends it once.
          "Idempotency-Key": `outbox-${mail.id}`,
        },
        body: JSON.stringify({ from, to: [mail.recipient], reply_to: mail.replyTo ?? undefined, subject: mail.subject, text: mail.body }),
      });
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text().catch(() => "")).slice(0, 200)}`);
    },
  };
}

const unavailable = (reason: string): MailTransport => ({
  name: "unavailable",
  async deliver() {
    throw new Error(reason);
  },
});

export function transportFor(env: TransportEnv, audience: "staff" | "visitor"): MailTransport {
  if (env.SITE_ENV !== "production" || env.MAIL_DELIVERY === "sink") return sinkTransport;
  if (env.MAIL_DELIVERY !== "live") return consoleTransport;
  const from = senderFor(env);
  if (audience === "staff")
    return env.SEND_EMAIL ? sendEmailTransport(env.SEND_EMAIL, from) : unavailable("the SEND_EMAIL binding is missing");
  return env.RESEND_API_KEY ? resendTransport(env.RESEND_API_KEY, from) : unavailable("RESEND_API_KEY is not set");
}
