// The browser's half of the form protocol, apart from the hook (app/forms/protocol.tsx)
// so that it can be tested without a page: which messages stay after an edit, which field takes
// focus, and the on-demand loading of a form's schema.
import type { FieldErrors } from "./parse";

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The messages shown after the visitor edited `field`, given what a check of the form finds now:
 * the field's message goes as soon as the field is valid (or becomes what is wrong with it now);
 * every other field keeps its message, and a field without one gets none while it is typed in.
 * The same for messages the browser found and messages the server sent. With `always` (a file
 * picker) the field takes what the check found even without a message before.
 */
export function afterEdit<F extends string>(shown: FieldErrors<F>, field: string, found: FieldErrors<F>, always = false): FieldErrors<F> {
  const edited = field as F;
  if (!shown[edited] && !always) return shown;
  const next: FieldErrors<F> = { ...shown };
  if (found[edited]) next[edited] = found[edited];
  else delete next[edited];
  return next;
}

/** The control focus goes to: the first with a message, in form order (a hidden input cannot take focus). */
export function firstInvalid<C extends { name: string; type: string }>(controls: Iterable<C>, errors: FieldErrors): C | undefined {
  for (const control of controls) if (errors[control.name] && control.type !== "hidden") return control;
  return undefined;
}

/**
 * A module loaded on first use and kept (a form's schema, with zod: it stays out of the page's
 * first load and arrives when the visitor first focuses the form). A failed load is tried again
 * on the next call.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
