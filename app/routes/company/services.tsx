// /services (rules §2 "Services page"): the Engineering Consultation and General Construction
// cards, a six-step process, three client testimonials (while illustrative, only where examples
// may show: docs/rules.md §12) and a call to action. The copy comes from the loader, so it
// reaches the browser as HTML and data, not as a module.
import { env } from "cloudflare:workers";
import { Link } from "../../ui/link";
import { cn } from "../../lib/cn";
import { ServiceHero } from "../../company/components/services/service-hero";
import { ProcessSteps } from "../../company/components/services/process-steps";
import { ServiceCta } from "../../company/components/services/service-cta";
import { SectionIntro } from "../../company/components/services/section-intro";
import { TestimonialList } from "../../company/components/services/testimonial-list";
import {
  overviewBannerIn,
  overviewCallToActionIn,
  processStepsIn,
  serviceCardsIn,
  testimonialsIn,
} from "../../company/content/service-pages/overview";
import { localeOf } from "../../lib/locale";
import { showsPlaceholders, shownCollection } from "../../site/facts";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/services";
import { Drawing } from "../../ui/drawing";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const shown = shownCollection("testimonials", testimonialsIn(locale), showsPlaceholders(env, url));
  const content = { banner: overviewBannerIn(locale), cards: serviceCardsIn(locale), steps: processStepsIn(locale) };
  return withHead(url, withUnits({ ...content, testimonials: shown, cta: overviewCallToActionIn(locale) }, locale));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { banner, cards, steps, cta } = loaderData;
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <>
      <ServiceHero banner={banner} action={t("Request a Consultation")}>
        <Link to={to("/services/consultation")} className="btn-secondary">
          {t("Design & engineering services")}
        </Link>
      </ServiceHero>

      <section aria-labelledby="services-list" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionIntro
          id="services-list"
          title={t("What we do")}
          intro={t("Two services, one team: engineers who design in precast and crews who build with it.")}
        />
        <ul className="mt-10 space-y-12">
          {cards.map((card, i) => (
            <li key={card.href} className="grid gap-8 lg:grid-cols-2 lg:items-center">
              <Drawing
                src={card.image.src}
                alt={card.image.alt}
                width={card.image.width}
                height={card.image.height}
                loading="lazy"
                decoding="async"
                className={cn("w-full rounded-lg border border-slate-300 bg-white shadow-sm", i % 2 === 1 && "lg:order-last")}
              />
              <div>
                <h3 className="text-2xl font-bold text-brand-900">{card.title}</h3>
                <p className="mt-3 text-lg text-slate-700">{card.description}</p>
                <ul className="mt-5 space-y-2 text-slate-700">
                  {card.points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
                      {point}
                    </li>
                  ))}
                </ul>
                <Link to={to(card.href)} className="btn-primary mt-6">
                  {t("Learn More")}
                  <span className="sr-only"> {t("about {title}", { title: card.title })}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-700">
          {t("Every project is backed by our")}{" "}
          <Link to={to("/services/quality-assurance")} className="font-semibold text-brand-700 underline hover:text-brand-900">
            {t("quality assurance programme")}
          </Link>
          {t(": tested materials, documented tensioning and inspected members.")}
        </p>
      </section>

      <ProcessSteps
        id="services-process"
        title={t("How we work")}
        intro={t("Six steps from your first call to a finished structure, with one point of contact throughout.")}
        steps={steps}
      />
      {loaderData.testimonials ? (
        <TestimonialList
          id="services-testimonials"
          title={t("What our clients say")}
          testimonials={loaderData.testimonials.items}
          example={loaderData.testimonials.example}
        />
      ) : null}
      <ServiceCta content={cta} />
    </>
  );
}
