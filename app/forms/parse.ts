// The form protocol's parse (docs/architecture.md "Forms"): how a post is read, and the one parse
// that the server runs and the browser runs before sending. No zod here (the schemas bring it,
// with ./rules.ts); only the schemas and the server import this, so it stays out of first loads.

/** Each field's message; a field without one is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;
/** What the visitor typed, sent back with an answer so nothing is lost. */
export type FieldValues<F extends string = string> = Partial<Record<F, string>>;

export type Parsed<T, F extends string> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors<F>; values: FieldValues<F> };

/** What the protocol uses of a zod schema (written out, so that this module loads no zod). */
type Schema<T> = {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** One form: its schema, how its post is read, and which fields an answer sends back. */
export type FormSpec<T, F extends string> = {
  schema: Schema<T>;
  /** Reads a posted form into the object the schema validates (a JSON body is that object already). */
  read: (form: FormData) => Record<string, unknown>;
  /** The fields whose typed text an answer sends back (never a password). */
  values: readonly F[];
  /** One message for a field whatever is wrong in it (a list whose parts have no words of their own). */
  messages?: FieldErrors<F>;
};

/** The named fields of a posted form as text; a file or a missing field reads as undefined. */
export function readFields<N extends string>(form: FormData, names: readonly N[]): Record<N, string | undefined> {
  const input = {} as Record<N, string | undefined>;
  for (const name of names) {
    const value = form.get(name);
    input[name] = typeof value === "string" ? value : undefined;
  }
  return input;
}

/** What was typed in the form's fields, as text ("" for nothing, or for what no form sends: a JSON body's object). */
export function formValues<F extends string>(fields: readonly F[], input: unknown): FieldValues<F> {
  const source = isObject(input) ? input : {};
  const values: FieldValues<F> = {};
  for (const field of fields) {
    const value = source[field];
    values[field] = typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : "";
  }
  return values;
}

/** Validates and cleans an object (a JSON body, or a post already read); the first message per field is the one shown. */
export function parseInput<T, F extends string>(spec: FormSpec<T, F>, input: unknown): Parsed<T, F> {
  const result = spec.schema.safeParse(isObject(input) ? input : {});
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (typeof field === "string" && !fieldErrors[field]) fieldErrors[field] = spec.messages?.[field] ?? issue.message;
  }
  return { ok: false, fieldErrors, values: formValues(spec.values, input) };
}

/** The server's parse of a posted form: `{ ok, data }`, or the messages and what was typed. */
export function parseForm<T, F extends string>(spec: FormSpec<T, F>, form: FormData): Parsed<T, F> {
  return parseInput(spec, spec.read(form));
}

/** The browser's check before sending: the same parse, reduced to its messages ({} when the form may go). */
export function checkForm<T, F extends string>(spec: FormSpec<T, F>, form: FormData): FieldErrors<F> {
  const parsed = parseForm(spec, form);
  return parsed.ok ? {} : parsed.fieldErrors;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
