import { describe, expect, it } from "vitest";
import { projects } from "../../app/company/content/projects";
import {
  canLoadMore,
  canShowLess,
  filterProjects,
  initialCount,
  lessCount,
  moreCount,
  normalizeCount,
  projectQuery,
  projectView,
  readProjectQuery,
  toggleFilter,
} from "../../app/company/project-filter";

const view = (query: string) => projectView(projects, new URLSearchParams(query));

describe("the project list (rules §3)", () => {
  it("has the 13 projects, four bridges, one site design and no transportation", () => {
    expect(projects).toHaveLength(13);
    expect(filterProjects(projects, ["bridge"]).map((p) => p.title)).toEqual([
      "Haulover Bridge",
      "Mountain Pine Ridge Bridge",
      "Laguna Seca Bridge",
      "Pinol Bridge",
    ]);
    expect(filterProjects(projects, ["structural"])).toHaveLength(8);
    expect(filterProjects(projects, ["site-design"]).map((p) => p.title)).toEqual(["Design Depot Site Design"]);
    expect(filterProjects(projects, ["transportation"])).toEqual([]);
    expect(new Set(projects.map((p) => p.id)).size).toBe(13);
    for (const project of projects) expect(project.image.alt.length).toBeGreaterThan(40);
  });
});

describe("filter checkboxes (rules §4)", () => {
  it("start as All, and choosing All clears the others", () => {
    expect(readProjectQuery(new URLSearchParams("")).selection).toEqual([]);
    expect(toggleFilter(["bridge", "structural"], "all", true)).toEqual([]);
    expect(toggleFilter([], "all", false)).toEqual([]); // All cannot be unticked on its own
  });

  it("choosing a type removes All; types accumulate in a fixed order", () => {
    expect(toggleFilter([], "structural", true)).toEqual(["structural"]);
    expect(toggleFilter(["structural"], "bridge", true)).toEqual(["bridge", "structural"]);
  });

  it("unchecking the last type returns to All", () => {
    expect(toggleFilter(["bridge", "structural"], "bridge", false)).toEqual(["structural"]);
    expect(toggleFilter(["structural"], "structural", false)).toEqual([]);
  });

  it("reads types from the URL, ignoring unknown ones and a stray 'all'", () => {
    expect(readProjectQuery(new URLSearchParams("type=structural&type=bridge&type=all&type=boats")).selection).toEqual([
      "bridge",
      "structural",
    ]);
    expect(readProjectQuery(new URLSearchParams("type=all")).selection).toEqual([]);
  });
});

describe("visible count (rules §4, §9: initial up to 8, step 4)", () => {
  it("starts at the smaller of the total and 8", () => {
    expect(initialCount(13)).toBe(8);
    expect(initialCount(4)).toBe(4);
    expect(initialCount(0)).toBe(0);
    expect(view("").shown).toHaveLength(8);
    expect(view("type=bridge").shown).toHaveLength(4);
  });

  it("Load More adds 4 and shows while projects are hidden", () => {
    expect(moreCount(8, 13)).toBe(12);
    expect(moreCount(12, 13)).toBe(16);
    expect(canLoadMore(8, 13)).toBe(true);
    expect(canLoadMore(12, 13)).toBe(true);
    expect(canLoadMore(16, 13)).toBe(false);
    expect(view("show=12")).toMatchObject({ count: 12, canLoadMore: true, canShowLess: true });
    expect(view("show=16")).toMatchObject({ count: 16, canLoadMore: false, canShowLess: true });
    expect(view("show=16").shown).toHaveLength(13);
  });

  it("Show Less takes 4 away, never below the initial count, and shows while more than that are shown", () => {
    expect(lessCount(16, 13)).toBe(12);
    expect(lessCount(12, 13)).toBe(8);
    expect(lessCount(9, 13)).toBe(8);
    expect(canShowLess(8, 13)).toBe(false);
    expect(canShowLess(12, 13)).toBe(true);
    expect(view("")).toMatchObject({ count: 8, canLoadMore: true, canShowLess: false });
  });

  it("offers neither button when everything fits at first", () => {
    expect(view("type=structural")).toMatchObject({ total: 8, count: 8, canLoadMore: false, canShowLess: false });
    expect(view("type=transportation")).toMatchObject({ total: 0, count: 0, canLoadMore: false, canShowLess: false });
  });

  it("resets on a filter change: a new query carries no count", () => {
    const next = projectQuery(toggleFilter(view("show=12").selection, "bridge", true));
    expect(next.toString()).toBe("type=bridge");
  });

  it("keeps a requested count within reach", () => {
    expect(normalizeCount(undefined, 13)).toBe(8);
    expect(normalizeCount(Number.NaN, 13)).toBe(8);
    expect(normalizeCount(3, 13)).toBe(8);
    expect(normalizeCount(1000, 13)).toBe(16);
    expect(normalizeCount(12, 4)).toBe(4);
  });
});

describe("the query (shareable URL)", () => {
  it("lists types in a fixed order and the count only beyond the initial one", () => {
    expect(projectQuery(["structural", "bridge"]).toString()).toBe("type=bridge&type=structural");
    expect(projectQuery([], 8, 13).toString()).toBe("");
    expect(projectQuery([], 12, 13).toString()).toBe("show=12");
    expect(projectQuery(["bridge", "site-design"], 5, 5).toString()).toBe("type=bridge&type=site-design");
  });
});
