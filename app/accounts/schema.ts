// The sign-in schema (rules §5 Sign-in): the form checks with it before posting, and the /signin
// action validates with it before anything reaches accounts, so they cannot disagree.
// zod/mini, loaded on demand by the form (it ships to the browser).
import * as z from "zod/mini";
import { AUTH_MESSAGES } from "./messages";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../lib/constants";
import { checkForm, readFields, type FormSpec } from "../forms/parse";
import { email } from "../forms/rules";

/** A password is taken as typed: never cleaned or trimmed. 6 to 128 characters, wherever one is chosen or typed. */
export const passwordRule = () =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" ? v : "")),
    z
      .string()
      .check(z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordShort), z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordLong)),
  );

const signinSchema = z.object({
  email: email(AUTH_MESSAGES.email),
  password: passwordRule(),
});

export const signinForm: FormSpec<z.output<typeof signinSchema>, "email" | "password"> = {
  schema: signinSchema,
  read: (form) => readFields(form, ["email", "password"]),
  // The address only: a password is never sent back.
  values: ["email"],
};

/** The form's check in the browser, before it sends. */
export const checkSigninForm = (form: FormData) => checkForm(signinForm, form);
