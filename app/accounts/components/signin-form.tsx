// The sign-in / sign-up form (rules §2 Sign-in page, §4, §5, §8). A real <form> posting to the
// /signin action, so it works without JavaScript; with JavaScript the form protocol (useForm)
// checks the fields with the action's schema, a fetcher posts to the same action, the button says
// 'Please wait...' and the outcome is toasted.
import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { AUTH_TOASTS } from "../messages";
import { signinHref, type SigninMode } from "../next-path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../lib/constants";
import type { SigninActionData } from "../form";
import { onDemand } from "../../forms/browser";
import { toast } from "../../ui/toast";
import { EmailInput, useForm } from "../../forms/protocol";
import { Field } from "../../ui/field";
import { ForgotPassword } from "./forgot-password";
import { catalog } from "../translations";
import { useLocalePath, useT } from "../../ui/use-t";

// The sign-in schema (with zod/mini) loads when the visitor first focuses the form, not with the page.
const loadSchema = onDemand(() => import("../schema"));

type SigninFormProps = {
  mode: SigninMode;
  next: string | null;
  /** What the action answered to a plain (no-JavaScript) post. */
  serverResult?: SigninActionData;
  /** Called with the address once an account was created (the page then says to check the inbox). */
  onSignedUp: (email: string) => void;
};

export function SigninForm({ mode, next, serverResult, onSignedUp }: SigninFormProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const fetcher = useFetcher<SigninActionData>({ key: `signin-${mode}` });
  const navigate = useNavigate();
  const result = fetcher.data ?? serverResult;
  const busy = fetcher.state !== "idle";
  const failure = result?.status === "failed" ? result : undefined;
  const action = to(signinHref(mode, next));
  const form = useForm({
    answer: failure,
    pending: busy,
    load: loadSchema,
    check: (schema, data) => schema.checkSigninForm(data),
    submit: (data) => {
      data.set("enhanced", "1");
      void fetcher.submit(data, { method: "post", action });
    },
  });

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.status === "signed-in") {
      void toast({ title: t(AUTH_TOASTS.signedIn.title), description: t(AUTH_TOASTS.signedIn.description) });
      void navigate(answer.to, { replace: true });
    } else if (answer.status === "signed-up") {
      void toast({ title: t(AUTH_TOASTS.signedUp.title), description: t(AUTH_TOASTS.signedUp.description) });
      onSignedUp(answer.email);
    } else {
      const kind = answer.mode === "signup" ? AUTH_TOASTS.signUpFailed : AUTH_TOASTS.signInFailed;
      void toast({ title: t(kind.title), description: t(answer.message || kind.fallback), variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, navigate, onSignedUp, t]);
  const error = (field: "email" | "password") => {
    const message = form.errors[field];
    return message ? t(message) : undefined;
  };

  return (
    <fetcher.Form {...form.props} method="post" action={action} aria-labelledby="signin-title" className="space-y-5">
      <input type="hidden" name="mode" value={mode} />
      {next ? <input type="hidden" name="next" value={next} /> : null}

      <Field label={t("Email")} required error={error("email")}>
        <EmailInput defaultValue={failure?.email} />
      </Field>
      <div>
        <Field
          label={t("Password")}
          required
          hint={mode === "signup" ? t("At least {count} characters.", { count: PASSWORD_MIN_LENGTH }) : undefined}
          error={error("password")}
        >
          <input
            name="password"
            type="password"
            autoComplete={mode === "signup" ? "new-password" : "current-password"}
            required
            // Only a password being chosen has a minimum: an older account's shorter one still signs in.
            minLength={mode === "signup" ? PASSWORD_MIN_LENGTH : undefined}
            maxLength={PASSWORD_MAX_LENGTH}
            className="input"
          />
        </Field>
        {mode === "signin" ? <ForgotPassword /> : null}
      </div>

      <div aria-live="polite" role="status" className="text-sm">
        {failure && !busy && !failure.fieldErrors ? <p className="font-medium text-red-700">{t(failure.message)}</p> : null}
      </div>

      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t("Please wait…") : mode === "signup" ? t("Create account") : t("Sign in")}
      </button>
    </fetcher.Form>
  );
}
