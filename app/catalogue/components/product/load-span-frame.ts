// What the load tables' part and the markup it leaves standing share: the request-context key the
// product page's loader hands the tables on by (app/lib/drawn-only.ts), and the part's outer
// element, which React hydrates against the server's.
import { createContext } from "react-router";
import type { LoadTables } from "../../load-table-types";

export const drawnLoadTables = createContext<LoadTables | null>(null);

export const loadSpanSection = {
  id: "load-span",
  "aria-labelledby": "load-span-title",
  className: "mx-auto max-w-7xl px-4 pb-12 sm:px-6 md:pb-16",
} as const;
