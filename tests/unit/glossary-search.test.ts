// The glossary and the Spanish search cannot drift apart: every synonym docs/glossary.md lists as
// what buyers type finds, in the Spanish search, a page written only with the glossary's preferred
// terms, each of its words matched as typed or through app/search/synonyms.ts. A synonym added to
// the glossary whose words the pages never use and synonyms.ts does not map, or a mapping taken
// out of synonyms.ts, fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { searchSite, type SearchEntry } from "../../app/search/search";

const glossary = readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8");

type Row = { english: string; preferred: string[]; synonyms: string[] };

/** The cells of a table row, or null for a line that is not one (or is its header or rule). */
const cells = (line: string) =>
  line.startsWith("|") && !/^\|\s*(English|---)/.test(line)
    ? line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim())
    : null;

/** "carga muerta / carga viva", "acero de refuerzo, varilla": each a term of its own; notes in brackets dropped. */
const terms = (cell: string) =>
  cell
    .replace(/\([^)]*\)/g, " ")
    .split(/\s*[,/]\s*/)
    .map((term) => term.trim())
    .filter((term) => term && term !== "—");

/** The rows of every table: the English term, the Spanish preferred term(s) and, where the table lists them, the synonyms. */
const rows: Row[] = glossary.split("\n").flatMap((line) => {
  const row = cells(line);
  return row ? [{ english: row[0]!, preferred: terms(row[1]!), synonyms: row.length === 3 ? terms(row[2]!) : [] }] : [];
});

/** A page that says everything the glossary names, and only in its preferred terms (notes in brackets kept: "AASHTO", "STC"). */
const preferredPage: SearchEntry = {
  group: "Products",
  title: "M&M",
  url: "/es/page",
  snippet: "",
  text: glossary
    .split("\n")
    .map(cells)
    .flatMap((row) => (row ? [row[1]!] : []))
    .join(" "),
};

describe("the glossary's synonyms in the Spanish search", () => {
  it("reads the glossary's tables", () => {
    expect(rows.length).toBeGreaterThanOrEqual(90);
    expect(rows.flatMap((row) => row.synonyms).length).toBeGreaterThanOrEqual(80);
  });

  it.each(rows.filter((row) => row.synonyms.length > 0).map((row) => [row.english, row] as const))(
    "what buyers type for %s finds the page that uses the preferred terms",
    (_, { synonyms }) => {
      const missed = synonyms.filter((synonym) => searchSite([preferredPage], synonym, Infinity, "es").length === 0);
      expect(missed).toEqual([]);
    },
  );

  it("finds nothing by a word neither the pages nor synonyms.ts know (else this test proves nothing)", () => {
    expect(searchSite([preferredPage], "losa acanalada", Infinity, "es")).toEqual([]);
  });
});
