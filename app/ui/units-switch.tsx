// The visitor's choice of metric or imperial (app/lib/units.ts): a pair of toggle buttons that
// set <html data-units> and remember it in this browser (./use-units.ts). Every switch on the
// page, and other tabs, follow. Shown once the page's script runs: without it the choice could
// not be applied.
import type { UnitSystem } from "../lib/units";
import { cn } from "../lib/cn";
import { chooseUnits, useUnits } from "./use-units";
import { msg } from "../lib/messages";
import { useT } from "./use-t";
import { catalog } from "./catalog";

const OPTIONS: readonly { system: UnitSystem; label: string }[] = [
  { system: "metric", label: msg("Metric") },
  { system: "imperial", label: msg("Imperial") },
];

export function UnitsSwitch({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const units = useUnits();
  const t = useT(catalog);
  if (!units) return null;
  return (
    <div role="group" aria-label={t("Units")} className={cn("inline-flex items-center gap-2 text-xs", className)}>
      <span aria-hidden="true" className={tone === "dark" ? "text-slate-300" : "text-slate-600"}>
        {t("Units")}
      </span>
      <span className={cn("inline-flex rounded-md border p-0.5", tone === "dark" ? "border-slate-500" : "border-slate-300")}>
        {OPTIONS.map(({ system, label }) => (
          <button
            key={system}
            type="button"
            aria-pressed={units === system}
            onClick={() => chooseUnits(system)}
            className={cn(
              "rounded px-2 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
              units === system
                ? "bg-brand-700 text-white"
                : tone === "dark"
                  ? "text-slate-200 hover:bg-white/10"
                  : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {t(label)}
          </button>
        ))}
      </span>
    </div>
  );
}
