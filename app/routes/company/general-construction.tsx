// /services/general-construction (rules §2 "General Construction"): four feature cards, the
// commercial and residential lists, and the three-step process (planning, execution, completion).
import { Link } from "../../ui/link";
import { ServiceHero } from "../../company/components/services/service-hero";
import { FeatureGrid } from "../../company/components/services/feature-grid";
import { ProcessSteps } from "../../company/components/services/process-steps";
import { ServiceCta } from "../../company/components/services/service-cta";
import { SectionIntro } from "../../company/components/services/section-intro";
import {
  commercialWorkIn,
  constructionBannerIn,
  constructionCallToActionIn,
  constructionFeaturesIn,
  constructionProcessIn,
  residentialWorkIn,
} from "../../company/content/service-pages/general-construction";
import { localeOf } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { withIconPaths } from "../../company/content/service-pages/icons";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/general-construction";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const t = serverT(locale, catalog);
  return withHead(
    url,
    withUnits(
      {
        banner: constructionBannerIn(locale),
        features: withIconPaths(constructionFeaturesIn(locale)),
        lists: [
          { id: "construction-commercial", title: t("Commercial & industrial"), items: commercialWorkIn(locale) },
          { id: "construction-residential", title: t("Residential"), items: residentialWorkIn(locale) },
        ],
        process: constructionProcessIn(locale),
        cta: constructionCallToActionIn(locale),
      },
      locale,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function GeneralConstructionPage({ loaderData }: Route.ComponentProps) {
  const { banner, features, lists, process, cta } = loaderData;
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <>
      <ServiceHero banner={banner} action={t("Request a Consultation")}>
        <Link to={to("/projects")} className="btn-secondary">
          {t("See our projects")}
        </Link>
      </ServiceHero>
      <FeatureGrid
        id="construction-features"
        title={t("Why build with M&M")}
        intro={t("A contractor that makes its own structural members controls the part of the schedule that usually slips.")}
        features={features}
      />
      <section aria-labelledby="construction-work" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <SectionIntro
          id="construction-work"
          title={t("What we build")}
          intro={t("Commercial, industrial and residential buildings in every district of Belize.")}
        />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {lists.map((list) => (
            <section key={list.id} aria-labelledby={list.id} className="rounded-lg border border-slate-200 p-6">
              <h3 id={list.id} className="text-xl font-bold text-brand-900">
                {list.title}
              </h3>
              <ul className="mt-4 space-y-3 text-slate-700">
                {list.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      <ProcessSteps
        id="construction-process"
        title={t("Our construction process")}
        intro={t("Three stages, one team, and a programme you can hold us to.")}
        steps={process}
      />
      <ServiceCta content={cta} />
    </>
  );
}
