// The frame of the password-reset pages: bare like /signin (no site header), one column, a way
// back to sign-in, the brand and the page's heading.
import { Link } from "react-router";
import type { ReactNode } from "react";
import { BrandMark } from "../../ui/brand-mark";
import { catalog } from "../catalog";
import { useLocalePath, useT } from "../../ui/use-t";

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 px-5 py-6 sm:px-10">
      <Link
        to={to("/signin")}
        className="-my-0.5 inline-flex items-center gap-2 self-start rounded py-0.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {t("Back to sign in")}
      </Link>
      <div className="mx-auto flex w-full max-w-sm flex-1 flex-col pt-8 pb-10 sm:justify-center sm:py-10">
        <p className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
          <BrandMark />
          M&amp;M
        </p>
        <h1 id="auth-title" tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-slate-900 outline-none">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}
