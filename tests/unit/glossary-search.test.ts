// The glossary and the Spanish search cannot drift apart: everything app/site/glossary.ts lists as
// what buyers type finds, in the Spanish search, a page written only with the glossary's preferred
// terms, each of its words matched as typed or through app/search/synonyms.ts (worked out of the
// same data). A variant whose words the pages never use and the word map does not reach fails here.
import { describe, expect, it } from "vitest";
import { searchSite, type SearchEntry } from "../../app/search/search";
import { glossaryEntries } from "../../app/site/glossary";

/** Terms for what we do not make are found through their nearest products (search-es.test.ts), not here. */
const rows = glossaryEntries()
  .filter((entry) => !entry.nearest)
  .map((entry) => ({ english: entry.en, preferred: entry.es, synonyms: entry.variants ?? [] }));

/** A page that says everything the glossary names, and only in its preferred terms. */
const preferredPage: SearchEntry = {
  group: "Products",
  title: "M&M",
  url: "/es/page",
  snippet: "",
  text: rows.map((row) => row.preferred).join(" "),
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
