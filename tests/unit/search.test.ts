// The site search matcher: word starts while typing, one-letter typos, Spanish words, lengths,
// every word of the query required, results grouped in the page-type order.
import { describe, expect, it } from "vitest";
import { SEARCH_GROUPS, searchSite, type SearchEntry, type SearchGroup } from "../../app/search/search";
import { normalize } from "../../app/search/words";

const entry = (group: SearchGroup, title: string, text = "", span?: readonly [number, number]): SearchEntry => ({
  group,
  title,
  url: `/${normalize(title).replaceAll(" ", "-")}`,
  snippet: title,
  text,
  ...(span ? { span } : {}),
});

const INDEX = [
  entry("Projects", "Haulover Bridge", "box beams piles bridge"),
  entry("Products", "Box Beams", "bridge girder hollow", [30, 120]),
  entry("Products", "Flat Slab", "floor plank solid", [20, 40]),
  entry("Products", "Prestressed Piles", "foundation marine pile driving"),
  entry("Services", "Sea Wall Design", "marine coast revetment"),
  entry("Jobs", "Crane Assistant", "operations Santa Elena"),
];
const titles = (query: string) => searchSite(INDEX, query).flatMap((group) => group.entries.map((item) => item.title));

describe("site search", () => {
  it("finds words and word starts, in title or text, and needs every word", () => {
    expect(titles("box")).toEqual(["Box Beams", "Haulover Bridge"]);
    expect(titles("brid")).toEqual(["Box Beams", "Haulover Bridge"]);
    expect(titles("box marine")).toEqual([]);
    expect(titles("crane")).toEqual(["Crane Assistant"]);
  });

  it("forgives a typo in a word of four letters or more, not in shorter ones", () => {
    expect(titles("beems")).toEqual(["Box Beams", "Haulover Bridge"]);
    expect(titles("pilez")).toEqual(["Prestressed Piles", "Haulover Bridge"]);
    expect(titles("bax")).toEqual([]);
  });

  it("reads Spanish words and accents", () => {
    expect(titles("losa")).toEqual(["Flat Slab"]);
    expect(titles("pilote")).toEqual(["Prestressed Piles", "Haulover Bridge"]);
    expect(titles("Cimentación")).toEqual(["Prestressed Piles"]);
  });

  it("finds by span: a length lists the products whose range covers it", () => {
    expect(titles("12 m")).toEqual(["Box Beams", "Flat Slab"]);
    expect(titles("100 ft")).toEqual(["Box Beams"]);
    expect(titles("losa 12 m")).toEqual(["Flat Slab"]);
    expect(titles("200 m")).toEqual([]);
  });

  it("groups results in the page-type order, best first within a group", () => {
    const groups = searchSite(INDEX, "bridge").map((group) => group.group);
    expect(groups).toEqual(SEARCH_GROUPS.filter((group) => groups.includes(group)));
    expect(searchSite(INDEX, "bridge", 1).every((group) => group.entries.length === 1)).toBe(true);
  });

  it("asks nothing of an empty query or one of only little words", () => {
    expect(searchSite(INDEX, "   ")).toEqual([]);
    expect(searchSite(INDEX, "the of")).toEqual([]);
  });
});
