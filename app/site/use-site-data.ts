// @first-load-shell
import { useRouteLoaderData } from "react-router";
import type { PublicFacts } from "./facts";

/** The root loader's deployment settings and the facts a page may show (contact details, address, hours, delivery area), on any page. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData<SiteData>("root");
}

/** What the root loader sends every page (app/site/site.server.ts builds it). */
export type SiteData = {
  facts: Pick<PublicFacts, "phone" | "whatsapp" | "email" | "address" | "hours"> & {
    delivery: { value: string; example: boolean } | null;
  };
  siteUrl: string;
  previewOf: string | null;
};
