// The closing call to action of the service pages (rules §2 "Services page": contact or phone
// the company). The phone number is the facts', when the root loader says the page may show it.
import type { CallToAction } from "../../content/service-pages/types";
import { telHref } from "../../../site/company";
import { ExampleMark } from "../../../ui/example-mark";
import { useSiteData } from "../../../site/use-site-data";
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

export function ServiceCta({ content }: { content: CallToAction }) {
  const t = useT(catalog);
  const phone = useSiteData()?.facts.phone;
  return (
    <section aria-labelledby="service-cta" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-brand-50 px-6 py-12 text-center sm:px-12">
        <h2 id="service-cta" className="text-3xl font-bold tracking-tight text-brand-900">
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{content.text}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <ContactDialogButton className="btn-primary">{content.button}</ContactDialogButton>
          {phone ? (
            <span>
              <a href={telHref(phone.value)} className="btn-secondary">
                {t("Call {phone}", { phone: phone.value })}
              </a>
              <ExampleMark when={phone.example} />
            </span>
          ) : null}
        </div>
      </div>
    </section>
  );
}
