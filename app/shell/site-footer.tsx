import { UnitsSwitch } from "../ui/units-switch";
import { Link } from "react-router";
import { OPEN_SETTINGS_EVENT } from "./cookie-consent/open-settings";
import { useHydrated } from "../ui/use-hydrated";
import { useSiteData } from "./use-site-data";
import { company, DEFAULT_CONTACT, telHref } from "../company/content/company";
import { FOOTER_LINKS, type PageLink } from "./navigation";
import { catalogueServices, servicePath } from "../company/content/services";

const SERVICES = [
  ...catalogueServices.map((service) => ({ to: servicePath(service), label: service.title })),
  { to: "/services/quality-assurance", label: "Quality Assurance" },
  { to: "/services/consultation", label: "Design & Engineering" },
];

function LinkList({ title, links }: { title: string; links: readonly PageLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-200 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Opens the cookie preference centre from any page. Choices live in the browser, so it needs
 * JavaScript: it appears once the page is interactive (the server renders no consent UI).
 */
function CookiePreferencesButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}
      className="hover:text-white hover:underline"
    >
      Cookie preferences
    </button>
  );
}

/** The site footer; the root hydrates it by its id once it nears the viewport. */
export default function SiteFooter() {
  const contact = useSiteData()?.contact ?? DEFAULT_CONTACT;
  return (
    <footer id="site-footer" className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-2 text-sm text-slate-300">
            Precast and prestressed concrete products, engineering consultation and construction for Belize and the region, made at our
            Belize City plant since {company.foundedYear}.
          </p>
        </div>
        <LinkList title="Browse" links={FOOTER_LINKS} />
        <LinkList title="Our Services" links={SERVICES} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              {company.address.street}, {company.address.city}, {company.address.country}
            </p>
            <p>
              <a className="hover:underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
            <p>
              <a className="hover:underline" href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-slate-300 sm:px-6">
          <p>
            © {new Date().getFullYear()} {company.legalName}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link to="/privacy" className="hover:text-white hover:underline">
              Privacy Policy
            </Link>
            <Link to="/suppliers" className="hover:text-white hover:underline">
              Suppliers
            </Link>
            <CookiePreferencesButton />
          </p>
          <UnitsSwitch tone="dark" />
        </div>
      </div>
    </footer>
  );
}
