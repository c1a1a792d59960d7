// The sections of /teaming (rules §2 Teaming): hero, intro, Key Advantages, the three-step
// process, the Partnership Network and Become a Partner. Content comes from the route's loader.
import type { Advantage, Partner, TeamingStep, becomePartner as becomePartnerContent, hero as heroContent } from "../../content/teaming";
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import { AdvantageIcon } from "./advantage-icon";
import { ExampleNote } from "../../../ui/example-mark";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { Drawing } from "../../../ui/drawing";

export function TeamingHero({ hero, intro }: { hero: typeof heroContent; intro: readonly string[] }) {
  const t = useT(catalog);
  return (
    <>
      <section aria-labelledby="teaming-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("Teaming Opportunities")}</p>
          <h1 id="teaming-title" className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight md:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{hero.subtitle}</p>
        </div>
      </section>
      <section aria-label={t("Why team with us")} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {intro.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </section>
    </>
  );
}

export function KeyAdvantages({ advantages }: { advantages: readonly Advantage[] }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="advantages-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="advantages-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
        {t("Key Advantages")}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {advantages.map((advantage) => (
          <li key={advantage.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <AdvantageIcon icon={advantage.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{advantage.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{advantage.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TeamingProcess({ steps }: { steps: readonly TeamingStep[] }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="process-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="process-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
          {t("Simple Teaming Process")}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent-700 text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">{t("Step {number}:", { number: i + 1 })} </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function PartnershipNetwork({ partners, example }: { partners: readonly Partner[]; example: boolean }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="network-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="network-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
        {t("Partnership Network")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t("The kinds of firm we team with most often on Belizean projects.")}</p>
      <ExampleNote when={example} />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex flex-col items-center rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            <Drawing
              src={partner.logo}
              alt={t("{name} logo", { name: partner.name })}
              width={80}
              height={80}
              loading="lazy"
              className="size-20"
            />
            <h3 className="mt-4 font-semibold text-slate-900">{partner.name}</h3>
            <p className="mt-1 text-sm text-slate-700">{partner.specialty}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BecomePartner({ content }: { content: typeof becomePartnerContent }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="partner-title" className="bg-brand-50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id="partner-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">{content.text}</p>
        <ContactDialogButton
          className="btn-primary mt-6"
          title={t("Partner with M&M")}
          description={t("Tell us about your firm and the projects you are pursuing; our team answers within two business days.")}
        >
          {t("Contact Us About Partnership")}
        </ContactDialogButton>
      </div>
    </section>
  );
}
