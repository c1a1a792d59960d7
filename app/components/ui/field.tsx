import { useId, type ReactElement, cloneElement } from "react";

type FieldProps = {
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  /** The control: an input, select or textarea; Field wires its id and ARIA attributes. */
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled form control with its error message, wired with aria-invalid and aria-describedby. */
export function Field({ label, error, required, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
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
      <div className="mt-1">
        {cloneElement(children, {
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          "aria-required": required || undefined,
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
