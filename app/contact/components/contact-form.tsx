// The contact form (rules §2 Contact, §4 states, §5 rules, §8 messages). A real <form> posting to
// the /contact action, so it works without JavaScript; with JavaScript the form protocol
// (useForm) checks it with the same schema first, and it submits through a fetcher, showing
// 'Sending...' meanwhile.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { browserLimitReached, recordBrowserSubmission } from "../browser-counter";
import { ATTACHMENT_ACCEPT, PROJECT_FIELDS, type ContactActionData, type ContactFieldErrors } from "../form-data";
import { CONTACT_MESSAGES, contactMessage, failureMessageFor } from "../messages";
import { LIMITS } from "../../lib/constants";
import { COUNTRIES, COUNTRY_BOOT, COUNTRY_DEFAULT, defaultCountry, DISTRICTS, HOME_COUNTRY } from "../countries";
import { onDemand } from "../../forms/browser";
import { categoryLabel, describeQuoteItem } from "../quote-item";
import type { QuoteItem } from "../../lib/stored-shapes";
import { contactPath, withQuotedProduct, type QuotedProduct, type SimilarProject } from "../quoted-product";
import { EmailInput, Honeypot, useForm } from "../../forms/protocol";
import { Field } from "../../ui/field";
import { useHydrated } from "../../ui/use-hydrated";
import { useLocalePath, useT } from "../../ui/use-t";
import type { Translate } from "../../lib/messages";
import { catalog } from "../translations";
import { around } from "./around";

type ContactFormProps = {
  variant?: "page" | "dialog";
  /** What the page's own action answered (the no-JavaScript path). */
  serverResult?: ContactActionData;
  quoteItems?: readonly QuoteItem[];
  /** The product the request is about (Request a Quote on its page): listed with the items, and sent with them. */
  product?: QuotedProduct | null;
  /** The page the request comes from, when not this one (the product page that linked to the contact page). */
  page?: string | null;
  /** The project the request asks for a solution like (Request a Similar Solution on its case study): named above the form, and sent. */
  project?: SimilarProject | null;
  onSent?: () => void;
  /** The id of the heading that names the form; null when a surrounding dialog already names it. */
  labelledBy?: string | null;
};

// The shared schema (with zod) loads when the visitor first focuses the form, not with the page;
// the confirmation when a request is sent (or with the page that shows one).
const loadSchema = onDemand(() => import("../schema"));
const loadConfirmation = onDemand(() => import("./sent-confirmation"));
const SentConfirmation = lazy(loadConfirmation);

