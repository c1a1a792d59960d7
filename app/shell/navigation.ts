// The site's own pages as links, named once: the header, the mobile menu and the footer list
// them from here, and the breadcrumbs take the same names for the same paths.
export type PageLink = { to: string; label: string };

export const PAGE_LINKS = {
  products: { to: "/products", label: "Products" },
  services: { to: "/services", label: "Services" },
  projects: { to: "/projects", label: "Projects" },
  careers: { to: "/careers", label: "Careers" },
  about: { to: "/about", label: "About Us" },
  teaming: { to: "/teaming", label: "Teaming Opportunities" },
  suppliers: { to: "/suppliers", label: "Suppliers" },
  privacy: { to: "/privacy", label: "Privacy Policy" },
  contact: { to: "/contact", label: "Contact Us" },
} as const satisfies Record<string, PageLink>;

/** The main navigation's plain links, after the Products and Services dropdowns. */
export const MAIN_LINKS: readonly PageLink[] = [PAGE_LINKS.projects, PAGE_LINKS.careers, PAGE_LINKS.about];

/** The mobile menu: the main links, then Contact (the header's button on wider screens). */
export const MENU_LINKS: readonly PageLink[] = [...MAIN_LINKS, PAGE_LINKS.contact];

/** The footer's Browse column. */
export const FOOTER_LINKS: readonly PageLink[] = [PAGE_LINKS.products, ...MAIN_LINKS, PAGE_LINKS.teaming, PAGE_LINKS.contact];
