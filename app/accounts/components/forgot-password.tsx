// rules §2: 'Forgot password?' is a button with no action. There is no self-service reset yet
// (docs/decisions/0017-accounts.md), so instead of a button that silently does nothing it opens a
// note saying how to get a reset: a native disclosure, which works without JavaScript too. The
// phone and email are the facts the root loader says the page may show (docs/rules.md §12).
import { Link } from "react-router";
import type { ReactNode } from "react";
import { telHref } from "../../company/content/company";
import { useSiteData } from "../../shell/use-site-data";
import { ExampleMark } from "../../ui/example-mark";
import { catalog } from "../catalog";
import { useLocalePath, useT } from "../../ui/use-t";

/** A translated sentence with links in place of its {placeholders}. */
function withLinks(text: string, links: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, i) => <span key={i}>{links[part] ?? part}</span>);
}

export function ForgotPassword() {
  const t = useT(catalog);
  const to = useLocalePath();
  const { phone, email } = useSiteData()?.facts ?? {};
  const links: Record<string, ReactNode> = {
    "{phone}": phone ? (
      <>
        <a href={telHref(phone.value)} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {phone.value}
        </a>
        <ExampleMark when={phone.example} />
      </>
    ) : null,
    "{email}": email ? (
      <>
        <a href={`mailto:${email.value}`} className="font-semibold text-brand-700 underline">
          {email.value}
        </a>
        <ExampleMark when={email.example} />
      </>
    ) : null,
    "{contact}": (
      <Link to={to("/contact")} className="font-semibold text-brand-700 underline">
        {t("contact page")}
      </Link>
    ),
  };
  const text =
    phone && email
      ? t(
          "Passwords are reset by our office: call {phone} or write to {email} from the address you signed up with, and we will help you back into your account.",
        )
      : phone
        ? t("Passwords are reset by our office: call {phone} and we will help you back into your account.")
        : email
          ? t(
              "Passwords are reset by our office: write to {email} from the address you signed up with, and we will help you back into your account.",
            )
          : t(
              "Passwords are reset by our office: write to us from the {contact}, with the address you signed up with, and we will help you back into your account.",
            );
  return (
    <details className="group mt-2 text-sm">
      <summary className="-my-0.5 inline-block cursor-pointer rounded py-0.5 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {t("Forgot password?")}
      </summary>
      <p className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-700">{withLinks(text, links)}</p>
    </details>
  );
}
