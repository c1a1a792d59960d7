// The sections of /about (rules §2 About): story with mobile-only badges and a project drawing,
// core values, leadership team and milestones. Content comes from the route's loader.
import type { CoreValue, Leader, Milestone, story as storyContent } from "../../content/about";
import { ValueIcon } from "./value-icon";
import { ExampleNote } from "../../../ui/example-mark";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { Drawing } from "../../../ui/drawing";

type Story = typeof storyContent;

export function AboutStory({ story }: { story: Story }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="about-title" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{story.eyebrow}</p>
          <h1 id="about-title" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">
            {story.title}
          </h1>
          {/* rules §2: three badges on phones only; wider screens read the same facts in the copy. */}
          <ul className="mt-5 flex flex-wrap gap-2 md:hidden" aria-label={t("At a glance")}>
            {story.badges.map((badge) => (
              <li key={badge} className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
                {badge}
              </li>
            ))}
          </ul>
          <div className="mt-6 space-y-4 text-slate-700 md:text-lg">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <Drawing
            src={story.image.src}
            alt={story.image.alt}
            width={story.image.width}
            height={story.image.height}
            className="h-auto w-full"
          />
          <figcaption className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
            {t("Haulover Bridge: prestressed box beams cast and erected by our crews.")}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

export function CoreValues({ values }: { values: readonly CoreValue[] }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="values-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
        {t("Our Core Values")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t("The four commitments behind every member we design, cast and set.")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => (
          <li key={value.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <ValueIcon icon={value.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{value.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LeadershipTeam({ leaders, example }: { leaders: readonly Leader[]; example: boolean }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="leaders-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="leaders-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
          {t("Leadership Team")}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          {t("Engineers and builders who answer for the work, from the bid to the last bolt.")}
        </p>
        <ExampleNote when={example} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {leaders.map((leader) => (
            <li key={leader.name} className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
              <Drawing
                src={leader.image.src}
                alt={leader.image.alt}
                width={112}
                height={112}
                loading="lazy"
                className="mx-auto size-28 rounded-full"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{leader.name}</h3>
              <p className="text-sm font-medium text-accent-700">{leader.position}</p>
              <p className="mt-3 text-sm leading-relaxed text-slate-700">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="timeline-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="timeline-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
        {t("Our Journey")}
      </h2>
      <ol className="mt-8 max-w-3xl border-l-2 border-brand-100">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative pb-8 pl-8 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[9px] size-4 rounded-full border-2 border-white bg-brand-700 ring-2 ring-brand-100"
            />
            <p className="text-sm font-bold tracking-wide text-accent-700">
              <time dateTime={String(milestone.year)}>{milestone.year}</time>
            </p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{milestone.title}</h3>
            <p className="mt-1 text-slate-700">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
