// The fixed words of a PDF spec sheet (docs/decisions/0052-pdf-spec-sheets.md), around the
// product's own content; sheet-text.es.ts says them in Spanish. Server only: kept out of the
// catalogue's UI messages, which Spanish pages load in the browser. "{name}" marks a value.

/** The column labels of the sections table. */
export type EngineeringWords = {
  section: string;
  depth: string;
  widthLabel: string;
  area: string;
  selfWeight: string;
  inertia: string;
  centroid: string;
  strength: string;
  strands: string;
  axial: string;
  spanLabel: string;
  /** "{count} × {size} at {height}" for one row of strands. */
  strandRow: string;
};

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
    sections: string;
    strandPatterns: string;
    loadSpan: string;
    designBasis: string;
  };
  /** The sections table's columns and the strand pattern's rows. */
  engineering: EngineeringWords;
  /** Under the load–span table's heading: what a cell is. */
  loadSpanIntro: { area: string; line: string };
  /** The design basis, one item each; "{density}" and "{fpu}" in the sheet's units. */
  basis: readonly string[];
  /** The same for pile sheets, after `basis`'s first item is left out. */
  pileBasis: string;
  /** The last words of the sheet's engineering: who designs, and while sections await sign-off. */
  finalDesign: string;
  typical: string;
  density: { metric: string; imperial: string };
  fpu: { metric: string; imperial: string };
  /** The footer's second line is the phone, email and office hours the sheet may show (facts.json), "·" between: the phone's. */
  phone: string;
  /** A placeholder where one may show (this machine, previews): "{value} (example)". */
  example: string;
  /** The footer's document number, revision and date ("MM-SS-05 · Rev. B · 2026-11-28") and page number. */
  stamp: string;
  /** What the Worker answers when it cannot make a sheet. */
  refusals: { badQuery: string; noProduct: string };
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
    sections: "Typical sections and properties",
    strandPatterns: "Strand patterns (height above the soffit)",
    loadSpan: "Load–span table",
    designBasis: "Design basis",
  },
  engineering: {
    section: "Section",
    depth: "Depth",
    widthLabel: "Width",
    area: "Area",
    selfWeight: "Self-weight",
    inertia: "I",
    centroid: "yb",
    strength: "f'c",
    strands: "Strands",
    axial: "Axial load",
    spanLabel: "Span",
    strandRow: "{count} × {size} at {height}",
  },
  loadSpanIntro: {
    area: "Safe superimposed service load per unit area of the unit's width, beyond its self-weight; simply supported, uniform load. Span: centre to centre of bearings. –: nothing left beyond self-weight; blank: outside the section's spans.",
    line: "Safe superimposed service line load along the beam (the units it carries on its ledges), beyond its self-weight; simply supported, uniform load. Span: centre to centre of bearings. –: nothing left beyond self-weight; blank: outside the section's spans.",
  },
  basis: [
    "The load counts as live load (1.2D + 1.6L) and is the least of five checks: bottom tension (Class U, uncracked), top compression, flexural strength, shear at h/2 from the support and live-load deflection (L/360).",
    "Design code: ACI 318-19; PCI Design Handbook, 8th edition. Seven-wire low-relaxation strand, fpu {fpu}; lump-sum prestress losses of 20 %.",
    "No topping, not composite; normal-weight concrete, {density}; interior exposure.",
    "Not assessed: fire rating, vibration, handling, connections, bridge (HL-93) loading.",
    "I: moment of inertia; yb: centroid height above the soffit; f'c: specified concrete strength at 28 days.",
  ],
  pileBasis:
    "Axial load: allowable concentric service load of a short, laterally supported pile, structural only; the soil's capacity, slenderness and driving stresses are the foundation engineer's.",
  finalDesign: "Final design by M&M's engineers: each project's units are designed and confirmed for its spans, loads and codes.",
  typical: "Typical values for preliminary design: the sections await confirmation by M&M's engineer.",
  density: { metric: "23.6 kN/m³", imperial: "150 lb/ft³" },
  fpu: { metric: "1860 MPa", imperial: "270 ksi" },
  phone: "Tel. {phone}",
  example: "{value} (example)",
  stamp: "{document} · Page {page} of {pages}",
  refusals: {
    badQuery: "Choose paper=a4 or paper=letter, and units=metric or units=imperial.",
    noProduct: "There is no product at this address.",
  },
};
