// Search metadata of the search page: kept out of search engines (a results page is not content).
import type { PageEntry } from "../shell/head/seo-types";

export const searchPages: readonly PageEntry[] = [
  {
    path: "/search",
    title: "Search | M&M",
    description: "Search M&M's products, applications, services, explainers, projects and open positions.",
    sitemap: false,
    noindex: true,
  },
];
