// Four feature cards (rules §2 service pages; §3 "Benefit card": title, description, icon).
// Icons arrive as path data with the loader's cards (app/company/content/service-pages/icons.ts).
import type { FeatureCardView } from "../../content/service-pages/icons";
import { OutlineIcon } from "../../../ui/outline-icon";
import { SectionIntro } from "./section-intro";
import { Measured } from "../../../ui/measured";

type FeatureGridProps = { id: string; title: string; intro?: string; features: readonly FeatureCardView[] };

export function FeatureGrid({ id, title, intro, features }: FeatureGridProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionIntro id={id} title={title} intro={intro} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <OutlineIcon className="size-6">
                <path d={feature.icon} />
              </OutlineIcon>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{feature.title}</h3>
            <p className="mt-2 text-slate-600">
              <Measured text={feature.description} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
