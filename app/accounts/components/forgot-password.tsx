// rules §2: 'Forgot password?' is a button with no action. There is no self-service reset yet
// (docs/decisions/0017-accounts.md), so instead of a button that silently does nothing it opens a
// note saying how to get a reset: a native disclosure, which works without JavaScript too.
import { DEFAULT_CONTACT, telHref } from "../../company/content/company";
import { useSiteData } from "../../shell/use-site-data";
import { catalog } from "../catalog";
import { useT } from "../../ui/use-t";

export function ForgotPassword() {
  const t = useT(catalog);
  const contact = useSiteData()?.contact ?? DEFAULT_CONTACT;
  // The sentence around the phone number and the address, each a link.
  const [beforePhone = "", rest = ""] = t(
    "Passwords are reset by our office: call {phone} or write to {email} from the address you signed up with, and we will help you back into your account.",
  ).split("{phone}");
  const [beforeEmail = "", afterEmail = ""] = rest.split("{email}");
  return (
    <details className="group mt-2 text-sm">
      <summary className="inline-block cursor-pointer rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {t("Forgot password?")}
      </summary>
      <p className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-700">
        {beforePhone}
        <a href={telHref(contact.phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {contact.phone}
        </a>
        {beforeEmail}
        <a href={`mailto:${contact.email}`} className="font-semibold text-brand-700 underline">
          {contact.email}
        </a>
        {afterEmail}
      </p>
    </details>
  );
}
