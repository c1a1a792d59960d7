// A service-page section's h2 (named by id for aria-labelledby) and its optional introduction.
import { cn } from "../../../lib/cn";

type SectionIntroProps = { id: string; title: string; intro?: string; centred?: boolean };

export function SectionIntro({ id, title, intro, centred = false }: SectionIntroProps) {
  return (
    <div className={cn("max-w-3xl", centred && "mx-auto text-center")}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-brand-900">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
    </div>
  );
}
