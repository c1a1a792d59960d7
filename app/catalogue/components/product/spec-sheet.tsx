// The printable spec sheet of a product page. The print stylesheet
// (spec-sheet-print.css) hides the site chrome, the gallery, the carousel and the buttons; this
// module adds what paper needs: the company's contact details and the page's address.
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { company, DEFAULT_CONTACT } from "../../../company/content/company";
import { useSiteData } from "../../../shell/use-site-data";
import { usePageHead } from "../../../shell/head/page-head";

/** Query parameter that opens the print dialog on arrival (the inverted beams page's 'Download Specs'). */
const PRINT_PARAM = "print";

async function printWhenDrawn() {
  const drawing = document.querySelector<HTMLImageElement>("#quote img");
  await drawing?.decode().catch(() => undefined); // print with the drawing, not a blank box
  window.print();
}

/**
 * Prints the sheet once JavaScript runs; without it, it is a link to the specifications table
 * (it sits beside it) and the browser's own Print does the rest.
 */
export function PrintSpecSheetButton() {
  return (
    <a
      href="#specifications"
      role="button"
      data-print="hide"
      className="btn-secondary px-3 py-1.5 text-xs"
      onClick={(event) => {
        event.preventDefault();
        void printWhenDrawn();
      }}
    >
      Print spec sheet
    </a>
  );
}

/** `?print=1` prints the sheet on arrival, then drops the parameter so a reload does not print again. */
export function usePrintOnRequest() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get(PRINT_PARAM) === "1";
  const handled = useRef(false); // effects run twice in development (StrictMode): print once
  useEffect(() => {
    if (!requested || handled.current) return;
    handled.current = true;
    void printWhenDrawn().then(() => {
      const next = new URLSearchParams(window.location.search);
      next.delete(PRINT_PARAM);
      const search = next.toString();
      void navigate({ search: search ? `?${search}` : "", hash: window.location.hash }, { replace: true, preventScrollReset: true });
    });
  }, [requested, navigate]);
}

/** Shown on paper only: who made the sheet and where it lives online. */
export function SpecSheetFooter() {
  const contact = useSiteData()?.contact ?? DEFAULT_CONTACT;
  const canonical = usePageHead()?.canonical;
  return (
    <div data-print="only" className="hidden">
      <p>
        <strong>{company.legalName}</strong> · {company.address.street}, {company.address.city}, {company.address.country}
      </p>
      <p>
        Tel. {contact.phone} · {contact.email} · {company.hours.days}, {company.hours.open} to {company.hours.close}{" "}
        {company.hours.zoneLabel}
      </p>
      {canonical ? <p>{canonical}</p> : null}
    </div>
  );
}
