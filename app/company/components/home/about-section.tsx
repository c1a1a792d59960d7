// Home "about" (rules §1 company facts): who M&M is, with the founding year and the figures the
// company states about its work (facts, marked as examples until confirmed).
import { Link } from "../../../ui/link";
import { cn } from "../../../lib/cn";
import { SectionHeading } from "./section-heading";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { ExampleMark } from "../../../ui/example-mark";

type AboutSectionProps = {
  content: {
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    /** `example`: a figure not yet confirmed, shown only where examples are (facts.json). */
    figures: readonly { value: string; label: string; example: boolean }[];
  };
};

export function AboutSection({ content }: AboutSectionProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <section aria-labelledby="home-about" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <SectionHeading id="home-about" eyebrow={content.eyebrow} title={content.title} />
          {content.paragraphs.map((text) => (
            <p key={text.slice(0, 24)} className="mt-5 text-lg text-slate-700">
              {text}
            </p>
          ))}
          <Link to={to("/about")} className="btn-secondary mt-8">
            {t("More about M&M")}
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {/* The figure reads first, its label under it; the markup keeps term before value. */}
          {content.figures.map((figure, i) => (
            <div
              key={figure.label}
              className={cn(
                "flex flex-col-reverse justify-end gap-1 rounded-lg",
                i === 0 ? "col-span-2 bg-brand-900 p-6 text-white" : "border border-slate-200 p-5",
              )}
            >
              <dt className={i === 0 ? "text-sm text-slate-200" : "text-sm text-slate-600"}>{figure.label}</dt>
              <dd className={i === 0 ? "text-4xl font-extrabold text-accent-500" : "text-3xl font-extrabold text-brand-800"}>
                {figure.value}
                <ExampleMark when={figure.example} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
