// Home "contact" (the spec's sixth section): a call to action with the Talk with an Engineer
// dialog, the company's phone and email and its office hours: the facts the root loader says the
// page may show (docs/rules.md §12), each marked when it is an example.
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import { useSiteData } from "../../../site/use-site-data";
import { telHref } from "../../../site/company";
import { ExampleMark } from "../../../ui/example-mark";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

type ContactSectionProps = { content: { title: string; intro: string } };

export function ContactSection({ content }: ContactSectionProps) {
  const t = useT(catalog);
  const { phone, email, hours } = useSiteData()?.facts ?? {};
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
        {phone || email ? (
          <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-slate-800">
            {phone ? (
              <li>
                <a href={telHref(phone.value)} className="inline-flex items-center gap-2 font-semibold hover:underline">
                  <span className="font-normal text-slate-600">{t("Call")}</span> {phone.value}
                </a>
                <ExampleMark when={phone.example} />
              </li>
            ) : null}
            {email ? (
              <li>
                <a href={`mailto:${email.value}`} className="inline-flex items-center gap-2 font-semibold hover:underline">
                  <span className="font-normal text-slate-600">{t("Email")}</span> {email.value}
                </a>
                <ExampleMark when={email.example} />
              </li>
            ) : null}
          </ul>
        ) : null}
        {hours ? (
          <p className="mt-4 text-sm text-slate-600">
            {t("Office hours: {hours}", { hours: hours.value.text })}
            <ExampleMark when={hours.example} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
