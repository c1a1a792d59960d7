// What the sign-in page and the account API say (rules §8 toasts). Shared by the page
// and the server, so the toast, the no-JavaScript page and the JSON error read the same. Each is
// its English text, marked with msg() and translated where it is shown (t(message)).
import { interpolate, msg, translator, type Translate } from "../lib/messages";

export const AUTH_TOASTS = {
  signInFailed: { title: msg("Sign in failed"), fallback: msg("An error occurred during sign in") },
  signUpFailed: { title: msg("Sign up failed"), fallback: msg("An error occurred during sign up") },
  signedIn: { title: msg("Success"), description: msg("Successfully signed in!") },
  signedUp: { title: msg("Account created"), description: msg("Please check your email to confirm your account.") },
} as const;

/** 'Check your email': the page says it with t(CHECK_EMAIL, { email }). */
export const CHECK_EMAIL = msg(
  "We have sent a confirmation link to {email}. Open it and enter your password to activate your account, then sign in here.",
);

export const AUTH_MESSAGES = {
  /** The same words whether the address is unknown or the password wrong. */
  invalidCredentials: msg("Invalid email or password."),
  /** True either way: a link lasts as long as the pause between two mails, so an expired one has just been replaced. */
  emailNotConfirmed: msg(
    "Please confirm your email address first, with the link we mailed you. A link works for one hour; if yours has expired, we have sent a new one.",
  ),
  email: msg("Please enter a valid email address."),
  /** rules §5: PASSWORD_MIN_LENGTH, for a password being chosen (tests/unit/workers/password-policy.test.ts keeps the two alike). */
  passwordShort: msg("Password must be at least 12 characters."),
  passwordCommon: msg("This password is one of the most common ones. Please choose a password that is harder to guess."),
  passwordLong: msg("Password must be at most 128 characters."),
  unavailable: msg("Accounts are not available right now. Please try again later or contact us."),
  confirmed: msg("Your email address is confirmed. You can sign in now."),
  confirmFailed: msg("This confirmation link is invalid or has expired. Sign in with your email and password and we will send a new one."),
  signUpFields: msg("Sign-up takes an email address and a password, nothing else."),
  /** In English (the page translates CHECK_EMAIL). */
  checkEmail: (email: string) => interpolate(CHECK_EMAIL, { email }),
} as const;

const english = translator("en", undefined);

/** rules §5's rate-limit message in the sign-in form's words, with the real wait, in the language of `t`. */
export function rateLimitedMessage(retryAfterSeconds: number, t: Translate = english): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return t.n(
    minutes,
    "Too many sign-in attempts. Please wait # minute before trying again.",
    "Too many sign-in attempts. Please wait # minutes before trying again.",
  );
}

/** better-auth's error codes, in our words (their English: translated where shown); anything else gets the spec's fallback. */
export function authErrorMessage(code: string | undefined, mode: "signin" | "signup"): string {
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return AUTH_MESSAGES.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return AUTH_MESSAGES.emailNotConfirmed;
    case "INVALID_EMAIL":
      return AUTH_MESSAGES.email;
    case "PASSWORD_TOO_SHORT":
      return AUTH_MESSAGES.passwordShort;
    case "PASSWORD_TOO_LONG":
      return AUTH_MESSAGES.passwordLong;
    case "PASSWORD_COMMON":
      return AUTH_MESSAGES.passwordCommon;
    default:
      return mode === "signin" ? AUTH_TOASTS.signInFailed.fallback : AUTH_TOASTS.signUpFailed.fallback;
  }
}
