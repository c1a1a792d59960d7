// Keeps a request being written (docs/decisions/0050-a-quote-that-lasts.md): loaded once the page
// is interactive, with the quote list's sync. What the visitor types into a contact form (the
// page's or the dialog's) is kept with us a second after they stop; a contact form that appears
// with its fields empty, on this visit or one within 30 days, gets it back. Files are not kept (no
// page can put a file back into a file picker). A save still waiting when the page is left is sent
// at once, with keepalive; one refused for now goes again after its Retry-After. The server
// forgets the draft once the request is stored.
import { CONTACT_FIELDS, PROJECT_FIELDS } from "./form-data";
import { keptWithUs } from "./quote-sync";
import { unprefixed } from "../lib/locale";
import { retryAfterMs } from "../lib/retry-after";

const ENDPOINT = "/api/quote/draft";
const SAVE_AFTER_MS = 1000;
/** Fields whose emptiness says the visitor has not started (country and district have defaults). */
const TYPED_FIELDS = CONTACT_FIELDS.filter((field) => field !== "country" && field !== "district");

type Draft = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isContactForm = (form: unknown): form is HTMLFormElement =>
  form instanceof HTMLFormElement && unprefixed(new URL(form.action, location.href).pathname) === "/contact";

const control = (form: HTMLFormElement, field: string) => form.elements.namedItem(field) as Control | null;

function draftOf(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const field of CONTACT_FIELDS) {
    const value = control(form, field)?.value;
    if (value?.trim()) draft[field] = value;
  }
  return draft;
}

/** The fields a visitor types into (inputs and the message box). */
const typedControls = (form: HTMLFormElement) =>
  TYPED_FIELDS.map((field) => control(form, field)).filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement,
  );

/** Whether the form holds anything typed (country and district start with values). */
const typedInto = (form: HTMLFormElement) => typedControls(form).some((element) => element.value);

/** Whether the form is on its way as a request (app/forms/protocol.tsx marks it from submit to answer). */
const beingSent = (form: HTMLFormElement) => form.hasAttribute("data-sending");

/** Whether the visitor typed into the form since the page was drawn (a page may come back filled in). */
const changedByVisitor = (form: HTMLFormElement) => typedControls(form).some((element) => element.value !== element.defaultValue);

export function keepRequestDraft(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: HTMLFormElement | null = null;
  const saveNow = (form: HTMLFormElement, keepalive = false) => {
    clearTimeout(timer);
    waiting = null;
    void fetch(ENDPOINT, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ draft: draftOf(form) }),
      keepalive,
    })
      .then((response) => {
        // Refused for now (too many saves, or we could not answer): sent again after Retry-After, unless typed into first.
        if ((response.status === 429 || response.status === 503) && !waiting && form.isConnected && !beingSent(form)) {
          waiting = form;
          timer = setTimeout(() => saveNow(form), retryAfterMs(response));
        }
      })
      .catch(() => undefined); // offline: the form still holds it
  };
  const saveSoon = (form: HTMLFormElement) => {
    clearTimeout(timer);
    waiting = form;
    timer = setTimeout(() => saveNow(form), SAVE_AFTER_MS);
  };
  const leave = () => {
    if (waiting) saveNow(waiting, true);
  };
  addEventListener("pagehide", leave);
  const save = (event: Event) => {
    const target = event.target as Control;
    if (isContactForm(target.form) && target.type !== "file" && target.type !== "hidden") saveSoon(target.form);
  };
  // A request on its way is not a draft any more: a save still waiting must not bring it back.
  const sending = (event: Event) => {
    if (!isContactForm(event.target)) return;
    clearTimeout(timer);
    waiting = null;
  };
  document.addEventListener("input", save);
  document.addEventListener("submit", sending, true);

  const seen = new WeakSet<HTMLFormElement>();
  const restore = (form: HTMLFormElement) => {
    seen.add(form);
    void fetch(ENDPOINT)
      .then((response) => (response.ok ? (response.json() as Promise<{ draft: Draft | null }>) : { draft: null }))
      .then(({ draft }) => {
        if (!draft || !form.isConnected || typedInto(form)) return;
        for (const [field, value] of Object.entries(draft)) {
          const element = control(form, field);
          if (element && element.type !== "file" && element.type !== "hidden") element.value = value;
        }
        // Project details that now hold something unfold, as they do when a page comes back with them.
        const details = form.querySelector("details");
        if (details && PROJECT_FIELDS.some((field) => draft[field])) details.open = true;
      })
      .catch(() => undefined);
  };
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    for (const form of document.forms) if (isContactForm(form) && !seen.has(form)) restore(form);
  };
  // Typed into before this script arrived (a quick visitor): kept as if typed just now, unless
  // already sent (its answer could come before the save, which would then keep the request as a
  // draft). Forms drawn later are typed into with this script listening.
  for (const form of document.forms) {
    if (isContactForm(form) && changedByVisitor(form) && !beingSent(form)) {
      seen.add(form);
      saveSoon(form);
    }
  }
  // A draft can only be kept where the quote list's session is (its cookie says so).
  const observer = new MutationObserver(() => {
    if (!scheduled && keptWithUs()) {
      scheduled = true;
      requestAnimationFrame(scan);
    }
  });
  if (keptWithUs()) scan();
  observer.observe(document.body, { childList: true, subtree: true });

  return () => {
    clearTimeout(timer);
    removeEventListener("pagehide", leave);
    observer.disconnect();
    document.removeEventListener("input", save);
    document.removeEventListener("submit", sending, true);
  };
}
