// /services/quality-assurance (rules §2 "Quality Assurance"): hero banner, four feature cards,
// the four-phase process (planning, implementation, control, improvement) and six services.
import { Link } from "../../ui/link";
import { ServiceHero } from "../../company/components/services/service-hero";
import { FeatureGrid } from "../../company/components/services/feature-grid";
import { ProcessSteps } from "../../company/components/services/process-steps";
import { ServiceCta } from "../../company/components/services/service-cta";
import { SectionIntro } from "../../company/components/services/section-intro";
import { OutlineIcon } from "../../ui/outline-icon";
import {
  qualityBannerIn,
  qualityCallToActionIn,
  qualityFeaturesIn,
  qualityPhasesIn,
  qualityServicesIn,
} from "../../company/content/service-pages/quality-assurance";
import { localeOf } from "../../lib/locale";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { CHECK_ICON, withIconPaths } from "../../company/content/service-pages/icons";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/quality-assurance";
import { Measured } from "../../ui/measured";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  return withHead(
    url,
    withUnits(
      {
        banner: qualityBannerIn(locale),
        features: withIconPaths(qualityFeaturesIn(locale)),
        phases: qualityPhasesIn(locale),
        services: qualityServicesIn(locale),
        checkIcon: CHECK_ICON,
        cta: qualityCallToActionIn(locale),
      },
      locale,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function QualityAssurancePage({ loaderData }: Route.ComponentProps) {
  const { banner, features, phases, services, checkIcon, cta } = loaderData;
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <>
      <ServiceHero banner={banner} action={t("Request a Consultation")}>
        <Link to={to("/products")} className="btn-secondary">
          {t("Browse our products")}
        </Link>
      </ServiceHero>
      <FeatureGrid
        id="quality-features"
        title={t("Quality built into every member")}
        intro={t("Checks at each stage of production, not only at the end, so problems are caught while they are cheap to fix.")}
        features={features}
      />
      <ProcessSteps
        id="quality-process"
        title={t("Our quality process")}
        intro={t("A plan-do-check-act cycle applied to every project and every casting bed.")}
        steps={phases}
      />
      <section aria-labelledby="quality-services" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionIntro
          id="quality-services"
          title={t("Quality assurance services")}
          intro={t("Available for our own members and, on request, for concrete cast by others on your site.")}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.title} className="flex gap-4 rounded-lg border border-slate-200 p-5">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <OutlineIcon className="size-5">
                  <path d={checkIcon} />
                </OutlineIcon>
              </span>
              <div>
                <h3 className="font-semibold text-brand-900">{service.title}</h3>
                <p className="mt-1 text-slate-600">
                  <Measured text={service.description} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ServiceCta content={cta} />
    </>
  );
}
