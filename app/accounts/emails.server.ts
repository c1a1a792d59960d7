// The account mails, in plain text: they carry one link and must read well in any client.
import type { Mail } from "../server/mail/outbox.server";

export function confirmationMail(to: string, url: string): Mail {
  return {
    to,
    kind: "email-confirmation",
    subject: "Confirm your M&M account",
    text: [
      "Welcome to M&M.",
      "",
      "Please confirm your email address to activate your account:",
      url,
      "",
      "The link works for one hour. If it has expired, sign in with your email and password and we will send a new one.",
      "",
      "If you did not create an account, you can ignore this message: nothing happens without the link.",
      "",
      "M&M – precast and prestressed concrete, Belize",
    ].join("\n"),
  };
}

/** Sent when someone signs up with an address that already has an account (it is not said on the page). */
export function existingAccountMail(to: string, signInUrl: string): Mail {
  return {
    to,
    kind: "existing-account",
    subject: "Your M&M account",
    text: [
      "Someone (hopefully you) tried to create an M&M account with this email address, which already has one.",
      "",
      "You can sign in here:",
      signInUrl,
      "",
      "If you have forgotten your password, reply to this message or call us and we will help you reset it.",
      "If it was not you, you can ignore this message: your account is unchanged.",
      "",
      "M&M – precast and prestressed concrete, Belize",
    ].join("\n"),
  };
}
