// What the /signin action answers (app/lib/signin.server.ts), shared with the form component.
import type { SigninMode } from "./auth-next";

export type SigninFieldErrors = Partial<Record<"email" | "password", string>>;

export type SigninActionData =
  | { status: "signed-in"; to: string }
  | { status: "signed-up"; email: string }
  | { status: "failed"; mode: SigninMode; message: string; email: string; fieldErrors?: SigninFieldErrors };
