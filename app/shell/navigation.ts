// @first-load-shell
// The site's own pages as links, named once: the header, the mobile menu and the footer list
// them from here, and the breadcrumbs take the same names for the same paths.
import { msg } from "../lib/messages";

export type PageLink = { to: string; label: string };

export const PAGE_LINKS = {
  products: { to: "/products", label: msg("Products") },
  services: { to: "/services", label: msg("Services") },
  projects: { to: "/projects", label: msg("Projects") },
  careers: { to: "/careers", label: msg("Careers") },
  about: { to: "/about", label: msg("About Us") },
  teaming: { to: "/teaming", label: msg("Teaming Opportunities") },
  suppliers: { to: "/suppliers", label: msg("Suppliers") },
  delivery: { to: "/delivery", label: msg("Delivery & Terms") },
  privacy: { to: "/privacy", label: msg("Privacy Policy") },
  contact: { to: "/contact", label: msg("Contact Us") },
} as const satisfies Record<string, PageLink>;

/** The main navigation's plain links, after the Products and Services dropdowns. */
export const MAIN_LINKS: readonly PageLink[] = [PAGE_LINKS.projects, PAGE_LINKS.careers, PAGE_LINKS.about];

/** The mobile menu: the main links, then Contact (the header's button on wider screens). */
export const MENU_LINKS: readonly PageLink[] = [...MAIN_LINKS, PAGE_LINKS.contact];

/** The footer's Browse column. */
export const FOOTER_LINKS: readonly PageLink[] = [PAGE_LINKS.products, ...MAIN_LINKS, PAGE_LINKS.teaming, PAGE_LINKS.contact];
