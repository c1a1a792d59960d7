// The /quote form saves as its visitor types (docs/decisions/0062-a-quote-list-that-keeps-every-edit.md):
// a moment after the last keystroke every item's quantity and note go to PATCH /api/quote, which
// applies them by item; "Saving…", then "All changes saved." say where they are. Edits still
// waiting when the page is left (a link, Back, closing the tab) are sent at once with keepalive;
// the form's own buttons carry every field, so a click needs no save of its own. Only a save that
// failed makes leaving ask first: that is the one case in which an edit would be lost. A save
// refused for now (too many saves: 429) goes again after its Retry-After, still "Saving…", and
// leaving asks meanwhile.
import { useEffect, useRef, useState } from "react";
import { quoteStore } from "../quote-store";
import type { QuoteItem } from "../../lib/stored-shapes";
import { msg } from "../../lib/messages";
import { retryAfterMs } from "../../lib/retry-after";

const ENDPOINT = "/api/quote";
const SAVE_AFTER_MS = 600;
/** Shown translated by the page (a message of this part's catalog). */
const FAILED = msg("Your last change could not be saved. Check your connection; it is sent again with your next change.");

export type AutosaveState = "idle" | "saving" | "saved" | "failed";

/** Every item's quantity and note as the form holds them. */
function editsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const quantities = data.getAll("quantity").map(String);
  const notes = data.getAll("note").map(String);
  return data.getAll("itemId").map((id, at) => ({ id: String(id), quantity: quantities[at] ?? "", note: notes[at] ?? "" }));
}

/** Autosave for the form with id `formId` (listening on the document, so a form drawn later is covered too). */
export function useQuoteAutosave(formId: string) {
  const [state, setState] = useState<AutosaveState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Edits typed since the last save began: another save follows the one in flight. */
  const edited = useRef(0);
  const failed = useRef(false);

  useEffect(() => {
    const send = (keepalive: boolean) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const form = document.getElementById(formId);
      if (!(form instanceof HTMLFormElement)) return Promise.resolve(0);
      const version = edited.current;
      return fetch(ENDPOINT, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ edits: editsOf(form) }),
        keepalive,
      }).then(async (response) => {
        // Too many saves: the milliseconds until the server takes the next.
        if (response.status === 429) return retryAfterMs(response);
        if (!response.ok) throw new Error(`quote: ${response.status}`);
        const { items } = (await response.json()) as { items: QuoteItem[] };
        failed.current = false;
        quoteStore.replace(items);
        if (edited.current === version) setState("saved");
        return 0;
      });
    };
    const save = () =>
      void send(false).then(
        (laterMs) => {
          if (!laterMs) return;
          // Unsaved until then; unless something newer is typed meanwhile, the form as it then is goes again.
          failed.current = true;
          timer.current ??= setTimeout(save, laterMs);
        },
        () => {
          failed.current = true;
          setState("failed");
        },
      );
    const ours = (target: EventTarget | null) => target instanceof Element && target.closest(`form#${formId}`) !== null;
    const typed = (event: Event) => {
      const field = event.target as HTMLInputElement;
      if (!ours(field) || (field.name !== "quantity" && field.name !== "note")) return;
      edited.current += 1;
      setState("saving");
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_AFTER_MS);
    };
    // A button of the form carries every field: nothing is left to save.
    const submitted = (event: Event) => {
      if (!ours(event.target)) return;
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    const leave = () => {
      if (timer.current !== undefined) void send(true).catch(() => undefined);
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (failed.current) event.preventDefault();
    };
    document.addEventListener("input", typed);
    document.addEventListener("submit", submitted, true);
    addEventListener("pagehide", leave);
    addEventListener("beforeunload", warn);
    return () => {
      // Leaving for another page of the site: what is waiting goes now.
      leave();
      document.removeEventListener("input", typed);
      document.removeEventListener("submit", submitted, true);
      removeEventListener("pagehide", leave);
      removeEventListener("beforeunload", warn);
    };
  }, [formId]);

  return { state, error: state === "failed" ? FAILED : null };
}
