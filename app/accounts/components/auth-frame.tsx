// The bare pages of accounts (no site header): /signin and the password-reset pages share one
// column, a way back, then the brand; the reset pages add their heading.
import { Link } from "../../ui/link";
import type { ComponentProps, ReactNode } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../lib/constants";
import { cn } from "../../lib/cn";
import { BrandMark } from "../../ui/brand-mark";
import { catalog } from "../translations";
import { useLocalePath, useT } from "../../ui/use-t";

/** The column every account page starts with: a way back, then the brand, centred, then `children`. */
export function AuthColumn({
  back,
  className,
  children,
}: {
  back: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col px-5 py-6 sm:px-10", className)}>
      <Link
        to={back.to}
        className="-my-0.5 inline-flex items-center gap-2 self-start rounded py-0.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <div className="mx-auto flex w-full max-w-sm flex-1 flex-col pt-8 pb-10 sm:justify-center sm:py-10">
        <p className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
          <BrandMark />
          M&amp;M
        </p>
        {children}
      </div>
    </div>
  );
}

/** A password-reset page: the column, back to sign-in, and the page's heading. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <AuthColumn back={{ to: to("/signin"), label: t("Back to sign in") }} className="min-h-screen bg-slate-50">
      <h1 id="auth-title" tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-slate-900 outline-none">
        {title}
      </h1>
      {children}
    </AuthColumn>
  );
}

/**
 * A password field's input with the site's length rules: a `new` one (sign-up rules, `minLength`)
 * or the current one. Field adds its id and descriptions through the remaining props.
 */
export function PasswordInput({ name, fresh = false, ...rest }: { name: string; fresh?: boolean } & ComponentProps<"input">) {
  return (
    <input
      {...rest}
      name={name}
      type="password"
      autoComplete={fresh ? "new-password" : "current-password"}
      required
      minLength={fresh ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={PASSWORD_MAX_LENGTH}
      className="input"
    />
  );
}