export function ContactForm({
  variant = "page",
  serverResult,
  quoteItems = [],
  product,
  page,
  project,
  onSent,
  labelledBy,
}: ContactFormProps) {
  const t = useT(catalog);
  const { pathname } = useLocation();
  const from = page ?? pathname;
  // The page's own action in its language: the request is stored, and answered, in that language.
  // Its address names the product, which the action adds to the items sent (app/contact/quoted-product.ts).
  const to = useLocalePath();
  const action = to(contactPath(product, from, project));
  const listed = withQuotedProduct(quoteItems, product);
  const fetcher = useFetcher<ContactActionData>({ key: `contact-${variant}` });
  const [clientNotice, setClientNotice] = useState<Notice | null>(null);
  const result = fetcher.data ?? serverResult;
  const sending = fetcher.state !== "idle";
  const form = useForm({
    answer: result,
    pending: sending,
    load: loadSchema,
    check: (schema, data, edited) => schema.checkContactForm(data, edited, t),
    submit: (data) => {
      setClientNotice(null);
      if (browserLimitReached()) {
        setClientNotice({ tone: "error", text: CONTACT_MESSAGES.rateLimited });
        return;
      }
      void loadConfirmation().catch(() => undefined);
      data.set("quoteFrom", "page"); // the list above; a post without this sends the one kept with us
      void fetcher.submit(data, { method: "post", action, encType: "multipart/form-data" });
    },
  });
  // The schema's messages are written in English: each is shown in the page's language.
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([field, message]) => [field, message && contactMessage(t, message)]),
  ) as ContactFieldErrors;
  const values = result?.status === "sent" ? undefined : result?.values;
  // The confirmation of the last request sent; 'Send another message' puts the form back. The
  // reference, not the answer object, says which one was put away: the answer may arrive again as
  // a new object when the page's data reloads after the post.
  const [putAway, setPutAway] = useState<string | null>(null);
  const sent = result?.status === "sent" && result.summary && result.summary.reference !== putAway ? result.summary : null;

  // Each request sent is counted once, as its answer arrives: waiting for the revalidation that
  // follows would reset a form the visitor may already be writing again.
  const formRef = form.ref;
  const counted = useRef<string | null>(null);
  useEffect(() => {
    const reference = fetcher.data?.status === "sent" ? fetcher.data.summary?.reference : undefined;
    if (!reference || counted.current === reference) return;
    counted.current = reference;
    recordBrowserSubmission();
    formRef.current?.reset();
    onSent?.();
  }, [fetcher.data, onSent, formRef]);

  // Country defaults to where the request comes from, on a fresh form only. A form drawn on the
  // server starts at Belize in the cached page; the Worker selects the edge's country on the way
  // out, or, where it had none, a script written below the field picks the browser's before the
  // first paint (countries.ts); hydration keeps that choice (a select's selection is not reset by
  // a later defaultValue). A form first drawn in the browser (the dialog) starts at the same
  // country, and renders no script (it would not run).
  const freshForm = !values?.country;
  const hydrated = useHydrated();
  const startCountry = values?.country || (hydrated ? defaultCountry() : HOME_COUNTRY);

  // A stopped submit hides the last answer's notice until the next one.
  const notice = sending || form.checkFailed ? null : (clientNotice ?? noticeFor(result));
  const idPrefix = `contact-${variant}`;

  if (sent) {
    return (
      <Suspense>
        <SentConfirmation
          sent={sent}
          answerPromise={result?.answerPromise}
          again={
            // Without JavaScript a link back to the empty form; with it, the form comes back in place.
            <a
              href={pathname}
              onClick={(event) => {
                event.preventDefault();
                setPutAway(sent.reference);
              }}
              className="btn-secondary"
            >
              {t("Send another message")}
            </a>
          }
        />
      </Suspense>
    );
  }

  return (
    <fetcher.Form
      {...form.props}
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-labelledby={labelledBy === null ? undefined : (labelledBy ?? `${idPrefix}-title`)}
      className="space-y-5"
    >
      <input type="hidden" name="source" value={variant} />
      <input type="hidden" name="page" value={from} />
      <input type="hidden" name="quoteItems" value={JSON.stringify(quoteItems)} />
      <Honeypot />

      {project ? (
        <p className="rounded-md border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
          {around(
            t("About: a solution like our project {project}"),
            "{project}",
            <a href={to(`/projects/${project.id}`)} className="font-semibold text-brand-700 underline">
              {project.title}
            </a>,
          )}
        </p>
      ) : null}
      {listed.length > 0 ? (
        <div className="rounded-md border border-brand-100 bg-brand-50 p-4">
          <p className="text-sm font-semibold text-brand-800">{t("Items in your quote ({count})", { count: listed.length })}</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
            {listed.map((item) => (
              <li key={item.id}>
                {describeQuoteItem(item, t)} <span className="text-slate-600">({categoryLabel(item.category, t)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Without JavaScript the list kept with us goes with the request too, beside any product named above. */}
      {quoteItems.length === 0 ? (
        <noscript className="block text-sm text-slate-700">
          {around(
            t("The items in your {quoteList} go with this request."),
            "{quoteList}",
            <a href={to("/quote")} className="font-semibold text-brand-700 underline">
              {t("quote list")}
            </a>,
          )}
        </noscript>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("Name")} required error={errors.name}>
          <input name="name" type="text" autoComplete="name" required minLength={2} defaultValue={values?.name} className="input" />
        </Field>
        <Field label={t("Email")} required error={errors.email}>
          <EmailInput defaultValue={values?.email} />
        </Field>
        <Field label={t("Phone")} hint={t("Optional")} error={errors.phone}>
          <input name="phone" type="tel" autoComplete="tel" defaultValue={values?.phone} className="input" />
        </Field>
        <Field label={t("Country")} required error={errors.country}>
          <select
            name="country"
            autoComplete="country-name"
            defaultValue={startCountry}
            className="input"
            {...(freshForm && !hydrated ? { [COUNTRY_DEFAULT]: "" } : {})}
          >
            {/* The English name is the value sent and stored; the page shows its own language's. */}
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {t(country)}
              </option>
            ))}
          </select>
        </Field>
        {/* Empty here: the server writes the script's text in (its text would cost every page's JavaScript). */}
        {freshForm && !hydrated ? (
          <script {...{ [COUNTRY_BOOT]: "" }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
        ) : null}
        {/* Shown only while the country is Belize (app.css, with or without JavaScript). */}
        <div className="contact-district">
          <Field label={t("District")} required error={errors.district}>
            <select name="district" defaultValue={values?.district ?? ""} className="input">
              <option value="">{t("Select a district")}</option>
              {DISTRICTS.map((district) => (
                <option key={district} value={district}>
                  {t(district)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </div>
      <Field label={t("Message")} required error={errors.message}>
        <textarea name="message" rows={6} required minLength={10} defaultValue={values?.message} className="input" />
      </Field>
      <Field
        label={t("Drawings and documents")}
        hint={t("Optional: up to 5 files (PDF, DWG, DXF, PNG or JPEG), 25 MB in all.")}
        error={errors.attachments}
      >
        <input name="attachments" type="file" multiple accept={ATTACHMENT_ACCEPT} className="input-file" />
      </Field>
      {/* Without JavaScript the page comes back with an empty file picker: say what to choose again. */}
      {!fetcher.data && values && serverResult?.attached ? (
        <p className="-mt-3 text-sm text-slate-700">
          {t("Please choose your files again: {files}.", { files: serverResult.attached.join(", ") })}
        </p>
      ) : null}
      <ProjectDetailsFields values={values} errors={errors} t={t} />

      <div aria-live="polite" role="status" className="min-h-6 text-sm">
        {notice ? (
          <p className={notice.tone === "success" ? "font-medium text-green-800" : "font-medium text-red-700"}>
            {contactMessage(t, notice.text)}
          </p>
        ) : null}
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? t("Sending…") : t("Send Message")}
      </button>
    </fetcher.Form>
  );
}

/** What estimators ask about a project, all optional: folded away until opened, or until it holds something. */
function ProjectDetailsFields({ values, errors, t }: { values: ContactActionData["values"]; errors: ContactFieldErrors; t: Translate }) {
  const open = PROJECT_FIELDS.some((key) => values?.[key] || errors[key]);
  return (
    <details open={open || undefined} className="group rounded-md border border-slate-200 px-4 py-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        {t("Project details")} <span className="font-normal text-slate-600">{t("(optional: name, location, date, span, loads)")}</span>
      </summary>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field label={t("Project name")} error={errors.projectName}>
          <input name="projectName" maxLength={LIMITS.projectField} defaultValue={values?.projectName} className="input" />
        </Field>
        <Field label={t("Project location")} error={errors.projectLocation}>
          <input name="projectLocation" maxLength={LIMITS.projectField} defaultValue={values?.projectLocation} className="input" />
        </Field>
        <Field label={t("Required by")} error={errors.requiredBy}>
          <input name="requiredBy" type="date" defaultValue={values?.requiredBy} className="input" />
        </Field>
        <Field label={t("Span")} hint={t("If known, for example 12 m or 40 ft")} error={errors.span}>
          <input name="span" maxLength={LIMITS.projectField} defaultValue={values?.span} className="input" />
        </Field>
      </div>
      <div className="mt-5">
        <Field label={t("Loads")} hint={t("If known: live, dead and other loads")} error={errors.loads}>
          <textarea name="loads" rows={3} maxLength={LIMITS.loads} defaultValue={values?.loads} className="input" />
        </Field>
      </div>
    </details>
  );
}

type Notice = { tone: "success" | "error"; text: string };

function noticeFor(result: ContactActionData | undefined): Notice | null {
  if (!result) return null;
  switch (result.status) {
    case "sent":
      return { tone: "success", text: CONTACT_MESSAGES.success };
    case "rate-limited":
      return { tone: "error", text: CONTACT_MESSAGES.rateLimited };
    case "failed":
      return { tone: "error", text: failureMessageFor(result.message) };
    default:
      return null;
  }
}
