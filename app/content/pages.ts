// The public pages that exist, with their search metadata (spec §3 "Page SEO entry").
// The sitemap lists exactly these; a page joins the list when its route is built.

export type PageEntry = { path: string; title: string; description: string };

export const pages: readonly PageEntry[] = [
  {
    path: "/",
    title: "M&M | Precast & Prestressed Concrete in Belize",
    description:
      "Prestressed piles, double tees, hollow core, beams and bridge planks made in Belize since 1998, with engineering consultation and general construction.",
  },
  {
    path: "/contact",
    title: "Contact Us | M&M",
    description:
      "Talk with an engineer about your project: send a request for a quote or technical advice on precast and prestressed concrete, and we will answer within one business day.",
  },
];

export function pageEntry(path: string): PageEntry | undefined {
  return pages.find((page) => page.path === path);
}

/** Paths never listed for search engines (DECISIONS.md). */
export const PRIVATE_PATHS = ["/signin", "/account", "/api/"] as const;
