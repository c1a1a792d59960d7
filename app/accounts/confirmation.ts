// What the confirmation page (/signin/confirm, rules §2 Sign-in page) says and what its action
// answers. English text marked with msg(), translated where shown.
import { msg } from "../lib/messages";
import type { FieldErrors } from "../forms/parse";

export const CONFIRM_MESSAGES = {
  wrongPassword: msg("That is not the password this account was created with. If you did not create it, you can delete it below."),
  notConfirmed: msg("This account is confirmed and was not deleted. If it is yours, sign in; you can delete it on your account page."),
} as const;

/** What the link names: an account still to confirm, one already confirmed, or nothing that works. */
export type ConfirmState = "unconfirmed" | "confirmed" | "invalid";

export type ConfirmActionData =
  | { status: "deleted"; email: string }
  | { status: "failed"; intent: "confirm" | "cancel"; message: string; state?: ConfirmState; fieldErrors?: FieldErrors<"password"> };
