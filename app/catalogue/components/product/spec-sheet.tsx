// The spec sheet of a product page: links to its PDF (docs/decisions/0052-pdf-spec-sheets.md),
// and, for a visitor who prints the page itself, what paper needs beyond the print stylesheet
// (spec-sheet-print.css): the company's contact details (the facts the root loader says the page
// may show, docs/rules.md §12) and the page's address.
import { company } from "../../../site/company";
import { useSiteData } from "../../../site/use-site-data";
import { useLocation } from "react-router";
import { canonicalUrl } from "../../../site/canonical-url";
import { specSheetPath } from "../../content/spec-sheet-path";
import { useUnits } from "../../../ui/use-units";
import { ExampleMark } from "../../../ui/example-mark";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

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
        <a key={paper} href={to(specSheetPath(slug, paper, units))} download className="btn-secondary px-2.5 py-1.5 text-xs">
          <span className="sr-only">{t("Download the spec sheet (PDF),")} </span>
          {paper === "a4" ? "A4" : t("Letter")}
        </a>
      ))}
    </p>
  );
}

/** Shown on paper only: who made the sheet and where it lives online. */
export function SpecSheetFooter() {
  const site = useSiteData();
  const { pathname } = useLocation();
  const { address, phone, email, hours } = site?.facts ?? {};
  const canonical = site && canonicalUrl(site.siteUrl, pathname);
  const contact = [phone && `Tel. ${phone.value}`, email?.value, hours?.value.text].filter(Boolean).join(" · ");
  return (
    <div data-print="only" className="hidden">
      <p>
        <strong>{company.legalName}</strong>
        {address ? ` · ${address.value.street}, ${address.value.city}, ${address.value.country}` : null}
      </p>
      {contact ? (
        <p>
          {contact}
          <ExampleMark when={phone?.example || email?.example || hours?.example} />
        </p>
      ) : null}
      {canonical ? <p>{canonical}</p> : null}
    </div>
  );
}
