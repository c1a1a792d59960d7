// A product's applications as tags (rules §2 product card: at most 3, then '+N more').
import type { Application } from "../content/catalogue-filters";
import { CARD_MAX_TAGS } from "../../lib/constants";
import { filterLabel, type FilterLabels } from "../product-search";
import { cn } from "../../lib/cn";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";

type Props = { applications: readonly Application[]; labels?: FilterLabels; limit?: number; className?: string };

export function ApplicationTags({ applications, labels, limit = CARD_MAX_TAGS, className }: Props) {
  const t = useT(catalog);
  const shown = applications.slice(0, limit);
  const more = applications.length - shown.length;
  return (
    <ul aria-label={t("Applications")} className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((application) => (
        <li key={application} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {filterLabel(application, labels)}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {t("+{count} more", { count: more })}
        </li>
      ) : null}
    </ul>
  );
}
