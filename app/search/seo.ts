// Search metadata of the search page: kept out of search engines (a results page is not content).
import type { PageEntry } from "../site/seo-types";
import type { Locale } from "../lib/locale";

export const searchPages: Readonly<Record<Locale, readonly PageEntry[]>> = {
  en: [
    {
      path: "/search",
      title: "Search | M&M",
      description: "Search M&M's products, applications, services, explainers, projects and open positions.",
      sitemap: false,
      noindex: true,
    },
  ],
  es: [
    {
      path: "/search",
      title: "Buscar | M&M",
      description: "Busque productos, aplicaciones, servicios, guías técnicas, proyectos y vacantes de M&M.",
      sitemap: false,
      noindex: true,
    },
  ],
};
