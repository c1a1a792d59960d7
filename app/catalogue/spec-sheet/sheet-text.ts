// The fixed words of a PDF spec sheet (docs/decisions/0052-pdf-spec-sheets.md), around the
// product's own content; sheet-text.es.ts says them in Spanish. Server only: kept out of the
// catalogue's UI messages, which Spanish pages load in the browser. "{name}" marks a value. The
// engineering pages' words are in sheet-engineering-text.ts.
import { localized } from "../../lib/localized";
import * as es from "./sheet-text.es";

export type SheetText = {
  /** Document title: "{title} specification sheet". */
  documentTitle: string;
  /** Document subject. */
  subject: string;
  keywords: readonly string[];
  /** Creator and producer: "{name} website". */
  creator: string;
  /** Under the company's name in the header band. */
  since: string;
  sheet: string;
  units: { metric: string; imperial: string };
  papers: { a4: string; letter: string };
  headings: {
    specificationsTitle: string;
    applicationsTitle: string;
    featuresTitle: string;
  };
  /** The footer's second line is the phone, email and office hours the sheet may show (facts.json), "·" between: the phone's. */
  phone: string;
  /** A placeholder where one may show (this machine, previews): "{value} (example)". */
  example: string;
  /** The footer's document number, revision and date ("MM-SS-05 · Rev. B · 2026-11-28") and page number. */
  stamp: string;
  /** What the Worker answers when it cannot make a sheet. */
  refusals: { badQuery: string; noProduct: string };
  /** The download's name: "{paper}" and "{units}" take `fileWords`. */
  fileName: string;
  fileWords: { a4: string; letter: string; metric: string; imperial: string };
};

export const SHEET_TEXT: SheetText = {
  documentTitle: "{title} specification sheet",
  subject: "{title}: cross-section, specifications and applications ({units}, {paper})",
  keywords: ["precast", "prestressed", "Belize"],
  creator: "{name} website",
  since: "{name} · Belize since {year}",
  sheet: "SPECIFICATION SHEET",
  units: { metric: "Metric units (SI)", imperial: "Imperial units (US customary)" },
  papers: { a4: "A4", letter: "Letter" },
  headings: {
    specificationsTitle: "Specifications",
    applicationsTitle: "Applications",
    featuresTitle: "Features",
  },
  phone: "Tel. {phone}",
  example: "{value} (example)",
  stamp: "{document} · Page {page} of {pages}",
  refusals: {
    badQuery: "Choose paper=a4 or paper=letter, and units=metric or units=imperial.",
    noProduct: "There is no product at this address.",
  },
  fileName: "mm-{slug}-spec-sheet-{paper}-{units}.pdf",
  fileWords: { a4: "a4", letter: "letter", metric: "metric", imperial: "imperial" },
};

export const sheetTextIn = localized(SHEET_TEXT, { es: es.SHEET_TEXT });
