// An on/off switch for one cookie category: a real button with role="switch", named by the
// category heading and described by its explanation.
type CategorySwitchProps = { checked: boolean; onChange: (checked: boolean) => void; labelledBy: string; describedBy: string };

export function CategorySwitch({ checked, onChange, labelledBy, describedBy }: CategorySwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      className="group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 transition-colors aria-checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none"
    >
      <span
        aria-hidden="true"
        className="size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-6 motion-reduce:transition-none"
      />
    </button>
  );
}
