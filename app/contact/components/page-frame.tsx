// The frame of the contact feature's own pages (/contact, /quote): the grey band, the heading and
// the lead under it. /contact is wide, for the form beside the office; /quote is one narrow column.
import type { ReactNode } from "react";

type Props = { title: string; lead: string; wide?: boolean; children: ReactNode };

export function PageFrame({ title, lead, wide = false, children }: Props) {
  return (
    <div className="bg-slate-50">
      <div className={wide ? "mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16" : "mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16"}>
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{title}</h1>
        {/* On the wide page the lead keeps a readable line length. */}
        <p className={wide ? "mt-3 max-w-3xl text-slate-700" : "mt-3 text-slate-700"}>{lead}</p>
        {children}
      </div>
    </div>
  );
}
