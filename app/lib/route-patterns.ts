// The route patterns of the site ("/products/:slug", "/es/*"), read from React Router's own route
// table (app/routes.ts as built), never listed by hand: what field measurements may be filed under.
// And the address React Router gives a page's data.

/** A route as React Router's server build lists it: its path relative to its parent's. */
type RouteEntry = { path?: string; index?: boolean; parentId?: string };

/** Without a trailing slash but the root's: "/es/" is "/es". */
const trimmed = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

/** The full pattern of every route: "/" for the home page, no trailing slash elsewhere. */
export function routePatterns(routes: Readonly<Record<string, RouteEntry | undefined>>): ReadonlySet<string> {
  const fullPath = (id: string | undefined, depth = 0): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route || depth > 20) return "";
    const parent = fullPath(route.parentId, depth + 1);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return new Set(Object.keys(routes).map((id) => trimmed(`/${fullPath(id)}`.replace(/\/+/g, "/"))));
}

/** Whether a reported pattern is one of `patterns` (its query or fragment cut, a trailing slash allowed). */
export function isRoutePattern(patterns: ReadonlySet<string>, route: string): boolean {
  return patterns.has(trimmed(route.split(/[?#]/)[0]!));
}

/** A client-side navigation's request for a page's data: React Router's address for it ends in `.data`. */
export const isPageData = (pathname: string) => pathname.endsWith(".data");
