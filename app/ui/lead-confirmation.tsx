// What a visitor sees once a request or an application is stored: that it arrived, its
// reference, a summary of what they sent, and what happens next. The same with and without
// JavaScript; its heading takes the focus when it appears, so a screen reader starts there.
import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "./use-t";
import { catalog } from "./translations";

type Row = { label: string; value: ReactNode };

type Props = {
  title: string;
  reference: string;
  rows: readonly Row[];
  next: ReactNode;
  /** "Send another message", "Close" …: a link without JavaScript, a button with it. */
  action: ReactNode;
};

export function LeadConfirmation({ title, reference, rows, next, action }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT(catalog);
  // One sentence to translate; the reference goes where its placeholder is.
  const [before, after] = t("Your reference is {reference}. We have sent a copy to your email address.").split("{reference}");
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="lead-confirmation-title" className="rounded-xl border border-emerald-300 bg-emerald-50 p-6">
      {/* Only the title is announced as the status; the rest is read from the focused heading on. */}
      <div role="status">
        <h3 id="lead-confirmation-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-emerald-950 outline-none">
          {title}
        </h3>
      </div>
      <p className="mt-2 text-emerald-950">
        {before}
        <strong className="font-mono text-base tracking-wide" data-testid="lead-reference">
          {reference}
        </strong>
        {after}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[8rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold text-slate-900">{row.label}</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 text-sm text-slate-800">{next}</div>
      <div className="mt-5">{action}</div>
    </section>
  );
}
