// /services/engineering-consultation and its five alias routes (`service-alias-<alias>` in
// app/routes.ts; rules §2 "Engineering Consultation", "Service aliases"). The loader reads the
// alias from the request path: an alias brings its own title, description and specialisation
// (marine, bridge, structural or foundation); the plain path shows the generic page. The
// canonical URL of every alias is the plain path (app/company/content/services-seo.ts).
import { Link } from "../../ui/link";
import { ServiceHero } from "../../company/components/services/service-hero";
import { FeatureGrid } from "../../company/components/services/feature-grid";
import { ServiceCta } from "../../company/components/services/service-cta";
import { SectionIntro } from "../../company/components/services/section-intro";
import { aliasForPath, CONSULTATION_PATH, serviceAliasesIn, specializationLabelsIn } from "../../company/content/service-aliases";
import {
  consultationBannerIn,
  consultationCallToActionIn,
  consultationContent,
} from "../../company/content/service-pages/engineering-consultation";
import { serviceDrawingsIn } from "../../company/content/service-pages/drawings";
import { localeOf } from "../../lib/locale";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { withIconPaths } from "../../company/content/service-pages/icons";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/engineering-consultation";
import { Measured } from "../../ui/measured";
import { Drawing } from "../../ui/drawing";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const consultationBanner = consultationBannerIn(locale);
  const serviceAliases = serviceAliasesIn(locale);
  const serviceDrawings = serviceDrawingsIn(locale);
  const aliasKey = aliasForPath(url.pathname)?.alias;
  const alias = serviceAliases.find((entry) => entry.alias === aliasKey);
  const specialization = alias && specializationLabelsIn(locale)[alias.specialization];
  const content = consultationContent(alias?.specialization, locale);
  const background = alias?.backgroundImage ?? serviceDrawings.consultation.src;
  return withHead(
    url,
    withUnits(
      {
        banner: {
          ...consultationBanner,
          eyebrow: alias ? `${consultationBanner.eyebrow} · ${specialization}` : consultationBanner.eyebrow,
          title: alias?.title ?? consultationBanner.title,
          description: alias?.description ?? consultationBanner.description,
          // rules §2: every alias shows the same background image.
          image: { ...serviceDrawings.consultation, src: background },
        },
        content: { ...content, features: withIconPaths(content.features) },
        specialization: alias?.specialization ?? null,
        others: [
          ...(alias ? [{ title: consultationBanner.title, href: CONSULTATION_PATH }] : []),
          ...serviceAliases
            .filter((entry) => entry.alias !== alias?.alias)
            .map((entry) => ({ title: entry.title, href: `/services/${entry.alias}` })),
        ],
        cta: consultationCallToActionIn(locale),
      },
      locale,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function EngineeringConsultationPage({ loaderData }: Route.ComponentProps) {
  const { banner, content, others, cta } = loaderData;
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <>
      <ServiceHero banner={banner} action={t("Talk with an Engineer")}>
        <Link to={to("/services/consultation")} className="btn-secondary">
          {t("All design services")}
        </Link>
      </ServiceHero>

      <FeatureGrid id="consultation-features" title={content.title} intro={content.intro} features={content.features} />

      <section aria-labelledby="consultation-expertise" className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionIntro id="consultation-expertise" title={t("Areas of expertise")} />
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {content.expertise.map((area) => (
                <li key={area.title} className="border-l-4 border-accent-500 pl-4">
                  <h3 className="font-semibold text-brand-900">{area.title}</h3>
                  <p className="mt-1 text-slate-600">
                    <Measured text={area.description} />
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <Drawing
            src={content.drawing.src}
            alt={content.drawing.alt}
            width={content.drawing.width}
            height={content.drawing.height}
            loading="lazy"
            decoding="async"
            className="w-full rounded-lg border border-slate-300 bg-white shadow-sm"
          />
        </div>
      </section>

      <nav aria-labelledby="consultation-more" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="consultation-more" className="text-xl font-bold text-brand-900">
          {t("More engineering services")}
        </h2>
        <ul className="mt-5 flex flex-wrap gap-3">
          {others.map((other) => (
            <li key={other.href}>
              <Link to={to(other.href)} className="btn-secondary">
                {other.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to={to("/services/quality-assurance")} className="btn-secondary">
              {t("Quality Assurance")}
            </Link>
          </li>
        </ul>
      </nav>

      <ServiceCta content={cta} />
    </>
  );
}
