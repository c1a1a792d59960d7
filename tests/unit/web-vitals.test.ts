// The route pattern a page's measurements are stored under (docs/decisions/0072-field-web-vitals.md):
// the router's params put back as ":name", so no slug, id or query reaches the server.
import { describe, expect, it } from "vitest";
import { routePattern } from "../../app/lib/web-vitals";

describe("routePattern", () => {
  it.each([
    ["/", {}, "/"],
    ["/products", {}, "/products"],
    ["/products/hollow-core", { slug: "hollow-core" }, "/products/:slug"],
    ["/es/products/learn/hollow-core", { slug: "hollow-core" }, "/es/products/learn/:slug"],
    ["/projects/12", { id: "12" }, "/projects/:id"],
    ["/products?category=beams", {}, "/products"],
    ["/no/such/page", { "*": "no/such/page" }, "/*"],
    ["/es/nada", { "*": "nada" }, "/es/*"],
    ["/products/caf%C3%A9", { slug: "café" }, "/products/:slug"],
  ])("%s with %j is %s", (pathname, params, pattern) => {
    expect(routePattern(pathname, params)).toBe(pattern);
  });
});
