import { useId, type ReactElement, type ReactNode, cloneElement } from "react";

type FieldProps = {
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  /** On the dark job-updates box: a light label and an amber message. */
  tone?: "light" | "dark";
  /** Beside the control from the small breakpoint up, under it on a phone (the job-updates box's button). */
  beside?: ReactNode;
  /** The control: an input, select or textarea; Field wires its id and ARIA attributes. */
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled form control with its error message, wired with aria-invalid and aria-describedby. */
export function Field({ label, error, required, hint, tone = "light", beside, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const dark = tone === "dark";
  return (
    <div>
      <label htmlFor={id} className={dark ? "block text-sm font-medium text-slate-100" : "block text-sm font-medium text-slate-800"}>
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={beside ? "mt-1 flex flex-col gap-3 sm:flex-row" : "mt-1"}>
        {cloneElement(children, {
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          "aria-required": required || undefined,
        })}
        {beside}
      </div>
      {error ? (
        <p id={errorId} className={dark ? "mt-2 text-sm font-medium text-amber-200" : "mt-1 text-sm text-red-700"}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
