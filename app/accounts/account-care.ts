// What the password-reset pages and the account settings say, and the answers their actions give
// (rules §2 Sign-in page, Account page). English text marked with msg(), translated where shown.
import { msg } from "../lib/messages";
import type { FieldErrors } from "../forms/parse";

export const CARE_MESSAGES = {
  /** The same words whether or not the address has an account. */
  resetSent: msg(
    "If an account uses {email}, we have sent it a link to choose a new password. The link works once, for one hour. Nothing arrived? Look in your spam folder or ask again.",
  ),
  resetLinkInvalid: msg("This reset link has expired or has already been used. Ask for a new one below."),
  passwordReset: msg("Your password is changed and every session of your account has ended. Sign in with your new password."),
  passwordChanged: msg("Your password is changed. Every other session of your account has ended."),
  signedOutEverywhere: msg("You are signed out on every device."),
  accountDeleted: msg("Your account is deleted. Requests and applications you sent stay with us as our privacy policy says."),
  wrongPassword: msg("That is not your current password."),
  passwordRequired: msg("Please enter your password."),
  failed: msg("Something went wrong. Nothing was changed; please try again."),
} as const;

/** What /signin may say after a redirect here from elsewhere (its `done` parameter). */
export const SIGNIN_NOTICES = {
  reset: CARE_MESSAGES.passwordReset,
  "signed-out": CARE_MESSAGES.signedOutEverywhere,
  deleted: CARE_MESSAGES.accountDeleted,
} as const;
export type SigninNotice = keyof typeof SIGNIN_NOTICES;

export const isSigninNotice = (value: string | null): value is SigninNotice => value !== null && Object.hasOwn(SIGNIN_NOTICES, value);

export type ForgotActionData =
  { status: "sent"; email: string } | { status: "failed"; message: string; email: string; fieldErrors?: FieldErrors<"email"> };

export type ResetActionData = { status: "failed"; message: string; invalidLink?: boolean; fieldErrors?: FieldErrors<"password"> };

export type AccountIntent = "change-password" | "delete-account";

/** What the /account action answers when it does not redirect (a change done redirects to /account?done=password). */
export type AccountActionData = {
  intent: AccountIntent;
  status: "failed";
  message: string;
  fieldErrors?: FieldErrors<"currentPassword" | "newPassword" | "password">;
};
