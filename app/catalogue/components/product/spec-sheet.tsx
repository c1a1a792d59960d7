// The spec sheet of a product page: links to its PDF (docs/decisions/0052-pdf-spec-sheets.md),
// and, for a visitor who prints the page itself, what paper needs beyond the print stylesheet
// (spec-sheet-print.css): the company's contact details and the page's address.
import { company, DEFAULT_CONTACT } from "../../../company/content/company";
import { useSiteData } from "../../../shell/use-site-data";
import { usePageHead } from "../../../shell/head/page-head";
import { specSheetPath } from "../../content/spec-sheet-path";
import { useUnits } from "../../../ui/use-units";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../catalog";

/** The company's address and hours as a page in another language shows them (company.es.ts, from the loader). */
export type CompanyText = {
  address: { street: string; city: string; country: string };
  hours: { days: string; open: string; close: string; zoneLabel: string };
};

/**
 * The PDF spec sheet in A4 and Letter, in the units the page shows (metric in the HTML, the
 * visitor's choice once the page's script runs). Plain links: they work without JavaScript.
 */
export function SpecSheetLinks({ slug }: { slug: string }) {
  const t = useT(catalog);
  const to = useLocalePath();
  const units = useUnits() ?? "metric";
  return (
    <p data-print="hide" className="flex items-center gap-2 text-xs">
      <span aria-hidden="true" className="font-semibold text-slate-700">
        {t("Spec sheet (PDF)")}
      </span>
      {(["a4", "letter"] as const).map((paper) => (
        <a key={paper} href={to(specSheetPath(slug, paper, units))} download className="btn-secondary px-2.5 py-1 text-xs">
          <span className="sr-only">{t("Download the spec sheet (PDF),")} </span>
          {paper === "a4" ? "A4" : t("Letter")}
        </a>
      ))}
    </p>
  );
}

/** Shown on paper only: who made the sheet and where it lives online. */
export function SpecSheetFooter({ text = company }: { text?: CompanyText }) {
  const t = useT(catalog);
  const contact = useSiteData()?.contact ?? DEFAULT_CONTACT;
  const canonical = usePageHead()?.canonical;
  const { address, hours } = text;
  return (
    <div data-print="only" className="hidden">
      <p>
        <strong>{company.legalName}</strong> · {address.street}, {address.city}, {address.country}
      </p>
      <p>
        Tel. {contact.phone} · {contact.email} ·{" "}
        {t("{days}, {open} to {close} {zone}", { days: hours.days, open: hours.open, close: hours.close, zone: hours.zoneLabel })}
      </p>
      {canonical ? <p>{canonical}</p> : null}
    </div>
  );
}
