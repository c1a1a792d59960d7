// A path with doubled slashes or a backslash (as typed, or escaped as %5C) names no page of ours,
// yet links built from it would: "/es//evil.example/login" made the language switch point at
// "//evil.example/login", another site. Such a request is sent to the path collapsed (308 keeps
// the method), before the edge cache or anything else sees it, so nothing is built or stored from it.
import type { MiddlewareHandler } from "hono";

/** Doubled slashes, a backslash, or a backslash escaped ("%5C"), anywhere in a path. */
const UNCOLLAPSED = /\/\/|\\|%5c/i;

/** The path with each run of slashes and backslashes (escaped or not) as one "/". */
const collapsedPath = (pathname: string) => pathname.replace(/(?:[/\\]|%5c)+/gi, "/");

export const collapseSlashes: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (!UNCOLLAPSED.test(url.pathname)) return next();
  // A path, never an origin: the collapsed one starts with a single "/".
  return c.redirect(`${collapsedPath(url.pathname)}${url.search}`, 308);
};
