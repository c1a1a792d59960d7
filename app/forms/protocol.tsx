// The browser's half of the form protocol (docs/architecture.md "Forms"): the hook with which
// every form checks itself with the schema the server uses, shows and clears field messages, moves
// focus and drops a robot's post, and the honeypot field. The form stays a real
// <form method="post"> to its route action, so all of this adds to what works without JavaScript.
// (One module, so that pages load them as one file.)
import { useEffect, useRef, useState, type ChangeEvent, type ComponentProps, type FormEvent } from "react";
import { EMAIL_MAX_LENGTH } from "../lib/constants";
import { afterEdit, firstInvalid, hasErrors } from "./browser";
import { HONEYPOT_FIELD, honeypotFilled } from "./honeypot";
import type { FieldErrors } from "./parse";
import { useT } from "../ui/use-t";
import { catalog } from "./translations";

/** What the form's action answered, as far as the protocol reads it. */
type Answer<F extends string> = { fieldErrors?: FieldErrors<F> } | undefined;

type Options<F extends string, S> = {
  /** The action's latest answer for this form: the fetcher's, else the page's own (the no-JavaScript post). */
  answer: Answer<F>;
  /** A submission is under way (the fetcher is not idle). */
  pending: boolean;
  /** Loads the form's schema module (made with onDemand); first called when the form gets focus. */
  load: () => Promise<S>;
  /**
   * Checks the form with the schema: each invalid field's message, {} when it may be sent. After an
   * edit, `edited` names the field changed (a check that reads a file may skip it otherwise).
   */
  check: (schema: S, form: FormData, edited?: string) => FieldErrors<F> | Promise<FieldErrors<F>>;
  /** Sends a form that passed the check. */
  submit: (form: FormData) => void;
};

type Shown<F extends string> = {
  /** The answer the messages were last reset to. */
  answer: Answer<F>;
  errors: FieldErrors<F>;
  /** The last submit stopped at the browser's check (the form hides the answer's notice meanwhile). */
  checkFailed: boolean;
};

export function useForm<F extends string, S>({ answer, pending, load, check, submit }: Options<F, S>) {
  const ref = useRef<HTMLFormElement>(null);
  // From the submit to the answer (the browser's check included), the form says it is being sent:
  // code that arrives meanwhile (app/contact/draft-sync.ts) can tell a request from a draft.
  const [checking, setChecking] = useState(false);
  const [state, setState] = useState<Shown<F>>(() => fromAnswer(answer));
  // A new answer brings its own messages (none when it went through).
  let shown = state;
  if (state.answer !== answer) {
    shown = fromAnswer(answer);
    setState(shown);
  }

  // With JavaScript the server's messages come in a fetcher's answer: focus goes to the first.
  const handled = useRef(answer);
  useEffect(() => {
    if (pending || answer === handled.current) return;
    handled.current = answer;
    if (answer?.fieldErrors && ref.current) focusFirstInvalid(ref.current, answer.fieldErrors);
  }, [answer, pending]);

  // Each edit starts a check; only the latest check of a field decides its message.
  const latest = useRef(new Map<string, number>());
  const counter = useRef(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    if (honeypotFilled(form)) return; // rules §5: a robot's post is silently dropped
    setChecking(true);
    // Without its schema (a failed download) the form is sent as it is: the server checks it too.
    const found = await load()
      .then((schema) => check(schema, form))
      .catch((): FieldErrors<F> => ({}));
    setChecking(false);
    if (hasErrors(found)) {
      setState({ answer, errors: found, checkFailed: true });
      focusFirstInvalid(element, found);
      return;
    }
    setState({ answer, errors: {}, checkFailed: false });
    submit(form);
  }

  /** A field with a message is checked again as the visitor edits it, a file picker whenever it changes; the others are left alone. */
  async function onChange(event: ChangeEvent<HTMLFormElement>) {
    const { name: field, type } = event.target as { name?: unknown; type?: unknown };
    const element = event.currentTarget;
    // A chosen file is checked at once: a refused file is named before the visitor writes the rest.
    const chosen = type === "file";
    if (typeof field !== "string" || (!chosen && !shown.errors[field as F])) return;
    const run = ++counter.current;
    latest.current.set(field, run);
    const form = new FormData(element);
    const found = await load()
      .then((schema) => check(schema, form, field))
      .catch(() => null);
    if (!found || latest.current.get(field) !== run) return;
    setState((current) => ({ ...current, errors: afterEdit(current.errors, field, found, chosen) }));
  }

  function onFocus() {
    load().catch(() => {}); // tried again at the next focus, or checked by the server
  }

  return {
    errors: shown.errors,
    checkFailed: shown.checkFailed,
    ref,
    /** Spread on the <form>: the browser's own validation is off, since the protocol shows the messages. */
    props: { ref, noValidate: true, onSubmit, onChange, onFocus, "data-sending": checking || pending ? "" : undefined },
  };
}

/**
 * The email control of every form: named, typed and limited once (the schemas' email rule allows
 * the same EMAIL_MAX_LENGTH). Field passes it its id and ARIA attributes.
 */
export function EmailInput(props: Omit<ComponentProps<"input">, "name" | "type">) {
  return <input name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} className="input" {...props} />;
}

/** Honeypot (rules §5): hidden from people and assistive technology, tempting to robots. */
export function Honeypot() {
  const t = useT(catalog);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("Website")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

function fromAnswer<F extends string>(answer: Answer<F>): Shown<F> {
  return { answer, errors: answer?.fieldErrors ?? {}, checkFailed: false };
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  // Every form control (input, select, textarea, button, fieldset, output) has a name and a type.
  const field = firstInvalid(form.elements as HTMLCollectionOf<HTMLInputElement>, errors);
  // A field inside a closed <details> cannot take focus: open it first.
  field?.closest("details")?.setAttribute("open", "");
  field?.focus();
}
