// The sign-in and sign-up schemas (rules §5 Sign-in), and the password rules every form shares: the
// form checks with them before posting, and the /signin action validates with them before anything
// reaches accounts, so they cannot disagree.
// zod/mini, loaded on demand by the form (it ships to the browser).
import * as z from "zod/mini";
import { AUTH_MESSAGES } from "./messages";
import { CARE_MESSAGES } from "./account-care";
import type { SigninMode } from "./next-path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../lib/constants";
import { checkForm, readFields, type FormSpec } from "../forms/parse";
import { email } from "../forms/rules";

/** A password is taken as typed: never cleaned or trimmed; anything but text reads as "". */
const asTyped = () => z.transform((v: unknown) => (typeof v === "string" ? v : ""));

/**
 * A password being chosen (sign-up, reset, change; rules §5): PASSWORD_MIN_LENGTH to
 * PASSWORD_MAX_LENGTH characters, no composition rules. The server also refuses the common ones
 * (better-auth's password-policy plugin, app/accounts/password-policy.server.ts): `isCommon` is
 * their list's check where it is at hand; the browser has no list.
 */
export const newPasswordRule = (isCommon: (password: string) => boolean = () => false) =>
  z.pipe(
    asTyped(),
    z.string().check(
      z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordShort),
      z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordLong),
      z.refine((password) => !isCommon(password), AUTH_MESSAGES.passwordCommon),
    ),
  );

/**
 * A password typed to prove who one is (sign-in, the account page): any text up to the maximum,
 * judged by the hash. No minimum, so accounts made under an older, shorter rule still open.
 */
export const typedPassword = () =>
  z.pipe(
    asTyped(),
    z.string().check(z.minLength(1, CARE_MESSAGES.passwordRequired), z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordLong)),
  );

const signinSchema = z.object({ email: email(AUTH_MESSAGES.email), password: typedPassword() });
const signupSchema = z.object({ email: email(AUTH_MESSAGES.email), password: newPasswordRule() });

type Credentials = z.output<typeof signinSchema>;
const spec = (schema: FormSpec<Credentials, "email" | "password">["schema"]): FormSpec<Credentials, "email" | "password"> => ({
  schema,
  read: (form) => readFields(form, ["email", "password"]),
  // The address only: a password is never sent back.
  values: ["email"],
});

export const signinForm = spec(signinSchema);
export const signupForm = spec(signupSchema);

/** The form of a mode: signing up chooses a password, signing in types one. */
export const signinFormFor = (mode: SigninMode) => (mode === "signup" ? signupForm : signinForm);

/** The form's check in the browser, before it sends (its `mode` field says which rules). */
export const checkSigninForm = (form: FormData) => checkForm(signinFormFor(form.get("mode") === "signup" ? "signup" : "signin"), form);
