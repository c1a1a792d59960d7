// Client testimonials (rules §3 "Testimonial": quote, author, role, company); `example` while
// they are illustrative, which only a preview or this machine shows (docs/rules.md §12).
import type { Testimonial } from "../../content/service-pages/types";
import { SectionIntro } from "./section-intro";
import { ExampleNote } from "../../../ui/example-mark";

type TestimonialListProps = { id: string; title: string; testimonials: readonly Testimonial[]; example: boolean };

export function TestimonialList({ id, title, testimonials, example }: TestimonialListProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionIntro id={id} title={title} />
      <ExampleNote when={example} />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.author}>
            <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="font-serif text-5xl leading-none text-accent-500">
                &ldquo;
              </span>
              <blockquote className="mt-2 flex-1 text-slate-700">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-200 pt-4">
                <p className="font-semibold text-brand-900">{item.author}</p>
                <p className="text-sm text-slate-600">
                  {item.role}, {item.company}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
