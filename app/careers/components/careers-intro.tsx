// rules §2 Careers: 'Be Part of Our Team' with the team drawing and the culture text.
import type { CareersIntro as Intro } from "../content";
import { catalog } from "../translations";
import { Measured } from "../../ui/measured";
import { useT } from "../../ui/use-t";
import { Drawing } from "../../ui/drawing";

export function CareersIntro({ intro }: { intro: Intro }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="careers-title" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{t("Careers")}</p>
          <h1 id="careers-title" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">
            {intro.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{intro.lead}</p>
        </div>
        <Drawing
          src={intro.image.src}
          width={intro.image.width}
          height={intro.image.height}
          alt={intro.image.alt}
          fetchPriority="high"
          className="h-auto w-full"
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 md:pb-16">
        <h2 className="sr-only">{t("Working at M&M")}</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {intro.culture.map((item) => (
            <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">
                <Measured text={item.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
