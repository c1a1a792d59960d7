// The route patterns field measurements may be filed under, from React Router's route table.
import { describe, expect, it } from "vitest";
import { isRoutePattern, routePatterns } from "../../app/lib/route-patterns";

const table = {
  root: { path: "" },
  home: { index: true, parentId: "root" },
  "home-es": { path: "es", parentId: "root" },
  "product-detail": { path: "products/:slug", parentId: "root" },
  "product-detail-es": { path: "es/products/:slug", parentId: "root" },
  account: { path: "account", parentId: "root" },
  "account-data": { path: "data", parentId: "account" },
  "not-found": { path: "*", parentId: "root" },
  "not-found-es": { path: "es/*", parentId: "root" },
};

describe("routePatterns", () => {
  it("writes each route's full pattern, its parents' paths before its own", () => {
    expect([...routePatterns(table)].sort()).toEqual(
      ["/", "/es", "/products/:slug", "/es/products/:slug", "/account", "/account/data", "/*", "/es/*"].sort(),
    );
  });

  it("knows a reported pattern with its query, fragment or trailing slash, and nothing else", () => {
    const patterns = routePatterns(table);
    for (const route of ["/", "/es/", "/es", "/products/:slug", "/products/:slug?x=1", "/es/*", "/account/data#x"])
      expect(isRoutePattern(patterns, route), route).toBe(true);
    for (const route of ["", "/products/:id", "/products/hollow-core", "/alice/*", "/products//:slug", "/es/es", "/data"])
      expect(isRoutePattern(patterns, route), route).toBe(false);
  });
});
