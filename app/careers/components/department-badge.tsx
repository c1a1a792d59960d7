import { DEPARTMENT_BADGES, OTHER_DEPARTMENT_BADGE } from "../content";
import { catalog } from "../translations";
import { jobValue } from "../filters";
import { useT } from "../../ui/use-t";

/** A department's colour badge (rules §3: colours for Engineering, Management, Operations, Administration). */
export function DepartmentBadge({ department }: { department: string }) {
  const t = useT(catalog);
  const colours = DEPARTMENT_BADGES[department as keyof typeof DEPARTMENT_BADGES] ?? OTHER_DEPARTMENT_BADGE;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}>
      {jobValue(t, department)}
    </span>
  );
}
