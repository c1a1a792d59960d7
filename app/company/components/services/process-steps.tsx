// A numbered process (rules §2: six steps on /services, three on general construction, four
// phases on quality assurance). An ordered list, so the numbers are read as well as seen.
import type { ProcessStep } from "../../content/service-pages/types";
import { cn } from "../../../lib/cn";
import { SectionIntro } from "./section-intro";

type ProcessStepsProps = { id: string; title: string; intro?: string; steps: readonly ProcessStep[] };

const COLUMNS: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 6: "lg:grid-cols-3" };

export function ProcessSteps({ id, title, intro, steps }: ProcessStepsProps) {
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionIntro id={id} title={title} intro={intro} />
        <ol className={cn("mt-10 grid gap-6 sm:grid-cols-2", COLUMNS[steps.length])}>
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-6">
              {/* The list's own numbering is what assistive technology reads; this is its picture. */}
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
