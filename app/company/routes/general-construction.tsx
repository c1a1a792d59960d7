// /services/general-construction (rules §2 "General Construction"): four feature cards, the
// commercial and residential lists, and the three-step process (planning, execution, completion).
import { Link } from "react-router";
import { ServiceHero } from "../components/services/service-hero";
import { FeatureGrid } from "../components/services/feature-grid";
import { ProcessSteps } from "../components/services/process-steps";
import { ServiceCta } from "../components/services/service-cta";
import { SectionIntro } from "../components/services/section-intro";
import {
  commercialWork,
  constructionBanner,
  constructionCallToAction,
  constructionFeatures,
  constructionProcess,
  residentialWork,
} from "../content/service-pages/general-construction";
import { withIconPaths } from "../content/service-pages/icons";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/general-construction";

export function loader({ url }: Route.LoaderArgs) {
  return withHead(
    url,
    withUnits({
      banner: constructionBanner,
      features: withIconPaths(constructionFeatures),
      lists: [
        { id: "construction-commercial", title: "Commercial & industrial", items: commercialWork },
        { id: "construction-residential", title: "Residential", items: residentialWork },
      ],
      process: constructionProcess,
      cta: constructionCallToAction,
    }),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function GeneralConstructionPage({ loaderData }: Route.ComponentProps) {
  const { banner, features, lists, process, cta } = loaderData;
  return (
    <>
      <ServiceHero banner={banner} action="Request a Consultation">
        <Link to="/projects" className="btn-secondary">
          See our projects
        </Link>
      </ServiceHero>
      <FeatureGrid
        id="construction-features"
        title="Why build with M&M"
        intro="A contractor that makes its own structural members controls the part of the schedule that usually slips."
        features={features}
      />
      <section aria-labelledby="construction-work" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <SectionIntro
          id="construction-work"
          title="What we build"
          intro="Commercial, industrial and residential buildings in every district of Belize."
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
        title="Our construction process"
        intro="Three stages, one team, and a programme you can hold us to."
        steps={process}
      />
      <ServiceCta content={cta} />
    </>
  );
}
