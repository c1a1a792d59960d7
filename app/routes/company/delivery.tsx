// /delivery (rules §2 "Delivery page"): where and how members are delivered, crane and erection,
// lead times, trade terms and how a quote is priced. The copy is read by the loader; the delivery
// area is the facts', shown only where the page may show it (rules §12).
import { env } from "cloudflare:workers";
import { Link } from "../../ui/link";
import { deliveryIn } from "../../company/content/delivery";
import { publicFacts, showsPlaceholders } from "../../site/facts";
import { ServiceCta } from "../../company/components/services/service-cta";
import { localeOf } from "../../lib/locale";
import { ExampleMark } from "../../ui/example-mark";
import { Measured } from "../../ui/measured";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/delivery";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const area = publicFacts(locale, showsPlaceholders(env, url)).delivery;
  return withHead(url, withUnits({ content: deliveryIn(locale), area: area && { name: area.value.area, example: area.example } }, locale));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function DeliveryPage({ loaderData }: Route.ComponentProps) {
  const { content, area } = loaderData;
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <>
      <section aria-labelledby="delivery-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <h1 id="delivery-title" className="max-w-3xl text-3xl font-extrabold tracking-tight md:text-5xl">
            {content.hero.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-200">{content.hero.intro}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="max-w-3xl space-y-12 leading-relaxed text-slate-700">
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="space-y-3">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-brand-900">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>
                  <Measured text={paragraph} />
                </p>
              ))}
              {section.points ? (
                <ul className="list-disc space-y-2 pl-5 marker:text-accent-600">
                  {section.points.map((point) => (
                    <li key={point.slice(0, 32)}>
                      <Measured text={point} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}

          <section aria-labelledby="pricing-title" className="space-y-4">
            <h2 id="pricing-title" className="text-2xl font-bold text-brand-900">
              {content.pricing.title}
            </h2>
            <p>{content.pricing.intro}</p>
            <dl className="grid gap-4 sm:grid-cols-2">
              {content.pricing.factors.map((factor) => (
                <div key={factor.term} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                  <dt className="font-semibold text-slate-900">{factor.term}</dt>
                  <dd className="mt-1 text-sm">{factor.text}</dd>
                </div>
              ))}
            </dl>
            <p>{content.pricing.closing}</p>
          </section>
        </div>

        <aside
          aria-labelledby="delivery-area-title"
          className="order-first lg:sticky lg:order-none lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start"
        >
          <div className="rounded-xl border border-slate-200 bg-brand-50 p-6">
            <h2 id="delivery-area-title" className="text-lg font-bold text-brand-900">
              {content.area.title}
            </h2>
            {area ? (
              <>
                <p className="mt-2 text-slate-700">
                  {content.area.lead} <strong className="font-semibold text-slate-900">{area.name}</strong>
                  <ExampleMark when={area.example} />
                </p>
                <p className="mt-2 text-sm text-slate-600">{content.area.note}</p>
              </>
            ) : (
              <p className="mt-2 text-slate-700">{content.area.unconfirmed}</p>
            )}
            <p className="mt-4 text-sm">
              <Link
                to={to("/products")}
                className="-my-0.5 inline-block py-0.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {t("Browse products")}
              </Link>
            </p>
          </div>
        </aside>
      </div>

      <ServiceCta content={content.cta} />
    </>
  );
}
