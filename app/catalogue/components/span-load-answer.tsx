// One answer of find by span and load (rules §13): the product and its design, the figures that
// decide (each kept on one line, so a phone never breaks "+95%"), the table's first span when the
// span asked is shorter, and Add to Quote with the span and load as its note.
import type { ReactNode } from "react";
import { Link } from "../../ui/link";
import type { SpanLoadAnswer } from "../load-table-types";
import { AddToQuoteButton } from "../../contact/components/add-to-quote-button";
import { formatPercent } from "../../lib/typography";
import { Measured } from "../../ui/measured";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1 whitespace-nowrap">
      <dt>{label}:</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function SpanLoadAnswerCard({ answer }: { answer: SpanLoadAnswer }) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <li className="flex flex-col gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-3 text-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <Link
          to={to(`/products/${answer.productSlug}#section-${answer.sectionId}`)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {answer.productTitle}
        </Link>{" "}
        <span className="text-slate-700">{answer.sectionName}</span>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
          <Figure label={t("Depth")}>
            <Measured text={answer.depth} />
          </Figure>
          <Figure label={t("Self-weight")}>
            <Measured text={answer.selfWeight} />
          </Figure>
          <Figure label={t("Carries")}>
            <Measured text={answer.capacity} />
          </Figure>
          <Figure label={t("Margin")}>{formatPercent(answer.marginPct, t.locale, true)}</Figure>
        </dl>
        {answer.tableSpan ? (
          <p className="mt-1 text-xs text-slate-600">
            <Measured
              text={t("Our table starts at {span}: the load shown is for {span}; a shorter unit carries at least as much.", {
                span: answer.tableSpan,
              })}
            />
          </p>
        ) : null}
      </div>
      <AddToQuoteButton
        item={{ id: `/products/${answer.productSlug}`, name: answer.productTitle, category: "products", note: answer.note }}
        className="self-start py-2 sm:self-center"
      />
    </li>
  );
}
