// Home "teaming opportunities" (rules §2 "Home page"): the case for partnering, then /teaming.
import { Link } from "../../../ui/link";
import { SectionHeading } from "./section-heading";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

type TeamingSectionProps = { content: { eyebrow: string; title: string; intro: string; points: readonly string[] } };

export function TeamingSection({ content }: TeamingSectionProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <section aria-labelledby="home-teaming" className="bg-brand-900 py-20 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <SectionHeading id="home-teaming" invert {...content} />
        <div>
          <ul className="space-y-4">
            {content.points.map((point) => (
              <li key={point} className="flex gap-3 text-lg text-slate-100">
                <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-accent-500" />
                {point}
              </li>
            ))}
          </ul>
          <Link to={to("/teaming")} className="btn-primary mt-8 bg-accent-600 hover:bg-accent-700">
            {t("Explore teaming opportunities")}
          </Link>
        </div>
      </div>
    </section>
  );
}
