import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

/** The root loader's deployment settings (contact details, canonical origin), on any page. */
export function useSiteData() {
  return useRouteLoaderData<typeof loader>("root");
}
