// The fixed words of a spec sheet's engineering pages: the tables' headings and columns, what a
// cell and its marks mean, and the design basis (the meaning of ENGINEERING_BASIS in summary.ts,
// in the sheet's units). sheet-engineering-text.es.ts says them in Spanish. "{name}" marks a value.
import { localized } from "../../lib/localized";
import * as es from "./sheet-engineering-text.es";

export type EngineeringText = {
  headings: {
    sections: string;
    patterns: string;
    loadSpan: string;
    designBasis: string;
  };
  /** Over a table on a page it continues on: "{title} (continued)". */
  continued: string;
  columns: {
    section: string;
    depth: string;
    width: string;
    area: string;
    selfWeight: string;
    inertia: string;
    centroid: string;
    pattern: string;
    strands: string;
    /** Under "Strands": where the heights are measured from. */
    strandsUnit: string;
    fc: string;
    fci: string;
    cover: string;
    fire: string;
    axial: string;
    span: string;
    untopped: string;
    /** "Topped, {depth}". */
    topped: string;
    /** The fire columns' short labels under their group. */
    fireUntopped: string;
    fireTopped: string;
  };
  /** One row of strands: "{count} × {size} at {height}". */
  strandRow: string;
  fire: { hours: string; under: string; engineers: string };
  /** Under the load–span heading: what a cell is, per m² of the unit or along a beam; "{topped}" takes `topped` where a table has topped columns. */
  intro: { area: string; line: string; topped: string };
  legend: {
    /** The mark of a cell where nothing is left. */
    none: string;
    /** The small second line of a cell: "{unit}" is mm or in. */
    camber: string;
  };
  /** The design basis, in order; "{…}" in the sheet's units; "{interface}", "{topped}" and "{fire}" take the phrases below where a table has topped columns. */
  basis: {
    interface: string;
    toppedWeight: string;
    toppedFire: string;
    code: string;
    loadFactors: string;
    checks: string;
    deflection: string;
    tabulatedLoad: string;
    support: string;
    topping: string;
    materials: string;
    camber: string;
    fireRated: string;
    fireByEngineers: string;
    notAssessed: string;
    symbols: string;
  };
  /** The basis of a pile sheet, which has no load table. */
  pileBasis: { axial: string; code: string; materials: string; symbols: string };
  /** While a section awaits the engineer's sign-off. */
  typical: string;
  /** The last words of the sheet's engineering, set in bold. */
  preliminary: string;
};

export const ENGINEERING_TEXT: EngineeringText = {
  headings: {
    sections: "Typical sections and properties",
    patterns: "Strand patterns",
    loadSpan: "Load–span tables",
    designBasis: "Design basis",
  },
  continued: "{title} (continued)",
  columns: {
    section: "Section",
    depth: "Depth",
    width: "Width",
    area: "Area",
    selfWeight: "Self-weight",
    inertia: "I",
    centroid: "yb",
    pattern: "Pattern",
    strands: "Strands",
    strandsUnit: "height above the soffit",
    fc: "f'c",
    fci: "f'ci",
    cover: "Cover",
    fire: "Fire rating",
    axial: "Axial load",
    span: "Span",
    untopped: "Untopped",
    topped: "Topped, {depth}",
    fireUntopped: "Untopped",
    fireTopped: "Topped",
  },
  strandRow: "{count} × {size} at {height}",
  fire: { hours: "{hours} h", under: "under 1 h", engineers: "by our engineers" },
  intro: {
    area: "Each cell: the safe superimposed service load per unit area of the unit's width, beyond its self-weight{topped}; simply supported, uniform load, span centre to centre of bearings.",
    line: "Each cell: the safe superimposed service line load along the beam (the units it carries on its ledges), beyond its self-weight; simply supported, uniform load, span centre to centre of bearings.",
    topped: " (and, in the topped columns, the topping's)",
  },
  legend: {
    none: "–: no capacity left beyond self-weight.",
    camber: "Small figures: camber at erection / long-term, {unit}, upward positive.",
  },
  basis: {
    interface: ", the topping's interface shear (topped columns)",
    toppedWeight: " (and the topping's, in a topped column)",
    toppedFire: "; a topping adds its depth",
    code: "Design code: ACI 318-19; PCI Design Handbook, 8th ed.; fire resistance by ACI/TMS 216.1-14 (siliceous aggregate, unrestrained slabs).",
    loadFactors: "Load factors: 1.2 D + 1.6 L; the tabulated load counts as live load.",
    checks:
      "Each cell is the least of: bottom tension (Class U, uncracked), top compression, flexural strength (also where the strand is not yet developed), shear at h/2 from the support{interface} and deflection.",
    deflection: "Deflection limit: L/360 under the tabulated load, immediate, gross section.",
    tabulatedLoad:
      "The tabulated load is beyond the unit's self-weight{topped}: it must cover finishes, partitions, services and live load.",
    support: "Simply supported, span centre to centre of bearings, uniform load; the unit ends {end} beyond each bearing.",
    topping: "Topped columns: a {depth} cast-in-place topping, f'c {fc}, composite once hardened; the unit alone carries it while wet.",
    materials:
      "Seven-wire low-relaxation strand, fpu {fpu}, jacked to 0.75 fpu; lump-sum prestress losses of 20%; normal-weight concrete, {density}.",
    camber:
      "Camber by the PCI Design Handbook's multipliers; the product page and the catalogue API (/api/catalogue) give it at release too.",
    fireRated:
      "Fire rating: ACI/TMS 216.1-14 tables for slabs, the least of the equivalent thickness's and the strand cover's rating{fire}.",
    fireByEngineers: "Fire rating: by our engineers for each project (the slab tables of ACI/TMS 216.1-14 do not apply to these units).",
    notAssessed:
      "Not assessed here: vibration, handling, connections. These are building loads: bridge loading (AASHTO LRFD HL-93) is checked by M&M's engineers for each bridge.",
    symbols:
      "I: moment of inertia; yb: centroid height above the soffit; f'c: specified concrete strength at 28 days; f'ci: at release; cover: clear concrete below the lowest strand.",
  },
  pileBasis: {
    axial:
      "Axial load: allowable concentric service load of a short, laterally supported pile, structural only (PCI Design Handbook, 8th ed.): Ag (0.33 f'c - 0.27 fpe). The soil's capacity, slenderness and driving stresses are the foundation engineer's.",
    code: "Design code: ACI 318-19; PCI Design Handbook, 8th ed.",
    materials:
      "Seven-wire low-relaxation strand, fpu {fpu}, jacked to 0.75 fpu; lump-sum prestress losses of 20%; normal-weight concrete, {density}.",
    symbols:
      "f'c: specified concrete strength at 28 days; f'ci: at release; fpe: effective prestress on the concrete; cover: clear concrete below the lowest strand.",
  },
  typical: "Typical values: the sections await confirmation by M&M's engineer.",
  preliminary: "For preliminary design, not for construction; final design by M&M's engineers for each project.",
};

/** The engineering words of a sheet in `locale`. */
export const engineeringText = localized(ENGINEERING_TEXT, { es: es.ENGINEERING_TEXT });
