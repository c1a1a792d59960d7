// The account mails, in plain text: they carry one link and must read well in any client. Written
// in the language of the page the visitor signed up or signed in on (`t`, serverT).
import type { Mail } from "../server/mail/outbox.server";
import type { Translate } from "../lib/messages";
import { RETENTION } from "../lib/retention";

const signature = (t: Translate) => t("M&M – precast and prestressed concrete, Belize");

/**
 * The confirmation link: it opens a page that asks for the password the account was created with
 * (opening it confirms nothing), or deletes the account for a mailbox owner who did not make it.
 */
export function confirmationMail(to: string, url: string, t: Translate): Mail {
  return {
    to,
    kind: "email-confirmation",
    subject: t("Confirm your M&M account"),
    text: [
      t("Welcome to M&M."),
      "",
      t("To activate your account, open this page and enter the password you chose:"),
      url,
      "",
      t("The link works for one hour. If it has expired, sign in with your email and password and we will send a new one."),
      "",
      t(
        "Didn't create this account? Someone may have typed your address. Open the same page and choose “Didn't create this account?” to delete it, or ignore this message: nobody can use the account without the password and this link, and an account nobody confirms is deleted after {days} days.",
        { days: RETENTION.unconfirmedAccountsDays },
      ),
      "",
      signature(t),
    ].join("\n"),
  };
}

/** Sent when someone signs up with an address that already has an account (it is not said on the page). */
export function existingAccountMail(to: string, signInUrl: string, t: Translate): Mail {
  return {
    to,
    kind: "existing-account",
    subject: t("Your M&M account"),
    text: [
      t("Someone (hopefully you) tried to create an M&M account with this email address, which already has one."),
      "",
      t("You can sign in here:"),
      signInUrl,
      "",
      t("If you have forgotten your password, choose “Forgot password?” on that page and we will mail you a link to set a new one."),
      t("If it was not you, you can ignore this message: your account is unchanged."),
      "",
      signature(t),
    ].join("\n"),
  };
}

/** The password reset link (better-auth's, single use, one hour); sent only to an address that has an account. */
export function passwordResetMail(to: string, url: string, t: Translate): Mail {
  return {
    to,
    kind: "password-reset",
    subject: t("Reset your M&M password"),
    text: [
      t("Someone (hopefully you) asked to reset the password of the M&M account with this email address."),
      "",
      t("Choose a new password here:"),
      url,
      "",
      t("The link works once, for one hour. Setting a new password signs your account out everywhere."),
      "",
      t("If you did not ask for this, you can ignore this message: your password stays as it is."),
      "",
      signature(t),
    ].join("\n"),
  };
}
