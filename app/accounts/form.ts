// What the /signin action answers (app/routes/accounts/signin.server.ts), shared with the form component.
import type { SigninMode } from "./next-path";
import type { FieldErrors } from "../forms/parse";

export type SigninFieldErrors = FieldErrors<"email" | "password">;

export type SigninActionData =
  | { status: "signed-in"; to: string }
  | { status: "signed-up"; email: string }
  | { status: "failed"; mode: SigninMode; message: string; email: string; fieldErrors?: SigninFieldErrors };
