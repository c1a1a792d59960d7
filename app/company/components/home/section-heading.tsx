// The heading block every home section starts with: eyebrow, h2 (named by id for the section's
// aria-labelledby) and an introduction.
import { cn } from "../../../lib/cn";

type SectionHeadingProps = { id: string; eyebrow: string; title: string; intro?: string; invert?: boolean };

export function SectionHeading({ id, eyebrow, title, intro, invert = false }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
      <p className={cn("text-sm font-semibold tracking-widest uppercase", invert ? "text-accent-500" : "text-accent-600")}>{eyebrow}</p>
      <h2 id={id} className={cn("mt-2 text-3xl font-bold tracking-tight text-balance", invert ? "text-white" : "text-brand-900")}>
        {title}
      </h2>
      {intro ? <p className={cn("mt-4 text-lg", invert ? "text-slate-200" : "text-slate-600")}>{intro}</p> : null}
    </div>
  );
}
