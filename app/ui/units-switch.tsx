// The visitor's choice of metric or imperial (app/lib/units.ts): a pair of plain links to the same
// page with `?units=`, which the server renders in those units and the head script remembers in
// this browser, so the switch works before and without JavaScript. Once the page is interactive a
// click switches at once, without a reload (./use-units.ts): every switch on the page, and other
// tabs, follow. Which one is chosen is shown by the stylesheet from <html data-units> (the same
// HTML for everyone), and said with aria-current once the page is interactive.
import { UNITS_PARAM, type UnitSystem } from "../lib/units";
import { cn } from "../lib/cn";
import { chooseUnits, useUnits } from "./use-units";
import { msg } from "../lib/messages";
import { useT } from "./use-t";
import { catalog } from "./translations";

const OPTIONS: readonly { system: UnitSystem; label: string }[] = [
  { system: "metric", label: msg("Metric") },
  { system: "imperial", label: msg("Imperial") },
];

export function UnitsSwitch({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const units = useUnits();
  const t = useT(catalog);
  return (
    <div role="group" aria-label={t("Units")} className={cn("inline-flex items-center gap-2 text-xs", className)}>
      <span aria-hidden="true" className={tone === "dark" ? "text-slate-300" : "text-slate-600"}>
        {t("Units")}
      </span>
      <span className={cn("inline-flex rounded-md border p-0.5", tone === "dark" ? "border-slate-500" : "border-slate-300")}>
        {OPTIONS.map(({ system, label }) => (
          <a
            key={system}
            href={`?${UNITS_PARAM}=${system}`} // this page in those units (without JavaScript, its other parameters go)
            rel="nofollow"
            data-units-option={system}
            aria-current={units === system ? "true" : undefined}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              chooseUnits(system);
            }}
            className={cn(
              "units-option no-prefetch inline-flex min-h-6 items-center rounded px-2 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
              tone === "dark" ? "text-slate-200 hover:bg-white/10" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {t(label)}
          </a>
        ))}
      </span>
    </div>
  );
}
