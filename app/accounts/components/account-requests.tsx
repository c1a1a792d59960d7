// "Your requests" on /account (rules §2 "Account page"): each request and job application sent
// with the account's address, in full: its reference, date, status, items with their quantities
// and notes, the project's details, the message or cover letter, and its files by name. Request again is
// a plain form posting to /quote, with or without JavaScript: the server adds the items to the kept
// list, and the /quote page that answers brings them into the tab (app/contact/quote-sync.ts).
import type { AccountRequest, AccountRequests as Requests, RequestStatus } from "../requests";
import { quantityUnit, quantityUnitLabel } from "../../contact/quote-item";
import { PROJECT_FIELDS, PROJECT_LABELS } from "../../contact/form-data";
import { msg, type Translate } from "../../lib/messages";
import { catalog } from "../translations";
import { catalog as contactCatalog } from "../../contact/translations";
import { useLocalePath, useT } from "../../ui/use-t";
import { cn } from "../../lib/cn";

const STATUS_LABELS: Record<RequestStatus, string> = { received: msg("Received"), read: msg("Read"), answered: msg("Answered") };

const STATUS_STYLES: Record<RequestStatus, string> = {
  received: "bg-slate-100 text-slate-800",
  read: "bg-amber-100 text-amber-900",
  answered: "bg-emerald-100 text-emerald-900",
};

export type AccountRequestsProps = { requests: Requests | null };

export function AccountRequests({ requests }: AccountRequestsProps) {
  const t = useT(catalog);
  if (!requests) return null;
  return (
    <section aria-labelledby="account-requests" className="mt-8">
      <h2 id="account-requests" className="text-lg font-bold text-slate-900">
        {t("Your requests")}
      </h2>
      {!requests.confirmed ? (
        <p className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-800">
          {t(
            "Your requests show here once your email address is confirmed: open the link we mailed you. Until then we show none, so nobody sees another person's requests by signing up with their address.",
          )}
        </p>
      ) : requests.requests.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("Requests and job applications you send with this address will show here.")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {requests.requests.map((request) => (
            <li key={request.reference}>
              <RequestCard request={request} t={t} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestCard({ request, t }: { request: AccountRequest; t: Translate }) {
  const to = useLocalePath();
  // What a quantity counts reads as the quote list writes it ("m lineales").
  const unitsT = useT(contactCatalog);
  const headingId = `request-${request.reference}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-mono text-base font-semibold text-slate-900">
            {request.reference}
          </h3>
          <p className="text-sm text-slate-600">
            {request.kind === "request" ? t("Quote request") : t("Job application")} · {t("Sent {date}", { date: request.sent })}
          </p>
        </div>
        <p className={cn("rounded-full px-3 py-1 text-sm font-semibold", STATUS_STYLES[request.status])}>
          <span className="sr-only">{t("Status:")} </span>
          {t(STATUS_LABELS[request.status])}
        </p>
      </div>

      {request.position ? <p className="mt-3 text-slate-800">{t("Position: {title}", { title: request.position })}</p> : null}

      {request.items.length ? (
        <ul aria-label={t("Items")} className="mt-3 space-y-1 text-slate-800">
          {request.items.map((item) => (
            <li key={item.id}>
              <span className="font-medium">{item.name}</span>
              {item.quantity ? (
                <span>
                  {" "}
                  × {item.quantity}
                  {quantityUnit(item) === "pieces" ? "" : ` ${quantityUnitLabel(item, unitsT)}`}
                </span>
              ) : null}
              {item.note ? <span className="block text-sm text-slate-600">{item.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}

      {request.similarTo ? <p className="mt-3 text-slate-800">{t("Similar to: {title}", { title: request.similarTo })}</p> : null}

      {Object.keys(request.project).length ? (
        <dl aria-label={t("Project")} className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
          {PROJECT_FIELDS.filter((field) => request.project[field]).map((field) => (
            <div key={field} className="contents">
              <dt className="font-semibold text-slate-700">{unitsT(PROJECT_LABELS[field])}</dt>
              <dd className="break-words">{request.project[field]}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {request.message ? (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-700">{request.kind === "request" ? t("Your message") : t("Cover letter")}</h4>
          <p className="mt-1 text-slate-800 break-words whitespace-pre-line">{request.message}</p>
        </div>
      ) : null}

      {request.files.length ? (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-700">{request.kind === "request" ? t("Drawings and documents") : t("Résumé")}</h4>
          <ul className="mt-1 space-y-1">
            {request.files.map((file) => (
              <li key={file.href}>
                <a href={file.href} download className="inline-flex min-h-6 items-center break-all text-brand-700 underline">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {request.items.length ? (
        <form method="post" action={to("/quote")} className="mt-4">
          <input type="hidden" name="intent" value="again" />
          <input type="hidden" name="reference" value={request.reference} />
          <button type="submit" className="btn-secondary">
            {t("Request again")}
            <span className="sr-only"> {request.reference}</span>
          </button>
        </form>
      ) : null}
    </article>
  );
}
