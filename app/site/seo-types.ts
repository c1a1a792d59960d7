// The shape of one page's search metadata (rules §3 "Page SEO entry", "Structured data kinds").

/** JSON-LD beyond the BreadcrumbList every page carries (app/shell/head/structured-data.ts builds it). */
export type StructuredDataKind =
  | { kind: "organization" }
  | { kind: "website" }
  | { kind: "product"; slug: string }
  | { kind: "service"; name: string; description: string; serviceType?: string };

export type PageEntry = {
  path: string;
  title: string;
  description: string;
  /** Share image (1200x630 PNG under public/share/); the site default when absent. */
  image?: string;
  imageAlt?: string;
  /** Where search engines should index this content, when it is not this path (service aliases). */
  canonicalPath?: string;
  /** false keeps the page out of the sitemap (aliases of another page). Default true. */
  sitemap?: boolean;
  /** true asks search engines not to index the page (search results). */
  noindex?: boolean;
  structuredData?: readonly StructuredDataKind[];
};

/** An entry as content writes it: its path names the page, so a translation never lays text over it. */
export type WrittenPageEntry = Omit<PageEntry, "path"> & { path: `/${string}` };
