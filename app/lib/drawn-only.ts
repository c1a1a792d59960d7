// Data a page shows as plain HTML but never needs in the browser after a first load: a product's
// load tables, thousands of static cells. On a document request the loader keeps it out of the
// hydration data (the document would carry it twice) and hands it to the server's render through
// the request's context; the browser keeps the server's markup as it is. A client-side
// navigation has no such markup, so its data request carries the data as usual.
import { createContext, useContext } from "react";
import type { RouterContext, RouterContextProvider } from "react-router";
import { isPageData } from "./route-patterns";

/** What the loader sends in place of data the document already shows. */
export const DRAWN = "drawn" as const;
export type DrawnOnly<T> = T | typeof DRAWN;

/** The request's context, given to the document's render on the server; null in the browser. */
export const RequestContext = createContext<Readonly<RouterContextProvider> | null>(null);

/** In a loader: `value` for a data request; for a document, DRAWN, with `value` left for the render. */
export function drawnOnly<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  key: RouterContext<T | null>,
  value: T | null,
): DrawnOnly<T | null> {
  if (value === null || isPageData(new URL(request.url).pathname)) return value;
  context.set(key, value);
  return DRAWN;
}

/** In a component: the value itself on the server; in the browser, DRAWN while the server's markup stands. */
export function useDrawnOnly<T>(key: RouterContext<T | null>, value: DrawnOnly<T | null>): DrawnOnly<T | null> {
  const request = useContext(RequestContext);
  return value === DRAWN && request ? request.get(key) : value;
}
