// The schemas of the password-reset pages, the confirmation page and the account settings forms (rules §5): their actions
// validate with them before anything reaches accounts. Server only in practice: these forms are
// checked by the server, so no page ships zod for them.
import * as z from "zod/mini";
import { AUTH_MESSAGES } from "./messages";
import { newPasswordRule, typedPassword } from "./schema";
import { readFields, type FormSpec } from "../forms/parse";
import { email } from "../forms/rules";

const forgotSchema = z.object({ email: email(AUTH_MESSAGES.email) });
export const forgotForm: FormSpec<z.output<typeof forgotSchema>, "email"> = {
  schema: forgotSchema,
  read: (form) => readFields(form, ["email"]),
  values: ["email"],
};

const resetSchema = z.object({
  password: newPasswordRule(),
  token: z.pipe(
    z.transform((v: unknown) => (typeof v === "string" ? v : "")),
    z.string(),
  ),
});
export const resetForm: FormSpec<z.output<typeof resetSchema>, "password" | "token"> = {
  schema: resetSchema,
  read: (form) => readFields(form, ["password", "token"]),
  values: [],
};

const changePasswordSchema = z.object({ currentPassword: typedPassword(), newPassword: newPasswordRule() });
export const changePasswordForm: FormSpec<z.output<typeof changePasswordSchema>, "currentPassword" | "newPassword"> = {
  schema: changePasswordSchema,
  read: (form) => readFields(form, ["currentPassword", "newPassword"]),
  values: [],
};

const deleteAccountSchema = z.object({ password: typedPassword() });
export const deleteAccountForm: FormSpec<z.output<typeof deleteAccountSchema>, "password"> = {
  schema: deleteAccountSchema,
  read: (form) => readFields(form, ["password"]),
  values: [],
};

/** The confirmation page's password (/signin/confirm): the one the account was created with, judged by the hash. */
const confirmAccountSchema = z.object({ password: typedPassword() });
export const confirmAccountForm: FormSpec<z.output<typeof confirmAccountSchema>, "password"> = {
  schema: confirmAccountSchema,
  read: (form) => readFields(form, ["password"]),
  values: [],
};
