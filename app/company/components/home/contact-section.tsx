// Home "contact" (the spec's sixth section): a call to action with the Talk with an Engineer
// dialog and the company's phone and email (Worker vars, via the root loader).
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import { useSiteData } from "../../../shell/use-site-data";
import { DEFAULT_CONTACT, telHref } from "../../content/company";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../catalog";

type ContactSectionProps = { content: { title: string; intro: string } };

export function ContactSection({ content }: ContactSectionProps) {
  const t = useT(catalog);
  const contact = useSiteData()?.contact ?? DEFAULT_CONTACT;
  return (
    <section aria-labelledby="home-contact" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-brand-50 px-6 py-12 text-center sm:px-12">
        <h2 id="home-contact" className="text-3xl font-bold tracking-tight text-brand-900">
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{content.intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ContactDialogButton className="btn-primary">{t("Talk with an Engineer")}</ContactDialogButton>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-slate-800">
          <li>
            <a href={telHref(contact.phone)} className="inline-flex items-center gap-2 font-semibold hover:underline">
              <span className="font-normal text-slate-600">{t("Call")}</span> {contact.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2 font-semibold hover:underline">
              <span className="font-normal text-slate-600">{t("Email")}</span> {contact.email}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
