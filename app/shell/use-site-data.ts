// @first-load-shell
import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

/** The root loader's deployment settings and the facts a page may show (contact details, address, hours, delivery area), on any page. */
export function useSiteData() {
  return useRouteLoaderData<typeof loader>("root");
}
