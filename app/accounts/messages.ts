// What the sign-in page and the account API say (rules §8 toasts). Shared by the page
// and the server, so the toast, the no-JavaScript page and the JSON error read the same.

export const AUTH_TOASTS = {
  signInFailed: { title: "Sign in failed", fallback: "An error occurred during sign in" },
  signUpFailed: { title: "Sign up failed", fallback: "An error occurred during sign up" },
  signedIn: { title: "Success", description: "Successfully signed in!" },
  signedUp: { title: "Account created", description: "Please check your email to confirm your account." },
} as const;

export const AUTH_MESSAGES = {
  /** The same words whether the address is unknown or the password wrong. */
  invalidCredentials: "Invalid email or password.",
  emailNotConfirmed: "Please confirm your email address first. We have sent a new confirmation link to your inbox.",
  email: "Please enter a valid email address.",
  passwordShort: "Password must be at least 6 characters.",
  passwordLong: "Password must be at most 128 characters.",
  unavailable: "Accounts are not available right now. Please try again later or contact us.",
  confirmed: "Your email address is confirmed. You can sign in now.",
  confirmFailed: "This confirmation link is invalid or has expired. Sign in with your email and password and we will send a new one.",
  checkEmail: (email: string) => `We have sent a confirmation link to ${email}. Open it to activate your account, then sign in here.`,
} as const;

/** rules §5's rate-limit message in the sign-in form's words, with the real wait. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} before trying again.`;
}

/** better-auth's error codes, in our words; anything else gets the spec's fallback. */
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
    default:
      return mode === "signin" ? AUTH_TOASTS.signInFailed.fallback : AUTH_TOASTS.signUpFailed.fallback;
  }
}
