// List/grid switch for the results (rules §2; docs/decisions/0001-product-resolutions.md: it really changes the layout).
import type { ViewMode } from "./product-card";
import { GridIcon, ListIcon } from "./icons";
import { cn } from "../../lib/cn";
import { msg } from "../../lib/messages";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";

const MODES = [
  { mode: "list", label: msg("List"), Icon: ListIcon },
  { mode: "grid", label: msg("Grid"), Icon: GridIcon },
] as const;

export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const t = useT(catalog);
  return (
    <div role="group" aria-label={t("View")} className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      {MODES.map(({ mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={view === mode}
          onClick={() => onChange(mode)}
          className={cn(
            "inline-flex items-center gap-1.5 rounded px-2.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
            view === mode ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          <Icon className="size-4" />
          {t(label)}
        </button>
      ))}
    </div>
  );
}
